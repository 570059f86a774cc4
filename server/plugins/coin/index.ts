// coin (api-plugins-1 §6): virtual-coin accounts, recharge with voucher, withdrawal, convert, transfer, logs.
// Every rule (amounts, balances, ownership, rates) is decided here; the storefront only previews.
import './messages'
import { definePlugin } from '../../core/plugins'
import { formatTime, fromCents, money, readPaging, toCents, type Paging } from '../../core/format'
import { displayMoney, displaySymbol } from '../../services/site/display-currency'
import { ApiError, ok, type Ctx } from '../../core/router'
import { asPositiveInt, jsonList, optionalString, optionalText, requireId, requireIds } from '../../core/validate'
import { all, one, run } from '../../db'
import {
  accountById,
  accountView,
  BUSINESS,
  convertCents,
  crossRate,
  logView,
  moveCoin,
  networks,
  newNo,
  pickAccount,
  readCoinCents,
  readFilterId,
  readFilterValue,
  readNetwork,
  STATUS,
  STATUS_VALUES,
  userAccounts,
  type AccountWithPlatform,
  type LogRow,
} from './accounts'
import { seedCoin } from './seed'

const base = () => ({ is_enable_recharge: 1, is_enable_convert: 1, is_enable_cash: 1, is_enable_transfer: 1 })

/** Coin lists answer rows in data_list (api-plugins-1 0.3). */
function coinPage<T>(paging: Paging, total: number, rows: T[]) {
  return { page: paging.page, page_size: paging.page_size, page_total: Math.ceil(total / paging.page_size), total, data_list: rows }
}

function balanceCheck(ctx: Ctx, account: AccountWithPlatform, cents: number): void {
  if (cents > toCents(account.normal_coin)) throw new ApiError(ctx.t('coin.balance_not_enough'))
}

const statusList = (ctx: Ctx) => STATUS_VALUES.map((value) => ({ value, name: ctx.t(`coin.status_${value}`) }))
const typeList = (ctx: Ctx, prefix: string, values: number[]) => values.map((value) => ({ value, name: ctx.t(`coin.${prefix}_${value}`) }))

function userIndex(ctx: Ctx) {
  const user = ctx.requireUser()
  const accounts = userAccounts(ctx, user.id)
  const totalCents = accounts.reduce((sum, a) => sum + Math.round(toCents(a.normal_coin) * a.platform.rate), 0)
  return ok({
    base: base(),
    accounts_list: accounts.map((a) => accountView(ctx, a)),
    accounts_summary: displayMoney(ctx, fromCents(totalCents)),
    default_symbol: displaySymbol(ctx),
  })
}

function userInit(ctx: Ctx) {
  const user = ctx.requireUser()
  return ok({
    accounts_list: userAccounts(ctx, user.id).map((a) => accountView(ctx, a)),
    recharge_status_list: statusList(ctx),
    network_list: networks(ctx),
    log_operate_type_list: typeList(ctx, 'operate', [0, 1]),
    log_business_type_list: typeList(ctx, 'business', [0, 1, 2, 3, 4]),
    log_coin_type_list: typeList(ctx, 'coin_type', [0, 1]),
  })
}

function accountsDetail(ctx: Ctx) {
  const user = ctx.requireUser()
  const account = pickAccount(ctx, user.id, 'id')
  const logs = all<LogRow>(ctx.db, 'SELECT * FROM coin_account_logs WHERE user_id = ? AND accounts_id = ? ORDER BY id DESC LIMIT 10', user.id, account.id)
  return ok({
    accounts: accountView(ctx, account),
    accounts_list: userAccounts(ctx, user.id).map((a) => accountView(ctx, a)),
    log_list: logs.map((l) => logView(ctx, l)),
  })
}

// ---- recharge ----

interface RechargeRow {
  id: number
  user_id: number
  accounts_id: number
  recharge_no: string
  network_id: number
  network_name: string | null
  address: string
  coin: number
  status: number
  pay_voucher: string
  pay_note: string
  add_time: number
}

