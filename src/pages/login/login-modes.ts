import type { LoginType } from '@/api/account'
import type { Settings } from '@/api/settings'

/**
 * Which form the login page shows (api-core 3.13), as a pure function of the site config, the
 * cached user and the page query, so it can be tested without rendering.
 */
export type LoginForm = 'login' | 'reg' | 'forget' | 'bind_verify' | 'bind_email' | 'success'

export interface LoginModes {
  loginTypes: LoginType[]
  regTypes: LoginType[]
}

export interface LoginView {
  form: LoginForm
  /** The tab inside login/reg (username, sms, email); also the channel of reset/bind forms. */
  type: LoginType
  /** Set when the requested form is switched off: the i18n key of the message to show instead. */
  closedKey?: 'errors.login_closed' | 'errors.register_closed'
}

export function loginModes(settings: Pick<Settings, 'loginTypes' | 'registerTypes'>): LoginModes {
  return { loginTypes: settings.loginTypes, regTypes: settings.registerTypes }
}

interface Situation {
  modes: LoginModes
  /** A cached user exists. */
  loggedIn: boolean
  /** The cached user has no mobile and the site makes binding mandatory. */
  mustBindMobile: boolean
  optForm?: string
  optType?: string
}

/** The types shown as tabs on a form: login and register each have their own list. */
export function typesFor(form: LoginForm, modes: LoginModes): LoginType[] {
  if (form === 'login') return modes.loginTypes
  if (form === 'reg') return modes.regTypes
  return []
}

/** Open a form, falling back to its first enabled type (or the closed message). */
export function viewFor(form: LoginForm, modes: LoginModes, wantedType?: string): LoginView {
  if (form === 'login' || form === 'reg') {
    const types = typesFor(form, modes)
    if (!types.length) return { form, type: 'username', closedKey: form === 'login' ? 'errors.login_closed' : 'errors.register_closed' }
    const type = types.includes(wantedType as LoginType) ? (wantedType as LoginType) : types[0]
    return { form, type }
  }
  if (form === 'bind_email') return { form, type: 'email' }
  if (form === 'bind_verify') return { form, type: 'sms' }
  return { form, type: 'username' }
}

/** opt_type values look like "login_sms", "reg_email", "bind_email". */
function splitOptType(optType?: string): { form?: LoginForm; type?: string } {
  if (!optType) return {}
  const match = /^(login|reg)_(username|sms|email)$/.exec(optType)
  if (match) return { form: match[1] as LoginForm, type: match[2] }
  if (optType === 'forget') return { form: 'forget' }
  if (optType === 'bind') return { form: 'bind_verify' }
  if (optType === 'bind_email') return { form: 'bind_email' }
  return {}
}

const FORMS: LoginForm[] = ['login', 'reg', 'forget', 'bind_verify', 'bind_email']

export function initialView(situation: Situation): LoginView {
  const { modes } = situation
  const fromType = splitOptType(situation.optType)
  const requested = (FORMS as string[]).includes(situation.optForm ?? '')
    ? (situation.optForm as LoginForm)
    : situation.optForm === 'bind'
      ? 'bind_verify'
      : fromType.form
  // A user who must bind a mobile sees only that form until it is done.
  if (situation.loggedIn && situation.mustBindMobile) return viewFor('bind_verify', modes)
  if (requested) {
    // Binding needs a signed-in user; a guest asking for it logs in first.
    if ((requested === 'bind_verify' || requested === 'bind_email') && !situation.loggedIn) return viewFor('login', modes)
    return viewFor(requested, modes, fromType.type)
  }
  if (situation.loggedIn) return { form: 'success', type: 'username' }
  return viewFor('login', modes)
}

/** Forms that need the agreement ticked before submitting (spec 5). */
export function needsAgreement(form: LoginForm): boolean {
  return form === 'login' || form === 'reg'
}

/** Which image captcha a form uses. */
export function captchaScene(form: LoginForm): 'user_login' | 'user_reg' | 'user_forget' | null {
  if (form === 'login') return 'user_login'
  if (form === 'reg') return 'user_reg'
  if (form === 'forget') return 'user_forget'
  return null
}

/**
 * When the form needs an image code typed in: username login/register when their own switch is on,
 * and any code-sending form (not binding) when the send-code switch is on.
 */
export function captchaRequired(
  view: LoginView,
  settings: Pick<Settings, 'loginCaptcha' | 'registerCaptcha' | 'sendCodeCaptcha'>,
): { onSubmit: boolean; onSend: boolean } {
  const onSubmit = view.type === 'username' && ((view.form === 'login' && settings.loginCaptcha) || (view.form === 'reg' && settings.registerCaptcha))
  const sendsCode = view.form === 'forget' || ((view.form === 'login' || view.form === 'reg') && view.type !== 'username')
  return { onSubmit, onSend: sendsCode && settings.sendCodeCaptcha }
}
