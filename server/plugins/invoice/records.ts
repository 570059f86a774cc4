// The records an invoice can cover: the user's own paid orders and paid wallet recharges that no
// live invoice (pending review, pending issue, issued) claims yet. Rejected or closed invoices free them.
import { formatTime, toCents } from '../../core/format'
import { ok, type Ctx } from '../../core/router'
import { all } from '../../db'
import { asDataList, pagedQuery, type PageQuery } from '../../services/paging'
import { displayMoney } from '../../services/site/display-currency'

export const BUSINESS = { order: 0, recharge: 1 } as const
export type BusinessType = 0 | 1

export interface RecordRow {
  id: number
  no: string
  price: number
  pay_time: number
  add_time: number
  status: number
}

const FREE = `NOT EXISTS (SELECT 1 FROM invoice_records r JOIN invoices i ON i.id = r.invoice_id
  WHERE r.business_type = ? AND r.business_id = x.id AND i.status IN (0, 1, 2) AND i.id <> ?)`

// Paid orders: pay_status 1 and not cancelled/closed (statuses 2..4).
const ORDER_RECORDS = [
  'orders',
  `x.user_id = ? AND x.pay_status = 1 AND x.status BETWEEN 2 AND 4 AND x.user_is_delete_time = 0 AND x.is_delete_time = 0 AND ${FREE}`,
]
const RECHARGE_RECORDS = ['wallet_recharges', `x.user_id = ? AND x.status = 1 AND x.is_delete_time = 0 AND ${FREE}`]
const ORDER_COLUMNS = 'x.id, x.order_no AS no, x.pay_price AS price, x.pay_time, x.add_time, x.status'
const RECHARGE_COLUMNS = 'x.id, x.recharge_no AS no, x.pay_money AS price, x.pay_time, x.add_time, x.status'

/** The user's paid records of `type` not on another invoice (`editingId`'s own records count as free). */
function freeQuery(type: BusinessType, userId: number, editingId: number): PageQuery {
  const [table, where] = type === BUSINESS.order ? ORDER_RECORDS : RECHARGE_RECORDS
  return { from: `${table} x`, where, columns: type === BUSINESS.order ? ORDER_COLUMNS : RECHARGE_COLUMNS, args: [userId, type, editingId], order: 'x.id DESC' }
}

/**
 * The chosen records, all of them the user's, paid and free (ignoring the invoice being edited).
 * Null when any id fails: the client never decides what may be invoiced.
 */
export function freeRecords(ctx: Ctx, userId: number, type: BusinessType, ids: number[], editingId = 0): RecordRow[] | null {
  const q = freeQuery(type, userId, editingId)
  const rows = all<RecordRow>(ctx.db, `SELECT ${q.columns} FROM ${q.from} WHERE ${q.where} AND x.id IN (${ids.map(() => '?').join(',')})`, ...q.args, ...ids)
  return rows.length === ids.length ? rows.sort((a, b) => a.id - b.id) : null
}

export function sumCents(rows: Array<{ price: number }>): number {
  return rows.reduce((total, r) => total + toCents(r.price), 0)
}

function fieldList(ctx: Ctx, type: BusinessType) {
  return type === BUSINESS.order
    ? [
        { name: ctx.t('invoice.f_order_no'), field: 'order_no', is_copy: 1 },
        { name: ctx.t('invoice.f_pay_price'), field: 'pay_price' },
        { name: ctx.t('invoice.f_pay_time'), field: 'pay_time' },
      ]
    : [
        { name: ctx.t('invoice.f_recharge_no'), field: 'recharge_no', is_copy: 1 },
        { name: ctx.t('invoice.f_pay_money'), field: 'pay_money' },
        { name: ctx.t('invoice.f_pay_time'), field: 'pay_time' },
      ]
}

function recordView(ctx: Ctx, type: BusinessType, r: RecordRow) {
  const common = { id: r.id, pay_time: formatTime(r.pay_time), add_time: formatTime(r.add_time) }
  return type === BUSINESS.order
    ? { ...common, order_no: r.no, pay_price: displayMoney(ctx, r.price), status: r.status, status_name: ctx.t(`order.status.${r.status}`) }
    : { ...common, recharge_no: r.no, pay_money: displayMoney(ctx, r.price) }
}

/** order/index and recharge/index: rows in data_list (api-plugins-1 §0.3 exception). */
function candidateList(type: BusinessType) {
  return (ctx: Ctx) => {
    const user = ctx.requireUser()
    const page = pagedQuery(ctx, freeQuery(type, user.id, 0), (r: RecordRow) => recordView(ctx, type, r))
    return ok({ ...asDataList(page), field_list: fieldList(ctx, type), base: { business_type: type } }, page.total ? 'success' : ctx.t('invoice.no_data'))
  }
}

export const orderControl = { index: candidateList(BUSINESS.order) }
export const rechargeControl = { index: candidateList(BUSINESS.recharge) }
