import { t } from '@/i18n'
import { charLength } from '@/lib/text-rules'
import '@/i18n/locales/account'

export interface PasswordValues {
  my_pwd: string
  new_pwd: string
  confirm_new_pwd: string
}

export const PASSWORD_MIN = 6
export const PASSWORD_MAX = 18

/** All three required, the new one 6-18 characters and typed the same twice; null when fine. */
export function checkPasswords(values: PasswordValues): string | null {
  if (!values.my_pwd) return t('account.pwd_current_required')
  if (!values.new_pwd) return t('account.pwd_new_required')
  const n = charLength(values.new_pwd)
  if (n < PASSWORD_MIN || n > PASSWORD_MAX) return t('account.password_rule')
  if (!values.confirm_new_pwd) return t('account.pwd_confirm_required')
  if (values.confirm_new_pwd !== values.new_pwd) return t('account.pwd_mismatch')
  return null
}