function rechargeView(ctx: Ctx, r: RechargeRow) {
  const account = accountById(ctx.db, r.accounts_id)
  return {
    id: r.id,
    recharge_no: r.recharge_no,
    accounts_id: r.accounts_id,
    platform_name: account ? accountView(ctx, account).platform_name : '',
    platform_symbol: account?.platform.symbol ?? '',
    network_id: r.network_id,
    network_name: r.network_name ?? '',
    address: r.address,
    coin: money(r.coin),
    status: r.status,
    status_name: ctx.t(`coin.status_${r.status}`),
    pay_voucher: (jsonList(r.pay_voucher) ?? []).map((p) => ctx.img(String(p))),
    pay_note: r.pay_note,
    add_time: formatTime(r.add_time),
  }
}

const RECHARGE_SELECT = 'SELECT r.*, n.name AS network_name FROM coin_recharges r LEFT JOIN coin_networks n ON n.id = r.network_id'

function ownRecharge(ctx: Ctx, userId: number, id: number): RechargeRow {
  const row = one<RechargeRow>(ctx.db, `${RECHARGE_SELECT} WHERE r.id = ? AND r.user_id = ?`, id, userId)
  if (!row) throw new ApiError(ctx.t('coin.recharge_not_found'))
  return row
}

function rechargeCreateinfo(ctx: Ctx) {
  const user = ctx.requireUser()
  const account = pickAccount(ctx, user.id, 'accounts_id')
  return ok({ accounts: accountView(ctx, account), accounts_list: userAccounts(ctx, user.id).map((a) => accountView(ctx, a)), network_list: networks(ctx) })
}

function rechargeCreate(ctx: Ctx) {
  const user = ctx.requireUser()
  const account = pickAccount(ctx, user.id, 'accounts_id', true)
  const network = readNetwork(ctx)
  const cents = readCoinCents(ctx)
  const now = ctx.nowSeconds()
  // The deposit address is the platform's, whatever the client sent.
  const id = Number(
    run(
      ctx.db,
      'INSERT INTO coin_recharges (user_id, accounts_id, recharge_no, network_id, address, coin, status, add_time, upd_time) VALUES (?, ?, ?, ?, ?, ?, 0, ?, ?)',
      user.id,
      account.id,
      newNo('R', now),
      network.id,
      account.platform.recharge_address,
      fromCents(cents),
      now,
      now,
    ).lastInsertRowid,
  )
  return ok({ id }, ctx.t('coin.create_ok'))
}

function rechargeDetail(ctx: Ctx) {
  const user = ctx.requireUser()
  return ok({ data: rechargeView(ctx, ownRecharge(ctx, user.id, requireId(ctx))), editor_path_type: 'plugins_coin' })
}

/** Voucher images must be files of this site (uploads), 1..10 of them. */
function readVoucher(ctx: Ctx): string[] {
  const raw = ctx.params.pay_voucher
  const list = Array.isArray(raw) ? raw : typeof raw === 'string' && raw.trim() ? (jsonList(raw) ?? raw.split(',')) : []
  if (!list.length) throw new ApiError(ctx.t('coin.voucher_required'))
  if (list.length > 10) throw new ApiError(ctx.t('coin.voucher_max'))
  return list.map((item) => {
    const text = typeof item === 'string' ? item.trim() : ''
    const path = text.startsWith(ctx.baseUrl) ? text.slice(ctx.baseUrl.length) : text
    if (!/^\/static\/[\w\-./]{1,300}$/.test(path) || path.includes('..')) throw new ApiError(ctx.t('coin.voucher_invalid'))
    return path
  })
}

