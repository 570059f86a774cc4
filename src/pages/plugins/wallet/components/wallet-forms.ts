// Client-side checks of the wallet forms (api-plugins-1 §5.6-5.9). Each returns the first message to
// toast, or '' when the form may be sent; the server checks everything again.
import { t } from '@/i18n'
import { multiplyAmount, twoDecimals } from '@/lib/money'
import '@/i18n/locales/plugin-wallet'

const area = 'plugin-wallet'
const AMOUNT = /^\d+(\.\d{1,2})?$/

export function isAmount(text: string): boolean {
  return AMOUNT.test(text.trim()) && Number(text) > 0
}

/** Amounts are hidden as *** until the eye toggle. */
export function shownAmount(value: string, visible: boolean): string {
  return visible ? value : '***'
}

export function checkRecharge(money: string): string {
  if (!money.trim()) return t(`${area}.enter_amount`)
  if (!isAmount(money)) return t(`${area}.money_format`)
  return ''
}

export function checkCashCode(channel: string, code: string): string {
  if (!channel) return t(`${area}.choose_channel_required`)
  if (!code.trim()) return t(`${area}.code_required`)
  if (!/^\d{4}$/.test(code.trim())) return t(`${area}.code_format`)
  return ''
}

export interface CashValues {
  money: string
  cashType: string
  bankName: string
  bankAccounts: string
  bankUsername: string
}

/** Withdrawal form: money within [minimum, max], a method, and the fields that method needs. */
export function checkCash(values: CashValues, limits: { minimum: number; max: number }): string {
  const money = values.money.trim()
  if (!money) return t(`${area}.money_required`)
  if (!isAmount(money)) return t(`${area}.money_format`)
  const amount = Number(money)
  if (limits.minimum > 0 && amount < limits.minimum) return t(`${area}.cash_min_error`, { min: twoDecimals(limits.minimum) })
  if (amount > limits.max) return t(`${area}.cash_max_error`, { max: twoDecimals(limits.max) })
  if (values.cashType === '') return t(`${area}.cash_type_required`)
  if (values.cashType === '0' && !values.bankName.trim()) return t(`${area}.bank_name_required`)
  if ((values.cashType === '0' || values.cashType === '2') && !values.bankAccounts.trim()) return t(`${area}.bank_accounts_required`)
  if (!values.bankUsername.trim()) return t(`${area}.bank_username_required`)
  return ''
}

/** Estimated fee = money × rate, two decimals ('' while the amount is not a number). */
export function estimateFee(money: string, rate: number): string {
  if (!isAmount(money) || !rate) return ''
  return multiplyAmount(money, rate)
}

export function checkTransfer(values: { keywords: string; receiverId: string; money: string }): string {
  if (!values.keywords.trim()) return t(`${area}.receiver_required`)
  if (!values.receiverId) return t(`${area}.receiver_invalid`)
  if (!values.money.trim()) return t(`${area}.transfer_money_required`)
  if (!isAmount(values.money)) return t(`${area}.money_format`)
  return ''
}
