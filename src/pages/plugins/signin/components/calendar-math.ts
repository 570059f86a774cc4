/** Month grids and streaks for the check-in calendar (weeks start on Sunday, api-plugins-1 §11.1). */

export interface CalendarCell {
  /** Day of month (1-31) for days of this month; the neighbour month's day otherwise. */
  day: number
  inMonth: boolean
  isToday: boolean
  checked: boolean
}

export interface YearMonthDay {
  year: number
  month: number
  day: number
}

/** 'YYYY-MM-DD' (the server's today) or a Date (fallback: this device's clock). */
export function parseDay(value: string | Date): YearMonthDay {
  if (value instanceof Date) return { year: value.getFullYear(), month: value.getMonth() + 1, day: value.getDate() }
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return parseDay(new Date())
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) }
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate()
}

/** 0 = Sunday. */
export function weekdayOf(year: number, month: number, day: number): number {
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay()
}

/** Whole weeks covering the month; checked = day numbers of this month already checked in. */
export function monthGrid(today: YearMonthDay, checkedDays: number[]): CalendarCell[][] {
  const checked = new Set(checkedDays)
  const total = daysInMonth(today.year, today.month)
  const lead = weekdayOf(today.year, today.month, 1)
  const previousTotal = daysInMonth(today.month === 1 ? today.year - 1 : today.year, today.month === 1 ? 12 : today.month - 1)
  const cells: CalendarCell[] = []
  for (let i = lead; i > 0; i--) cells.push({ day: previousTotal - i + 1, inMonth: false, isToday: false, checked: false })
  for (let day = 1; day <= total; day++) cells.push({ day, inMonth: true, isToday: day === today.day, checked: checked.has(day) })
  for (let day = 1; cells.length % 7 !== 0; day++) cells.push({ day, inMonth: false, isToday: false, checked: false })
  const weeks: CalendarCell[][] = []
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7))
  return weeks
}

/**
 * Consecutive checked days ending today (when checked today) or yesterday, within this month's
 * day numbers. The server's continuous_day wins when present; this is the fallback.
 */
export function streakInMonth(checkedDays: number[], today: number): number {
  const checked = new Set(checkedDays)
  let day = checked.has(today) ? today : today - 1
  let streak = 0
  while (day >= 1 && checked.has(day)) {
    streak++
    day--
  }
  return streak
}
