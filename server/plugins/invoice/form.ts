// Reading and checking the invoice form (api-plugins-1 §10.3, spec §5): the server repeats every
// client rule, keeps only the fields the invoice type uses, and never takes an amount from the client.
import { ApiError, type Ctx } from '../../core/router'
import { BUSINESS, type BusinessType } from './records'
import { asInt, freeText } from '../../core/validate'

export interface InvoiceForm {
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

export function contentList(ctx: Ctx, type: BusinessType): string[] {
  return type === BUSINESS.order ? [ctx.t('invoice.content_goods'), ctx.t('invoice.content_category')] : [ctx.t('invoice.content_recharge')]
}

/** Types that need company bank details; types that are mailed; types delivered by e-mail. */
export const BANK_TYPES = [2, 3]
export const MAIL_TYPES = [1, 2]
export const EMAIL_TYPES = [0, 3]

/** Every text field of the form is user free text: stored as plain text (core/text). */
function text(ctx: Ctx, name: string): string {
  const value = freeText(ctx.params[name])
  if (value === null) throw new ApiError(ctx.t('validate.int', { name }))
  return value
}

function choice(ctx: Ctx, name: string, allowed: number[], messageKey: string): number {
  const value = asInt(ctx.params[name])
  if (value === null || !allowed.includes(value)) throw new ApiError(ctx.t(messageKey))
  return value
}

interface Check {
  field: keyof InvoiceForm
  required: boolean
  min?: number
  max: number
}

function check(ctx: Ctx, form: InvoiceForm, c: Check): void {
  const value = String(form[c.field])
  const label = ctx.t(`invoice.f_${c.field}`)
  if (!value) {
    if (c.required) throw new ApiError(ctx.t('invoice.field_required', { name: label }))
    return
  }
  const n = [...value].length
  if (c.min !== undefined && (n < c.min || n > c.max)) throw new ApiError(ctx.t('invoice.field_length', { name: label, min: c.min, max: c.max }))
  if (n > c.max) throw new ApiError(ctx.t('invoice.field_max', { name: label, max: c.max }))
}

export function readInvoiceForm(ctx: Ctx, business: BusinessType): InvoiceForm {
  const invoiceType = choice(ctx, 'invoice_type', [0, 1, 2, 3], 'invoice.invoice_type_required')
  const applyType = choice(ctx, 'apply_type', [0, 1], 'invoice.apply_type_required')
  if (BANK_TYPES.includes(invoiceType) && applyType !== 1) throw new ApiError(ctx.t('invoice.company_required'))
  const content = text(ctx, 'invoice_content')
  if (!contentList(ctx, business).includes(content)) throw new ApiError(ctx.t('invoice.content_required'))
  const company = applyType === 1
  const bank = BANK_TYPES.includes(invoiceType)
  const mail = MAIL_TYPES.includes(invoiceType)
  const keep = (name: string, used: boolean) => (used ? text(ctx, name) : '')
  const form: InvoiceForm = {
    invoice_type: invoiceType,
    apply_type: applyType,
    invoice_content: content,
    invoice_title: text(ctx, 'invoice_title'),
    invoice_code: keep('invoice_code', company),
    invoice_bank: keep('invoice_bank', bank),
    invoice_account: keep('invoice_account', bank),
    invoice_tel: keep('invoice_tel', bank),
    invoice_address: keep('invoice_address', bank),
    name: keep('name', mail),
    tel: keep('tel', mail),
    address: keep('address', mail),
    email: keep('email', EMAIL_TYPES.includes(invoiceType)),
    user_note: text(ctx, 'user_note'),
  }
  // Bank details are required for the paper special invoice only (as the ShopXO client checks).
  const bankRequired = invoiceType === 2
  const checks: Check[] = [
    { field: 'invoice_title', required: true, max: 200 },
    { field: 'invoice_code', required: company, max: 160 },
    { field: 'invoice_bank', required: bankRequired, max: 200 },
    { field: 'invoice_account', required: bankRequired, max: 160 },
    { field: 'invoice_tel', required: bankRequired, min: 6, max: 15 },
    { field: 'invoice_address', required: bankRequired, max: 230 },
    { field: 'name', required: mail, min: 2, max: 30 },
    { field: 'tel', required: mail, min: 6, max: 15 },
    { field: 'address', required: mail, max: 230 },
    { field: 'email', required: false, max: 60 },
    { field: 'user_note', required: false, max: 230 },
  ]
  for (const c of checks) check(ctx, form, c)
  return form
}
