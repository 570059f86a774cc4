// Who may use the distributor pages, and the per-member row (given level, superior changes, poster design).
import type { Database } from 'better-sqlite3'
import { ApiError, type Ctx } from '../../core/router'
import type { User } from '../../core/context'
import { one, run } from '../../db'
import { memberLevel, type LevelRow } from './levels'

export interface MemberRow {
  user_id: number
  level_id: number
  superior_changes: number
  poster_design: number
  default_extraction_id: number
}

export function memberRow(db: Database, userId: number): MemberRow {
  return (
    one<MemberRow>(db, 'SELECT * FROM distribution_members WHERE user_id = ?', userId) ?? {
      user_id: userId,
      level_id: 0,
      superior_changes: 0,
      poster_design: 0,
      default_extraction_id: 0,
    }
  )
}

/** Change some member settings, creating the row on first use. */
export function updateMember(db: Database, userId: number, now: number, changes: Partial<Omit<MemberRow, 'user_id'>>): void {
  const current = memberRow(db, userId)
  const next = { ...current, ...changes }
  run(
    db,
    `INSERT INTO distribution_members (user_id, level_id, superior_changes, poster_design, default_extraction_id, add_time, upd_time)
     VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT(user_id) DO UPDATE SET level_id = excluded.level_id, superior_changes = excluded.superior_changes,
       poster_design = excluded.poster_design, default_extraction_id = excluded.default_extraction_id, upd_time = excluded.upd_time`,
    userId,
    next.level_id,
    next.superior_changes,
    next.poster_design,
    next.default_extraction_id,
    now,
    now,
  )
}

/** The signed-in user when they hold a distributor level; otherwise -1 "not a distributor yet". */
export function requireDistributor(ctx: Ctx): User & { level: LevelRow } {
  const user = ctx.requireUser()
  const level = memberLevel(ctx.db, user.id)
  if (!level) throw new ApiError(ctx.t('dist.not_distributor'))
  return { ...user, level }
}

/** The user's direct downline member `id`, or -1 as if it did not exist. */
export function requireTeamMember(ctx: Ctx, distributorId: number, memberId: number): void {
  const row = one(ctx.db, 'SELECT id FROM users WHERE id = ? AND referrer = ? AND is_delete_time = 0', memberId, distributorId)
  if (!row) throw new ApiError(ctx.t('dist.member_not_found'))
}
