// The ShopXO user object returned by login/reg/tokenuserinfo/personal (field set of user.login.json).
import type { Database } from 'better-sqlite3'
import { one } from '../../db'
import { defineMessages } from '../../core/i18n'
import { formatTime } from '../../core/format'
import type { Ctx, User } from '../../core/context'

defineMessages({
  'gender.secret': { zh: '保密', en: 'Secrecy' },
  'gender.female': { zh: '女', en: 'Female' },
  'gender.male': { zh: '男', en: 'Male' },
})

/** A full row of the users table (never sent as-is: pwd and salt must stay on the server). */
export interface UserRow extends User {
  number_code: string
  pwd: string
  salt: string
  referrer: number
  platform: string
  is_delete_time: number
  is_logout_time: number
}

export const DEFAULT_AVATAR = '/static/account/default-avatar.svg'
const GENDER_KEYS = ['gender.secret', 'gender.female', 'gender.male']

export function userRowById(db: Database, id: number): UserRow | undefined {
  return one<UserRow>(db, 'SELECT * FROM users WHERE id = ?', id)
}

export function genderText(ctx: Ctx, gender: number): string {
  return ctx.t(GENDER_KEYS[gender] ?? GENDER_KEYS[0])
}

/** 13800000000 -> 138****0000 */
export function maskMobile(mobile: string): string {
  if (!mobile) return ''
  return mobile.length > 7 ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : `${mobile.slice(0, 1)}****`
}

/** demo@example.com -> de***@example.com */
export function maskEmail(email: string): string {
  if (!email) return ''
  const at = email.indexOf('@')
  if (at < 1) return `${email.slice(0, 2)}***`
  return `${email.slice(0, Math.min(2, at))}***${email.slice(at)}`
}

/** ShopXO's display name: username, else nickname, else masked mobile, else masked email. */
export function userNameView(user: Pick<UserRow, 'username' | 'nickname' | 'mobile' | 'email'>): string {
  return user.username || user.nickname || maskMobile(user.mobile) || maskEmail(user.email)
}

export function birthdayText(birthday: number): string {
  return birthday ? formatTime(birthday, false) : ''
}

/** Empty third-party ids that ShopXO's user object always carries. */
const PLATFORM_ID_FIELDS = [
  'alipay_openid',
  'weixin_openid',
  'weixin_unionid',
  'weixin_web_openid',
  'baidu_openid',
  'toutiao_openid',
  'toutiao_unionid',
  'qq_openid',
  'qq_unionid',
  'kuaishou_openid',
] as const

export interface UserViewOptions {
  /** The token to hand back (login/reg issue a new one; other calls echo the request token). */
  token: string
  /** login/reg/bind add the site's mandatory-bind-mobile switch. */
  withMandatoryBind?: boolean
  mandatoryBindMobile?: boolean
}

export function userView(ctx: Ctx, user: UserRow, opts: UserViewOptions): Record<string, unknown> {
  const view: Record<string, unknown> = {
    id: user.id,
    number_code: user.number_code,
    status: user.status,
    username: user.username,
    nickname: user.nickname,
    mobile: user.mobile,
    email: user.email,
    gender: user.gender,
    avatar: ctx.img(user.avatar || DEFAULT_AVATAR),
    province: user.province,
    city: user.city,
    county: user.county,
    birthday: birthdayText(user.birthday),
    address: user.address,
    integral: user.integral,
    locking_integral: user.locking_integral,
    referrer: user.referrer,
    is_delete_time: user.is_delete_time,
    is_logout_time: user.is_logout_time,
    add_time: user.add_time,
    upd_time: user.upd_time,
    system_type: 'default',
    platform: user.platform,
    token: opts.token,
  }
  for (const field of PLATFORM_ID_FIELDS) view[field] = ''
  Object.assign(view, {
    add_time_text: formatTime(user.add_time),
    upd_time_text: formatTime(user.upd_time),
    gender_text: genderText(ctx, user.gender),
    mobile_security: maskMobile(user.mobile),
    email_security: maskEmail(user.email),
    address_info: `${user.province}${user.city}${user.county}${user.address}`,
    user_name_view: userNameView(user),
  })
  if (opts.withMandatoryBind) view.is_mandatory_bind_mobile = opts.mandatoryBindMobile ? 1 : 0
  return view
}
