// usergoodsfavor/*: the user's favourite goods.
import { registerController, ok, ApiError, type Ctx } from '../core/router'
import { defineMessages } from '../core/i18n'
import { requireIds } from '../core/validate'
import { one, run } from '../db'
import { formatTime } from '../core/format'
import { pagedQuery } from '../services/paging'
import { withGoods } from '../services/goods/goods-rows'

defineMessages({
  'favor.not_found': { zh: '收藏数据不存在', en: 'Favourite does not exist' },
  'favor.cancel_success': { zh: '取消成功', en: 'Cancelled successfully' },
  'favor.text_off': { zh: '收藏', en: 'Favorite' },
})

interface FavorRow {
  id: number
  goods_id: number
  user_id: number
  add_time: number
}

function index(ctx: Ctx) {
  const user = ctx.requireUser()
  return ok(
    pagedQuery(ctx, { from: 'user_goods_favor', where: 'user_id = ?', args: [user.id], columns: 'id, goods_id, user_id, add_time' }, (row: FavorRow) =>
      withGoods(ctx, { ...row, add_time: formatTime(row.add_time) }),
    ),
  )
}

/** `id` is a goods id (or several); only goods the user has favourited count, others answer "not found". */
function cancel(ctx: Ctx) {
  const user = ctx.requireUser()
  const goodsIds = requireIds(ctx, 'id')
  const json = JSON.stringify(goodsIds)
  const owned =
    one<{ n: number }>(ctx.db, 'SELECT COUNT(*) AS n FROM user_goods_favor WHERE user_id = ? AND goods_id IN (SELECT value FROM json_each(?))', user.id, json)
      ?.n ?? 0
  if (owned !== goodsIds.length) throw new ApiError(ctx.t('favor.not_found'))
  run(ctx.db, 'DELETE FROM user_goods_favor WHERE user_id = ? AND goods_id IN (SELECT value FROM json_each(?))', user.id, json)
  const count = one<{ n: number }>(ctx.db, 'SELECT COUNT(*) AS n FROM user_goods_favor WHERE goods_id = ?', goodsIds[0])?.n ?? 0
  return ok({ text: ctx.t('favor.text_off'), status: 0, count }, ctx.t('favor.cancel_success'))
}

registerController('usergoodsfavor', { index, cancel })