function rechargePay(ctx: Ctx) {
  const user = ctx.requireUser()
  const row = ownRecharge(ctx, user.id, requireId(ctx))
  if (row.status !== STATUS.pending) throw new ApiError(ctx.t('coin.not_pending'))
  const voucher = readVoucher(ctx)
  const note = optionalText(ctx, 'pay_note', 500, 'pay_note')
  if (!note) throw new ApiError(ctx.t('coin.note_required'))
  const now = ctx.nowSeconds()
  run(ctx.db, 'UPDATE coin_recharges SET status = 1, pay_voucher = ?, pay_note = ?, pay_time = ?, upd_time = ? WHERE id = ? AND status = 0', JSON.stringify(voucher), note, now, now, row.id)
  return ok('', ctx.t('coin.pay_ok'))
}

function rechargeIndex(ctx: Ctx) {
  const user = ctx.requireUser()
  const accountId = readFilterId(ctx, 'accounts_id')
  const networkId = readFilterId(ctx, 'network_id')
  const status = readFilterValue(ctx, 'status', STATUS_VALUES)
  const paging = readPaging(ctx.params)
  const where = 'r.user_id = ? AND (? IS NULL OR r.accounts_id = ?) AND (? IS NULL OR r.network_id = ?) AND (? IS NULL OR r.status = ?)'
  const args = [user.id, accountId, accountId, networkId, networkId, status, status]
  const total = one<{ n: number }>(ctx.db, `SELECT COUNT(*) AS n FROM coin_recharges r WHERE ${where}`, ...args)?.n ?? 0
  const rows = all<RechargeRow>(ctx.db, `${RECHARGE_SELECT} WHERE ${where} ORDER BY r.id DESC LIMIT ? OFFSET ?`, ...args, paging.page_size, paging.offset)
  return ok(coinPage(paging, total, rows.map((r) => rechargeView(ctx, r))))
}

function rechargeDelete(ctx: Ctx) {
  const user = ctx.requireUser()
  const ids = requireIds(ctx)
  const rows = ids.map((id) => ownRecharge(ctx, user.id, id))
  if (rows.some((r) => r.status !== STATUS.pending)) throw new ApiError(ctx.t('coin.not_pending'))
  ctx.db.transaction(() => rows.forEach((r) => run(ctx.db, 'DELETE FROM coin_recharges WHERE id = ? AND user_id = ? AND status = 0', r.id, user.id)))()
  return ok('', ctx.t('coin.delete_ok'))
}

// ---- cash (withdrawal) ----

interface CashRow {
  id: number
  accounts_id: number
  cash_no: string
  network_id: number
  network_name: string | null
  address: string
  coin: number
  user_note: string
  status: number
  add_time: number
}

const CASH_SELECT = 'SELECT c.*, n.name AS network_name FROM coin_cashes c LEFT JOIN coin_networks n ON n.id = c.network_id'

function cashView(ctx: Ctx, c: CashRow) {
  const account = accountById(ctx.db, c.accounts_id)
  return {
    id: c.id,
    cash_no: c.cash_no,
    accounts_id: c.accounts_id,
    platform_name: account ? accountView(ctx, account).platform_name : '',
    platform_symbol: account?.platform.symbol ?? '',
    network_id: c.network_id,
    network_name: c.network_name ?? '',
    address: c.address,
    coin: money(c.coin),
    user_note: c.user_note,
    status: c.status,
    status_name: ctx.t(`coin.status_${c.status}`),
    add_time: formatTime(c.add_time),
  }
}

function cashCreateinfo(ctx: Ctx) {
  const user = ctx.requireUser()
  const account = pickAccount(ctx, user.id, 'accounts_id')
  return ok({ accounts: accountView(ctx, account), accounts_list: userAccounts(ctx, user.id).map((a) => accountView(ctx, a)), network_list: networks(ctx) })
}

