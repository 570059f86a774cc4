// Coin payment at checkout (api-plugins-1 §13.3): buy/index lists the shopper's coin accounts as
// plugins_coin_data.accounts_list; plugins_coin_payment_id (an account of theirs) pays the order with
// that account's coins when buy/add creates it, at the platform's rate, so no payment method is needed.
import { ApiError } from '../../core/result'
import { asPositiveInt } from '../../core/validate'
import { toCents } from '../../core/format'
import { one } from '../../db'
import { registerBuyExtension, type BuyDraft } from '../../services/order/buy'
import { markOrderPaid } from '../../services/order/orders'
import type { Ctx } from '../../core/context'
import { accountsList, BUSINESS, moveCoin, userAccounts, type AccountWithPlatform } from './accounts'

/** 0 / absent = pay another way; otherwise one of the shopper's accounts. */
function chosenAccount(ctx: Ctx, userId: number): AccountWithPlatform | null {
  const raw = ctx.params.plugins_coin_payment_id
  if (raw === undefined || raw === null || raw === '' || raw === 0 || raw === '0') return null
  const id = asPositiveInt(raw)
  const account = id === null ? undefined : userAccounts(ctx, userId).find((a) => a.id === id)
  if (!account) throw new ApiError(ctx.t('coin.account_not_found'))
  return account
}

/** Coins (in cents) worth `cents` of the shop currency at the platform's rate, rounded up. */
export function coinCentsFor(cents: number, rate: number): number {
  return rate > 0 ? Math.ceil(cents / rate) : 0
}

function apply(ctx: Ctx, draft: BuyDraft): void {
  draft.answer.plugins_coin_data = { accounts_list: accountsList(ctx, draft.user.id) }
  const account = chosenAccount(ctx, draft.user.id)
  if (!account || draft.mode !== 'submit') return
  draft.paidByExtension = true
  draft.onOrderCreated.push((orderId) => {
    const order = one<{ order_no: string; total_price: number }>(ctx.db, 'SELECT order_no, total_price FROM orders WHERE id = ?', orderId)
    if (!order) return
    const coins = coinCentsFor(toCents(order.total_price), account.platform.rate)
    const now = ctx.nowSeconds()
    moveCoin(
      ctx.db,
      account,
      { business: BUSINESS.order, cents: -coins, msgKey: 'coin.log_order_pay', vars: { no: order.order_no }, now },
      ctx.t('coin.balance_not_enough'),
    )
    markOrderPaid(ctx, orderId, 0, now)
  })
}

export function registerCoinCheckout(): void {
  // Last: it pays what the coupon, points and freight left to pay.
  registerBuyExtension({ plugin: 'coin', order: 90, apply })
}
