// The currency prices are shown in. Core views ask here; the exchangerate plugin (when enabled)
// answers with the visitor's choice. Without it everything stays in the shop currency (rate 1).
import { money } from '../core/format'
import type { Ctx } from '../core/context'

export interface DisplayCurrency {
  code: string
  symbol: string
  /** Units of the display currency per one unit of the shop currency. */
  rate: number
}

export const SHOP_CURRENCY: DisplayCurrency = { code: 'CNY', symbol: '￥', rate: 1 }

type Resolver = (ctx: Ctx) => DisplayCurrency | null

let resolver: Resolver | null = null
const perRequest = new WeakMap<Ctx, DisplayCurrency>()

export function setDisplayCurrencyResolver(next: Resolver | null): void {
  resolver = next
}

/** Resolved once per request (goods lists ask for every item). */
export function displayCurrency(ctx: Ctx): DisplayCurrency {
  const known = perRequest.get(ctx)
  if (known) return known
  const resolved = resolver?.(ctx) ?? SHOP_CURRENCY
  perRequest.set(ctx, resolved)
  return resolved
}

/** A shop-currency amount ("130.00", 130, or a range "10.00-20.00") in the display currency. */
export function displayPrice(ctx: Ctx, value: string | number): string {
  const { rate } = displayCurrency(ctx)
  if (rate === 1) return typeof value === 'number' ? money(value) : value
  const convert = (part: string | number) => {
    const n = typeof part === 'number' ? part : parseFloat(part)
    return Number.isFinite(n) ? money(Math.round(n * rate * 100) / 100) : String(part)
  }
  if (typeof value === 'string' && value.includes('-')) return value.split('-').map((part) => convert(part.trim())).join('-')
  return convert(value)
}