function cashCreate(ctx: Ctx) {
  const user = ctx.requireUser()
  const account = pickAccount(ctx, user.id, 'accounts_id', true)
  const cents = readCoinCents(ctx)
  const address = optionalText(ctx, 'address', 200, 'address')
  if (!address) throw new ApiError(ctx.t('coin.address_required'))
  const network = readNetwork(ctx)
  const note = optionalText(ctx, 'user_note', 200, 'user_note')
  balanceCheck(ctx, account, cents)
  const now = ctx.nowSeconds()
  const no = newNo('C', now)
  const id = ctx.db.transaction(() => {
    // The coins are held (frozen) until the withdrawal is processed or deleted.
    moveCoin(ctx.db, account, { business: BUSINESS.cash, cents: -cents, msgKey: 'coin.log_cash_freeze', vars: { no }, now }, ctx.t('coin.balance_not_enough'))
    moveCoin(ctx.db, account, { business: BUSINESS.cash, cents, frozen: true, msgKey: 'coin.log_cash_freeze', vars: { no }, now })
    return Number(
      run(
        ctx.db,
        'INSERT INTO coin_cashes (user_id, accounts_id, cash_no, network_id, address, coin, user_note, status, add_time, upd_time) VALUES (?, ?, ?, ?, ?, ?, ?, 0, ?, ?)',
        user.id,
        account.id,
        no,
        network.id,
        address,
        fromCents(cents),
        note,
        now,
        now,
      ).lastInsertRowid,
    )
  })()
  return ok({ id }, ctx.t('coin.cash_ok'))
}

function cashIndex(ctx: Ctx) {
  const user = ctx.requireUser()
  const accountId = readFilterId(ctx, 'accounts_id')
  const networkId = readFilterId(ctx, 'network_id')
  const status = readFilterValue(ctx, 'status', STATUS_VALUES)
  const paging = readPaging(ctx.params)
  const where = 'c.user_id = ? AND (? IS NULL OR c.accounts_id = ?) AND (? IS NULL OR c.network_id = ?) AND (? IS NULL OR c.status = ?)'
  const args = [user.id, accountId, accountId, networkId, networkId, status, status]
  const total = one<{ n: number }>(ctx.db, `SELECT COUNT(*) AS n FROM coin_cashes c WHERE ${where}`, ...args)?.n ?? 0
  const rows = all<CashRow>(ctx.db, `${CASH_SELECT} WHERE ${where} ORDER BY c.id DESC LIMIT ? OFFSET ?`, ...args, paging.page_size, paging.offset)
  return ok(coinPage(paging, total, rows.map((c) => cashView(ctx, c))))
}

function cashDelete(ctx: Ctx) {
  const user = ctx.requireUser()
  const rows = requireIds(ctx).map((id) => {
    const row = one<CashRow>(ctx.db, `${CASH_SELECT} WHERE c.id = ? AND c.user_id = ?`, id, user.id)
    if (!row) throw new ApiError(ctx.t('coin.cash_not_found'))
    return row
  })
  if (rows.some((r) => r.status !== STATUS.pending)) throw new ApiError(ctx.t('coin.not_pending'))
  const now = ctx.nowSeconds()
  ctx.db.transaction(() => {
    for (const row of rows) {
      const account = accountById(ctx.db, row.accounts_id)
      const cents = toCents(row.coin)
      if (account) {
        moveCoin(ctx.db, account, { business: BUSINESS.cash, cents: -cents, frozen: true, msgKey: 'coin.log_cash_release', vars: { no: row.cash_no }, now })
        moveCoin(ctx.db, account, { business: BUSINESS.cash, cents, msgKey: 'coin.log_cash_release', vars: { no: row.cash_no }, now })
      }
      run(ctx.db, 'DELETE FROM coin_cashes WHERE id = ? AND status = 0', row.id)
    }
  })()
  return ok('', ctx.t('coin.delete_ok'))
}

// ---- convert ----

/** Two different accounts of the user; on first load (0/0) the first two. */
function convertPair(ctx: Ctx, userId: number): { send: AccountWithPlatform; receive: AccountWithPlatform } {
  const accounts = userAccounts(ctx, userId)
  const find = (name: string, fallback: AccountWithPlatform | undefined) => {
    const id = asPositiveInt(ctx.params[name])
    if (!id) return fallback
    const found = accounts.find((a) => a.id === id)
    if (!found) throw new ApiError(ctx.t('coin.account_not_found'))
    return found
  }
  const send = find('send_accounts_id', accounts[0])
  const receive = find('receive_accounts_id', accounts.find((a) => a.id !== send?.id))
  if (!send || !receive) throw new ApiError(ctx.t('coin.no_accounts'))
  return { send, receive }
}

