// coin conversion between two of the user's accounts at the platforms' cross rate.
import { formatTime, fromCents, money } from '../../core/format'
import { ApiError, ok, type Ctx } from '../../core/router'
import { asPositiveInt, optionalText } from '../../core/validate'
import { run } from '../../db'
import {
  accountsList,
  accountView,
  balanceCheck,
  BUSINESS,
  convertCents,
  crossRate,
  moveCoin,
  newNo,
  readCoinCents,
  readFilterId,
  userAccounts,
  type AccountWithPlatform,
} from './accounts'
import { coinList } from './list'
import { COIN_BASE } from './config'

interface ConvertRow {
  id: number
  convert_no: string
  send_accounts_id: number
  receive_accounts_id: number
  convert_value: number
  coin: number
  rate: number
  note: string
  add_time: number
}

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
  const receive = find(
    'receive_accounts_id',
    accounts.find((a) => a.id !== send?.id),
  )
  if (!send || !receive) throw new ApiError(ctx.t('coin.no_accounts'))
  return { send, receive }
}

function convertCreateinfo(ctx: Ctx) {
  const user = ctx.requireUser()
  const { send, receive } = convertPair(ctx, user.id)
  const rate = send.id === receive.id ? 1 : crossRate(send.platform, receive.platform)
  // Rates relative to the sending coin: the preview is amount x receive_accounts.platform_rate.
  return ok({
    base: COIN_BASE,
    accounts_list: accountsList(ctx, user.id),
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
  const names = new Map(userAccounts(ctx, user.id).map((a) => [a.id, accountView(ctx, a)]))
  return ok(
    coinList(ctx, { from: 'coin_converts', userId: user.id, filters: { send_accounts_id: sendId, receive_accounts_id: receiveId } }, (r: ConvertRow) => ({
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
  )
}

export const convertControl = { createinfo: convertCreateinfo, create: convertCreate, index: convertIndex }
