// Parameter readers that reject bad input with ApiError(-1, <localised msg>) instead of letting it reach SQL.
import { ApiError } from './result'
import { defineMessages } from './i18n'
import type { Ctx } from './context'
import { plainText } from './text'

defineMessages({
  'validate.required': { zh: '{name}不能为空', en: '{name} cannot be empty' },
  'validate.int': { zh: '{name}格式有误', en: '{name} is invalid' },
  'validate.range': { zh: '{name}超出范围', en: '{name} is out of range' },
  'validate.too_long': { zh: '{name}长度不能超过{max}个字符', en: '{name} cannot be longer than {max} characters' },
  'validate.ids': { zh: '{name}有误', en: '{name} is invalid' },
})

const MAX_ID = 2_147_483_647

function fieldLabel(ctx: Ctx, name: string, label?: string): string {
  return label ?? name
}

/**
 * The text of a scalar param: a string (trimmed) or a finite number (stringified). Null for booleans, arrays,
 * objects and everything else, so `true` never becomes 1 and `['3']` never becomes '3'.
 */
export function scalarText(raw: unknown): string | null {
  if (typeof raw === 'string') return raw.trim()
  if (typeof raw === 'number' && Number.isFinite(raw)) return String(raw)
  return null
}

/** An integer from a number or an integer string ('-3', ' 12 '); null for anything else. */
export function asInt(raw: unknown): number | null {
  const text = scalarText(raw)
  if (text === null || !/^-?\d{1,15}$/.test(text)) return null
  const n = Number(text)
  return Number.isSafeInteger(n) ? n : null
}

/** A decimal from a number or a numeric string ('12', '-0.5'); null for anything else. */
export function asDecimal(raw: unknown): number | null {
  const text = scalarText(raw)
  if (text === null || !/^-?\d{1,15}(\.\d{1,12})?$/.test(text)) return null
  return Number(text)
}

/** True when the param was not sent (absent, null or ''). */
export function isAbsent(raw: unknown): boolean {
  return raw === undefined || raw === null || raw === ''
}

/**
 * A required integer within [min, max]. Booleans, arrays, objects, decimals and words are refused with
 * `messageKey` (default "{name} is invalid").
 */
export function requireInt(ctx: Ctx, name: string, min: number, max: number, messageKey?: string): number {
  const n = asInt(ctx.params[name])
  if (n === null || n < min || n > max) throw new ApiError(messageKey ? ctx.t(messageKey) : ctx.t('validate.int', { name }))
  return n
}

/** A 0/1 flag: `fallback` when absent; anything but 0, 1, '0', '1' is refused with `messageKey`. */
export function optionalFlag(ctx: Ctx, name: string, fallback: number, messageKey: string): number {
  const raw = ctx.params[name]
  if (isAbsent(raw)) return fallback
  const n = asInt(raw)
  if (n !== 0 && n !== 1) throw new ApiError(ctx.t(messageKey))
  return n
}

/**
 * Look a request value up in an allowlist. Only own keys of the Map count, so 'constructor', 'toString' or
 * '__proto__' are simply unknown; non-strings (arrays, objects, booleans) are unknown too.
 */
export function pickAllowed<T>(allowed: ReadonlyMap<string, T>, raw: unknown): T | undefined {
  return typeof raw === 'string' ? allowed.get(raw.trim()) : undefined
}

/** A positive integer from a number or a digit string ('12'). Returns null for anything else. */
export function asPositiveInt(raw: unknown, max = MAX_ID): number | null {
  let n: number
  if (typeof raw === 'number') n = raw
  else if (typeof raw === 'string' && /^\s*\d{1,10}\s*$/.test(raw)) n = Number(raw)
  else return null
  if (!Number.isInteger(n) || n < 1 || n > max) return null
  return n
}

/** A required positive integer id (1..2^31-1). */
export function requireId(ctx: Ctx, name = 'id', label?: string): number {
  const raw = ctx.params[name]
  if (raw === undefined || raw === null || raw === '') throw new ApiError(ctx.t('validate.required', { name: fieldLabel(ctx, name, label) }))
  const id = asPositiveInt(raw)
  if (id === null) throw new ApiError(ctx.t('validate.int', { name: fieldLabel(ctx, name, label) }))
  return id
}

