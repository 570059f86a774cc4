// coin (api-plugins-1 §6): virtual-coin accounts, recharge with voucher, withdrawal, convert, transfer, logs.
// Every rule (amounts, balances, ownership, rates) is decided here; the storefront only previews. One module per
// control (recharge, cash, convert, transfer), as the wallet plugin; lists go through coinList (list.ts).
import './messages'
import { definePlugin } from '../../core/plugins'
import { fromCents, toCents } from '../../core/format'
import { displayMoney, displaySymbol } from '../../services/site/display-currency'
import { ok, type Ctx } from '../../core/router'
import { all } from '../../db'
import { accountsList, accountView, logView, networks, pickAccount, readFilterId, readFilterValue, STATUS_VALUES, userAccounts, type LogRow } from './accounts'
import { cashControl } from './cash'
import { registerCoinCheckout } from './checkout'
import { COIN_BASE } from './config'
import { convertControl } from './convert'
import { coinList } from './list'
import { rechargeControl } from './recharge'
import { seedCoin } from './seed'
import { transferControl } from './transfer'

const statusList = (ctx: Ctx) => STATUS_VALUES.map((value) => ({ value, name: ctx.t(`coin.status_${value}`) }))
const typeList = (ctx: Ctx, prefix: string, values: number[]) => values.map((value) => ({ value, name: ctx.t(`coin.${prefix}_${value}`) }))

function userIndex(ctx: Ctx) {
  const user = ctx.requireUser()
  const accounts = userAccounts(ctx, user.id)
  const totalCents = accounts.reduce((sum, a) => sum + Math.round(toCents(a.normal_coin) * a.platform.rate), 0)
  return ok({
    base: COIN_BASE,
    accounts_list: accounts.map((a) => accountView(ctx, a)),
    accounts_summary: displayMoney(ctx, fromCents(totalCents)),
    default_symbol: displaySymbol(ctx),
  })
}

function userInit(ctx: Ctx) {
  const user = ctx.requireUser()
  return ok({
    accounts_list: accountsList(ctx, user.id),
    recharge_status_list: statusList(ctx),
    network_list: networks(ctx),
    log_operate_type_list: typeList(ctx, 'operate', [0, 1]),
    log_business_type_list: typeList(ctx, 'business', [0, 1, 2, 3, 4, 5]),
    log_coin_type_list: typeList(ctx, 'coin_type', [0, 1]),
  })
}

function accountsDetail(ctx: Ctx) {
  const user = ctx.requireUser()
  const account = pickAccount(ctx, user.id, 'id')
  const logs = all<LogRow>(ctx.db, 'SELECT * FROM coin_account_logs WHERE user_id = ? AND accounts_id = ? ORDER BY id DESC LIMIT 10', user.id, account.id)
  return ok({
    accounts: accountView(ctx, account),
    accounts_list: accountsList(ctx, user.id),
    log_list: logs.map((l) => logView(ctx, l)),
  })
}

function accountslogIndex(ctx: Ctx) {
  const user = ctx.requireUser()
  const accountId = readFilterId(ctx, 'accounts_id')
  const business = readFilterValue(ctx, 'business_type', [0, 1, 2, 3, 4])
  const operate = readFilterValue(ctx, 'operate_type', [0, 1])
  const coinType = readFilterValue(ctx, 'coin_type', [0, 1])
  const filters = { accounts_id: accountId, business_type: business, operate_type: operate, coin_type: coinType }
  return ok(coinList(ctx, { from: 'coin_account_logs', userId: user.id, filters }, (l: LogRow) => logView(ctx, l)))
}

registerCoinCheckout()

definePlugin({
  name: 'coin',
  baseData: (ctx) => ({ application_name: ctx.t('coin.application_name'), ...COIN_BASE }),
  controls: {
    user: { index: userIndex, init: userInit },
    accounts: { detail: accountsDetail },
    recharge: rechargeControl,
    convert: convertControl,
    cash: cashControl,
    transfer: transferControl,
    accountslog: { index: accountslogIndex },
  },
  seed: seedCoin,
})
