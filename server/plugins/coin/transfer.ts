// coin transfers to another user's account of the same coin, found by its key.
import { formatTime, fromCents, money } from '../../core/format'
import { ApiError, ok, type Ctx } from '../../core/router'
import { asPositiveInt, optionalString, optionalText } from '../../core/validate'
import { one, run } from '../../db'
import {
  accountById,
  accountView,
  balanceCheck,
  BUSINESS,
  moveCoin,
  newNo,
  pickAccount,
  readCoinCents,
  readFilterId,
  userAccounts,
  type AccountWithPlatform,
  platformFields,
} from './accounts'
import { coinList } from './list'

interface TransferListRow {
  id: number
  transfer_no: string
  send_accounts_id: number
  receive_accounts_id: number
  coin: number
  note: string
  add_time: number
  username: string | null
}

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
  return {
    id: a.id,
    accounts_key: a.accounts_key,
    platform_name: accountView(ctx, a).platform_name,
    platform_symbol: a.platform.symbol,
    user: { username: owner?.username ?? '', nickname: owner?.nickname ?? '' },
  }
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
  const send = ctx.params.accounts_id
    ? pickAccount(ctx, user.id, 'accounts_id', true)
    : userAccounts(ctx, user.id).find((a) => a.platform_id === receive.platform_id)
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
    moveCoin(
      ctx.db,
      send,
      { business: BUSINESS.transfer, cents: -cents, msgKey: 'coin.log_transfer_out', vars: { no, name: names(receive.user_id) }, now },
      ctx.t('coin.balance_not_enough'),
    )
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
  const query = {
    from: 'coin_transfers t LEFT JOIN users u ON u.id = t.receive_user_id',
    alias: 't',
    columns: 't.*, u.username',
    owner: 'send_user_id',
    userId: user.id,
    filters: { send_accounts_id: sendId },
  }
  return ok(
    coinList(ctx, query, (r: TransferListRow) => {
      return {
        id: r.id,
        transfer_no: r.transfer_no,
        send_accounts_id: r.send_accounts_id,
        receive_accounts_id: r.receive_accounts_id,
        ...platformFields(ctx, r.send_accounts_id),
        coin: money(r.coin),
        note: r.note,
        receive_user: { username: r.username ?? '' },
        add_time: formatTime(r.add_time),
      }
    }),
  )
}

export const transferControl = { createinfo: transferCreateinfo, create: transferCreate, index: transferIndex }
