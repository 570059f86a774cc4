// coin withdrawals: the amount is frozen until processed; deleting a pending one releases it.
import { formatTime, fromCents, money, toCents } from '../../core/format'
import { ApiError, ok, type Ctx } from '../../core/router'
import { optionalText, requireIds } from '../../core/validate'
import { one, run } from '../../db'
import {
  accountById,
  accountsList,
  accountView,
  balanceCheck,
  BUSINESS,
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
  platformFields,
} from './accounts'
import { coinList } from './list'

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

const CASH_FROM = 'coin_cashes c LEFT JOIN coin_networks n ON n.id = c.network_id'
const CASH_COLUMNS = 'c.*, n.name AS network_name'

function cashView(ctx: Ctx, c: CashRow) {
  return {
    id: c.id,
    cash_no: c.cash_no,
    accounts_id: c.accounts_id,
    ...platformFields(ctx, c.accounts_id),
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
  return ok({ accounts: accountView(ctx, account), accounts_list: accountsList(ctx, user.id), network_list: networks(ctx) })
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
  const query = { from: CASH_FROM, alias: 'c', columns: CASH_COLUMNS, userId: user.id, filters: { accounts_id: accountId, network_id: networkId, status } }
  return ok(coinList(ctx, query, (c: CashRow) => cashView(ctx, c)))
}

function cashDelete(ctx: Ctx) {
  const user = ctx.requireUser()
  const rows = requireIds(ctx).map((id) => {
    const row = one<CashRow>(ctx.db, `SELECT ${CASH_COLUMNS} FROM ${CASH_FROM} WHERE c.id = ? AND c.user_id = ?`, id, user.id)
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

export const cashControl = { createinfo: cashCreateinfo, create: cashCreate, index: cashIndex, delete: cashDelete }
