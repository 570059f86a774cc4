// Value formatting shared by every controller: ShopXO sends money as "130.00" strings,
// times as 'YYYY-MM-DD HH:mm:ss', and lists as {total, page_total, data}.

/** 130 -> "130.00". Works in integer cents internally to avoid float drift. */
export function money(value: number | string | null | undefined): string {
  const n = typeof value === 'string' ? Number(value) : (value ?? 0)
  if (!Number.isFinite(n)) return '0.00'
  const cents = Math.round(n * 100)
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(cents)
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

/** Money arithmetic in cents: toCents(12.3) = 1230. */
export function toCents(value: number | string): number {
  return Math.round(Number(value) * 100)
}

export function fromCents(cents: number): number {
  return cents / 100
}

const pad = (n: number) => String(n).padStart(2, '0')

/**
 * Unix seconds (as stored in the DB) -> 'YYYY-MM-DD HH:mm:ss' in the server's local time zone.
 * 0 / null means "never happened" and becomes ''.
 */
export function formatTime(unixSeconds: number | null | undefined, withTime = true): string {
  if (!unixSeconds) return ''
  const d = new Date(unixSeconds * 1000)
  const date = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
  return withTime ? `${date} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}` : date
}

export function unixSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000)
}

export const DEFAULT_PAGE_SIZE = 15
export const SEARCH_PAGE_SIZE = 20
export const MAX_PAGE_SIZE = 100

export interface Paging {
  page: number
  page_size: number
  offset: number
}

/** Read page/page_size from params with sane bounds (1-based page). */
export function readPaging(params: Record<string, unknown>, defaultSize = DEFAULT_PAGE_SIZE): Paging {
  const page = clampInt(params.page, 1, 1, 1_000_000)
  const page_size = clampInt(params.page_size, defaultSize, 1, MAX_PAGE_SIZE)
  return { page, page_size, offset: (page - 1) * page_size }
}

function clampInt(raw: unknown, fallback: number, min: number, max: number): number {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw) : NaN
  if (!Number.isFinite(n)) return fallback
  return Math.min(max, Math.max(min, Math.floor(n)))
}

export interface PagedList<T> {
  page: number
  page_size: number
  page_total: number
  total: number
  data: T[]
}

export function pagedList<T>(paging: Paging, total: number, data: T[]): PagedList<T> {
  return {
    page: paging.page,
    page_size: paging.page_size,
    page_total: Math.ceil(total / paging.page_size),
    total,
    data,
  }
}

/**
 * Stored image paths are site-relative ('/static/goods/1.svg'); clients need absolute URLs.
 * Already-absolute URLs and empty values pass through unchanged.
 */
export function imageUrl(baseUrl: string, path: string | null | undefined): string {
  if (!path) return ''
  if (/^https?:\/\//i.test(path) || path.startsWith('data:')) return path
  return `${baseUrl}${path.startsWith('/') ? '' : '/'}${path}`
}

/** Replace every src="/static/..." in stored rich text with the absolute form. */
export function absolutiseHtml(baseUrl: string, html: string): string {
  return html.replace(/(src|href)="(\/static\/[^"]*)"/g, (_m, attr: string, p: string) => `${attr}="${baseUrl}${p}"`)
}
