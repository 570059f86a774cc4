// Coin platforms and accounts: reading, views, and the one place balances change (always with a log row).
import crypto from 'node:crypto'
import type { Database } from 'better-sqlite3'
import { randomDigits } from '../../core/auth'
import { formatTime, fromCents, money, toCents } from '../../core/format'
import { displayMoney, displaySymbol } from '../../services/site/display-currency'
import { ApiError, type Ctx } from '../../core/router'
import { asInt, asPositiveInt, jsonList, scalarText } from '../../core/validate'
import { all, one, run } from '../../db'

export interface PlatformRow {
  id: number
  name: string
  symbol: string
  icon: string
  rate: number
  recharge_address: string
  recharge_qrcode: string
  preset_data: string
  recharge_desc: string
  is_enable_transfer: number
}

export interface AccountRow {
  id: number
  user_id: number
  platform_id: number
  normal_coin: number
  frozen_coin: number
  accounts_key: string
}

export type AccountWithPlatform = AccountRow & { platform: PlatformRow }

export const BUSINESS = { system: 0, recharge: 1, cash: 2, convert: 3, transfer: 4, order: 5 } as const
export const STATUS = { pending: 0, review: 1, done: 2, failed: 3 } as const
export const STATUS_VALUES = [0, 1, 2, 3]

const keyed = (ctx: Ctx, text: string) => (text.startsWith('coin.') ? ctx.t(text) : text)

export function enabledPlatforms(db: Database): PlatformRow[] {
  return all<PlatformRow>(db, 'SELECT * FROM coin_platforms WHERE is_enable = 1 ORDER BY sort, id')
}

function newKey(userId: number, platformId: number): string {
  return crypto
    .createHash('sha256')
    .update(`${userId}:${platformId}:${crypto.randomBytes(8).toString('hex')}`)
    .digest('hex')
    .slice(0, 24)
    .toUpperCase()
}

/** Every user holds one account per enabled platform; created on first visit. */
export function ensureAccounts(db: Database, userId: number, nowSeconds: number): void {
  for (const p of enabledPlatforms(db)) {
    run(
      db,
      'INSERT OR IGNORE INTO coin_accounts (user_id, platform_id, accounts_key, add_time, upd_time) VALUES (?, ?, ?, ?, ?)',
      userId,
      p.id,
      newKey(userId, p.id),
      nowSeconds,
      nowSeconds,
    )
  }
}

export function userAccounts(ctx: Ctx, userId: number): AccountWithPlatform[] {
  ensureAccounts(ctx.db, userId, ctx.nowSeconds())
  const platforms = new Map(enabledPlatforms(ctx.db).map((p) => [p.id, p]))
  return all<AccountRow>(ctx.db, 'SELECT * FROM coin_accounts WHERE user_id = ? ORDER BY platform_id', userId)
    .filter((a) => platforms.has(a.platform_id))
    .map((a) => ({ ...a, platform: platforms.get(a.platform_id) as PlatformRow }))
}

export function accountById(db: Database, id: number): AccountWithPlatform | null {
  const account = one<AccountRow>(db, 'SELECT * FROM coin_accounts WHERE id = ?', id)
  const platform = account ? one<PlatformRow>(db, 'SELECT * FROM coin_platforms WHERE id = ? AND is_enable = 1', account.platform_id) : undefined
  return account && platform ? { ...account, platform } : null
}

/** The user's account `id`, or (id absent/0) their first one; -1 when it is not theirs. */
export function pickAccount(ctx: Ctx, userId: number, name: string, required = false): AccountWithPlatform {
  const accounts = userAccounts(ctx, userId)
  const raw = ctx.params[name]
  const empty = raw === undefined || raw === null || raw === '' || raw === 0 || raw === '0'
  if (empty && !required && accounts.length) return accounts[0]
  const id = asPositiveInt(raw)
  const found = id ? accounts.find((a) => a.id === id) : undefined
  if (!found) throw new ApiError(ctx.t(accounts.length ? 'coin.account_not_found' : 'coin.no_accounts'))
  return found
}

/** platform_name / platform_symbol of the account a record belongs to ('' when the account is gone). */
export function platformFields(ctx: Ctx, accountId: number): { platform_name: string; platform_symbol: string } {
  const account = accountById(ctx.db, accountId)
  return { platform_name: account ? keyed(ctx, account.platform.name) : '', platform_symbol: account?.platform.symbol ?? '' }
}

/** accounts_list of most coin answers. */
export function accountsList(ctx: Ctx, userId: number) {
  return userAccounts(ctx, userId).map((a) => accountView(ctx, a))
}

export function balanceCheck(ctx: Ctx, account: AccountWithPlatform, cents: number): void {
  if (cents > toCents(account.normal_coin)) throw new ApiError(ctx.t('coin.balance_not_enough'))
}

export function accountView(ctx: Ctx, a: AccountWithPlatform) {
  const p = a.platform
  return {
    id: a.id,
    platform_id: p.id,
    platform_name: keyed(ctx, p.name),
    platform_icon: ctx.img(p.icon),
    platform_symbol: p.symbol,
    platform_rate: p.rate,
    normal_coin: money(a.normal_coin),
    frozen_coin: money(a.frozen_coin),
    default_symbol: displaySymbol(ctx),
    default_coin: displayMoney(ctx, fromCents(Math.round(toCents(a.normal_coin) * p.rate))),
    accounts_key: a.accounts_key,
    platform_data: {
      recharge_qrcode: ctx.img(p.recharge_qrcode),
      recharge_address: p.recharge_address,
      preset_data: (jsonList(p.preset_data) ?? []).map((item) => {
        const preset = item as { value: number; tips: string }
        return { value: money(preset.value), tips: keyed(ctx, preset.tips ?? '') }
      }),
      recharge_desc: (jsonList(p.recharge_desc) ?? []).map((text) => keyed(ctx, String(text))),
      is_enable_transfer: p.is_enable_transfer,
    },
  }
}

