// The currency amounts are shown in. Core views ask here; the exchangerate plugin (when enabled)
// answers with the visitor's choice. Without it everything stays in the shop currency (rate 1).
//
// The rule (api-plugins-1 §9: "prices across the site use the chosen currency"):
// - Everything stored and every computation (cart/order totals, stock, coupons, points, payment,
//   refund limits) stays in the shop currency (CNY). Only the figures a view SHOWS are converted,
//   where the view is built, with the helpers below.
// - Each shown amount is converted on its own: display(x) = round(cents(x) * rate) / 100, printed as
//   "130.00" by money(). The same CNY amount therefore shows the same figure everywhere (goods detail,
//   cart row, checkout row, order line), and a total is the converted CNY total, so it equals the sum
//   of the converted rows within rounding (at most half a cent per row).
// - Orders (and VIP orders, pay amounts, cashback, rebates) are presented in the CURRENT display
//   currency from their stored CNY amounts, whatever was shown when they were placed; their
//   currency_data describes the currency they are presented in.
// - At rate 1 (no plugin, plugin off, or CNY chosen) every helper returns exactly what money() and the
//   literal '￥' gave before, so answers are byte-for-byte unchanged.
import { money, toCents } from '../../core/format'
import type { Ctx } from '../../core/context'

export interface DisplayCurrency {
  code: string
  symbol: string
  /** Units of the display currency per one unit of the shop currency. */
  rate: number
  /** Localised currency name (order currency_data); the shop currency uses the order.currency message. */
  name?: string
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

/** True when shown amounts differ from stored ones (a currency other than the shop's, rate ≠ 1). */
export function isConverting(ctx: Ctx): boolean {
  return displayCurrency(ctx).rate !== 1
}

/** The symbol shown before amounts ('￥' unless the shopper chose another currency). */
export function displaySymbol(ctx: Ctx): string {
  return displayCurrency(ctx).symbol
}

/** Shop-currency cents -> display-currency cents (the one rounding step of every conversion). */
function convertCents(cents: number, rate: number): number {
  return Math.round(cents * rate)
}

/** A shop-currency amount as a number in the display currency, rounded to 2 decimals; unchanged at rate 1. */
export function displayAmount(ctx: Ctx, value: number): number {
  const { rate } = displayCurrency(ctx)
  if (rate === 1 || !Number.isFinite(value)) return value
  return convertCents(toCents(value), rate) / 100
}

/** money() of the converted amount: 130 -> "130.00" in CNY, "18.20" in USD (rate 0.14). */
export function displayMoney(ctx: Ctx, value: number | string | null | undefined): string {
  const { rate } = displayCurrency(ctx)
  if (rate === 1) return money(value)
  const n = typeof value === 'string' ? Number(value) : (value ?? 0)
  if (!Number.isFinite(n)) return money(value)
  return money(convertCents(toCents(n), rate) / 100)
}

/** Shop-currency cents -> display-currency cents (for sums and limits kept in cents). */
export function displayCents(ctx: Ctx, cents: number): number {
  const { rate } = displayCurrency(ctx)
  return rate === 1 ? cents : convertCents(cents, rate)
}

/**
 * An amount the shopper typed in the display currency (cents) -> shop-currency cents, capped by
 * `maxShopCents`. Typing exactly the shown maximum gives exactly the stored maximum.
 * Returns null when the typed amount is above the shown maximum.
 */
export function shopCentsFromDisplay(ctx: Ctx, typedCents: number, maxShopCents: number): number | null {
  const { rate } = displayCurrency(ctx)
  if (rate === 1) return typedCents > maxShopCents ? null : typedCents
  const maxShown = convertCents(maxShopCents, rate)
  if (typedCents > maxShown) return null
  if (typedCents === maxShown) return maxShopCents
  return Math.min(maxShopCents, Math.round(typedCents / rate))
}

/** A shop-currency amount ("130.00", 130, or a range "10.00-20.00") in the display currency. */
export function displayPrice(ctx: Ctx, value: string | number): string {
  const { rate } = displayCurrency(ctx)
  if (rate === 1) return typeof value === 'number' ? money(value) : value
  const convert = (part: string | number) => {
    const n = typeof part === 'number' ? part : parseFloat(part)
    return Number.isFinite(n) ? money(convertCents(toCents(n), rate) / 100) : String(part)
  }
  if (typeof value === 'string' && value.includes('-'))
    return value
      .split('-')
      .map((part) => convert(part.trim()))
      .join('-')
  return convert(value)
}