function convertCreateinfo(ctx: Ctx) {
  const user = ctx.requireUser()
  const { send, receive } = convertPair(ctx, user.id)
  const rate = send.id === receive.id ? 1 : crossRate(send.platform, receive.platform)
  // Rates relative to the sending coin: the preview is amount x receive_accounts.platform_rate.
  return ok({
    base: base(),
    accounts_list: userAccounts(ctx, user.id).map((a) => accountView(ctx, a)),
    send_accounts: { ...accountView(ctx, send), platform_rate: 1 },
    receive_accounts: { ...accountView(ctx, receive), platform_rate: rate },
    convert_value: rate,
  })
}

function convertCreate(ctx: Ctx) {
  const user = ctx.requireUser()
  if (!asPositiveInt(ctx.params.send_accounts_id) || !asPositiveInt(ctx.params.receive_accounts_id)) throw new ApiError(ctx.t('coin.account_not_found'))
  const { send, receive } = convertPair(ctx, user.id)
  if (send.id === receive.id) throw new ApiError(ctx.t('coin.same_account'))
  const cents = readCoinCents(ctx)
  balanceCheck(ctx, send, cents)
  const rate = crossRate(send.platform, receive.platform)
  const received = convertCents(cents, rate)
  if (received <= 0) throw new ApiError(ctx.t('coin.coin_invalid'))
  const now = ctx.nowSeconds()
  const no = newNo('V', now)
  const id = ctx.db.transaction(() => {
    moveCoin(ctx.db, send, { business: BUSINESS.convert, cents: -cents, msgKey: 'coin.log_convert_out', vars: { no }, now }, ctx.t('coin.balance_not_enough'))
    moveCoin(ctx.db, receive, { business: BUSINESS.convert, cents: received, msgKey: 'coin.log_convert_in', vars: { no }, now })
    return Number(
      run(
        ctx.db,
        'INSERT INTO coin_converts (user_id, convert_no, send_accounts_id, receive_accounts_id, convert_value, coin, rate, note, add_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
        user.id,
        no,
        send.id,
        receive.id,
        fromCents(cents),
        fromCents(received),
        rate,
        optionalText(ctx, 'note', 200, 'note'),
        now,
      ).lastInsertRowid,
    )
  })()
  return ok({ id, coin: money(fromCents(received)) }, ctx.t('coin.convert_ok'))
}

function convertIndex(ctx: Ctx) {
  const user = ctx.requireUser()
  const sendId = readFilterId(ctx, 'send_accounts_id')
  const receiveId = readFilterId(ctx, 'receive_accounts_id')
  const paging = readPaging(ctx.params)
  const where = 'user_id = ? AND (? IS NULL OR send_accounts_id = ?) AND (? IS NULL OR receive_accounts_id = ?)'
  const args = [user.id, sendId, sendId, receiveId, receiveId]
  const total = one<{ n: number }>(ctx.db, `SELECT COUNT(*) AS n FROM coin_converts WHERE ${where}`, ...args)?.n ?? 0
  const rows = all<{ id: number; convert_no: string; send_accounts_id: number; receive_accounts_id: number; convert_value: number; coin: number; rate: number; note: string; add_time: number }>(
    ctx.db,
    `SELECT * FROM coin_converts WHERE ${where} ORDER BY id DESC LIMIT ? OFFSET ?`,
    ...args,
    paging.page_size,
    paging.offset,
  )
  const names = new Map(userAccounts(ctx, user.id).map((a) => [a.id, accountView(ctx, a)]))
  return ok(
    coinPage(
      paging,
      total,
      rows.map((r) => ({
        id: r.id,
        convert_no: r.convert_no,
        send_accounts_id: r.send_accounts_id,
        receive_accounts_id: r.receive_accounts_id,
        send_platform_name: names.get(r.send_accounts_id)?.platform_name ?? '',
        send_platform_symbol: names.get(r.send_accounts_id)?.platform_symbol ?? '',
        receive_platform_name: names.get(r.receive_accounts_id)?.platform_name ?? '',
        receive_platform_symbol: names.get(r.receive_accounts_id)?.platform_symbol ?? '',
        convert_value: money(r.convert_value),
        coin: money(r.coin),
        rate: r.rate,
        note: r.note,
        add_time: formatTime(r.add_time),
      })),
    ),
  )
}

