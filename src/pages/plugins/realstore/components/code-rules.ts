import { t } from '@/i18n'
import '@/i18n/locales/plugin-realstore'

/** A verification code as staff type it: 4-20 letters or digits (pickup codes have 6 digits, card codes 8). */
export const CODE_PATTERN = /^[A-Za-z0-9]{4,20}$/

/** The message for a code that cannot be sent, or null when it can (spaces around it are ignored). */
export function codeProblem(code: string): string | null {
  const text = code.trim()
  if (!text) return t('plugin-realstore.code_required')
  if (!CODE_PATTERN.test(text)) return t('plugin-realstore.code_invalid')
  return null
}
