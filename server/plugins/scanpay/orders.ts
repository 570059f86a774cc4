// Scan-pay payments: the amount rules (both the page and this server apply them), creating a payable
// record, paying it with the demo gateway and reading the result.
import crypto from 'node:crypto'
import { formatTime, money, toCents } from '../../core/format'
import { ApiError, type Ctx } from '../../core/router'
import { isAbsent, scalarText } from '../../core/validate'
import { one } from '../../db'
import { displayCents, displayMoney, displaySymbol, shopCentsFromDisplay } from '../../services/site/display-currency'

/** The largest single scan-pay payment, in shop currency (CNY). */
export const SCANPAY_MAX_AMOUNT = 50000

export const SCANPAY_STATUS = { unpaid: 0, paid: 1 } as const

export interface MerchantRow {
  id: number
  type: number
  name: string
  alias: string
  logo: string
  ad_code: string
  is_enable: number
}

export interface ScanpayOrderRow {
  id: number
  order_no: string
  user_id: number
  merchant_id: number
  price: number
  pay_price: number
  note: string
  payment_id: number
  status: number
  pay_time: number
  add_time: number
  upd_time: number
}

/** The most a shopper may type, in the display currency ("50000.00"). */
export function maxShown(ctx: Ctx): string {
  return money(displayCents(ctx, toCents(SCANPAY_MAX_AMOUNT)) / 100)
}

/**
 * `price` as typed (display currency): digits with at most 2 decimals, above 0, not above the maximum.
 * Returns shop-currency cents.
 */
export function readPriceCents(ctx: Ctx): number {
  const raw = ctx.params.price
  const text = isAbsent(raw) ? '' : (scalarText(raw) ?? 'invalid')
  if (!text) throw new ApiError(ctx.t('scanpay.price_required'))
  if (!/^\d{1,8}(\.\d{1,2})?$/.test(text)) throw new ApiError(ctx.t('scanpay.price_invalid'))
  const typed = toCents(text)
  if (typed <= 0) throw new ApiError(ctx.t('scanpay.price_positive'))
  const cents = shopCentsFromDisplay(ctx, typed, toCents(SCANPAY_MAX_AMOUNT))
  if (cents === null) throw new ApiError(ctx.t('scanpay.price_max', { max: `${displaySymbol(ctx)}${maxShown(ctx)}` }))
  if (cents <= 0) throw new ApiError(ctx.t('scanpay.price_positive'))
  return cents
}

export function newOrderNo(nowSeconds: number): string {
  const d = new Date(nowSeconds * 1000)
  const p = (n: number) => String(n).padStart(2, '0')
  const stamp = `${d.getUTCFullYear()}${p(d.getUTCMonth() + 1)}${p(d.getUTCDate())}${p(d.getUTCHours())}${p(d.getUTCMinutes())}${p(d.getUTCSeconds())}`
  return `S${stamp}${String(crypto.randomInt(0, 1_000_000)).padStart(6, '0')}`
}

/** The user's own scan-pay record; someone else's id answers like a missing one. */
export function ownOrder(ctx: Ctx, userId: number, id: number): ScanpayOrderRow {
  const row = one<ScanpayOrderRow>(ctx.db, 'SELECT * FROM scanpay_orders WHERE id = ? AND user_id = ?', id, userId)
  if (!row) throw new ApiError(ctx.t('scanpay.order_not_found'))
  return row
}

export function merchantView(ctx: Ctx, m: MerchantRow) {
  return { id: m.id, type: m.type, name: m.name, alias: m.alias, logo: ctx.img(m.logo), title: ctx.t('scanpay.collection', { name: m.name }) }
}

export function orderInfoView(ctx: Ctx, o: ScanpayOrderRow, paymentName: string) {
  return {
    id: o.id,
    order_no: o.order_no,
    status: o.status,
    price: displayMoney(ctx, o.price),
    pay_price: displayMoney(ctx, o.pay_price),
    note: o.note,
    payment_name: paymentName,
    currency_symbol: displaySymbol(ctx),
    add_time: formatTime(o.add_time),
    pay_time: formatTime(o.pay_time),
  }
}
