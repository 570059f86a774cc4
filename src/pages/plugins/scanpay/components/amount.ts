import { toCents } from '@/lib/money'

/**
 * The scan-pay keypad and amount rules (api-plugins-2 §3.12 and gotcha 17): at most 8 integer digits and
 * 2 decimals, a leading 0 only takes ".", "." on an empty amount gives "0.". The server applies the same
 * rules (positive, two decimals, not above the maximum it announces).
 */
export type KeypadKey = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | '.' | 'delete'
export type KeyRefusal = 'decimals' | 'integer' | 'leading_zero' | 'second_dot'
export type AmountProblem = 'required' | 'format' | 'positive' | 'max'

export const MAX_INTEGER_DIGITS = 8
export const MAX_DECIMALS = 2
/** Used until the server names its maximum (scanpay/index/index price_max). */
export const DEFAULT_MAX_AMOUNT = '50000.00'

export const KEYPAD: KeypadKey[] = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '.', '0', 'delete']

/** The amount after one key; a refused key leaves it as it was and says why. */
export function pressKey(amount: string, key: KeypadKey): { amount: string; refused: KeyRefusal | null } {
  if (key === 'delete') return { amount: amount.slice(0, -1), refused: null }
  if (key === '.') {
    if (amount.includes('.')) return { amount, refused: 'second_dot' }
    return { amount: amount === '' ? '0.' : `${amount}.`, refused: null }
  }
  if (amount === '0') return { amount, refused: 'leading_zero' }
  const [integer, decimals] = amount.split('.')
  if (decimals !== undefined && decimals.length >= MAX_DECIMALS) return { amount, refused: 'decimals' }
  if (decimals === undefined && integer.length >= MAX_INTEGER_DIGITS) return { amount, refused: 'integer' }
  return { amount: amount + key, refused: null }
}

/** What is sent: "12." becomes "12". */
export function normaliseAmount(amount: string): string {
  return amount.endsWith('.') ? amount.slice(0, -1) : amount
}

/** Why the amount cannot be paid, or null. `max` is the largest amount in the shown currency. */
export function amountProblem(amount: string, max: string): AmountProblem | null {
  const value = normaliseAmount(amount.trim())
  if (!value) return 'required'
  if (!/^\d{1,8}(\.\d{1,2})?$/.test(value)) return 'format'
  if (toCents(value) <= 0) return 'positive'
  if (toCents(value) > toCents(max || DEFAULT_MAX_AMOUNT)) return 'max'
  return null
}
