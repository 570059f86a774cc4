// The per-request context handed to every controller action.
import type { Database } from 'better-sqlite3'
import type { Lang } from './i18n'
import type { UploadedFile } from './body'

/** A row of the users table (what controllers get as ctx.user). */
export interface User {
  id: number
  username: string
  nickname: string
  mobile: string
  email: string
  avatar: string
  gender: number
  birthday: number
  province: string
  city: string
  county: string
  address: string
  integral: number
  locking_integral: number
  status: number
  add_time: number
  upd_time: number
}

export interface Ctx {
  db: Database
  /** Query string merged with the body (body wins on conflicts, except the common params). */
  params: Record<string, any>
  files: UploadedFile[]
  lang: Lang
  /** The logged-in user for the `token` param, or null for guests. */
  user: User | null
  /** The raw token sent by the client ('' for guests). */
  token: string
  /** Returns the user or throws ApiError(-400 'login expired'). */
  requireUser(): User
  /** The server clock (pinned by SHOP_NOW / opts.now in tests). */
  now(): Date
  /** ctx.now() in unix seconds: what the DB stores for *_time columns. */
  nowSeconds(): number
  /** application_client_type: h5, weixin, alipay, ios... */
  clientType: string
  uuid: string
  /** Localised message for the request language. */
  t(key: string, vars?: Record<string, string | number>): string
  /** scheme://host[:port] of the request, for absolute URLs. */
  baseUrl: string
  /** Stored path -> absolute URL (shortcut for format.imageUrl(ctx.baseUrl, path)). */
  img(path: string | null | undefined): string
  /** Server log (stdout unless quiet). Verify codes for sms/email login are printed through this. */
  log(...args: unknown[]): void
  /** Directory where uploaded files are written (served under /static/upload/...). */
  uploadDir: string
  controller: string
  action: string
}

export type Handler = (ctx: Ctx) => unknown | Promise<unknown>
