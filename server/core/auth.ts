// Password hashing (scrypt + per-user salt) and login tokens.
import crypto from 'node:crypto'
import type { Database } from 'better-sqlite3'
import { one, run } from '../db'
import type { User } from './context'

const KEY_LENGTH = 32

export function hashPassword(password: string, salt = crypto.randomBytes(16).toString('hex')): { hash: string; salt: string } {
  const hash = crypto.scryptSync(password, salt, KEY_LENGTH).toString('hex')
  return { hash, salt }
}

/** Constant-time comparison so timing does not leak how much of the hash matched. */
export function verifyPassword(password: string, hash: string, salt: string): boolean {
  if (!hash || !salt) return false
  const expected = Buffer.from(hash, 'hex')
  const actual = crypto.scryptSync(password, salt, KEY_LENGTH)
  return expected.length === actual.length && crypto.timingSafeEqual(expected, actual)
}

/** A new 32-hex-char token for the user (ShopXO keeps older tokens valid, so do we). */
export function issueToken(db: Database, userId: number, platform: string, nowSeconds: number): string {
  const token = crypto.randomBytes(16).toString('hex')
  run(db, 'INSERT INTO user_tokens (token, user_id, platform, add_time) VALUES (?, ?, ?, ?)', token, userId, platform, nowSeconds)
  return token
}

export function revokeUserTokens(db: Database, userId: number): void {
  run(db, 'DELETE FROM user_tokens WHERE user_id = ?', userId)
}

const USER_COLUMNS =
  'u.id, u.username, u.nickname, u.mobile, u.email, u.avatar, u.gender, u.birthday, u.province, u.city, u.county, u.address, u.integral, u.locking_integral, u.status, u.add_time, u.upd_time'

/** The active user owning `token`, or null (unknown token, deleted or login-banned account). */
export function userByToken(db: Database, token: string): User | null {
  if (!token || token.length > 64) return null
  const user = one<User>(
    db,
    `SELECT ${USER_COLUMNS} FROM user_tokens t JOIN users u ON u.id = t.user_id
     WHERE t.token = ? AND u.is_delete_time = 0 AND u.is_logout_time = 0 AND u.status IN (0, 1)`,
    token,
  )
  return user ?? null
}

/** Random numeric code of `length` digits for sms/email verification. */
export function randomDigits(length = 6): string {
  let out = ''
  for (let i = 0; i < length; i++) out += crypto.randomInt(0, 10)
  return out
}
