import { num } from '@/api/parse'

/** Prices arrive as "130.00" strings (sometimes "1,300.00"), numbers, or empty; shoppers always see two decimals. */
export function toAmount(value: unknown): number {
  return num(typeof value === 'string' ? value.replace(/,/g, '') : value)
}

/** An amount in whole cents, for comparing and adding money without float surprises. */
export function toCents(value: unknown): number {
  return Math.round(Number(`${toAmount(value)}e2`))
}

/** Cents back to the two-decimal text the server and the shopper see. */
export function fromCents(cents: number): string {
  return (cents / 100).toFixed(2)
}

/** amount × rate (a fee, an exchange), worked in cents and rounded to the cent as the server does. */
export function multiplyAmount(value: unknown, rate: number): string {
  return fromCents(Math.round(toCents(value) * rate))
}

/** Rounds half up on the decimal text (1.005 -> 1.01), which binary floats alone get wrong. */
export function twoDecimals(value: unknown): string {
  const n = toAmount(value)
  return Number(`${Math.round(Number(`${n}e2`))}e-2`).toFixed(2)
}

export const DEFAULT_CURRENCY_SYMBOL = '￥'

/** "￥130.00"; a range "10.00-20.00" keeps both ends. */
export function formatPrice(value: unknown, symbol: string = DEFAULT_CURRENCY_SYMBOL): string {
  const text = String(value ?? '')
  if (/^\s*[\d.]+\s*-\s*[\d.]+\s*$/.test(text)) {
    const [low, high] = text.split('-')
    return `${symbol}${twoDecimals(low)}-${twoDecimals(high)}`
  }
  return `${symbol}${twoDecimals(value)}`
}
