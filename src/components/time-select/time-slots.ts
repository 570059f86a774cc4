import { localDay } from '@/lib/date'

/** Days and hourly slots offered by the checkout time picker (buy_datetime_info). */
export interface TimeRange {
  /** How many days ahead can be chosen, today included (at least 1). */
  rangeDay: number
  /** "HH:MM" opening and closing time; empty means the whole day. */
  timeStart: string
  timeEnd: string
}

export interface DayOption {
  /** "2026-11-22" */
  date: string
  slots: string[]
}

function minutesOf(text: string, fallback: number): number {
  const match = /^(\d{1,2}):(\d{2})/.exec(text.trim())
  return match ? Number(match[1]) * 60 + Number(match[2]) : fallback
}

function hhmm(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
}

/** Hour-long slots "09:00-10:00" inside the opening hours; today's slots that already began are dropped. */
export function buildDays(range: TimeRange, now: Date): DayOption[] {
  const start = minutesOf(range.timeStart, 0)
  const end = Math.max(minutesOf(range.timeEnd, 24 * 60), start + 60)
  const days: DayOption[] = []
  for (let offset = 0; offset < Math.max(1, range.rangeDay); offset += 1) {
    const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset)
    const earliest = offset === 0 ? now.getHours() * 60 + now.getMinutes() : -1
    const slots: string[] = []
    for (let from = start; from + 60 <= end; from += 60) {
      if (from > earliest) slots.push(`${hhmm(from)}-${hhmm(Math.min(from + 60, 24 * 60 - 1))}`)
    }
    if (slots.length) days.push({ date: localDay(day), slots })
  }
  return days
}
