import type { Store, StoreCart, StoreCartLine } from '@/api/plugins/realstore'
import { t } from '@/i18n'
import { formatPrice, toCents } from '@/lib/money'
import '@/i18n/locales/plugin-realstore'

/** How many of each goods the store cart holds (all specs together), for the goods rows' counters. */
export function countsByGoods(cart: StoreCart): Map<string, number> {
  const counts = new Map<string, number>()
  for (const line of cart.lines) counts.set(line.goodsId, (counts.get(line.goodsId) ?? 0) + line.quantity)
  return counts
}

/** Lines that can be ordered now (the server marks the others: off shelf, out of stock...). */
export function orderableLines(cart: StoreCart): StoreCartLine[] {
  return cart.lines.filter((line) => !line.errorMsg)
}

/**
 * Why the cart bar's settle button is off, or null when the shopper may settle (api-plugins-2 §3.7 "Store
 * cart bar"): the store is closed, the cart is empty, or the minimum order of this order type is not met.
 */
export function settleProblem(store: Store, useType: number, cart: StoreCart, symbol: string): string | null {
  if (!store.status.open) return store.status.msg || t('plugin-realstore.closed')
  if (!orderableLines(cart).length) return t('plugin-realstore.cart_empty_bar')
  const limited = store.startingPriceTypes.includes(useType)
  if (limited && toCents(store.startingPrice) > 0 && toCents(cart.total) < toCents(store.startingPrice)) {
    const type = store.useTypes.find((item) => item.index === useType)?.name ?? ''
    return t('plugin-realstore.minimum', { type, price: formatPrice(store.startingPrice, symbol) })
  }
  return null
}

/** What a new quantity means for a line: remove it (below its minimum), refuse it (above its maximum) or set it. */
export function quantityChange(
  line: StoreCartLine,
  wanted: number,
): { kind: 'remove' } | { kind: 'limit'; message: string } | { kind: 'set'; quantity: number } | { kind: 'same' } {
  if (wanted === line.quantity) return { kind: 'same' }
  if (wanted < line.buyMin) return { kind: 'remove' }
  if (line.buyMax > 0 && wanted > line.buyMax) return { kind: 'limit', message: t('plugin-realstore.limit', { n: line.buyMax, unit: line.unit }) }
  return { kind: 'set', quantity: wanted }
}
