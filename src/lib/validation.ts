import { t } from '@/i18n'
import '@/i18n/locales/validation'
import { charLength, isMissing } from './text-rules'

// The helpers without messages live in text-rules.ts (no locale), for pages that need only those.
export { charLength, isMissing, LIMITS } from './text-rules'

/**
 * Every validation rule of spec section 5, as data. Forms pick a rule set, call validate(), and show
 * the first failure as a toast; the values the user typed stay in the form.
 */
export type Rule =
  | { field: string; kind: 'required'; label: string; canBeZero?: boolean }
  | { field: string; kind: 'length'; label: string; min?: number; max: number }
  | { field: string; kind: 'phone'; label: string; min: number; max: number }
  | { field: string; kind: 'email'; label: string }
  | { field: string; kind: 'amount'; label: string; min?: number; max?: number; exclusiveMin?: boolean }
  | { field: string; kind: 'images'; label: string; min?: number; max: number }
  | { field: string; kind: 'digits'; label: string; length: number }
  | { field: string; kind: 'different'; label: string; other: string }

export interface ValidationError {
  field: string
  message: string
}

function label(rule: Rule): string {
  return t(`validation.label_${rule.label}`)
}

function checkRule(rule: Rule, values: Record<string, unknown>): string | null {
  const value = values[rule.field]
  switch (rule.kind) {
    case 'required':
      return isMissing(value, rule.canBeZero) ? t('validation.required', { label: label(rule) }) : null
    case 'length': {
      const n = charLength(value)
      const min = rule.min ?? 0
      if (n < min || n > rule.max) {
        return min > 0
          ? t('validation.length_between', { label: label(rule), min, max: rule.max })
          : t('validation.length_max', { label: label(rule), max: rule.max })
      }
      return null
    }
    case 'phone': {
      const text = String(value ?? '').trim()
      const ok = /^[0-9+\-\s()]+$/.test(text) && text.length >= rule.min && text.length <= rule.max
      return ok ? null : t('validation.phone', { label: label(rule), min: rule.min, max: rule.max })
    }
    case 'email': {
      const text = String(value ?? '').trim()
      return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text) ? null : t('validation.email')
    }
    case 'amount': {
      const n = Number(value)
      if (value === '' || value === undefined || !Number.isFinite(n)) return t('validation.amount_number', { label: label(rule) })
      if (rule.exclusiveMin && n <= (rule.min ?? 0)) return t('validation.amount_positive', { label: label(rule) })
      if (!rule.exclusiveMin && rule.min !== undefined && n < rule.min) return t('validation.amount_min', { label: label(rule), min: rule.min })
      if (rule.max !== undefined && n > rule.max) return t('validation.amount_max', { label: label(rule), max: rule.max })
      return null
    }
    case 'images': {
      const count = Array.isArray(value) ? value.length : 0
      if (count < (rule.min ?? 0)) return t('validation.images_required', { label: label(rule) })
      return count > rule.max ? t('validation.images_max', { label: label(rule), max: rule.max }) : null
    }
    case 'digits':
      return new RegExp(`^\\d{${rule.length}}$`).test(String(value ?? '')) ? null : t('validation.digits', { label: label(rule), n: rule.length })
    case 'different':
      return String(value ?? '') !== '' && String(value) === String(values[rule.other] ?? '') ? t('errors.transfer_same') : null
  }
}

/** The first failing rule, or null when the values pass. Length-type rules skip empty optional fields. */
export function validate(values: Record<string, unknown>, rules: Rule[]): ValidationError | null {
  const required = new Set(rules.filter((r) => r.kind === 'required').map((r) => r.field))
  for (const rule of rules) {
    const value = values[rule.field]
    const optionalAndEmpty = !required.has(rule.field) && rule.kind !== 'images' && rule.kind !== 'different' && isMissing(value, true)
    const minZeroLength = rule.kind === 'length' && (rule.min ?? 0) === 0
    if (optionalAndEmpty && (minZeroLength || rule.kind !== 'length')) continue
    const message = checkRule(rule, values)
    // English labels are lower-case mid-sentence; a message must still start with a capital.
    if (message) return { field: rule.field, message: message.charAt(0).toUpperCase() + message.slice(1) }
  }
  return null
}

const req = (field: string, labelKey = field, canBeZero = false): Rule => ({ field, kind: 'required', label: labelKey, canBeZero })
const len = (field: string, min: number, max: number, labelKey = field): Rule => ({ field, kind: 'length', label: labelKey, min, max })
const phone = (field: string, labelKey = 'phone', min = 6, max = 15): Rule => ({ field, kind: 'phone', label: labelKey, min, max })

