// Payment methods offered to the shopper.
import type { Database } from 'better-sqlite3'
import { all, one } from '../../db'
import type { Ctx } from '../../core/context'
import { ApiError } from '../../core/result'
import { asPositiveInt, isAbsent } from '../../core/validate'

export interface PaymentRow {
  id: number
  name: string
  payment: string
  logo: string
  apply_terminal: string
  is_enable: number
  is_open_user: number
  is_under_line: number
  tips: string
  sort: number
}

export function enabledPayments(db: Database): PaymentRow[] {
  return all<PaymentRow>(db, 'SELECT * FROM payments WHERE is_enable = 1 AND is_open_user = 1 ORDER BY sort, id')
}

export function paymentById(db: Database, id: number): PaymentRow | undefined {
  return one<PaymentRow>(db, 'SELECT * FROM payments WHERE id = ? AND is_enable = 1 AND is_open_user = 1', id)
}

/** payment_list entries as in buy/index and order/index. */
export function paymentListView(ctx: Ctx) {
  return enabledPayments(ctx.db).map((p) => ({
    id: p.id,
    logo: ctx.img(p.logo),
    name: p.name,
    sort: p.sort,
    payment: p.payment,
    tips: p.tips,
    apply_terminal_old: JSON.parse(p.apply_terminal || '[]') as string[],
    logo_old: p.logo,
  }))
}

/**
 * The payment a plugin's pay action uses: the `payment_id` param, or the record's stored choice when the
 * param is absent; a missing, disabled or bad one answers -1 with `invalidKey`.
 */
export function pluginPayment(ctx: Ctx, stored: number, invalidKey: string): PaymentRow {
  const id = isAbsent(ctx.params.payment_id) ? stored : asPositiveInt(ctx.params.payment_id)
  const payment = id ? paymentById(ctx.db, id) : undefined
  if (!payment) throw new ApiError(ctx.t(invalidKey))
  return payment
}

/** The common part of a plugin pay answer (same shapes as buy/pay, api-plugins-1 0.6); `backPage` is where the web pay page returns. */
export function payAnswerBase(ctx: Ctx, payment: PaymentRow, record: { id: number; no: string }, backPage: string) {
  return {
    order_id: String(record.id),
    order_no: record.no,
    payment: { id: payment.id, name: payment.name, payment: payment.payment },
    data: `${ctx.baseUrl}/web/#${backPage}`,
  }
}
