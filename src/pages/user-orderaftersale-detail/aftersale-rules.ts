import type { AfterSaleType } from '@/api/aftersale'
import { t } from '@/i18n'
import { formatPrice, toCents } from '@/lib/money'
import { RULES, validate, type Rule, type ValidationError } from '@/lib/validation'
import '@/i18n/locales/aftersale'

/** What the shopper fills in to apply (inputs stay strings until submit). */
export interface AfterSaleValues {
  type: AfterSaleType | null
  reason: string
  quantity: string
  price: string
  explanation: string
  images: string[]
}

export interface AfterSaleLimits {
  maxRefund: number
  maxQuantity: number
  currencySymbol: string
}

/** Spec 5: refund amount not above what is available (compared in cents: no float surprises). */
export function exceedsRefundCap(price: unknown, maxRefund: number): boolean {
  return toCents(price) > toCents(maxRefund)
}

/**
 * Spec 5 "after-sale" for an application: a type, a reason, for returns a quantity within what can
 * be returned, a refund amount above 0 and not above the refundable amount, explanation up to 200,
 * at most 3 proof images. The first problem comes back as a message; nothing is changed.
 */
export function validateAfterSale(values: AfterSaleValues, limits: AfterSaleLimits): ValidationError | null {
  if (values.type === null) return { field: 'type', message: t('aftersale.choose_type') }
  const isReturn = values.type === 1
  const quantity = Number(values.quantity)
  const input = {
    reason: values.reason,
    number: isReturn ? values.quantity.trim() : '1',
    price: values.price.trim(),
    msg: values.explanation,
    images: values.images,
  }
  const [reasonRule, ...rest] = isReturn ? RULES.afterSaleReturn : RULES.afterSaleRefund
  // The shared amount rule skips an empty value; here the amount is required.
  const priceRequired: Rule = { field: 'price', kind: 'required', label: 'refund_amount' }
  const error = validate(input, [reasonRule, priceRequired, ...rest])
  if (error) return error
  if (isReturn && (!Number.isInteger(quantity) || quantity < 1)) return { field: 'number', message: t('aftersale.quantity_invalid') }
  if (isReturn && quantity > limits.maxQuantity) return { field: 'number', message: t('aftersale.quantity_over', { max: limits.maxQuantity }) }
  if (exceedsRefundCap(values.price, limits.maxRefund)) {
    return { field: 'price', message: t('aftersale.refund_over', { max: formatPrice(limits.maxRefund, limits.currencySymbol) }) }
  }
  return null
}

/** Return shipment: courier name and tracking number, both required. */
export function validateReturnShipment(values: { expressName: string; expressNumber: string }): ValidationError | null {
  return validate({ express_name: values.expressName.trim(), express_number: values.expressNumber.trim() }, RULES.afterSaleExpress)
}
