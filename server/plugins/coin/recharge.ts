// coin recharges: create with the platform's deposit address, pay with a voucher, list, delete pending ones.
import { formatTime, fromCents, money } from '../../core/format'
import { ApiError, ok, type Ctx } from '../../core/router'
import { jsonList, optionalText, requireId, requireIds } from '../../core/validate'
import { one, run } from '../../db'
import {
  accountsList,
  accountView,
  networks,
  newNo,
  pickAccount,
  readCoinCents,
  readFilterId,
  readFilterValue,
  readNetwork,
  STATUS,
  STATUS_VALUES,
  platformFields,
} from './accounts'
import { coinList } from './list'

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
  return {
    id: r.id,
    recharge_no: r.recharge_no,
    accounts_id: r.accounts_id,
    ...platformFields(ctx, r.accounts_id),
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

const RECHARGE_FROM = 'coin_recharges r LEFT JOIN coin_networks n ON n.id = r.network_id'
const RECHARGE_COLUMNS = 'r.*, n.name AS network_name'

function ownRecharge(ctx: Ctx, userId: number, id: number): RechargeRow {
  const row = one<RechargeRow>(ctx.db, `SELECT ${RECHARGE_COLUMNS} FROM ${RECHARGE_FROM} WHERE r.id = ? AND r.user_id = ?`, id, userId)
  if (!row) throw new ApiError(ctx.t('coin.recharge_not_found'))
  return row
}

function rechargeCreateinfo(ctx: Ctx) {
  const user = ctx.requireUser()
  const account = pickAccount(ctx, user.id, 'accounts_id')
  return ok({ accounts: accountView(ctx, account), accounts_list: accountsList(ctx, user.id), network_list: networks(ctx) })
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
  run(
    ctx.db,
    'UPDATE coin_recharges SET status = 1, pay_voucher = ?, pay_note = ?, pay_time = ?, upd_time = ? WHERE id = ? AND status = 0',
    JSON.stringify(voucher),
    note,
    now,
    now,
    row.id,
  )
  return ok('', ctx.t('coin.pay_ok'))
}

function rechargeIndex(ctx: Ctx) {
  const user = ctx.requireUser()
  const accountId = readFilterId(ctx, 'accounts_id')
  const networkId = readFilterId(ctx, 'network_id')
  const status = readFilterValue(ctx, 'status', STATUS_VALUES)
  const query = {
    from: RECHARGE_FROM,
    alias: 'r',
    columns: RECHARGE_COLUMNS,
    userId: user.id,
    filters: { accounts_id: accountId, network_id: networkId, status },
  }
  return ok(coinList(ctx, query, (r: RechargeRow) => rechargeView(ctx, r)))
}

function rechargeDelete(ctx: Ctx) {
  const user = ctx.requireUser()
  const ids = requireIds(ctx)
  const rows = ids.map((id) => ownRecharge(ctx, user.id, id))
  if (rows.some((r) => r.status !== STATUS.pending)) throw new ApiError(ctx.t('coin.not_pending'))
  ctx.db.transaction(() => rows.forEach((r) => run(ctx.db, 'DELETE FROM coin_recharges WHERE id = ? AND user_id = ? AND status = 0', r.id, user.id)))()
  return ok('', ctx.t('coin.delete_ok'))
}

export const rechargeControl = {
  createinfo: rechargeCreateinfo,
  create: rechargeCreate,
  detail: rechargeDetail,
  pay: rechargePay,
  index: rechargeIndex,
  delete: rechargeDelete,
}
