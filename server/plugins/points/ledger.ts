// Points balance changes, always paired with a user_integral_log line.
import type { Database } from 'better-sqlite3'
import { one, run } from '../../db'

/** Add (positive) or take (negative) points; taking fails (false) when the balance is short. */
export function changePoints(db: Database, userId: number, delta: number, reason: string, operationId: number, now: number): boolean {
  const before = one<{ integral: number }>(db, 'SELECT integral FROM users WHERE id = ?', userId)?.integral
  if (before === undefined) return false
  const changed = run(db, 'UPDATE users SET integral = integral + ?, upd_time = ? WHERE id = ? AND integral + ? >= 0', delta, now, userId, delta).changes
  if (changed !== 1) return false
  run(
    db,
    'INSERT INTO user_integral_log (user_id, type, original_integral, new_integral, operation_integral, msg, operation_id, add_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    userId,
    delta >= 0 ? 1 : 0,
    before,
    before + delta,
    Math.abs(delta),
    reason,
    operationId,
    now,
  )
  return true
}
