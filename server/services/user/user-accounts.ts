// Looking up users by account and creating them; shared by the user/* actions.
import crypto from 'node:crypto'
import { one, run } from '../../db'
import { hashPassword, issueToken } from '../../core/auth'
import { ApiError } from '../../core/result'
import { defineMessages } from '../../core/i18n'
import type { Ctx } from '../../core/context'
import { configFlag } from '../site/configs'
import { userRowById, userView, type UserRow } from './user-view'

defineMessages({
  'user.not_exist': { zh: '帐号不存在', en: 'Account does not exist' },
  'user.disabled': { zh: '用户已被禁止登录', en: 'User has been banned from logging in' },
  'user.pending_audit': { zh: '用户待审核', en: 'User is pending review' },
})

export type AccountField = 'username' | 'mobile' | 'email'

/** Any row holding this account, including closed accounts (the unique indexes cover them too). */
export function accountTaken(ctx: Ctx, field: AccountField, value: string): boolean {
  const sql = {
    username: 'SELECT id FROM users WHERE username = ? LIMIT 1',
    mobile: 'SELECT id FROM users WHERE mobile = ? LIMIT 1',
    email: 'SELECT id FROM users WHERE email = ? LIMIT 1',
  }[field]
  return !!one(ctx.db, sql, value)
}

/** The live (not deleted / not closed) user with this account, or undefined. */
export function findLiveUser(ctx: Ctx, field: AccountField, value: string): UserRow | undefined {
  const sql = {
    username: 'SELECT * FROM users WHERE username = ? AND is_delete_time = 0 AND is_logout_time = 0',
    mobile: 'SELECT * FROM users WHERE mobile = ? AND is_delete_time = 0 AND is_logout_time = 0',
    email: 'SELECT * FROM users WHERE email = ? AND is_delete_time = 0 AND is_logout_time = 0',
  }[field]
  return one<UserRow>(ctx.db, sql, value)
}

/** Username login also accepts the mobile number or email address, like ShopXO's "username/mobile/email" box. */
export function findLiveUserByAnyAccount(ctx: Ctx, accounts: string): UserRow | undefined {
  return findLiveUser(ctx, 'username', accounts) ?? findLiveUser(ctx, 'mobile', accounts) ?? findLiveUser(ctx, 'email', accounts)
}

/** Refuse banned (2) and not-yet-approved (3) accounts with ShopXO's -110. */
export function assertCanLogin(ctx: Ctx, user: UserRow): void {
  if (user.status === 2) throw new ApiError(ctx.t('user.disabled'), -110)
  if (user.status === 3) throw new ApiError(ctx.t('user.pending_audit'), -110)
}

export interface NewUser {
  username?: string
  mobile?: string
  email?: string
  pwd: string
  nickname?: string
  gender?: number
  status: number
}

export function createUser(ctx: Ctx, data: NewUser): number {
  const now = ctx.nowSeconds()
  const { hash, salt } = hashPassword(data.pwd)
  const numberCode = `8888${String(crypto.randomInt(0, 10_000_000_000)).padStart(10, '0')}`
  const info = run(
    ctx.db,
    `INSERT INTO users (number_code, username, nickname, mobile, email, pwd, salt, gender, platform, status, add_time, upd_time)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    numberCode,
    data.username ?? '',
    data.nickname ?? '',
    data.mobile ?? '',
    data.email ?? '',
    hash,
    salt,
    data.gender ?? 0,
    ctx.clientType,
    data.status,
    now,
    now,
  )
  return Number(info.lastInsertRowid)
}

/** Issue a fresh token and build the login answer (user object incl. token and is_mandatory_bind_mobile). */
export function loginAnswer(ctx: Ctx, userId: number): Record<string, unknown> {
  const now = ctx.nowSeconds()
  run(ctx.db, 'UPDATE users SET upd_time = ? WHERE id = ?', now, userId)
  const token = issueToken(ctx.db, userId, ctx.clientType, now)
  const user = userRowById(ctx.db, userId)
  if (!user) throw new ApiError(ctx.t('user.not_exist'), -3)
  return userView(ctx, user, {
    token,
    withMandatoryBind: true,
    mandatoryBindMobile: configFlag(ctx.db, 'common_user_is_mandatory_bind_mobile'),
  })
}