/** An optional integer within [min, max]; `fallback` when absent/empty. */
export function optionalInt(ctx: Ctx, name: string, fallback: number, min: number, max: number, label?: string): number {
  const raw = ctx.params[name]
  if (raw === undefined || raw === null || raw === '') return fallback
  const n = asInt(raw)
  if (n === null) throw new ApiError(ctx.t('validate.int', { name: fieldLabel(ctx, name, label) }))
  if (n < min || n > max) throw new ApiError(ctx.t('validate.range', { name: fieldLabel(ctx, name, label) }))
  return n
}

/** A trimmed string (numbers are accepted and stringified); '' when absent. Rejects objects/arrays and over-long text. */
export function optionalString(ctx: Ctx, name: string, maxLength: number, label?: string): string {
  const raw = ctx.params[name]
  if (raw === undefined || raw === null) return ''
  if (typeof raw !== 'string' && typeof raw !== 'number') throw new ApiError(ctx.t('validate.int', { name: fieldLabel(ctx, name, label) }))
  const value = String(raw).trim()
  if ([...value].length > maxLength) throw new ApiError(ctx.t('validate.too_long', { name: fieldLabel(ctx, name, label), max: maxLength }))
  return value
}

/**
 * User-written free text (a name, a note, a review): optionalString, then markup and control characters
 * removed (core/text) before the length rule, which counts the cleaned text.
 */
export function optionalText(ctx: Ctx, name: string, maxLength: number, label?: string): string {
  const raw = ctx.params[name]
  if (raw === undefined || raw === null) return ''
  if (typeof raw !== 'string' && typeof raw !== 'number') throw new ApiError(ctx.t('validate.int', { name: fieldLabel(ctx, name, label) }))
  const value = plainText(String(raw))
  if ([...value].length > maxLength) throw new ApiError(ctx.t('validate.too_long', { name: fieldLabel(ctx, name, label), max: maxLength }))
  return value
}

/** Free text of a param that is not a string or number: null (the caller answers with its own message). */
export function freeText(raw: unknown): string | null {
  if (raw === undefined || raw === null) return ''
  if (typeof raw !== 'string' && typeof raw !== 'number') return null
  return plainText(String(raw))
}

/**
 * A list of ids given as '1,2,3', [1, 2], ['1','2'] or a single id. Duplicates are removed.
 * Throws when empty, when any element is not a positive integer, or when there are more than `max`.
 */
export function requireIds(ctx: Ctx, name = 'ids', max = 100, label?: string): number[] {
  const raw = ctx.params[name]
  let parts: unknown[]
  if (Array.isArray(raw)) parts = raw
  else if (typeof raw === 'number') parts = [raw]
  else if (typeof raw === 'string')
    parts = raw
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s !== '')
  else parts = []
  if (parts.length === 0) throw new ApiError(ctx.t('validate.required', { name: fieldLabel(ctx, name, label) }))
  if (parts.length > max) throw new ApiError(ctx.t('validate.range', { name: fieldLabel(ctx, name, label) }))
  const ids = parts.map((p) => asPositiveInt(p))
  if (ids.some((id) => id === null)) throw new ApiError(ctx.t('validate.ids', { name: fieldLabel(ctx, name, label) }))
  return [...new Set(ids as number[])]
}

/** Parse a value that may be a JSON string or already an object/array; null when it is neither. */
export function jsonValue(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw ?? null
  const text = raw.trim()
  if (!text) return null
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

/** A list param: a real array, or a string holding a JSON array; null for anything else (or bad JSON). */
export function jsonList(raw: unknown): unknown[] | null {
  if (Array.isArray(raw)) return raw
  if (typeof raw === 'string') {
    try {
      const parsed = JSON.parse(raw)
      return Array.isArray(parsed) ? parsed : null
    } catch {
      return null
    }
  }
  return null
}
