import { makeAutoObservable } from 'mobx'
import { getItem, removeItem, setItem, type CachedUser, type LoginRecord } from './storage'

/** Who is signed in (api-core 1.6): the cached user object; its token goes on every request. */
export class SessionStore {
  user: CachedUser | null = null
  /** Mini-program pre-login record (openid etc.) waiting for user info. */
  loginRecord: LoginRecord | null = null

  constructor() {
    makeAutoObservable(this)
    this.user = getItem('cache_shop_user_info_key') ?? null
    this.loginRecord = getItem('cache_user_login_key') ?? null
  }

  get token(): string {
    return this.user?.token ?? ''
  }

  get isLoggedIn(): boolean {
    return Boolean(this.user?.token)
  }

  /** A user without a mobile number is blocked when the server makes binding mandatory. */
  get mustBindMobile(): boolean {
    return Boolean(this.user && !this.user.mobile && Number(this.user.is_mandatory_bind_mobile) === 1)
  }

  /** Has a login record but no user info: prompt to authorise. */
  get needsAuthorisation(): boolean {
    return !this.user && Boolean(this.loginRecord)
  }

  setUser(user: CachedUser, mandatoryBindMobile = false): void {
    const stored = { ...user, is_mandatory_bind_mobile: mandatoryBindMobile ? 1 : 0 }
    this.user = stored
    setItem('cache_shop_user_info_key', stored)
  }

  updateUser(patch: Partial<CachedUser>): void {
    if (!this.user) return
    this.setUser({ ...this.user, ...patch }, Number(this.user.is_mandatory_bind_mobile) === 1)
  }

  setLoginRecord(record: LoginRecord | null): void {
    this.loginRecord = record
    if (record) setItem('cache_user_login_key', record)
    else removeItem('cache_user_login_key')
  }

  /** Forget the session in memory (storage is cleared by the caller). */
  clear(): void {
    this.user = null
    this.loginRecord = null
  }
}
