// The wallet ledger: every balance change goes through moveMoney, which refuses to go below zero
// and writes the log row in the same transaction as the balance.
import crypto from 'node:crypto'
import type { Database } from 'better-sqlite3'
import { fromCents, toCents } from '../../core/format'
import { ApiError, type Ctx } from '../../core/router'
import { one, run } from '../../db'
import { isAbsent, scalarText } from '../../core/validate'

export const MONEY_COLUMNS = ['normal_money', 'frozen_money', 'give_money'] as const
export type MoneyType = 0 | 1 | 2
export const MONEY = { normal: 0, frozen: 1, give: 2 } as const
export const BUSINESS = { system: 0, recharge: 1, cash: 2, transfer: 3, consume: 4 } as const

export interface WalletRow {
  user_id: number
  normal_money: number
  frozen_money: number
  give_money: number
}

/** The user's wallet row, created empty on first use. */
export function walletOf(db: Database, userId: number, now: number): WalletRow {
  run(db, 'INSERT OR IGNORE INTO wallets (user_id, add_time, upd_time) VALUES (?, ?, ?)', userId, now, now)
  return one<WalletRow>(db, 'SELECT user_id, normal_money, frozen_money, give_money FROM wallets WHERE user_id = ?', userId) as WalletRow
}

export interface Movement {
  userId: number
  moneyType: MoneyType
  /** Signed amount in cents. */
  cents: number
  business: number
  msgKey: string
  msgVars?: Record<string, string | number>
  now: number
}

/** Change one balance and log it; throws `insufficient` (ApiError) when it would drop below zero. */
export function moveMoney(db: Database, move: Movement, insufficient: () => ApiError): void {
  const wallet = walletOf(db, move.userId, move.now)
  const column = MONEY_COLUMNS[move.moneyType]
  const before = toCents(wallet[column])
  const after = before + move.cents
  if (after < 0) throw insufficient()
  // Constant SQL per column (the statement cache keys on the text).
  const sql = {
    normal_money: 'UPDATE wallets SET normal_money = ?, upd_time = ? WHERE user_id = ?',
    frozen_money: 'UPDATE wallets SET frozen_money = ?, upd_time = ? WHERE user_id = ?',
    give_money: 'UPDATE wallets SET give_money = ?, upd_time = ? WHERE user_id = ?',
  }[column]
  run(db, sql, fromCents(after), move.now, move.userId)
  run(
    db,
    `INSERT INTO wallet_logs (user_id, business_type, operation_type, money_type, operation_money, original_money, latest_money, msg_key, msg_vars, add_time)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    move.userId,
    move.business,
    move.cents < 0 ? 0 : 1,
    move.moneyType,
    fromCents(Math.abs(move.cents)),
    fromCents(before),
    fromCents(after),
    move.msgKey,
    JSON.stringify(move.msgVars ?? {}),
    move.now,
  )
}

export function insufficientError(ctx: Ctx): () => ApiError {
  return () => new ApiError(ctx.t('wallet.insufficient'))
}

/** R/C/T + UTC stamp + 6 random digits, as the other plugin order numbers. */
export function newNumber(prefix: string, nowSeconds: number): string {
  const d = new Date(nowSeconds * 1000)
  const p = (n: number) => String(n).padStart(2, '0')
  const stamp = `${d.getUTCFullYear()}${p(d.getUTCMonth() + 1)}${p(d.getUTCDate())}${p(d.getUTCHours())}${p(d.getUTCMinutes())}${p(d.getUTCSeconds())}`
  return `${prefix}${stamp}${String(crypto.randomInt(0, 1_000_000)).padStart(6, '0')}`
}

/**
 * An amount the shopper typed (display currency, at most 2 decimals) -> shop cents (> 0).
 * Empty / malformed / zero amounts are refused; the client's own checks are never trusted.
 */
export function readAmountCents(ctx: Ctx, name: string, typed: (cents: number) => number | null = (c) => c): number {
  const raw = ctx.params[name]
  const text = isAbsent(raw) ? '' : (scalarText(raw) ?? 'invalid')
  if (!text) throw new ApiError(ctx.t('wallet.money_required'))
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(text)) throw new ApiError(ctx.t('wallet.money_invalid'))
  const cents = toCents(text)
  if (cents <= 0) throw new ApiError(ctx.t('wallet.money_invalid'))
  const shop = typed(cents)
  if (shop === null || shop <= 0) throw new ApiError(ctx.t('wallet.money_invalid'))
  return shop
}
