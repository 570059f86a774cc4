// The page builder's bundle module (api-plugins-2 2.4 "binding"): bundles picked by id or listed by the
// module's filter (keywords, order, number), each with its goods and prices, filled on every load while
// the plugin is on. Only enabled bundles are listed.
import type { Ctx } from '../../core/context'
import { registerDiyModuleHydrator, type Json } from '../../services/diy/hydrators'
import { autoQuery, autoRows, fillSource } from '../../services/diy/sources'
import { bundleRow, bundleView, type BundleRow } from './view'

/** order_by_type: '0' the shop's order, '1' newest. */
const ORDERS = { '0': 'b.sort', '1': 'b.id' }

function bundlesByFilter(ctx: Ctx, content: Json): Json[] {
  const query = autoQuery(content, 'binding_')
  const rows = autoRows<BundleRow>(
    ctx,
    { from: 'bindings b', where: ['b.is_enable = 1'], keywordColumns: ['b.title'], orders: ORDERS, tieBreak: 'b.id' },
    // The shop's order reads first to last unless the module turns it round.
    query.orderType === '1' ? query : { ...query, ascending: !query.ascending },
  )
  return rows.map((bundle) => bundleView(ctx, bundle))
}

registerDiyModuleHydrator(
  'binding',
  (ctx, content) =>
    fillSource(
      content,
      (id) => {
        const bundle = bundleRow(ctx.db, id)
        return bundle ? bundleView(ctx, bundle) : undefined
      },
      (c) => bundlesByFilter(ctx, c),
    ),
  { plugin: 'binding' },
)
