import type { Currency } from '@/api/plugins/exchangerate'

/** "1 CNY = 0.14 USD" — how the picker explains a rate (up to 4 decimals, trailing zeros dropped). */
export function rateText(base: Pick<Currency, 'code'>, target: Pick<Currency, 'code' | 'rate'>): string {
  const rate = Number.isFinite(target.rate) && target.rate > 0 ? Number(target.rate.toFixed(4)).toString() : '1'
  return `1 ${base.code} = ${rate} ${target.code}`
}

/** The shop (base) currency is the one with rate 1; the first one otherwise. */
export function baseCurrency(currencies: Currency[]): Currency | undefined {
  return currencies.find((c) => c.rate === 1) ?? currencies[0]
}
