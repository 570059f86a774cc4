// Bundle rows and the bundle objects of the binding answers (api-plugins-2 §3.8): list cards, the detail
// page, the goods-detail block and the home block all use bundleView.
import type { Database } from 'better-sqlite3'
import type { Ctx } from '../../core/context'
import { all, one } from '../../db'
import { fromCents } from '../../core/format'
import { goodsBase, goodsById, goodsSpecifications, type GoodsRow } from '../../services/goods/goods-view'
import { displayMoney, displaySymbol } from '../../services/site/display-currency'
import { bundleGoodsPrice, bundleTotals, perSet, type BundleGoodsPrice } from './pricing'

export interface BundleRow {
  id: number
  shop_id: number
  title: string
  images: string
  type: number
  buy_min_number: number
  is_home_show: number
  is_enable: number
  sort: number
}

export interface BundleGoodsRow {
  binding_id: number
  goods_id: number
  discount: number
}

export const BUNDLE_PAGE = '/pages/plugins/binding/detail/detail'

export function bundleRow(db: Database, id: number): BundleRow | undefined {
  return one<BundleRow>(db, 'SELECT * FROM bindings WHERE id = ? AND is_enable = 1', id)
}

export function bundleGoodsRows(db: Database, bundleId: number): BundleGoodsRow[] {
  return all<BundleGoodsRow>(db, 'SELECT binding_id, goods_id, discount FROM binding_goods WHERE binding_id = ? ORDER BY sort, id', bundleId)
}

/** A goods that can go into the bundle now (on the shelves, in stock, for sale). */
export function goodsAvailable(goods: GoodsRow | undefined): goods is GoodsRow {
  return !!goods && goods.is_shelves === 1 && !goods.is_delete_time && !goods.is_exhibition && goods.inventory > 0
}

const range = (ctx: Ctx, minCents: number, maxCents: number) =>
  minCents === maxCents ? displayMoney(ctx, fromCents(minCents)) : `${displayMoney(ctx, fromCents(minCents))}-${displayMoney(ctx, fromCents(maxCents))}`

function goodsView(ctx: Ctx, goods: GoodsRow, price: BundleGoodsPrice, withSpecs: boolean) {
  const base = goodsBase(ctx, goods, { withoutContent: true })
  const available = goodsAvailable(goods)
  const cart = ctx.user
    ? (one<{ n: number | null }>(ctx.db, 'SELECT SUM(stock) AS n FROM carts WHERE user_id = ? AND goods_id = ?', ctx.user.id, goods.id)?.n ?? 0)
    : 0
  return {
    id: goods.id,
    images: base.images,
    goods_url: base.goods_url,
    title: goods.title,
    is_error: available ? 0 : 1,
    error_msg: available ? '' : ctx.t('binding.goods_lapsed'),
    show_field_price_status: base.show_field_price_status,
    show_price_symbol: base.show_price_symbol,
    show_price_unit: base.show_price_unit,
    price: range(ctx, price.minCents, price.maxCents),
    discount_price: range(ctx, price.minCents - price.discountCents, price.maxCents - price.discountCents),
    discount: displayMoney(ctx, fromCents(price.discountCents)),
    min_price: displayMoney(ctx, fromCents(price.minCents)),
    max_price: displayMoney(ctx, fromCents(price.maxCents)),
    inventory: goods.inventory,
    inventory_unit: goods.inventory_unit,
    user_cart_count: cart,
    is_exist_many_spec: base.is_exist_many_spec,
    specifications: withSpecs ? goodsSpecifications(ctx, goods.id) : [],
    buy_min_number: Math.max(1, goods.buy_min_number),
  }
}

/** A bundle with its goods and prices (the estimate counts every goods that can be bought now). */
export function bundleView(ctx: Ctx, bundle: BundleRow, opts: { withSpecs?: boolean } = {}) {
  const entries = bundleGoodsRows(ctx.db, bundle.id)
    .map((row) => ({ row, goods: goodsById(ctx.db, row.goods_id) }))
    .filter((entry): entry is { row: BundleGoodsRow; goods: GoodsRow } => !!entry.goods)
    .map(({ row, goods }) => ({ goods, price: bundleGoodsPrice(ctx, goods, row.discount) }))
  // A bundle holds one set of each goods (its minimum purchase), as checkout prices it.
  const totals = bundleTotals(
    entries.filter((entry) => goodsAvailable(entry.goods)).map((entry) => perSet(entry.price, Math.max(1, entry.goods.buy_min_number))),
  )
  return {
    id: bundle.id,
    title: bundle.title,
    images: ctx.img(bundle.images),
    type: bundle.type,
    type_name: ctx.t(`binding.type_${bundle.type ? 1 : 0}`),
    buy_min_number: bundle.type ? Math.max(1, bundle.buy_min_number) : entries.length,
    url: `${BUNDLE_PAGE}?id=${bundle.id}`,
    currency_symbol: displaySymbol(ctx),
    estimate_price: range(ctx, totals.bundleMinCents, totals.bundleMaxCents),
    estimate_original_price: range(ctx, totals.originalMinCents, totals.originalMaxCents),
    estimate_discount_price: displayMoney(ctx, fromCents(totals.savingCents)),
    buy_button_text: ctx.t('binding.buy_button'),
    is_home_show_goods: bundle.is_home_show,
    seo_title: bundle.title,
    seo_desc: '',
    share_images: ctx.img(bundle.images),
    goods: entries.map((entry) => goodsView(ctx, entry.goods, entry.price, opts.withSpecs ?? false)),
  }
}
