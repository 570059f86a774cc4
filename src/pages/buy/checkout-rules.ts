import type { BuyChoices, BuyPreview } from '@/api/buy'
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
 * The front-end checks before buy/add (api-core 3.5), as error-catalogue keys; null = go ahead.
 * Address id 0 is a real pickup address, so only null/'' count as "none".
 */
export function submitProblem(preview: BuyPreview, choices: BuyChoices): string | null {
  const siteModel = choices.siteModel === -1 ? preview.siteModel : choices.siteModel
  const hasAddress = choices.addressId !== null && choices.addressId !== ''
  if (siteModel <= SITE_MODEL.pickup && !hasAddress) return siteModel === SITE_MODEL.pickup ? 'errors.choose_pickup_address' : 'errors.choose_address'
  if (preview.datetime?.isSelect && preview.datetime.required && !choices.appointTime) return 'errors.choose_time'
  if (preview.contact?.isWrite && preview.contact.required && (!choices.contactName?.trim() || !choices.contactTel?.trim())) return 'errors.name_phone_required'
  if (needsPayment(preview) && !choices.paymentId) return 'errors.choose_payment'
  return null
}
