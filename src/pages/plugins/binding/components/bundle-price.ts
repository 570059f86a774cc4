import { BUNDLE_TYPE, type Bundle, type BundleGoods } from '@/api/plugins/binding'
import type { SpecPair } from '@/api/goods-summary'
import { t } from '@/i18n'
import { BUY_PAGE, encodeParam } from '@/lib/buy-link'
import { fromCents, toCents } from '@/lib/money'
import '@/i18n/locales/plugin-binding'

/** What the shopper chose for one goods of the bundle: in or out (pick-and-mix), and its spec with that spec's price. */
export interface BundlePick {
  selected: boolean
  spec: SpecPair[]
  /** The chosen spec's unit price; null until a spec is chosen (the goods' range counts meanwhile). */
  specPrice: string | null
}

export type BundlePicks = Record<string, BundlePick>

export function initialPicks(bundle: Bundle): BundlePicks {
  const picks: BundlePicks = {}
  // A fixed bundle takes everything; a pick-and-mix starts with what can be bought ticked.
  for (const goods of bundle.goods) picks[goods.id] = { selected: !goods.errorMsg, spec: [], specPrice: null }
  return picks
}

/** The goods the order would hold: all of a fixed bundle, the ticked ones of a pick-and-mix. */
export function takenGoods(bundle: Bundle, picks: BundlePicks): BundleGoods[] {
  return bundle.type === BUNDLE_TYPE.fixed ? bundle.goods : bundle.goods.filter((goods) => picks[goods.id]?.selected)
}

export interface BundleSummary {
  /** The bundle price, "a" or "a-b" while a goods with several specs has none chosen. */
  price: string
  /** What the goods cost without the bundle. */
  originalPrice: string
  saving: string
  count: number
}

/** One goods' prices as shown: inside the bundle and usually; the chosen spec's once there is one. */
export function goodsPrices(goods: BundleGoods, pick: BundlePick | undefined): { bundle: string; usual: string } {
  if (!pick?.specPrice) return { bundle: goods.bundlePrice, usual: goods.price }
  const cents = toCents(pick.specPrice)
  return { bundle: fromCents(cents - Math.min(toCents(goods.discount), cents)), usual: fromCents(cents) }
}

const rangeText = (minCents: number, maxCents: number) => (minCents === maxCents ? fromCents(minCents) : `${fromCents(minCents)}-${fromCents(maxCents)}`)

/**
 * The bundle's price and saving for the goods taken, worked out the way the server prices the order: each
 * goods at its chosen spec's price (its range until then), less its bundle discount (never below zero),
 * one set (its minimum purchase) of each. Unavailable goods do not count.
 */
export function bundleSummary(bundle: Bundle, picks: BundlePicks): BundleSummary {
  let minCents = 0
  let maxCents = 0
  let savingCents = 0
  let count = 0
  for (const goods of takenGoods(bundle, picks)) {
    if (goods.errorMsg) continue
    const pick = picks[goods.id]
    const low = pick?.specPrice !== null && pick?.specPrice !== undefined ? toCents(pick.specPrice) : toCents(goods.minPrice)
    const high = pick?.specPrice !== null && pick?.specPrice !== undefined ? low : Math.max(low, toCents(goods.maxPrice))
    const discount = Math.min(toCents(goods.discount), low)
    minCents += low * goods.setSize
    maxCents += high * goods.setSize
    savingCents += discount * goods.setSize
    count += 1
  }
  return {
    price: rangeText(minCents - savingCents, maxCents - savingCents),
    originalPrice: rangeText(minCents, maxCents),
    saving: fromCents(savingCents),
    count,
  }
}

/** Why the bundle cannot be bought yet (api-plugins-2 §3.8 "Buy now" checks), or null. */
export function bundleBuyProblem(bundle: Bundle, picks: BundlePicks): string | null {
  const taken = takenGoods(bundle, picks)
  if (bundle.type === BUNDLE_TYPE.fixed) {
    const lapsed = bundle.goods.findIndex((goods) => goods.errorMsg)
    if (lapsed >= 0) return t('plugin-binding.goods_unavailable', { n: lapsed + 1, title: bundle.goods[lapsed].title })
  } else if (taken.filter((goods) => !goods.errorMsg).length < bundle.minGoods) return t('plugin-binding.choose_at_least', { n: bundle.minGoods })
  const index = bundle.goods.findIndex((goods) => taken.includes(goods) && goods.manySpecs && !picks[goods.id]?.spec.length)
  if (index >= 0) return t('plugin-binding.choose_spec_for', { n: index + 1, title: bundle.goods[index].title })
  return null
}

/** Checkout of the bundle: one set of each goods taken, with the bundle id (the server prices it). */
export function bundleCheckoutUrl(bundle: Bundle, picks: BundlePicks): string {
  const items = takenGoods(bundle, picks)
    .filter((goods) => !goods.errorMsg)
    .map((goods) => ({ goods_id: goods.id, stock: goods.setSize, spec: picks[goods.id]?.spec ?? [] }))
  return `${BUY_PAGE}?data=${encodeParam({ binding_id: bundle.id, buy_type: 'goods', goods_data: encodeParam(items) })}`
}
