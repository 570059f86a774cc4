/** The ShopXO envelope: every answer is {msg, code, data}; code 0 is success (api-core 1.4). */
export interface Envelope<T = unknown> {
  msg: string
  code: number
  data: T
}

/**
 * Why a call did not succeed, so callers can branch without parsing strings. 'bad-data': the server
 * answered code 0 but the answer lacks a field the page cannot work without (or could not be parsed).
 * 'missing-link': the page was opened without the id it needs, so nothing was asked (src/lib/route-params.ts).
 */
export type FailureKind = 'server' | 'login' | 'network' | 'timeout' | 'closed' | 'bad-data' | 'missing-link'

export type ApiResult<T> = { ok: true; code: 0; msg: string; data: T } | { ok: false; code: number; msg: string; kind: FailureKind; data: unknown }

export const CODE = {
  OK: 0,
  LOGIN_REQUIRED: -400,
  SITE_CLOSED: -10000,
  UNKNOWN_ACTION: -1000,
  PAY_IN_PROGRESS: -333,
  PAY_HTML: -6666,
  /** Not a server code: the request never got an answer. */
  NETWORK: -99999,
  TIMEOUT: -99998,
  /** Not a server code: the answer came but its data could not be used (see FailureKind 'bad-data'). */
  BAD_DATA: -99997,
  /** Not a server code: the page's link lacks the id it needs (see FailureKind 'missing-link'). */
  MISSING_LINK: -99996,
} as const

/** A paged list as the pages use it (server: {total, page_total, data[]}). */
export interface Page<T> {
  items: T[]
  page: number
  pageTotal: number
  total: number
}
