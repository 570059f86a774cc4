// Price resolvers: plugins that change what goods SELL for (seckill's flash price while a session runs).
//
// The rule: goods_spec_base.price stays the stored normal price. Every place that prices goods for the
// shopper — goods/detail (goods row and spec rows), cart rows and totals, buy/index lines and totals,
// buy/add order totals and order_details — asks here for the effective price, so what is shown is what
// is charged. Everything stays in the shop currency; display conversion (display-currency.ts) happens
// afterwards, where the view is built.
//
// A resolver is gated by its plugin's switch: with the plugin off (or no resolver registered) every
// helper returns its input unchanged, so prices are exactly the stored ones.
import type { Ctx } from '../../core/context'
import { money } from '../../core/format'
import { isPluginEnabled } from '../../core/plugins'
import type { GoodsRow } from './goods-view'
import type { SpecBaseRow } from './specs'

export interface GoodsPriceResolver {
  /** The plugin whose switch gates this resolver. */
  plugin: string
  /**
   * The unit price of goods `goodsId` whose normal price (a spec row's price, or the goods' min/max
   * price) is `price`, in the shop currency. Return `price` to leave it alone; never more than `price`.
   */
  resolve(ctx: Ctx, goodsId: number, price: number): number
}

const resolvers: GoodsPriceResolver[] = []

export function registerGoodsPriceResolver(resolver: GoodsPriceResolver): void {
  resolvers.push(resolver)
}

/** The effective unit price (shop currency) of goods `goodsId` at normal price `price`. */
export function effectivePrice(ctx: Ctx, goodsId: number, price: number): number {
  let result = price
  for (const resolver of resolvers) {
    if (!isPluginEnabled(ctx.db, resolver.plugin)) continue
    const next = resolver.resolve(ctx, goodsId, result)
    if (Number.isFinite(next) && next >= 0 && next < result) result = next
  }
  return result
}

/** A spec row as sold now: same row, `price` replaced by the effective price (the same object when unchanged). */
export function pricedSpecBase<T extends Pick<SpecBaseRow, 'goods_id' | 'price'>>(ctx: Ctx, base: T): T {
  const price = effectivePrice(ctx, base.goods_id, base.price)
  return price === base.price ? base : { ...base, price }
}

/** A goods row as sold now: price / min_price / max_price effective (original prices untouched). */
export function pricedGoodsRow<T extends Pick<GoodsRow, 'id' | 'price' | 'min_price' | 'max_price'>>(ctx: Ctx, goods: T): T {
  const min = effectivePrice(ctx, goods.id, goods.min_price)
  const max = effectivePrice(ctx, goods.id, goods.max_price)
  if (min === goods.min_price && max === goods.max_price) return goods
  const price = min === max ? money(min) : `${money(min)}-${money(max)}`
  return { ...goods, price, min_price: min, max_price: max }
}
