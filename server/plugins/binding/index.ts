// binding (组合搭配): goods bundles at a combined price (api-plugins-2 §3.8). Fixed bundles are bought whole,
// pick-and-mix bundles with at least buy_min_number goods; checkout.ts prices them, extensions.ts shows them
// on home and goods detail.
import { definePlugin } from '../../core/plugins'
import { ok, type Ctx } from '../../core/router'
import { ApiError } from '../../core/result'
import { optionalInt, requireId } from '../../core/validate'
import { pagedQuery } from '../../services/paging'
import { registerBindingCheckout } from './checkout'
import { registerBindingExtensions } from './extensions'
import { seedBinding } from './seed'
import { bundleRow, bundleView, type BundleRow } from './view'
import './messages'
import './diy' // the page builder's bundle module

function base(ctx: Ctx) {
  return {
    application_name: ctx.t('binding.name'),
    seo_title: ctx.t('binding.name'),
    seo_desc: ctx.t('binding.seo_desc'),
    home_data_list_title: ctx.t('binding.home_title'),
  }
}

/** index/index {shop_id}: the list page's settings (no shop plugin here: the shop link stays empty). */
function index(ctx: Ctx) {
  optionalInt(ctx, 'shop_id', 0, 0, 2_147_483_647)
  return ok({ base: base(ctx), shop: null })
}

/** index/datalist {page, shop_id}: a shop's bundles (0 = the platform's). */
function datalist(ctx: Ctx) {
  const shopId = optionalInt(ctx, 'shop_id', 0, 0, 2_147_483_647)
  return ok(
    pagedQuery<BundleRow, ReturnType<typeof bundleView>>(
      ctx,
      { from: 'bindings', where: 'is_enable = 1 AND shop_id = ?', args: [shopId], order: 'sort, id' },
      (row) => bundleView(ctx, row),
    ),
  )
}

/** index/detail {id}: one bundle with its goods, their specs and prices. */
function detail(ctx: Ctx) {
  const bundle = bundleRow(ctx.db, requireId(ctx, 'id', ctx.t('binding.id_label')))
  if (!bundle) throw new ApiError(ctx.t('binding.not_found'))
  return ok({ base: base(ctx), data: bundleView(ctx, bundle, { withSpecs: true }) })
}

registerBindingCheckout()
registerBindingExtensions()

definePlugin({
  name: 'binding',
  baseData: (ctx) => ({ application_name: ctx.t('binding.name'), home_data_list_title: ctx.t('binding.home_title') }),
  controls: { index: { index, datalist, detail } },
  seed: seedBinding,
})
