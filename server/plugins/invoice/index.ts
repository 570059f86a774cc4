// invoice (api-plugins-1 §10): invoice requests over paid orders / wallet recharges, their review
// statuses, and the pickers of records that can still be invoiced.
import './messages'
import { definePlugin } from '../../core/plugins'
import { fromCents } from '../../core/format'
import { asDataList, ownRowsQuery, pagedQuery } from '../../services/paging'
import { ApiError, ok, type Ctx } from '../../core/router'
import { optionalInt, requireId, requireIds } from '../../core/validate'
import { all, run } from '../../db'
import { ownRow } from '../../services/user/owned-rows'
import { displayMoney } from '../../services/site/display-currency'
import { readStatusFilter } from '../plugin-params'
import { contentList, readInvoiceForm, type InvoiceForm } from './form'
import { BUSINESS, freeRecords, orderControl, rechargeControl, sumCents, type BusinessType, type RecordRow } from './records'
import { seedInvoice } from './seed'
import { businessNumbers, DELETABLE, INVOICE_STATUSES, INVOICE_TYPES, invoiceFieldList, invoiceView, type InvoiceRow } from './views'

function baseData(ctx: Ctx) {
  return { invoice_desc: [ctx.t('invoice.desc_1'), ctx.t('invoice.desc_2')], is_invoice_order: 1, is_invoice_recharge: 1 }
}

function ownInvoice(ctx: Ctx, userId: number, id: number): InvoiceRow {
  return ownRow<InvoiceRow>(ctx, 'invoices', userId, id, 'invoice.not_found')
}

function center(ctx: Ctx) {
  ctx.requireUser()
  const nav = [{ id: -1, name: ctx.t('invoice.all') }, ...INVOICE_STATUSES.map((id) => ({ id, name: ctx.t(`invoice.status_${id}`) }))]
  return ok({ base: baseData(ctx), nav })
}

function index(ctx: Ctx) {
  const user = ctx.requireUser()
  const status = readStatusFilter(ctx, INVOICE_STATUSES)
  const page = pagedQuery<InvoiceRow>(ctx, ownRowsQuery('invoices', user.id, status))
  const numbers = businessNumbers(
    ctx,
    page.data.map((r) => r.id),
  )
  return ok(
    { ...asDataList({ ...page, data: page.data.map((r) => invoiceView(ctx, r, numbers.get(r.id) ?? [])) }), field_list: invoiceFieldList(ctx) },
    page.total ? 'success' : ctx.t('invoice.no_data'),
  )
}

function detail(ctx: Ctx) {
  const user = ctx.requireUser()
  const row = ownInvoice(ctx, user.id, requireId(ctx))
  return ok({ data: invoiceView(ctx, row, businessNumbers(ctx, [row.id]).get(row.id) ?? []), field_list: invoiceFieldList(ctx) })
}

function readBusinessType(ctx: Ctx): BusinessType {
  const type = optionalInt(ctx, 'type', -1, -1, 9)
  if (type !== BUSINESS.order && type !== BUSINESS.recharge) throw new ApiError(ctx.t('invoice.business_type_invalid'))
  return type
}

/** What an invoice covers: the records of an existing one (edit) or the chosen ids (new); all must still be free. */
function coveredRecords(ctx: Ctx, userId: number): { type: BusinessType; records: RecordRow[]; existing: InvoiceRow | null } {
  const id = optionalInt(ctx, 'id', 0, 0, 2_147_483_647)
  if (id) {
    const existing = ownInvoice(ctx, userId, id)
    if (existing.status !== 0) throw new ApiError(ctx.t('invoice.not_editable'))
    const type = existing.business_type as BusinessType
    const ids = all<{ business_id: number }>(ctx.db, 'SELECT business_id FROM invoice_records WHERE invoice_id = ?', id).map((r) => r.business_id)
    const records = ids.length ? freeRecords(ctx, userId, type, ids, id) : null
    if (!records) throw new ApiError(ctx.t('invoice.records_invalid'))
    return { type, records, existing }
  }
  const type = readBusinessType(ctx)
  const records = freeRecords(ctx, userId, type, requireIds(ctx, 'ids', 100))
  if (!records) throw new ApiError(ctx.t('invoice.records_invalid'))
  return { type, records, existing: null }
}

