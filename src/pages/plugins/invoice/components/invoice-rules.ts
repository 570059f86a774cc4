import type { InvoiceFormValues } from '@/api/plugins/invoice'
import { t } from '@/i18n'
import { charLength, isMissing } from '@/lib/text-rules'
import '@/i18n/locales/plugin-invoice'

/** Invoice types by what they need (api-plugins-1 §10): bank details, a mailing address, an e-mail. */
export const BANK_TYPES = [2, 3]
export const MAIL_TYPES = [1, 2]
export const EMAIL_TYPES = [0, 3]
/** Types 2/3 (special VAT) are for companies only: apply type index 1. */
export const COMPANY = 1

export type TextField =
  'invoice_title' | 'invoice_code' | 'invoice_bank' | 'invoice_account' | 'invoice_tel' | 'invoice_address' | 'name' | 'tel' | 'address' | 'email' | 'user_note'

interface TextRule {
  field: TextField
  required: boolean
  min?: number
  max: number
}

/** The text fields the chosen type shows, in form order, with their rules (spec §5 "Invoice"). */
export function textRules(values: Pick<InvoiceFormValues, 'invoice_type' | 'apply_type'>): TextRule[] {
  const type = values.invoice_type
  const company = values.apply_type === COMPANY
  const bank = BANK_TYPES.includes(type)
  const mail = MAIL_TYPES.includes(type)
  // Bank details are shown for types 2 and 3 but only the paper special invoice (2) requires them.
  const bankRequired = type === 2
  const rules: TextRule[] = [{ field: 'invoice_title', required: true, max: 200 }]
  if (company) rules.push({ field: 'invoice_code', required: true, max: 160 })
  if (bank) {
    rules.push(
      { field: 'invoice_bank', required: bankRequired, max: 200 },
      { field: 'invoice_account', required: bankRequired, max: 160 },
      { field: 'invoice_tel', required: bankRequired, min: 6, max: 15 },
      { field: 'invoice_address', required: bankRequired, max: 230 },
    )
  }
  if (mail)
    rules.push(
      { field: 'name', required: true, min: 2, max: 30 },
      { field: 'tel', required: true, min: 6, max: 15 },
      { field: 'address', required: true, max: 230 },
    )
  if (EMAIL_TYPES.includes(type)) rules.push({ field: 'email', required: false, max: 60 })
  rules.push({ field: 'user_note', required: false, max: 230 })
  return rules
}

/** The first rule the form breaks, as the message to toast; null when it can be sent. */
export function checkInvoiceForm(values: InvoiceFormValues, hasContents: boolean): string | null {
  if (isMissing(values.invoice_type, true)) return t('plugin-invoice.err_invoice_type')
  if (isMissing(values.apply_type, true)) return t('plugin-invoice.err_apply_type')
  if (BANK_TYPES.includes(values.invoice_type) && values.apply_type !== COMPANY) return t('plugin-invoice.company_only')
  if (hasContents && isMissing(values.invoice_content)) return t('plugin-invoice.err_invoice_content')
  for (const rule of textRules(values)) {
    const value = values[rule.field]
    const label = t(`plugin-invoice.${rule.field}`)
    if (isMissing(value, true)) {
      if (rule.required) return t('plugin-invoice.err_required', { label })
      continue
    }
    const n = charLength(value.trim())
    if (rule.min !== undefined && (n < rule.min || n > rule.max)) return t('plugin-invoice.err_length', { label, min: rule.min, max: rule.max })
    if (n > rule.max) return t('plugin-invoice.err_max', { label, max: rule.max })
  }
  return null
}

/** Only what the chosen type uses goes to the server; what was typed elsewhere stays in the form. */
export function payloadFor(values: InvoiceFormValues): InvoiceFormValues {
  const used = new Set(textRules(values).map((r) => r.field))
  const out = { ...values }
  for (const rule of ['invoice_code', 'invoice_bank', 'invoice_account', 'invoice_tel', 'invoice_address', 'name', 'tel', 'address', 'email'] as TextField[]) {
    if (!used.has(rule)) out[rule] = ''
  }
  return out
}
