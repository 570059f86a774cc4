// The page builder's shop module (api-plugins-2 2.4 "shop"): shops picked by id or listed by the module's
// filter (shop category, keywords, order, number), filled on every load while the plugin is on. Closed
// shops are never listed.
import type { Ctx } from '../../core/context'
import { registerDiyModuleHydrator, type Json } from '../../services/diy/hydrators'
import { autoQuery, autoRows, fillSource } from '../../services/diy/sources'
import { openShop, shopListItem, type ShopRow } from './shops'

/** order_by_type: '0' newest, '1' best rated, '2' last updated. */
const ORDERS = { '0': 's.id', '1': 's.score', '2': 's.upd_time' }

function shopsByFilter(ctx: Ctx, content: Json): Json[] {
  const rows = autoRows<ShopRow>(
    ctx,
    {
      from: 'shops s',
      where: ['s.is_enable = 1'],
      categoryColumn: 's.category_id',
      keywordColumns: ['s.name', 's.describe'],
      orders: ORDERS,
      tieBreak: 's.sort, s.id',
    },
    autoQuery(content, 'shop_'),
  )
  return rows.map((shop) => shopListItem(ctx, shop))
}

registerDiyModuleHydrator(
  'shop',
  (ctx, content) =>
    fillSource(
      content,
      (id) => {
        const shop = openShop(ctx.db, id)
        return shop ? shopListItem(ctx, shop) : undefined
      },
      (c) => shopsByFilter(ctx, c),
    ),
  { plugin: 'shop' },
)