// ---- transfer ----

function receiveAccount(ctx: Ctx, userId: number, send: AccountWithPlatform, key: string): AccountWithPlatform {
  const row = one<{ id: number }>(ctx.db, 'SELECT id FROM coin_accounts WHERE accounts_key = ?', key)
  const receive = row ? accountById(ctx.db, row.id) : null
  if (!receive) throw new ApiError(ctx.t('coin.receive_not_found'))
  if (receive.user_id === userId) throw new ApiError(ctx.t('coin.receive_self'))
  if (receive.platform_id !== send.platform_id) throw new ApiError(ctx.t('coin.receive_other_platform'))
  return receive
}

function receiveView(ctx: Ctx, a: AccountWithPlatform) {
  const owner = one<{ username: string; nickname: string }>(ctx.db, 'SELECT username, nickname FROM users WHERE id = ?', a.user_id)
  return { id: a.id, accounts_key: a.accounts_key, platform_name: accountView(ctx, a).platform_name, platform_symbol: a.platform.symbol, user: { username: owner?.username ?? '', nickname: owner?.nickname ?? '' } }
}

function transferCreateinfo(ctx: Ctx) {
  const user = ctx.requireUser()
  const account = pickAccount(ctx, user.id, 'accounts_id')
  const key = optionalString(ctx, 'accounts_key', 64, 'accounts_key')
  return ok({ accounts: accountView(ctx, account), receive_accounts: key ? receiveView(ctx, receiveAccount(ctx, user.id, account, key)) : null })
}

function transferCreate(ctx: Ctx) {
  const user = ctx.requireUser()
  const receiveId = asPositiveInt(ctx.params.receive_accounts_id)
  const receive = receiveId ? accountById(ctx.db, receiveId) : null
  if (!receive) throw new ApiError(ctx.t(receiveId ? 'coin.receive_not_found' : 'coin.key_required'))
  if (receive.user_id === user.id) throw new ApiError(ctx.t('coin.receive_self'))
  // v6.6 sends no sending account: it is the user's account of the receiver's coin (or the one named).
  const send = ctx.params.accounts_id ? pickAccount(ctx, user.id, 'accounts_id', true) : userAccounts(ctx, user.id).find((a) => a.platform_id === receive.platform_id)
  if (!send) throw new ApiError(ctx.t('coin.account_not_found'))
  if (send.platform_id !== receive.platform_id) throw new ApiError(ctx.t('coin.receive_other_platform'))
  if (send.platform.is_enable_transfer !== 1) throw new ApiError(ctx.t('coin.transfer_disabled'))
  const cents = readCoinCents(ctx)
  const note = optionalText(ctx, 'note', 200, 'note')
  balanceCheck(ctx, send, cents)
  const now = ctx.nowSeconds()
  const no = newNo('T', now)
  const names = (id: number) => one<{ username: string }>(ctx.db, 'SELECT username FROM users WHERE id = ?', id)?.username ?? ''
  const id = ctx.db.transaction(() => {
    moveCoin(ctx.db, send, { business: BUSINESS.transfer, cents: -cents, msgKey: 'coin.log_transfer_out', vars: { no, name: names(receive.user_id) }, now }, ctx.t('coin.balance_not_enough'))
    moveCoin(ctx.db, receive, { business: BUSINESS.transfer, cents, msgKey: 'coin.log_transfer_in', vars: { no, name: names(user.id) }, now })
    return Number(
      run(
        ctx.db,
        'INSERT INTO coin_transfers (transfer_no, send_user_id, send_accounts_id, receive_user_id, receive_accounts_id, coin, note, add_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
        no,
        user.id,
        send.id,
        receive.user_id,
        receive.id,
        fromCents(cents),
        note,
        now,
      ).lastInsertRowid,
    )
  })()
  return ok({ id }, ctx.t('coin.transfer_ok'))
}