/** A coin amount typed by the shopper: > 0, at most two decimals, in cents. */
export function readCoinCents(ctx: Ctx, name = 'coin'): number {
  const raw = ctx.params[name]
  if (raw === undefined || raw === null || String(raw).trim() === '') throw new ApiError(ctx.t('coin.coin_required'))
  const text = scalarText(raw) ?? ''
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(text)) throw new ApiError(ctx.t('coin.coin_invalid'))
  const cents = toCents(text)
  if (cents <= 0) throw new ApiError(ctx.t('coin.coin_invalid'))
  return cents
}

/** A list filter: absent, null, '', '-1' or 0 mean "all". */
export function readFilterId(ctx: Ctx, name: string): number | null {
  const raw = ctx.params[name]
  if (raw === undefined || raw === null || raw === '' || scalarText(raw) === '-1' || scalarText(raw) === '0') return null
  const id = asPositiveInt(raw)
  if (id === null) throw new ApiError(ctx.t('validate.int', { name }))
  return id
}

export function readFilterValue(ctx: Ctx, name: string, allowed: number[]): number | null {
  const raw = ctx.params[name]
  if (raw === undefined || raw === null || raw === '' || scalarText(raw) === '-1') return null
  const value = asInt(raw)
  if (value === null || !allowed.includes(value)) throw new ApiError(ctx.t('plugin.status_invalid'))
  return value
}

export function newNo(prefix: string, nowSeconds: number): string {
  const d = new Date(nowSeconds * 1000)
  const stamp = d.toISOString().replace(/\D/g, '').slice(0, 14)
  return `${prefix}${stamp}${randomDigits(6)}`
}

export interface Movement {
  business: number
  /** Positive adds, negative takes (refused when the balance would go below zero). */
  cents: number
  frozen?: boolean
  msgKey: string
  vars?: Record<string, string>
  now: number
}

/** Change one balance of an account and log it; call inside a transaction. */
export function moveCoin(db: Database, account: AccountRow, m: Movement, refuse = 'Not enough balance'): void {
  const column = m.frozen ? 'frozen_coin' : 'normal_coin'
  const current = one<AccountRow>(db, 'SELECT * FROM coin_accounts WHERE id = ?', account.id) as AccountRow
  const before = toCents(current[column])
  const after = before + m.cents
  if (after < 0) throw new ApiError(refuse)
  const sql = m.frozen
    ? 'UPDATE coin_accounts SET frozen_coin = ?, upd_time = ? WHERE id = ?'
    : 'UPDATE coin_accounts SET normal_coin = ?, upd_time = ? WHERE id = ?'
  run(db, sql, fromCents(after), m.now, account.id)
  run(
    db,
    `INSERT INTO coin_account_logs (user_id, accounts_id, business_type, operate_type, coin_type, operate_coin, original_coin, latest_coin, msg, add_time)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    account.user_id,
    account.id,
    m.business,
    m.cents < 0 ? 0 : 1,
    m.frozen ? 1 : 0,
    fromCents(Math.abs(m.cents)),
    fromCents(before),
    fromCents(after),
    JSON.stringify({ key: m.msgKey, vars: m.vars ?? {} }),
    m.now,
  )
}

export interface LogRow {
  id: number
  accounts_id: number
  business_type: number
  operate_type: number
  coin_type: number
  operate_coin: number
  original_coin: number
  latest_coin: number
  msg: string
  add_time: number
}

function logMessage(ctx: Ctx, stored: string): string {
  try {
    const parsed = JSON.parse(stored) as { key: string; vars: Record<string, string> }
    return ctx.t(parsed.key, parsed.vars)
  } catch {
    return stored
  }
}

export function logView(ctx: Ctx, l: LogRow) {
  return {
    id: l.id,
    accounts_id: l.accounts_id,
    business_type: l.business_type,
    business_type_name: ctx.t(`coin.business_${l.business_type}`),
    operate_type: l.operate_type,
    operate_type_name: ctx.t(`coin.operate_${l.operate_type}`),
    coin_type: l.coin_type,
    coin_type_name: ctx.t(`coin.coin_type_${l.coin_type}`),
    operate_coin: money(l.operate_coin),
    original_coin: money(l.original_coin),
    latest_coin: money(l.latest_coin),
    msg: logMessage(ctx, l.msg),
    add_time: formatTime(l.add_time),
  }
}

export function networks(ctx: Ctx) {
  return all<{ id: number; name: string }>(ctx.db, 'SELECT id, name FROM coin_networks WHERE is_enable = 1 ORDER BY sort, id')
}

export function readNetwork(ctx: Ctx): { id: number; name: string } {
  const raw = ctx.params.network_id
  if (raw === undefined || raw === null || raw === '' || raw === 0 || raw === '0') throw new ApiError(ctx.t('coin.network_required'))
  const id = asPositiveInt(raw)
  const found = networks(ctx).find((n) => n.id === id)
  if (!found) throw new ApiError(ctx.t('coin.network_invalid'))
  return found
}

/** Units of `to` coin for one `from` coin, from their shop-currency values (6 decimals, shared by preview and create). */
export function crossRate(from: PlatformRow, to: PlatformRow): number {
  return Math.round((from.rate / to.rate) * 1e6) / 1e6
}

export function convertCents(sendCents: number, rate: number): number {
  return Math.round(sendCents * rate)
}
