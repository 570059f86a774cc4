// Time ranges of the statistics and team filters: 'YYYY-MM-DD' or 'YYYY-MM-DD HH:mm[:ss]', read in the
// server's time zone (the one formatTime writes), and the preset ranges of the centre's time sheet.
import { ApiError, type Ctx } from '../../core/router'
import { formatTime } from '../../core/format'
import { scalarText } from '../../core/validate'

export interface TimeRange {
  /** Unix seconds, inclusive; null = open. */
  start: number | null
  end: number | null
}

const TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/

/** Unix seconds of a time text; `endOfDay` reads a bare date as its last second. Null when it is not a time. */
export function parseTimeText(text: string, endOfDay = false): number | null {
  const m = TIME.exec(text.trim())
  if (!m) return null
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const hasTime = m[4] !== undefined
  const hours = hasTime ? Number(m[4]) : endOfDay ? 23 : 0
  const minutes = hasTime ? Number(m[5]) : endOfDay ? 59 : 0
  const seconds = hasTime ? Number(m[6] ?? (endOfDay ? 59 : 0)) : endOfDay ? 59 : 0
  if (month < 1 || month > 12 || day < 1 || day > 31 || hours > 23 || minutes > 59 || seconds > 59) return null
  const date = new Date(year, month - 1, day, hours, minutes, seconds)
  // 2026-02-31 rolls over into March: not a real date.
  if (date.getMonth() !== month - 1) return null
  return Math.floor(date.getTime() / 1000)
}

/** One optional time param; -1 with a message when it is there but not a time. */
export function readTime(ctx: Ctx, name: string, endOfDay = false): number | null {
  const raw = ctx.params[name]
  if (raw === undefined || raw === null || raw === '') return null
  const text = scalarText(raw)
  const value = text === null ? null : parseTimeText(text, endOfDay)
  if (value === null) throw new ApiError(ctx.t('dist.time_invalid'))
  return value
}

/** A start/end pair; -1 when the end is before the start. */
export function readRange(ctx: Ctx, startName: string, endName: string): TimeRange {
  const start = readTime(ctx, startName)
  const end = readTime(ctx, endName, true)
  if (start !== null && end !== null && end < start) throw new ApiError(ctx.t('dist.time_order'))
  return { start, end }
}

export interface TimePreset {
  name: string
  start: string
  end: string
}

const DAY = 86400

function dayStart(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate())
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000)

/** The centre's preset chips (api-plugins-1 §4.1 `time_data`), keyed; `default_day` names one of them. */
export function timePresets(ctx: Ctx): Record<string, TimePreset> {
  const now = ctx.now()
  const today = dayStart(now)
  const monthStart = new Date(now.getFullYear(), now.getMonth(), 1)
  const lastMonthStart = new Date(now.getFullYear(), now.getMonth() - 1, 1)
  const yearStart = new Date(now.getFullYear(), 0, 1)
  const range = (key: string, from: number, to: number): [string, TimePreset] => [
    key,
    { name: ctx.t(`dist.preset_${key}`), start: formatTime(from), end: formatTime(to) },
  ]
  const endOfToday = seconds(today) + DAY - 1
  return Object.fromEntries([
    range('today', seconds(today), endOfToday),
    range('yesterday', seconds(today) - DAY, seconds(today) - 1),
    range('last_7_days', seconds(today) - 6 * DAY, endOfToday),
    range('this_month', seconds(monthStart), endOfToday),
    range('last_month', seconds(lastMonthStart), seconds(monthStart) - 1),
    range('this_year', seconds(yearStart), endOfToday),
  ])
}

export const DEFAULT_PRESET = 'this_month'

/** SQL-ready bounds: an open side becomes the widest value. */
export function bounds(range: TimeRange): [number, number] {
  return [range.start ?? 0, range.end ?? Number.MAX_SAFE_INTEGER]
}
