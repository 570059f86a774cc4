// The page builder's activity module (api-plugins-2 2.4 "activity"): activities picked by id or listed by
// the module's filter (category, keywords, order, number), each with its cover, description, keywords and
// goods, filled on every load while the plugin is on. The automatic list shows running and coming
// activities only; a picked one shows while it is enabled.
import type { Ctx } from '../../core/context'
import { one } from '../../db'
import { registerDiyModuleHydrator, type Json } from '../../services/diy/hydrators'
import { autoQuery, autoRows, fillSource } from '../../services/diy/sources'
import { goodsListItem } from '../../services/goods/goods-view'
import { activityGoods, activityUrl, keywordList, timeFields, type ActivityRow } from './index'

/** Goods shown under each activity. */
const GOODS_PER_ACTIVITY = 6

/** order_by_type: '0' the shop's order, '1' newest, '2' ending soonest. */
const ORDERS = { '0': 'a.sort', '1': 'a.id', '2': 'a.time_end' }

function activityCard(ctx: Ctx, a: ActivityRow): Json {
  return {
    id: a.id,
    title: a.title,
    vice_title: a.vice_title,
    describe: a.describe,
    color: a.color,
    cover: ctx.img(a.cover),
    url: activityUrl(a.id),
    keywords_arr: keywordList(a.keywords),
    ...timeFields(ctx, a),
    goods_list: activityGoods(ctx.db, a.id, GOODS_PER_ACTIVITY).map((g) => goodsListItem(ctx, g, { withoutContent: true })),
  }
}

function activitiesByFilter(ctx: Ctx, content: Json): Json[] {
  const query = autoQuery(content, 'activity_')
  const rows = autoRows<ActivityRow>(
    ctx,
    {
      from: 'activities a',
      where: ['a.is_enable = 1', '(a.time_end = 0 OR a.time_end >= ?)'],
      args: [ctx.nowSeconds()],
      categoryColumn: 'a.category_id',
      keywordColumns: ['a.title', 'a.keywords'],
      orders: ORDERS,
      tieBreak: 'a.id',
    },
    // The shop's order and "ending soonest" read first to last unless the module turns them round.
    query.orderType === '1' ? query : { ...query, ascending: !query.ascending },
  )
  return rows.map((a) => activityCard(ctx, a))
}

registerDiyModuleHydrator(
  'activity',
  (ctx, content) =>
    fillSource(
      content,
      (id) => {
        const a = one<ActivityRow>(ctx.db, 'SELECT * FROM activities WHERE id = ? AND is_enable = 1', id)
        return a ? activityCard(ctx, a) : undefined
      },
      (c) => activitiesByFilter(ctx, c),
    ),
  { plugin: 'activity' },
)
