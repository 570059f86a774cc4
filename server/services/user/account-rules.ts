// Format rules for account names and passwords, shared by registration, login, reset and binding.
import { ApiError } from '../../core/result'
import { defineMessages } from '../../core/i18n'
import type { Ctx } from '../../core/context'

defineMessages({
  'account.accounts_required': { zh: '账号不能为空', en: 'Account cannot be empty' },
  'account.username_format': { zh: '用户名格式由 字母、数字、下划线 2~18 个字符组成', en: 'Username must be 2-18 letters, digits or underscores' },
  'account.pwd_format': { zh: '密码格式 6~18 个字符之间', en: 'Password must be 6-18 characters' },
  'account.mobile_format': { zh: '手机号码格式错误', en: 'Mobile phone number format error' },
  'account.email_format': { zh: '电子邮箱格式错误', en: 'Email format error' },
  'account.accounts_format': { zh: '账号格式有误（手机号码或电子邮箱）', en: 'Account must be a mobile number or an email address' },
})

const USERNAME_RE = /^[A-Za-z0-9_]{2,18}$/
const MOBILE_RE = /^1[3-9]\d{9}$/
const EMAIL_RE = /^[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9.-]{1,180}\.[A-Za-z]{2,24}$/

export const isMobile = (value: string): boolean => MOBILE_RE.test(value)
export const isEmail = (value: string): boolean => value.length <= 254 && EMAIL_RE.test(value)

/** Read a param as a trimmed string; anything that is not a string/number counts as empty. */
export function textParam(ctx: Ctx, name: string): string {
  const raw = ctx.params[name]
  if (typeof raw === 'string') return raw.trim()
  if (typeof raw === 'number' && Number.isFinite(raw)) return String(raw)
  return ''
}

/** Passwords are not trimmed: spaces are legal characters in a password. */
export function passwordParam(ctx: Ctx, name: string): string {
  const raw = ctx.params[name]
  if (typeof raw === 'string') return raw
  if (typeof raw === 'number' && Number.isFinite(raw)) return String(raw)
  return ''
}

export function assertPassword(ctx: Ctx, pwd: string): void {
  const length = [...pwd].length
  if (length < 6 || length > 18) throw new ApiError(ctx.t('account.pwd_format'))
}

export function assertUsername(ctx: Ctx, username: string): void {
  if (!USERNAME_RE.test(username)) throw new ApiError(ctx.t('account.username_format'))
}

export function assertMobile(ctx: Ctx, mobile: string): void {
  if (!isMobile(mobile)) throw new ApiError(ctx.t('account.mobile_format'))
}

export function assertEmail(ctx: Ctx, email: string): void {
  if (!isEmail(email)) throw new ApiError(ctx.t('account.email_format'))
}

/** Which channel an account string belongs to (used by password reset, where the type is just 'forget'). */
export function channelOfAccount(ctx: Ctx, account: string): 'sms' | 'email' {
  if (isMobile(account)) return 'sms'
  if (isEmail(account)) return 'email'
  throw new ApiError(ctx.t('account.accounts_format'))
}
