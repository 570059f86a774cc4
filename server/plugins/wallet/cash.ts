// Withdrawals: a security check by a 4-digit code sent to the mobile or email (printed to the server
// log, as the account codes are), then a request that freezes the amount until the shop pays it out.
import { randomDigits } from '../../core/auth'
import { toCents } from '../../core/format'
import { ownRowsQuery, pagedQuery } from '../../services/paging'
import { ApiError, ok, type Ctx } from '../../core/router'
import { asInt, freeText, requireId } from '../../core/validate'
import { one, run } from '../../db'
import { ownRow } from '../../services/user/owned-rows'
import { displayCents, displayMoney, shopCentsFromDisplay } from '../../services/site/display-currency'
import { readStatusFilter } from '../plugin-params'
import { CASH_TYPES, WALLET_CONFIG } from './config'
import { BUSINESS, MONEY, insufficientError, moveMoney, newNumber, readAmountCents, walletOf } from './ledger'
import { cashView, walletView, type CashRow } from './views'

interface CheckRow {
  user_id: number
  account_type: string
  code: string
  attempts: number
  send_time: number
  expire_time: number
  verified_time: number
}

const mask = {
  mobile: (v: string) => `${v.slice(0, 3)}****${v.slice(-4)}`,
  email: (v: string) => v.replace(/^(.{1,2}).*(@.*)$/, '$1***$2'),
}

/** The channels the user can receive a code on (check_account_list). */
function channels(ctx: Ctx): Array<{ field: 'mobile' | 'email'; value: string; msg: string }> {
  const user = ctx.requireUser()
  const list: Array<{ field: 'mobile' | 'email'; value: string; msg: string }> = []
  if (user.mobile) list.push({ field: 'mobile', value: user.mobile, msg: mask.mobile(user.mobile) })
  if (user.email) list.push({ field: 'email', value: user.email, msg: mask.email(user.email) })
  return list
}

function baseView(ctx: Ctx) {
  return {
    cash_minimum_amount: displayMoney(ctx, WALLET_CONFIG.cash_minimum_amount),
    cash_commission_rate: WALLET_CONFIG.cash_commission_rate,
    is_cash_retain_give: WALLET_CONFIG.is_cash_retain_give,
  }
}

function auth(ctx: Ctx) {
  const user = ctx.requireUser()
  return ok({
    base: baseView(ctx),
    user_wallet: walletView(ctx, walletOf(ctx.db, user.id, ctx.nowSeconds())),
    check_account_list: channels(ctx).map(({ field, msg }) => ({ field, msg })),
  })
}

function readChannel(ctx: Ctx) {
  const type = String(ctx.params.account_type ?? '').trim()
  const channel = channels(ctx).find((c) => c.field === type)
  if (!channel) throw new ApiError(ctx.t('wallet.account_type_invalid'))
  return channel
}

function verifySend(ctx: Ctx) {
  const user = ctx.requireUser()
  const channel = readChannel(ctx)
  const now = ctx.nowSeconds()
  const last = one<CheckRow>(ctx.db, 'SELECT * FROM wallet_cash_checks WHERE user_id = ?', user.id)
  const wait = last ? last.send_time + WALLET_CONFIG.verify_interval_seconds - now : 0
  if (wait > 0) throw new ApiError(ctx.t('wallet.verify_too_frequent', { seconds: wait }))
  const code = randomDigits(4)
  run(
    ctx.db,
    `INSERT INTO wallet_cash_checks (user_id, account_type, code, attempts, send_time, expire_time, verified_time) VALUES (?, ?, ?, 0, ?, ?, 0)
     ON CONFLICT(user_id) DO UPDATE SET account_type = excluded.account_type, code = excluded.code, attempts = 0, send_time = excluded.send_time, expire_time = excluded.expire_time, verified_time = 0`,
    user.id,
    channel.field,
    code,
    now,
    now + WALLET_CONFIG.verify_expire_seconds,
  )
  ctx.log(`[verify] ${channel.field === 'mobile' ? 'sms' : 'email'} code for ${channel.value} (wallet_cash): ${code}`)
  return ok('', ctx.t('wallet.verify_sent'))
}

function verifyCheck(ctx: Ctx) {
  const user = ctx.requireUser()
  const channel = readChannel(ctx)
  const input = String(ctx.params.verify ?? '').trim()
  if (!input) throw new ApiError(ctx.t('wallet.verify_required'))
  const now = ctx.nowSeconds()
  const row = one<CheckRow>(ctx.db, 'SELECT * FROM wallet_cash_checks WHERE user_id = ?', user.id)
  if (!row || !row.code || row.account_type !== channel.field || row.expire_time < now) throw new ApiError(ctx.t('wallet.verify_expired'))
  if (row.code !== input) {
    const attempts = row.attempts + 1
    // Too many wrong tries burn the code.
    run(
      ctx.db,
      "UPDATE wallet_cash_checks SET attempts = ?, code = CASE WHEN ? >= ? THEN '' ELSE code END WHERE user_id = ?",
      attempts,
      attempts,
      WALLET_CONFIG.verify_max_attempts,
      user.id,
    )
    throw new ApiError(ctx.t(attempts >= WALLET_CONFIG.verify_max_attempts ? 'wallet.verify_locked' : 'wallet.verify_wrong'))
  }
  run(ctx.db, "UPDATE wallet_cash_checks SET code = '', verified_time = ? WHERE user_id = ?", now, user.id)
  return ok('', ctx.t('wallet.verify_ok'))
}

