// distribution (api-plugins-1 §4): affiliate centre, team, downline orders, three-tier commission, posters,
// customer map, pickup points, recommendation bundles and customer visits.
import './messages'
import { definePlugin } from '../../core/plugins'
import { ok, type Ctx } from '../../core/router'
import { requireId } from '../../core/validate'
import { onOrderEvent } from '../../services/order/order-events'
import { centreBase, PLUGIN, publicBase, setting } from './config'
import { centre, stats, superiorSave, userQuery } from './centre'
import { applyInfo, applySave, extractionIndex, extractionOrders, switchInfo, switchSave, take } from './extraction'
import { enabledLevels, levelView } from './levels'
import { orderDetail, orderIndex, orderMap, promotionOrderIndex } from './orders'
import { goodsPoster, posterIndex, posterRefresh } from './poster'
import { onOrderChange, profitDetail, profitIndex } from './profits'
import { goodsSearch, recommendDelete, recommendDetail, recommendIndex, recommendSave, recommendSaveData } from './recommend'
import { seedDistribution } from './seed'
import { promotionUserIndex, teamIndex } from './team'
import { visitDelete, visitIndex, visitSave, visitSaveInfo } from './visit'

/** introduce/index {id?}: every level with its rates and conditions; `id` names the one to show first. */
function introduce(ctx: Ctx) {
  ctx.requireUser()
  const focus = ctx.params.id === undefined || ctx.params.id === '' ? 0 : requireId(ctx)
  const base = centreBase(ctx)
  return ok({
    base: { level: setting(ctx.db, 'level'), user_center_level_desc: base.user_center_level_desc },
    level_id: focus,
    level_list: enabledLevels(ctx.db).map((level) => levelView(ctx, level)),
  })
}

onOrderEvent({ plugin: PLUGIN, handle: onOrderChange })

definePlugin({
  name: PLUGIN,
  baseData: publicBase,
  controls: {
    user: { index: centre, stats, userquery: userQuery, superiorsave: superiorSave },
    order: { index: orderIndex, detail: orderDetail, map: orderMap },
    profit: { index: profitIndex, detail: profitDetail },
    team: { index: teamIndex },
    promotionuser: { index: promotionUserIndex },
    promotionorder: { index: promotionOrderIndex },
    introduce: { index: introduce },
    poster: { index: posterIndex, refresh: posterRefresh },
    extraction: {
      index: extractionIndex,
      applyinfo: applyInfo,
      applysave: applySave,
      order: extractionOrders,
      take,
      switchinfo: switchInfo,
      switchsave: switchSave,
    },
    recommend: {
      index: recommendIndex,
      detail: recommendDetail,
      savedata: recommendSaveData,
      save: recommendSave,
      delete: recommendDelete,
      goodssearch: goodsSearch,
    },
    visit: { index: visitIndex, saveinfo: visitSaveInfo, save: visitSave, delete: visitDelete },
    distribution: { goodsposter: goodsPoster },
  },
  seed: seedDistribution,
})