function transferIndex(ctx: Ctx) {
  const user = ctx.requireUser()
  const sendId = readFilterId(ctx, 'send_accounts_id')
  const paging = readPaging(ctx.params)
  const where = 't.send_user_id = ? AND (? IS NULL OR t.send_accounts_id = ?)'
  const args = [user.id, sendId, sendId]
  const total = one<{ n: number }>(ctx.db, `SELECT COUNT(*) AS n FROM coin_transfers t WHERE ${where}`, ...args)?.n ?? 0
  const rows = all<{ id: number; transfer_no: string; send_accounts_id: number; receive_accounts_id: number; coin: number; note: string; add_time: number; username: string | null }>(
    ctx.db,
    `SELECT t.*, u.username FROM coin_transfers t LEFT JOIN users u ON u.id = t.receive_user_id WHERE ${where} ORDER BY t.id DESC LIMIT ? OFFSET ?`,
    ...args,
    paging.page_size,
    paging.offset,
  )
  return ok(
    coinPage(
      paging,
      total,
      rows.map((r) => {
        const send = accountById(ctx.db, r.send_accounts_id)
        return {
          id: r.id,
          transfer_no: r.transfer_no,
          send_accounts_id: r.send_accounts_id,
          receive_accounts_id: r.receive_accounts_id,
          platform_name: send ? accountView(ctx, send).platform_name : '',
          platform_symbol: send?.platform.symbol ?? '',
          coin: money(r.coin),
          note: r.note,
          receive_user: { username: r.username ?? '' },
          add_time: formatTime(r.add_time),
        }
      }),
    ),
  )
}

// ---- account log ----

function accountslogIndex(ctx: Ctx) {
  const user = ctx.requireUser()
  const accountId = readFilterId(ctx, 'accounts_id')
  const business = readFilterValue(ctx, 'business_type', [0, 1, 2, 3, 4])
  const operate = readFilterValue(ctx, 'operate_type', [0, 1])
  const coinType = readFilterValue(ctx, 'coin_type', [0, 1])
  const paging = readPaging(ctx.params)
  const where = 'user_id = ? AND (? IS NULL OR accounts_id = ?) AND (? IS NULL OR business_type = ?) AND (? IS NULL OR operate_type = ?) AND (? IS NULL OR coin_type = ?)'
  const args = [user.id, accountId, accountId, business, business, operate, operate, coinType, coinType]
  const total = one<{ n: number }>(ctx.db, `SELECT COUNT(*) AS n FROM coin_account_logs WHERE ${where}`, ...args)?.n ?? 0
  const rows = all<LogRow>(ctx.db, `SELECT * FROM coin_account_logs WHERE ${where} ORDER BY id DESC LIMIT ? OFFSET ?`, ...args, paging.page_size, paging.offset)
  return ok(coinPage(paging, total, rows.map((l) => logView(ctx, l))))
}

definePlugin({
  name: 'coin',
  baseData: (ctx) => ({ application_name: ctx.t('coin.application_name'), ...base() }),
  controls: {
    user: { index: userIndex, init: userInit },
    accounts: { detail: accountsDetail },
    recharge: { createinfo: rechargeCreateinfo, create: rechargeCreate, detail: rechargeDetail, pay: rechargePay, index: rechargeIndex, delete: rechargeDelete },
    convert: { createinfo: convertCreateinfo, create: convertCreate, index: convertIndex },
    cash: { createinfo: cashCreateinfo, create: cashCreate, index: cashIndex, delete: cashDelete },
    transfer: { createinfo: transferCreateinfo, create: transferCreate, index: transferIndex },
    accountslog: { index: accountslogIndex },
  },
  seed: seedCoin,
})
