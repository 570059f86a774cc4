import { t } from '@/i18n'
import '@/i18n/locales/plugin-shop'

/** Pickup codes are letters and digits; shoppers read them out with spaces, which are dropped. */
const PICKUP_CODE = /^[A-Za-z0-9]{4,30}$/

export function normalisePickupCode(raw: string): string {
  return raw.replace(/\s+/g, '')
}

/** The rule of the shop check form (api-plugins-2 §3.2: the code is required): a message, or null when the code may be sent. */
export function pickupCodeError(raw: string): string | null {
  const code = normalisePickupCode(raw)
  if (!code) return t('plugin-shop.check_code_required')
  return PICKUP_CODE.test(code) ? null : t('plugin-shop.check_code_invalid')
}