function isVerified(ctx: Ctx, userId: number): boolean {
  const row = one<CheckRow>(ctx.db, 'SELECT * FROM wallet_cash_checks WHERE user_id = ?', userId)
  return Boolean(row && row.verified_time > 0 && ctx.nowSeconds() - row.verified_time <= WALLET_CONFIG.check_valid_seconds)
}

function createInit(ctx: Ctx) {
  const user = ctx.requireUser()
  const wallet = walletOf(ctx.db, user.id, ctx.nowSeconds())
  const last = one<CashRow>(ctx.db, 'SELECT * FROM wallet_cashes WHERE user_id = ? ORDER BY id DESC LIMIT 1', user.id)
  return ok({
    check_status: isVerified(ctx, user.id) ? 1 : 0,
    base: baseView(ctx),
    default_data: last
      ? { money: '', cash_type: last.cash_type, bank_name: last.bank_name, bank_accounts: last.bank_accounts, bank_username: last.bank_username }
      : { money: '', cash_type: 0, bank_name: '', bank_accounts: '', bank_username: '' },
    user_wallet: walletView(ctx, wallet),
    can_cash_max_money: displayMoney(ctx, wallet.normal_money),
    user_cash_type_list: CASH_TYPES.map((value) => ({ value, name: ctx.t(`wallet.cash_type_${value}`) })),
  })
}

function readText(ctx: Ctx, name: string, max: number, required: boolean, requiredKey: string): string {
  const text = freeText(ctx.params[name])
  if (text === null) throw new ApiError(ctx.t('validate.int', { name: ctx.t(`wallet.field_${name}`) }))
  if (required && !text) throw new ApiError(ctx.t(requiredKey))
  if ([...text].length > max) throw new ApiError(ctx.t('wallet.text_too_long', { name: ctx.t(`wallet.field_${name}`), max }))
  return text
}

function create(ctx: Ctx) {
  const user = ctx.requireUser()
  const now = ctx.nowSeconds()
  if (!isVerified(ctx, user.id)) throw new ApiError(ctx.t('wallet.check_expired'))
  const wallet = walletOf(ctx.db, user.id, now)
  const maxCents = toCents(wallet.normal_money)
  const minCents = toCents(WALLET_CONFIG.cash_minimum_amount)
  const cents = readAmountCents(ctx, 'money', (typed) => shopCentsFromDisplay(ctx, typed, Number.MAX_SAFE_INTEGER))
  if (cents < minCents) throw new ApiError(ctx.t('wallet.cash_below_minimum', { min: displayMoney(ctx, WALLET_CONFIG.cash_minimum_amount) }))
  if (cents > maxCents) throw new ApiError(ctx.t('wallet.cash_above_max', { max: (displayCents(ctx, maxCents) / 100).toFixed(2) }))
  const cashType = asInt(ctx.params.cash_type) ?? -1
  if (!(CASH_TYPES as readonly number[]).includes(cashType)) throw new ApiError(ctx.t('wallet.cash_type_invalid'))
  const bankName = readText(ctx, 'bank_name', 60, cashType === 0, 'wallet.bank_name_required')
  const bankAccounts = readText(ctx, 'bank_accounts', 60, cashType === 0 || cashType === 2, 'wallet.bank_accounts_required')
  const bankUsername = readText(ctx, 'bank_username', 30, true, 'wallet.bank_username_required')
  const commission = Math.round(cents * WALLET_CONFIG.cash_commission_rate)
  const id = ctx.db.transaction(() => {
    moveMoney(
      ctx.db,
      {
        userId: user.id,
        moneyType: MONEY.normal,
        cents: -cents,
        business: BUSINESS.cash,
        msgKey: 'wallet.log_cash_freeze',
        msgVars: { money: cents / 100 },
        now,
      },
      insufficientError(ctx),
    )
    moveMoney(
      ctx.db,
      { userId: user.id, moneyType: MONEY.frozen, cents, business: BUSINESS.cash, msgKey: 'wallet.log_cash_freeze', msgVars: { money: cents / 100 }, now },
      insufficientError(ctx),
    )
    // One verification, one withdrawal.
    run(ctx.db, 'UPDATE wallet_cash_checks SET verified_time = 0 WHERE user_id = ?', user.id)
    return Number(
      run(
        ctx.db,
        `INSERT INTO wallet_cashes (user_id, cash_no, money, commission, cash_type, bank_name, bank_accounts, bank_username, status, add_time, upd_time)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?)`,
        user.id,
        newNumber('C', now),
        cents / 100,
        commission / 100,
        cashType,
        bankName,
        bankAccounts,
        bankUsername,
        now,
        now,
      ).lastInsertRowid,
    )
  })()
  return ok({ id }, ctx.t('wallet.cash_ok'))
}

function index(ctx: Ctx) {
  const user = ctx.requireUser()
  const status = readStatusFilter(ctx, [0, 1, 2])
  return ok(pagedQuery(ctx, ownRowsQuery('wallet_cashes', user.id, status), (c: CashRow) => cashView(ctx, c)))
}

function detail(ctx: Ctx) {
  const user = ctx.requireUser()
  const row = ownRow<CashRow>(ctx, 'wallet_cashes', user.id, requireId(ctx), 'wallet.cash_not_found')
  return ok({ data: cashView(ctx, row) })
}

export const cashControl = { auth, verifysend: verifySend, verifycheck: verifyCheck, createinit: createInit, create, index, detail }
