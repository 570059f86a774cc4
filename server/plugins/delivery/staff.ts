// Who may use the courier pages: users with an enabled row in delivery_teams. Demo staff accounts are
// created here too (the form plugin's checker uses the same helper).
import type { Database } from 'better-sqlite3'
import { hashPassword } from '../../core/auth'
import { ApiError, type Ctx } from '../../core/router'
import { one, run } from '../../db'

export interface TeamRow {
  id: number
  user_id: number
  idcard_name: string
  work_photo: string
  tel: string
  is_enable: number
  lng: number
  lat: number
  location_time: number
}

export function teamOfUser(db: Database, userId: number): TeamRow | undefined {
  return one<TeamRow>(db, 'SELECT * FROM delivery_teams WHERE user_id = ? AND is_enable = 1', userId)
}

/**
 * The signed-in courier's team row; guests get -400, shoppers without a team row a clear refusal whose
 * data says why (`is_delivery_staff: 0`), so the page can show "this is for couriers" instead of an error.
 */
export function requireCourier(ctx: Ctx): TeamRow {
  const user = ctx.requireUser()
  const team = teamOfUser(ctx.db, user.id)
  if (!team) throw new ApiError(ctx.t('delivery.not_staff'), -1, { is_delivery_staff: 0 })
  return team
}

export interface StaffAccount {
  username: string
  password: string
  nickname: string
  mobile: string
}

/** A demo staff login (an ordinary user row); returns the existing id when the name is taken. */
export function ensureStaffAccount(db: Database, account: StaffAccount, now: number): number {
  const existing = one<{ id: number }>(db, 'SELECT id FROM users WHERE username = ?', account.username)
  if (existing) return existing.id
  const pwd = hashPassword(account.password)
  const mobileFree = !one(db, 'SELECT id FROM users WHERE mobile = ?', account.mobile)
  return Number(
    run(
      db,
      `INSERT INTO users (number_code, username, nickname, mobile, pwd, salt, platform, add_time, upd_time) VALUES (?, ?, ?, ?, ?, ?, 'h5', ?, ?)`,
      `8888${String(now).slice(-10)}`,
      account.username,
      account.nickname,
      mobileFree ? account.mobile : '',
      pwd.hash,
      pwd.salt,
      now,
      now,
    ).lastInsertRowid,
  )
}
