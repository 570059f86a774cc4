// Bundle prices. Each bundle goods has a discount taken off every unit bought inside the bundle (never below
// zero); the bundle price is the sum of the discounted prices, the saving the sum of the discounts. Goods with
// several specs have a price range, so bundle prices can be ranges too ("a-b").
import type { Ctx } from '../../core/context'
import { toCents } from '../../core/format'
import { effectivePrice } from '../../services/goods/goods-price'
import type { GoodsRow } from '../../services/goods/goods-view'

export interface BundleGoodsPrice {
  minCents: number
  maxCents: number
  /** The bundle discount per unit, capped at the cheapest spec's price. */
  discountCents: number
}

/** A goods' price range as sold now and its discount inside the bundle. */
export function bundleGoodsPrice(ctx: Ctx, goods: Pick<GoodsRow, 'id' | 'min_price' | 'max_price'>, discount: number): BundleGoodsPrice {
  const minCents = toCents(effectivePrice(ctx, goods.id, goods.min_price))
  const maxCents = Math.max(minCents, toCents(effectivePrice(ctx, goods.id, goods.max_price)))
  return { minCents, maxCents, discountCents: Math.min(toCents(discount), minCents) }
}

/** The prices of `units` of a goods (one set of a goods with a minimum purchase above one). */
export function perSet(price: BundleGoodsPrice, units: number): BundleGoodsPrice {
  return { minCents: price.minCents * units, maxCents: price.maxCents * units, discountCents: price.discountCents * units }
}

export interface BundleTotals {
  originalMinCents: number
  originalMaxCents: number
  bundleMinCents: number
  bundleMaxCents: number
  savingCents: number
}

/** Totals over the goods taken (all of a fixed bundle; the chosen ones of a pick-and-mix). */
export function bundleTotals(prices: BundleGoodsPrice[]): BundleTotals {
  const sum = (pick: (p: BundleGoodsPrice) => number) => prices.reduce((s, p) => s + pick(p), 0)
  const savingCents = sum((p) => p.discountCents)
  return {
    originalMinCents: sum((p) => p.minCents),
    originalMaxCents: sum((p) => p.maxCents),
    bundleMinCents: sum((p) => p.minCents) - savingCents,
    bundleMaxCents: sum((p) => p.maxCents) - savingCents,
    savingCents,
  }
}

/** The saving of one checkout line: the discount for each unit, never more than the line costs. */
export function lineSavingCents(unitPriceCents: number, discount: number, quantity: number): number {
  return Math.min(toCents(discount), unitPriceCents) * quantity
}
