/**
 * The parts of the form rules that carry no message: pages that only count characters or read a limit
 * import them from here, without validation.ts's rule table and its texts (~5 KB gzip on the web).
 */

/** Spec 5 "generic": missing when undefined, null, empty string or array, -1, or 0 unless zero is allowed. */
export function isMissing(value: unknown, canBeZero = false): boolean {
  if (value === undefined || value === null) return true
  if (typeof value === 'string' && value.trim() === '') return true
  if (Array.isArray(value) && value.length === 0) return true
  if (value === -1 || value === '-1') return true
  if (!canBeZero && (value === 0 || value === '0')) return true
  return false
}

/** Counts characters the way a shopper does (an emoji or a Chinese character is one). */
export function charLength(value: unknown): number {
  return Array.from(String(value ?? '')).length
}

/** Limits the spec names, for forms and pickers. */
export const LIMITS = {
  reviewImages: 3,
  afterSaleImages: 3,
  rechargeImages: 10,
  securityCodeMinutes: 10,
  cashApplyMinutes: 30,
  avatarSizePx: 300,
  recommendIconPx: 100,
}
