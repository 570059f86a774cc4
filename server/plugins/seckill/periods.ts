// Flash-sale time maths: a period is a daily slot [start, start + duration) in the server's local time.
export const SECKILL_STATUS = { upcoming: 0, running: 1, ended: 2 } as const

export interface PeriodRow {
  id: number
  start_minute: number
  duration_minutes: number
}

export interface PeriodWindow {
  period: PeriodRow
  /** 0 today, 1 tomorrow (shown when today has nothing left to start). */
  dayOffset: number
  start: number
  end: number
}

export interface Countdown {
  status: number
  /** Seconds until the start (upcoming), until the end (running), 0 when ended. */
  remaining: number
  hours: number
  minutes: number
  seconds: number
}

/** Unix seconds of local midnight of the day `now` falls in, plus `dayOffset` days. */
export function localMidnight(now: Date, dayOffset = 0): number {
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + dayOffset, 0, 0, 0, 0)
  return Math.floor(day.getTime() / 1000)
}

export function periodWindow(period: PeriodRow, now: Date, dayOffset = 0): PeriodWindow {
  const start = localMidnight(now, dayOffset) + period.start_minute * 60
  return { period, dayOffset, start, end: start + period.duration_minutes * 60 }
}

export function countdown(window: Pick<PeriodWindow, 'start' | 'end'>, nowSeconds: number): Countdown {
  let status: number
  let remaining: number
  if (nowSeconds < window.start) {
    status = SECKILL_STATUS.upcoming
    remaining = window.start - nowSeconds
  } else if (nowSeconds < window.end) {
    status = SECKILL_STATUS.running
    remaining = window.end - nowSeconds
  } else {
    status = SECKILL_STATUS.ended
    remaining = 0
  }
  return { status, remaining, hours: Math.floor(remaining / 3600), minutes: Math.floor((remaining % 3600) / 60), seconds: remaining % 60 }
}

/**
 * Today's periods in start order; when none of them is still to come, tomorrow's first period is
 * appended so the hall always has an "upcoming" tab.
 */
export function visibleWindows(periods: PeriodRow[], now: Date): PeriodWindow[] {
  const sorted = [...periods].sort((a, b) => a.start_minute - b.start_minute)
  const today = sorted.map((p) => periodWindow(p, now, 0))
  const nowSeconds = Math.floor(now.getTime() / 1000)
  if (sorted.length && !today.some((w) => w.start > nowSeconds)) today.push(periodWindow(sorted[0], now, 1))
  return today
}

/** The period the hall opens on: the running one, else the next to start, else the last. */
export function currentWindowIndex(windows: PeriodWindow[], nowSeconds: number): number {
  const running = windows.findIndex((w) => nowSeconds >= w.start && nowSeconds < w.end)
  if (running >= 0) return running
  const next = windows.findIndex((w) => w.start > nowSeconds)
  return next >= 0 ? next : windows.length - 1
}

export function clockLabel(startMinute: number): string {
  return `${String(Math.floor(startMinute / 60)).padStart(2, '0')}:${String(startMinute % 60).padStart(2, '0')}`
}
