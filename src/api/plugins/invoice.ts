import { call, pluginRoute } from '../client'
import { asIs, arr, int, obj, str, toPage } from '../parse'
import type { ApiResult, Page } from '../types'

/** invoice (api-plugins-1 §10): my invoices, the invoice form, and the records that can be invoiced. */
const invoice = (control: string, action: string) => pluginRoute('invoice', control, action)

/** One entry of the backend's display schema (`field_list`). */
export interface SchemaField {
  name: string
  field: string
  type: string
  copy: boolean
  hide: boolean
}

function parseSchema(raw: unknown): SchemaField[] {
  return arr<unknown>(raw).map((f) => {
    const o = obj(f)
    return { name: str(o.name), field: str(o.field), type: str(o.type), copy: int(o.is_copy) === 1, hide: int(o.is_hide) === 1 }
  })
}

export type RawRow = Record<string, unknown>

export interface Invoice {
  id: string
  status: number
  statusName: string
  invoiceType: number
  addTime: string
  electronic: Array<{ title: string; url: string }>
  /** The raw row, read through the schema (values by field name). */
  raw: RawRow
}

function parseInvoice(raw: unknown): Invoice {
  const r = obj(raw)
  return {
    id: str(r.id),
    status: int(r.status),
    statusName: str(r.status_name),
    invoiceType: int(r.invoice_type),
    addTime: str(r.add_time),
    electronic: arr<unknown>(r.electronic_invoice).map((e) => ({ title: str(obj(e).title), url: str(obj(e).url) })),
    raw: r,
  }
}

export interface InvoiceCenter {
  notices: string[]
  canOrder: boolean
  canRecharge: boolean
  tabs: Array<{ value: string; label: string }>
}

export async function getInvoiceCenter(): Promise<ApiResult<InvoiceCenter>> {
  return call(
    invoice('user', 'center'),
    {},
    (raw) => {
      const data = obj(raw)
      const base = obj(data.base)
      return {
        notices: arr<unknown>(base.invoice_desc).map((n) => str(n)),
        canOrder: int(base.is_invoice_order) === 1,
        canRecharge: int(base.is_invoice_recharge) === 1,
        tabs: arr<unknown>(data.nav).map((n) => ({ value: str(obj(n).id), label: str(obj(n).name) })),
      }
    },
    { silent: true },
  )
}

export interface SchemaPage<T> extends Page<T> {
  schema: SchemaField[]
}

function parseSchemaPage<T>(raw: unknown, page: number, map: (raw: unknown) => T): SchemaPage<T> {
  return { ...toPage(raw, page, map), schema: parseSchema(obj(raw).field_list) }
}

/** user/index: `status` is left out for "all" (-1), as the ShopXO client does. */
export async function getInvoices(page: number, status: string): Promise<ApiResult<SchemaPage<Invoice>>> {
  const body: Record<string, unknown> = { page }
  if (status !== '-1') body.status = status
  return call(invoice('user', 'index'), body, (raw) => parseSchemaPage(raw, page, parseInvoice), { silent: true })
}

export async function getInvoice(id: string): Promise<ApiResult<{ invoice: Invoice; schema: SchemaField[] }>> {
  return call(invoice('user', 'detail'), { id }, (raw) => ({ invoice: parseInvoice(obj(raw).data), schema: parseSchema(obj(raw).field_list) }), {
    silent: true,
  })
}

export async function deleteInvoice(id: string): Promise<ApiResult<unknown>> {
  return call(invoice('user', 'delete'), { ids: id }, asIs)
}

/** A paid order that can still be invoiced (order/index row, §10.2). */
export interface OrderRecord {
  id: string
  orderNo: string
  payPrice: string
  statusName: string
  payTime: string
}

/** A paid wallet recharge that can still be invoiced (recharge/index row, §10.2). */
export interface RechargeRecord {
  id: string
  rechargeNo: string
  payMoney: string
  payTime: string
}

export type RecordKind = 'order' | 'recharge'

function parseOrderRecord(raw: unknown): OrderRecord {
  const r = obj(raw)
  return { id: str(r.id), orderNo: str(r.order_no), payPrice: str(r.pay_price), statusName: str(r.status_name), payTime: str(r.pay_time) }
}

function parseRechargeRecord(raw: unknown): RechargeRecord {
  const r = obj(raw)
  return { id: str(r.id), rechargeNo: str(r.recharge_no), payMoney: str(r.pay_money), payTime: str(r.pay_time) }
}

/** Rows are in `data.data_list` (§0.3 exception), read by toPage like every other list. */
export async function getInvoiceOrders(page: number): Promise<ApiResult<Page<OrderRecord>>> {
  return call(invoice('order', 'index'), { page }, (answer) => toPage(answer, page, parseOrderRecord), { silent: true })
}

export async function getInvoiceRecharges(page: number): Promise<ApiResult<Page<RechargeRecord>>> {
  return call(invoice('recharge', 'index'), { page }, (answer) => toPage(answer, page, parseRechargeRecord), { silent: true })
}

/** Where the form comes from: an invoice being edited, or records chosen for a new one (type 0 orders, 1 recharges). */
export type FormSource = { id: string } | { ids: string; type: string }

export interface InvoiceFormValues {
  invoice_type: number
  apply_type: number
  invoice_content: string
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
}

export const TEXT_FIELDS = [
  'invoice_title',
  'invoice_code',
  'invoice_bank',
  'invoice_account',
  'invoice_tel',
  'invoice_address',
  'name',
  'tel',
  'address',
  'email',
  'user_note',
] as const

export interface InvoiceFormData {
  applyTypes: Array<{ id: number; name: string }>
  invoiceTypes: Array<{ id: number; name: string }>
  contents: string[]
  totalPrice: string
  businessDesc: string
  existing: InvoiceFormValues | null
}

export async function getInvoiceForm(source: FormSource): Promise<ApiResult<InvoiceFormData>> {
  return call(
    invoice('user', 'saveinfo'),
    { ...source, lang_can_key: 'apply_type_list,can_invoice_type_list' },
    (raw) => {
      const data = obj(raw)
      const options = (list: unknown) => arr<unknown>(list).map((o) => ({ id: int(obj(o).id), name: str(obj(o).name) }))
      const save = obj(data.save_base_data)
      const existing = data.data ? obj(data.data) : null
      return {
        applyTypes: options(data.apply_type_list),
        invoiceTypes: options(data.can_invoice_type_list),
        contents: arr<unknown>(data.invoice_content_list).map((c) => str(c)),
        totalPrice: str(save.total_price, '0'),
        businessDesc: str(save.business_desc),
        existing: existing
          ? {
              invoice_type: int(existing.invoice_type),
              apply_type: int(existing.apply_type),
              invoice_content: str(existing.invoice_content),
              ...(Object.fromEntries(TEXT_FIELDS.map((f) => [f, str(existing[f])])) as Record<(typeof TEXT_FIELDS)[number], string>),
            }
          : null,
      }
    },
    { silent: true },
  )
}

/** user/save: answers the invoice id. The amount is the server's sum of the records, never sent. */
export async function saveInvoice(source: FormSource, values: InvoiceFormValues): Promise<ApiResult<string>> {
  return call(invoice('user', 'save'), { ...values, ...source }, (raw) => str(raw))
}
