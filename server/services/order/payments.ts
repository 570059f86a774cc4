// Payment methods offered to the shopper.
import type { Database } from 'better-sqlite3'
import { all, one } from '../../db'
import type { Ctx } from '../../core/context'

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
