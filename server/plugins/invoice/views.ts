// Output shapes of invoices (api-plugins-1 §10): rows read through a field_list display schema.
import { formatTime } from '../../core/format'
import type { Ctx } from '../../core/router'
import { all } from '../../db'
import { displayMoney } from '../../services/site/display-currency'

export interface InvoiceRow {
  id: number
  user_id: number
  business_type: number
  apply_type: number
  invoice_type: number
  invoice_content: string
  total_price: number
  invoice_title: string
  invoice_code: string
  invoice_bank: string
  invoice_account: string
  invoice_tel: string
  invoice_address: string
  name: string
  tel: string
  address: string
  email: string
  user_note: string
  status: number
  refuse_reason: string
  express_name: string
  express_number: string
  electronic_invoice: string
  add_time: number
  upd_time: number
}

export const INVOICE_STATUSES = [0, 1, 2, 3, 4]
export const INVOICE_TYPES = [0, 1, 2, 3]
/** Statuses the shopper may delete (§10.1); editing is for pending review only. */
export const DELETABLE = [0, 3, 4]

const SCHEMA: Array<[field: string, extra?: Record<string, number>]> = [
  // The first six are what a list row shows before "view more".
  ['invoice_title'],
  ['total_price'],
  ['invoice_type_name'],
  ['apply_type_name'],
  ['business_type_name'],
  ['invoice_content'],
  ['business_no', { is_copy: 1 }],
  ['invoice_code', { is_copy: 1 }],
  ['invoice_bank'],
  ['invoice_account'],
  ['invoice_tel'],
  ['invoice_address'],
  ['name'],
  ['tel'],
  ['address'],
  ['email'],
  ['user_note'],
  ['refuse_reason'],
  ['express_name'],
  ['express_number', { is_copy: 1 }],
]

export function invoiceFieldList(ctx: Ctx) {
  return SCHEMA.map(([field, extra]) => ({ name: ctx.t(`invoice.f_${field.replace(/_type_name$/, '_type')}`), field, ...extra }))
}

function electronic(ctx: Ctx, raw: string): Array<{ title: string; url: string }> {
  try {
    const list = JSON.parse(raw || '[]') as Array<{ title?: string; url?: string }>
    return Array.isArray(list) ? list.map((e) => ({ title: String(e.title ?? ''), url: ctx.img(String(e.url ?? '')) })) : []
  } catch {
    return []
  }
}

export function businessNumbers(ctx: Ctx, invoiceIds: number[]): Map<number, string[]> {
  const map = new Map<number, string[]>()
  if (!invoiceIds.length) return map
  const rows = all<{ invoice_id: number; business_no: string }>(
    ctx.db,
    `SELECT invoice_id, business_no FROM invoice_records WHERE invoice_id IN (${invoiceIds.map(() => '?').join(',')}) ORDER BY business_id`,
    ...invoiceIds,
  )
  for (const r of rows) map.set(r.invoice_id, [...(map.get(r.invoice_id) ?? []), r.business_no])
  return map
}

export function invoiceView(ctx: Ctx, r: InvoiceRow, numbers: string[]) {
  return {
    id: r.id,
    status: r.status,
    status_name: ctx.t(`invoice.status_${r.status}`),
    business_type: r.business_type,
    business_type_name: ctx.t(`invoice.business_${r.business_type}`),
    business_no: numbers.join(', '),
    apply_type: r.apply_type,
    apply_type_name: ctx.t(`invoice.apply_${r.apply_type}`),
    invoice_type: r.invoice_type,
    invoice_type_name: ctx.t(`invoice.type_${r.invoice_type}`),
    invoice_content: r.invoice_content,
    total_price: displayMoney(ctx, r.total_price),
    invoice_title: r.invoice_title,
    invoice_code: r.invoice_code,
    invoice_bank: r.invoice_bank,
    invoice_account: r.invoice_account,
    invoice_tel: r.invoice_tel,
    invoice_address: r.invoice_address,
    name: r.name,
    tel: r.tel,
    address: r.address,
    email: r.email,
    user_note: r.user_note,
    refuse_reason: r.refuse_reason,
    express_name: r.express_name,
    express_number: r.express_number,
    electronic_invoice: electronic(ctx, r.electronic_invoice),
    add_time: formatTime(r.add_time),
    upd_time: formatTime(r.upd_time),
  }
}
