import type { BuyChoices, BuyPreview } from '@/api/buy'
import type { BuyParams } from '@/lib/buy-link'
import { toAmount } from '@/lib/money'

/** Site models of api-core 5 that matter here. */
export const SITE_MODEL = { express: 0, sameCity: 1, pickup: 2, virtual: 3, exhibition: 4 } as const

/** The exhibition site (or mode) shows goods but takes no orders. */
export function isExhibition(preview: BuyPreview): boolean {
  return preview.commonSiteType === SITE_MODEL.exhibition || preview.siteModel === SITE_MODEL.exhibition
}

export function needsPayment(preview: BuyPreview): boolean {
  return toAmount(preview.totals.actualPrice) > 0
}

/**
 * A plugin that pays the order itself (the coin plugin's `plugins_coin_payment_id`, api-plugins-1 13.3)
 * sends a plugins_<name>_payment_id; one set to an account stands in for the payment method.
 */
const PLUGIN_PAYMENT_PARAM = /^plugins_\w+_payment_id$/

export function pluginPaymentChosen(params: BuyChoices['pluginParams']): boolean {
  return Object.entries(params ?? {}).some(([key, value]) => PLUGIN_PAYMENT_PARAM.test(key) && value !== 0 && value !== '0' && value !== '')
}

/** Choosing a payment method drops a plugin's payment (and the other way round, see useCheckout). */
export function withoutPluginPayments(params: BuyChoices['pluginParams']): NonNullable<BuyChoices['pluginParams']> {
  return Object.fromEntries(Object.entries(params ?? {}).map(([key, value]) => [key, PLUGIN_PAYMENT_PARAM.test(key) ? 0 : value]))
}

/**
 * The front-end checks before buy/add (api-core 3.5, spec 5), as error-catalogue keys; null = go ahead.
 * Address id 0 is a real pickup address, so only null/'' count as "none".
 */
export function submitProblem(preview: BuyPreview, choices: BuyChoices): string | null {
  const siteModel = choices.siteModel === -1 ? preview.siteModel : choices.siteModel
  const hasAddress = choices.addressId !== null && choices.addressId !== ''
  if (siteModel <= SITE_MODEL.pickup && !hasAddress) return siteModel === SITE_MODEL.pickup ? 'errors.choose_pickup_address' : 'errors.choose_address'
  // A warehouse whose order needs a coupon (coupon_data.is_required) must have one chosen.
  if (preview.groups.some((group) => group.couponRequired && !group.couponChosen)) return 'errors.choose_coupon'
  if (preview.datetime?.isSelect && preview.datetime.required && !choices.appointTime) return 'errors.choose_time'
  if (preview.contact?.isWrite && preview.contact.required && (!choices.contactName?.trim() || !choices.contactTel?.trim())) return 'errors.name_phone_required'
  if (needsPayment(preview) && !choices.paymentId && !pluginPaymentChosen(choices.pluginParams)) return 'errors.choose_payment'
  return null
}

/** The checkout's own params as a query string for the address pages ("buy_type=cart&ids=1%2C2"). */
export function buyParamsQuery(params: BuyParams): string {
  return Object.entries(params)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value ?? ''))}`)
    .join('&')
}
