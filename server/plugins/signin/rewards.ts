// Check-in rewards: the streak (consecutive shop days) multiplies the base points.
import type { Database } from 'better-sqlite3'
import { all, one, run } from '../../db'
import { addDays } from '../plugin-params'

export interface ContinuousRule {
  number: number
  value: number
}

export interface TimeWindowReward {
  time_start: string
  time_end: string
  value: number
}

/** The platform page (id 0) pays this, multiplied by its streak rules. */
export const PLATFORM_REWARD = 10
export const PLATFORM_RULES: ContinuousRule[] = [
  { number: 3, value: 2 },
  { number: 7, value: 3 },
]
export const DEFAULT_TEAM_REWARD = { master: 5, invitee: 10 }
export const DEFAULT_TIME_WINDOW: TimeWindowReward = { time_start: '07:00', time_end: '09:00', value: 5 }

/** Consecutive days ending on `lastDay` that appear in `days` (a set of YYYY-MM-DD). */
export function streakEndingOn(days: Set<string>, lastDay: string): number {
  let count = 0
  let day = lastDay
  while (days.has(day)) {
    count += 1
    day = addDays(day, -1)
  }
  return count
}

/** The multiplier of the longest rule the streak reaches (1 when none). */
export function streakMultiplier(rules: ContinuousRule[], streak: number): number {
  return rules.filter((r) => streak >= r.number).reduce((best, r) => Math.max(best, r.value), 1)
}

/** 'HH:MM' shop time inside [start, end]. */
export function inTimeWindow(window: TimeWindowReward | null, hhmm: string): boolean {
  return Boolean(window && window.time_start && window.time_end && hhmm >= window.time_start && hhmm <= window.time_end)
}

export function userDays(db: Database, userId: number, qrcodeId: number): Set<string> {
  return new Set(all<{ day: string }>(db, 'SELECT day FROM signin_logs WHERE user_id = ? AND qrcode_id = ?', userId, qrcodeId).map((r) => r.day))
}

/** Current streak: counts today when checked in, otherwise the run that ended yesterday. */
export function currentStreak(days: Set<string>, today: string): number {
  return days.has(today) ? streakEndingOn(days, today) : streakEndingOn(days, addDays(today, -1))
}

export function addPoints(db: Database, userId: number, points: number, msg: string, operationId: number, now: number): void {
  if (points <= 0) return
  const before = one<{ integral: number }>(db, 'SELECT integral FROM users WHERE id = ?', userId)?.integral ?? 0
  run(db, 'UPDATE users SET integral = integral + ?, upd_time = ? WHERE id = ?', points, now, userId)
  run(
    db,
    'INSERT INTO user_integral_log (user_id, type, original_integral, new_integral, operation_integral, msg, operation_id, add_time) VALUES (?, 1, ?, ?, ?, ?, ?, ?)',
    userId,
    before,
    before + points,
    points,
    msg,
    operationId,
    now,
  )
}
