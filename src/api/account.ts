import type { CachedUser } from '@/stores/storage'
import { buildUrl, call, route, upload } from './client'
import { asIs, arr, int, obj, str } from './parse'
import type { ApiResult } from './types'

/**
 * Account calls (api-core 3.13, 3.31-3.33): login, registration, verify codes, password reset,
 * mobile/email binding, the profile, password change and account cancellation.
 */
export type LoginType = 'username' | 'sms' | 'email'
/** The server scene of an image captcha (user/userverifyentry?type=). */
export type CaptchaScene = 'user_login' | 'user_reg' | 'user_forget'
/** Which endpoint sends a 6-digit code. */
export type CodePurpose = 'login' | 'reg' | 'forget' | 'bind_mobile' | 'bind_email'

/** The user object of login/reg/bind/personal save, kept as the server sends it (it is cached as is). */
export function parseUser(data: unknown): CachedUser | null {
  const raw = obj(data)
  if (!raw.token && !raw.id) return null
  return { ...raw, id: str(raw.id), token: str(raw.token) } as CachedUser
}

export interface LoginInput {
  type: LoginType
  accounts: string
  pwd?: string
  verify?: string
}

export async function login(input: LoginInput): Promise<ApiResult<CachedUser | null>> {
  return call(route('user', 'login'), { ...input }, parseUser)
}

export async function register(input: LoginInput): Promise<ApiResult<CachedUser | null>> {
  return call(route('user', 'reg'), { ...input }, parseUser)
}

export function resetPassword(input: { accounts: string; verify: string; pwd: string }): Promise<ApiResult<unknown>> {
  return call(route('user', 'forgetpwd'), { ...input }, asIs)
}

export async function bindMobile(input: { mobile: string; verify: string }): Promise<ApiResult<CachedUser | null>> {
  return call(route('user', 'appmobilebind'), { ...input }, parseUser)
}

export async function bindEmail(input: { email: string; verify: string }): Promise<ApiResult<CachedUser | null>> {
  return call(route('user', 'appemailbind'), { ...input }, parseUser)
}

export interface SendCodeInput {
  purpose: CodePurpose
  /** Mobile (sms), email (email) or the account typed into the reset form. */
  accounts: string
  /** sms / email; reset forms send 'forget'. */
  channel: 'sms' | 'email'
  /** The image code, when the site asks for one before sending. */
  captcha?: string
}

/** Each purpose has its own endpoint and body (api-core 3.13 "Send verification code"). */
export function sendVerifyCode(input: SendCodeInput): Promise<ApiResult<unknown>> {
  switch (input.purpose) {
    case 'bind_mobile':
      return call(route('user', 'appmobilebindverifysend'), { mobile: input.accounts }, asIs)
    case 'bind_email':
      return call(route('user', 'appemailbindverifysend'), { email: input.accounts }, asIs)
    case 'forget':
      return call(route('user', 'forgetpwdverifysend'), { accounts: input.accounts, verify: input.captcha ?? '', type: 'forget' }, asIs)
    case 'reg':
      return call(route('user', 'regverifysend'), { accounts: input.accounts, verify: input.captcha ?? '', type: input.channel }, asIs)
    default:
      return call(route('user', 'loginverifysend'), { accounts: input.accounts, verify: input.captcha ?? '', type: input.channel }, asIs)
  }
}

/** The captcha image; `t` busts the cache so each tap shows a new code (stored per uuid). */
export function captchaImageUrl(scene: CaptchaScene, stamp = Date.now()): string {
  return buildUrl({ controller: 'user', action: 'userverifyentry', query: `type=${scene}&t=${stamp}` })
}

export interface GenderOption {
  value: number
  name: string
}

export interface Profile {
  avatar: string
  nickname: string
  birthday: string
  gender: number
  province: string
  city: string
  county: string
  address: string
  genders: GenderOption[]
}

export function parseProfile(data: unknown): Profile {
  const raw = obj(data)
  const user = obj(raw.data)
  // gender_list is indexed by gender value (0 secret, 1 female, 2 male).
  const genders = arr<Record<string, unknown>>(raw.gender_list).map((g, index) => ({ value: g.id === undefined ? index : int(g.id), name: str(g.name) }))
  return {
    avatar: str(user.avatar),
    nickname: str(user.nickname),
    birthday: str(user.birthday),
    gender: int(user.gender),
    province: str(user.province),
    city: str(user.city),
    county: str(user.county),
    address: str(user.address),
    genders,
  }
}

export async function getProfile(): Promise<ApiResult<Profile>> {
  return call(route('personal', 'index'), { lang_can_key: 'gender_list' }, parseProfile, { silent: true })
}

export type ProfileInput = Pick<Profile, 'avatar' | 'nickname' | 'birthday' | 'gender' | 'province' | 'city' | 'county' | 'address'>

export async function saveProfile(input: ProfileInput): Promise<ApiResult<CachedUser | null>> {
  return call(route('personal', 'save'), { ...input }, parseUser)
}

/** Multipart `file`; answers the new avatar URL. */
export async function uploadAvatar(filePath: string, onProgress?: (percent: number) => void): Promise<ApiResult<string>> {
  return upload(route('personal', 'useravatarupload'), { filePath, name: 'file' }, (raw) => str(raw), { onProgress })
}

export function changePassword(input: { my_pwd: string; new_pwd: string; confirm_new_pwd: string }): Promise<ApiResult<unknown>> {
  return call(route('safety', 'loginpwdupdate'), { ...input }, asIs)
}

/** Permanent: the server deletes the account (there is no sign-out endpoint). */
export function cancelAccount(): Promise<ApiResult<unknown>> {
  return call(route('safety', 'logout'), {}, asIs)
}

export interface Agreement {
  name: string
  html: string
}

export async function getAgreement(document: string): Promise<ApiResult<Agreement>> {
  return call(
    route('agreement', 'index'),
    { document },
    (answer) => {
      const raw = obj(answer)
      return { name: str(raw.name), html: str(raw.value) }
    },
    { silent: true },
  )
}
