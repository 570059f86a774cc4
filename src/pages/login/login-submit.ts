import { bindEmail, bindMobile, login, register, resetPassword, sendVerifyCode, type CodePurpose } from '@/api/account'
import type { ApiResult } from '@/api/types'
import { t } from '@/i18n'
import { RULES, validate, type Rule } from '@/lib/validation'
import type { CachedUser } from '@/stores/storage'
import type { LoginView } from './login-modes'
import '@/i18n/locales/account'

/** Everything the login page's forms can hold; each form reads the fields it shows. */
export interface LoginValues {
  accounts: string
  pwd: string
  /** The 6-digit code (sms/email forms). */
  code: string
  /** The 4-character image code. */
  captcha: string
}

export const EMPTY_VALUES: LoginValues = { accounts: '', pwd: '', code: '', captcha: '' }

const captchaRule: Rule = { field: 'captcha', kind: 'required', label: 'verify_code' }
const passwordLength: Rule = { field: 'pwd', kind: 'length', label: 'password', min: 6, max: 18 }

/** The rule set for a form (spec 5 "Login"); the first failure is shown and the input kept. */
export function rulesFor(view: LoginView, captchaOnSubmit: boolean): Rule[] {
  const withCaptcha = (rules: Rule[]) => (captchaOnSubmit ? [...rules, captchaRule] : rules)
  const asCode = (rules: Rule[]) => rules.map((r) => (r.field === 'verify' ? { ...r, field: 'code' } : r))
  switch (view.form) {
    case 'login':
      if (view.type === 'sms') return asCode(RULES.loginSms)
      if (view.type === 'email') return asCode(RULES.loginEmail)
      return withCaptcha(RULES.loginAccount)
    case 'reg': {
      const accountLabel = view.type === 'sms' ? 'mobile' : view.type === 'email' ? 'email' : 'account'
      const base = RULES.register.map((r) => (r.field === 'accounts' ? { ...r, label: accountLabel } : r))
      return view.type === 'username' ? withCaptcha(base) : [...base, { field: 'code', kind: 'required', label: 'verify_code' }]
    }
    case 'forget':
      return [
        { field: 'accounts', kind: 'required', label: 'account' },
        { field: 'code', kind: 'required', label: 'verify_code' },
        { field: 'pwd', kind: 'required', label: 'password' },
        passwordLength,
      ]
    case 'bind_verify':
      return [
        { field: 'accounts', kind: 'required', label: 'mobile' },
        { field: 'accounts', kind: 'phone', label: 'mobile', min: 6, max: 15 },
        { field: 'code', kind: 'required', label: 'verify_code' },
      ]
    case 'bind_email':
      return [
        { field: 'accounts', kind: 'required', label: 'email' },
        { field: 'accounts', kind: 'email', label: 'email' },
        { field: 'code', kind: 'required', label: 'verify_code' },
      ]
    default:
      return []
  }
}

export function checkValues(view: LoginView, values: LoginValues, captchaOnSubmit: boolean): string | null {
  const error = validate({ ...values }, rulesFor(view, captchaOnSubmit))
  return error ? error.message : null
}

/** Sends the form to its endpoint. Login/reg/bind answer the user; reset answers nothing. */
export function submitForm(view: LoginView, values: LoginValues, captchaOnSubmit: boolean): Promise<ApiResult<CachedUser | null | unknown>> {
  const verify = view.type === 'username' ? (captchaOnSubmit ? values.captcha : undefined) : values.code
  switch (view.form) {
    case 'login':
      return login({ type: view.type, accounts: values.accounts.trim(), pwd: view.type === 'username' ? values.pwd : undefined, verify })
    case 'reg':
      return register({ type: view.type, accounts: values.accounts.trim(), pwd: values.pwd, verify })
    case 'forget':
      return resetPassword({ accounts: values.accounts.trim(), verify: values.code, pwd: values.pwd })
    case 'bind_email':
      return bindEmail({ email: values.accounts.trim(), verify: values.code })
    default:
      return bindMobile({ mobile: values.accounts.trim(), verify: values.code })
  }
}

function purposeOf(view: LoginView): CodePurpose {
  if (view.form === 'bind_verify') return 'bind_mobile'
  if (view.form === 'bind_email') return 'bind_email'
  if (view.form === 'forget') return 'forget'
  return view.form === 'reg' ? 'reg' : 'login'
}

/** The message when the account to send a code to is missing (spec 8 "please fill ..."). */
function missingAccountMessage(view: LoginView): string {
  if (view.form === 'forget') return t('errors.fill_account')
  return view.type === 'email' || view.form === 'bind_email' ? t('errors.fill_email') : t('errors.fill_mobile')
}

/** Check and send a verify code; resolves true when the server sent it (the countdown starts). */
export async function sendCode(view: LoginView, values: LoginValues, captchaOnSend: boolean, report: (msg: string) => void): Promise<boolean> {
  if (!values.accounts.trim()) {
    report(missingAccountMessage(view))
    return false
  }
  if (captchaOnSend && !values.captcha.trim()) {
    report(t('account.captcha_required'))
    return false
  }
  const channel = view.type === 'email' || view.form === 'bind_email' ? 'email' : 'sms'
  const result = await sendVerifyCode({
    purpose: purposeOf(view),
    accounts: values.accounts.trim(),
    channel,
    captcha: captchaOnSend ? values.captcha.trim() : undefined,
  })
  if (result.ok) report(t('account.code_sent'))
  return result.ok
}
