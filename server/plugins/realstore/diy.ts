// The page builder's store module (api-plugins-2 2.4 "realstore"): stores picked by id or listed by the
// module's filter (category, keywords, order, number), nearest first when the shopper's place is known,
// filled on every load while the plugin is on. Only open (enabled) stores are listed.
import type { Ctx } from '../../core/context'
import { registerDiyModuleHydrator, type Json } from '../../services/diy/hydrators'
import { autoQuery, autoRows, fillSource } from '../../services/diy/sources'
import { byDistance, readHere, storeRow, storeView, type StoreRow } from './stores'

/** order_by_type: '0' the shop's order (nearest first when the shopper's place is known), '1' newest. */
const ORDERS = { '0': 's.sort', '1': 's.id' }
const MOST = 50

function storesByFilter(ctx: Ctx, content: Json): Json[] {
  const query = autoQuery(content)
  const here = readHere(ctx)
  const nearest = query.orderType === '0' && here !== null
  const rows = autoRows<StoreRow>(
    ctx,
    {
      from: 'realstores s',
      where: ['s.is_enable = 1'],
      categoryColumn: 's.category_id',
      keywordColumns: ['s.name', 's.alias', 's.address'],
      orders: ORDERS,
      tieBreak: 's.id',
    },
    // Nearest first needs every candidate before the number is applied; the shop's order reads first to
    // last unless the module turns it round.
    nearest ? { ...query, limit: MOST } : query.orderType === '1' ? query : { ...query, ascending: !query.ascending },
  )
  const stores = nearest ? byDistance(rows, here).slice(0, query.limit) : rows
  return stores.map((store) => storeView(ctx, store, here))
}

registerDiyModuleHydrator(
  'realstore',
  (ctx, content) =>
    fillSource(
      content,
      (id) => {
        const store = storeRow(ctx.db, id)
        return store ? storeView(ctx, store) : undefined
      },
      (c) => storesByFilter(ctx, c),
    ),
  { plugin: 'realstore' },
)