/** Rule sets named after the forms of spec section 5. */
export const RULES = {
  personal: [len('nickname', 1, 16), len('address', 0, 30, 'personal_address')],
  pickupPoint: [
    len('alias', 0, 16),
    req('name', 'contact'),
    len('name', 2, 16, 'contact'),
    req('tel', 'phone'),
    phone('tel'),
    req('province', 'region'),
    req('city', 'region'),
    req('county', 'region'),
    req('address', 'detail_address'),
    len('address', 1, 80, 'detail_address'),
  ],
  shippingAddress: [
    req('name', 'contact'),
    len('name', 2, 16, 'contact'),
    req('tel', 'phone'),
    phone('tel'),
    req('province', 'region'),
    req('city', 'region'),
    req('address', 'detail_address'),
    len('address', 1, 80, 'detail_address'),
    len('alias', 0, 16),
    // Spec 5: "label required" (home, company, school or the shopper's own).
    req('label', 'address_label'),
  ],
  shippingAddressIdCard: [req('idcard_name'), req('idcard_number'), req('idcard_front'), req('idcard_back')],
  recommend: [req('title'), len('title', 1, 60), len('describe', 0, 200, 'description')],
  visit: [req('content'), len('content', 1, 230), { field: 'images', kind: 'images', label: 'photos', min: 1, max: 30 }],
  invoice: [
    req('invoice_type'),
    req('apply_type'),
    req('invoice_content', 'content'),
    { field: 'total_price', kind: 'amount', label: 'amount', min: 0, exclusiveMin: true },
    req('invoice_title', 'title'),
    len('invoice_title', 1, 200, 'title'),
    len('invoice_code', 0, 160, 'tax_id'),
    len('invoice_bank', 0, 200, 'bank_name'),
    len('invoice_account', 0, 160, 'bank_account'),
    phone('invoice_tel', 'company_phone'),
    len('invoice_address', 0, 230, 'company_address'),
    len('name', 0, 30, 'recipient_name'),
    phone('tel', 'recipient_phone'),
    len('address', 0, 230, 'recipient_address'),
    len('email', 0, 60),
    len('user_note', 0, 230, 'remark'),
  ] as Rule[],
  signinContact: [req('name', 'contact'), len('name', 2, 30, 'contact'), req('tel', 'phone'), phone('tel'), len('address', 0, 230)],
  orderReview: [req('rating', 'score'), req('content'), len('content', 6, 230), { field: 'images', kind: 'images', label: 'images', max: 3 }] as Rule[],
  afterSaleRefund: [
    req('reason'),
    { field: 'price', kind: 'amount', label: 'refund_amount', min: 0, exclusiveMin: true },
    len('msg', 0, 200, 'explanation'),
    { field: 'images', kind: 'images', label: 'proof_images', max: 3 },
  ] as Rule[],
  afterSaleReturn: [
    req('reason'),
    req('number', 'return_quantity'),
    { field: 'price', kind: 'amount', label: 'refund_amount', min: 0, exclusiveMin: true },
    len('msg', 0, 200, 'explanation'),
    { field: 'images', kind: 'images', label: 'proof_images', max: 3 },
  ] as Rule[],
  afterSaleExpress: [req('express_name'), req('express_number')],
  deliveryException: [
    req('reason'),
    len('reason', 1, 200),
    len('describe', 0, 200, 'description'),
    { field: 'images', kind: 'images', label: 'photos', min: 1, max: 9 },
  ] as Rule[],
  cashOut: [
    req('cash_type', 'method'),
    req('bank_name', 'platform'),
    len('bank_name', 1, 60, 'platform'),
    req('bank_accounts', 'account'),
    len('bank_accounts', 1, 60, 'account'),
    req('bank_username', 'holder_name'),
    len('bank_username', 1, 30, 'holder_name'),
  ],
  securityCode: [{ field: 'verify', kind: 'digits', label: 'verify_code', length: 4 }] as Rule[],
  recharge: [req('user_note', 'remark'), { field: 'images', kind: 'images', label: 'proof_images', max: 10 }] as Rule[],
  gift: [len('gift_message', 0, 200)],
  // Blog form (api-plugins-2 §3.5): title up to 16, describe up to 200, each SEO field up to 16.
  blog: [
    req('title'),
    len('title', 1, 16),
    req('blog_category_id', 'category'),
    req('content'),
    len('describe', 0, 200, 'description'),
    len('seo_title', 0, 16),
    len('seo_keywords', 0, 16),
    len('seo_desc', 0, 16),
  ],
  convert: [req('from_coin'), req('to_coin'), { field: 'to_coin', kind: 'different', label: 'to_coin', other: 'from_coin' }] as Rule[],
  transfer: [
    req('receive_user', 'receiver'),
    { field: 'amount', kind: 'amount', label: 'amount', min: 0, exclusiveMin: true },
    { field: 'in_account', kind: 'different', label: 'in_account', other: 'out_account' },
  ] as Rule[],
  loginAccount: [req('accounts', 'account'), req('pwd', 'password')],
  loginSms: [req('accounts', 'mobile'), req('verify', 'verify_code')],
  loginEmail: [req('accounts', 'email'), req('verify', 'verify_code')],
  register: [req('accounts', 'account'), req('pwd', 'password'), len('pwd', 6, 18, 'password')],
  bindMobile: [req('mobile'), req('verify', 'verify_code')],
  buyShipping: [req('address_id', 'address'), req('payment_id', 'payment')],
  // A comment or reply under a blog post or a question (api-plugins-2 §3.5: up to 500 characters).
  comment: [req('content', 'comment'), len('content', 1, 500, 'comment')],
  // Ask form (api-plugins-2 §3.10): title up to 16; the reply notice e-mail and mobile when given.
  askQuestion: [
    req('title'),
    len('title', 1, 16),
    req('content'),
    { field: 'email_notice', kind: 'email', label: 'reply_email' },
    len('email_notice', 0, 60, 'reply_email'),
    phone('mobile_notice', 'reply_mobile', 6, 16),
  ] as Rule[],
  deliveryComplete: [len('describe', 0, 200, 'description'), { field: 'images', kind: 'images', label: 'photos', min: 1, max: 30 }] as Rule[],
} satisfies Record<string, Rule[]>
