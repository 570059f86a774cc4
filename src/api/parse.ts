import type { Page } from './types'

/** ShopXO sends numbers as strings, sometimes empty; parse once here so pages never do. */
export function num(value: unknown, fallback = 0): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : fallback
  const n = parseFloat(String(value ?? ''))
  return Number.isFinite(n) ? n : fallback
}

export function int(value: unknown, fallback = 0): number {
  return Math.trunc(num(value, fallback))
}

export function str(value: unknown, fallback = ''): string {
  if (value === null || value === undefined) return fallback
  return typeof value === 'string' ? value : String(value)
}

export function bool(value: unknown): boolean {
  return value === true || value === 1 || value === '1'
}

export function arr<T = unknown>(value: unknown): T[] {
  if (Array.isArray(value)) return value as T[]
  // PHP serialises sparse arrays as objects keyed "0","1"...
  if (value && typeof value === 'object') return Object.values(value) as T[]
  return []
}

export function obj(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
}

/** {total, page_total, data[]} (also data_list) into a Page; `page` is the one requested. */
export function toPage<T>(raw: unknown, page: number, mapItem: (item: Record<string, unknown>) => T): Page<T> {
  const data = obj(raw)
  const list = arr<Record<string, unknown>>(data.data ?? data.data_list)
  return {
    items: list.map((item) => mapItem(obj(item))),
    page,
    pageTotal: int(data.page_total),
    total: int(data.total),
  }
}

/**
 * Thrown by a parser when the answer lacks a field the page cannot work without; call() turns any
 * throw in a parser into a 'bad-data' failure, so the page shows an error with retry, not a blank.
 */
export class MissingField extends Error {
  constructor(readonly field: string) {
    super(`missing required field "${field}"`)
    this.name = 'MissingField'
  }
}

function absent(value: unknown): boolean {
  return value === undefined || value === null || value === '' || typeof value === 'object'
}

/** A required id or text (ids of list rows, a goods title...): absent or empty throws MissingField. */
export function reqStr(raw: Record<string, unknown>, key: string): string {
  const value = raw[key]
  if (absent(value)) throw new MissingField(key)
  return str(value)
}

/** A required whole number (an order status; 0 is a value): absent or not numeric throws MissingField. */
export function reqInt(raw: Record<string, unknown>, key: string): number {
  const value = raw[key]
  const n = absent(value) ? NaN : parseFloat(String(value))
  if (!Number.isFinite(n)) throw new MissingField(key)
  return Math.trunc(n)
}

/** The parse for calls whose answer the caller does not read (actions answering '' or an id). */
export function asIs(data: unknown): unknown {
  return data
}