function businessDesc(ctx: Ctx, type: BusinessType, records: RecordRow[]): string {
  return ctx.t('invoice.business_desc', { kind: ctx.t(`invoice.business_${type}`), count: records.length, numbers: records.map((r) => r.no).join(', ') })
}

function saveInfo(ctx: Ctx) {
  const user = ctx.requireUser()
  const { type, records, existing } = coveredRecords(ctx, user.id)
  const cents = sumCents(records)
  return ok({
    base: baseData(ctx),
    apply_type_list: [0, 1].map((id) => ({ id, name: ctx.t(`invoice.apply_${id}`) })),
    can_invoice_type_list: INVOICE_TYPES.map((id) => ({ id, name: ctx.t(`invoice.type_${id}`) })),
    invoice_content_list: contentList(ctx, type),
    save_base_data: { total_price: displayMoney(ctx, fromCents(cents)), business_desc: businessDesc(ctx, type, records) },
    data: existing
      ? invoiceView(
          ctx,
          existing,
          records.map((r) => r.no),
        )
      : null,
  })
}

const FORM_COLUMNS: Array<keyof InvoiceForm> = [
  'invoice_type',
  'apply_type',
  'invoice_content',
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
]

function save(ctx: Ctx) {
  const user = ctx.requireUser()
  const now = ctx.nowSeconds()
  const id = ctx.db.transaction(() => {
    const { type, records, existing } = coveredRecords(ctx, user.id)
    const cents = sumCents(records)
    if (cents <= 0) throw new ApiError(ctx.t('invoice.amount_zero'))
    const form = readInvoiceForm(ctx, type)
    const values = FORM_COLUMNS.map((c) => form[c])
    if (existing) {
      run(
        ctx.db,
        `UPDATE invoices SET ${FORM_COLUMNS.map((c) => `${c} = ?`).join(', ')}, total_price = ?, upd_time = ? WHERE id = ? AND status = 0`,
        ...values,
        fromCents(cents),
        now,
        existing.id,
      )
      return existing.id
    }
    const invoiceId = Number(
      run(
        ctx.db,
        `INSERT INTO invoices (user_id, business_type, ${FORM_COLUMNS.join(', ')}, total_price, status, add_time, upd_time) VALUES (?, ?, ${FORM_COLUMNS.map(() => '?').join(', ')}, ?, 0, ?, ?)`,
        user.id,
        type,
        ...values,
        fromCents(cents),
        now,
        now,
      ).lastInsertRowid,
    )
    for (const r of records)
      run(
        ctx.db,
        'INSERT INTO invoice_records (invoice_id, business_type, business_id, business_no, price) VALUES (?, ?, ?, ?, ?)',
        invoiceId,
        type,
        r.id,
        r.no,
        r.price,
      )
    return invoiceId
  })()
  return ok(id, ctx.t('invoice.save_ok'))
}

function remove(ctx: Ctx) {
  const user = ctx.requireUser()
  const ids = requireIds(ctx, 'ids', 100)
  ctx.db.transaction(() => {
    for (const id of ids) {
      const row = ownInvoice(ctx, user.id, id)
      if (!DELETABLE.includes(row.status)) throw new ApiError(ctx.t('invoice.not_deletable'))
      run(ctx.db, 'DELETE FROM invoices WHERE id = ?', row.id)
    }
  })()
  return ok('', ctx.t('invoice.delete_ok'))
}

definePlugin({
  name: 'invoice',
  baseData: (ctx) => ({ is_invoice_order: 1, is_invoice_recharge: 1, invoice_desc: baseData(ctx).invoice_desc }),
  controls: {
    user: { center, index, detail, saveinfo: saveInfo, save, delete: remove },
    order: orderControl,
    recharge: rechargeControl,
  },
  seed: seedInvoice,
})
