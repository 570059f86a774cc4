// Recharges: create, pay (DemoPay settles at once and credits normal_money), poll, list, detail, delete.
import { toCents } from '../../core/format'
import { ownRowsQuery, pagedQuery } from '../../services/paging'
import { ApiError, ok, type Ctx } from '../../core/router'
import { requireId } from '../../core/validate'
import { one, run } from '../../db'
import { ownRow } from '../../services/user/owned-rows'
import { displayMoney, shopCentsFromDisplay } from '../../services/site/display-currency'
import { enabledPayments, paymentListView, payAnswerBase, pluginPayment } from '../../services/order/payments'
import { readStatusFilter } from '../plugin-params'
import { WALLET_CONFIG } from './config'
import { BUSINESS, MONEY, moveMoney, newNumber, readAmountCents, walletOf } from './ledger'
import { rechargeView, walletView, type RechargeRow } from './views'

const WALLET_PAGE = '/pages/plugins/wallet/user/user'

export function defaultPaymentId(ctx: Ctx): number {
  return enabledPayments(ctx.db).find((p) => !p.is_under_line)?.id ?? 0
}

function ownRecharge(ctx: Ctx, userId: number, id: number): RechargeRow {
  return ownRow<RechargeRow>(ctx, 'wallet_recharges', userId, id, 'wallet.recharge_not_found', 'is_delete_time = 0')
}

function configData(ctx: Ctx) {
  const user = ctx.requireUser()
  const preset = [50, 100, 200, 500, 1000, 2000]
  return ok({
    preset_data: preset.map((value) => ({ value: displayMoney(ctx, value).replace(/\.00$/, ''), tips: value === 500 ? ctx.t('wallet.preset_tips') : '' })),
    recharge_desc: [ctx.t('wallet.recharge_desc_1'), ctx.t('wallet.recharge_desc_2')],
    user_wallet: walletView(ctx, walletOf(ctx.db, user.id, ctx.nowSeconds())),
  })
}

function create(ctx: Ctx) {
  const user = ctx.requireUser()
  const maxCents = toCents(WALLET_CONFIG.recharge_max_amount)
  const cents = readAmountCents(ctx, 'money', (typed) => shopCentsFromDisplay(ctx, typed, maxCents))
  const now = ctx.nowSeconds()
  const id = Number(
    run(
      ctx.db,
      'INSERT INTO wallet_recharges (user_id, recharge_no, money, add_time, upd_time) VALUES (?, ?, ?, ?, ?)',
      user.id,
      newNumber('R', now),
      cents / 100,
      now,
      now,
    ).lastInsertRowid,
  )
  return ok(
    { recharge_id: id, recharge_no: '', money: displayMoney(ctx, cents / 100), default_payment_id: defaultPaymentId(ctx), payment_list: paymentListView(ctx) },
    ctx.t('wallet.create_ok'),
  )
}

/** recharge/pay {recharge_id, payment_id}: same answer shapes as buy/pay (api-plugins-1 0.6). */
function pay(ctx: Ctx) {
  const user = ctx.requireUser()
  const id = requireId(ctx, 'recharge_id')
  const now = ctx.nowSeconds()
  const answer = ctx.db.transaction(() => {
    const recharge = ownRecharge(ctx, user.id, id)
    if (recharge.status !== 0) throw new ApiError(ctx.t('wallet.recharge_not_payable'))
    const payment = pluginPayment(ctx, recharge.payment_id, 'wallet.payment_invalid')
    const base = payAnswerBase(ctx, payment, { id: recharge.id, no: recharge.recharge_no }, `${WALLET_PAGE}?type=recharge`)
    if (payment.is_under_line) {
      run(ctx.db, 'UPDATE wallet_recharges SET payment_id = ?, upd_time = ? WHERE id = ?', payment.id, now, recharge.id)
      return { data: { is_payment_type: 1, ...base }, msg: ctx.t('wallet.pay_offline') }
    }
    const changed = run(
      ctx.db,
      'UPDATE wallet_recharges SET status = 1, pay_money = money, payment_id = ?, pay_time = ?, upd_time = ? WHERE id = ? AND status = 0',
      payment.id,
      now,
      now,
      recharge.id,
    )
    if (changed.changes !== 1) throw new ApiError(ctx.t('wallet.recharge_not_payable'))
    const cents = toCents(recharge.money)
    moveMoney(
      ctx.db,
      { userId: user.id, moneyType: MONEY.normal, cents, business: BUSINESS.recharge, msgKey: 'wallet.log_recharge', msgVars: { money: recharge.money }, now },
      () => new ApiError(ctx.t('wallet.insufficient')),
    )
    return { data: { is_success: 1, is_payment_type: 0, ...base }, msg: ctx.t('wallet.pay_ok') }
  })()
  return ok(answer.data, answer.msg)
}

/** QR/H5 polling: 0 once paid, -333 while pending. */
function paycheck(ctx: Ctx) {
  const user = ctx.requireUser()
  const orderNo = String(ctx.params.order_no ?? '').trim()
  if (!/^[A-Za-z0-9]{1,40}$/.test(orderNo)) throw new ApiError(ctx.t('wallet.recharge_not_found'))
  const row = one<{ status: number }>(
    ctx.db,
    'SELECT status FROM wallet_recharges WHERE recharge_no = ? AND user_id = ? AND is_delete_time = 0',
    orderNo,
    user.id,
  )
  if (!row) throw new ApiError(ctx.t('wallet.recharge_not_found'))
  if (row.status === 0) return { code: -333, msg: ctx.t('wallet.paying'), data: '' }
  return ok({ url: `${ctx.baseUrl}/web/#${WALLET_PAGE}?type=recharge` }, ctx.t('wallet.pay_ok'))
}

function index(ctx: Ctx) {
  const user = ctx.requireUser()
  const status = readStatusFilter(ctx, [0, 1])
  return ok({
    ...pagedQuery(ctx, ownRowsQuery('wallet_recharges', user.id, status, 'is_delete_time = 0'), (r: RechargeRow) => rechargeView(ctx, r)),
    payment_list: paymentListView(ctx),
    default_payment_id: defaultPaymentId(ctx),
  })
}

function detail(ctx: Ctx) {
  const user = ctx.requireUser()
  return ok({ data: rechargeView(ctx, ownRecharge(ctx, user.id, requireId(ctx))) })
}

function remove(ctx: Ctx) {
  const user = ctx.requireUser()
  const recharge = ownRecharge(ctx, user.id, requireId(ctx))
  if (recharge.status !== 0) throw new ApiError(ctx.t('wallet.recharge_not_deletable'))
  run(ctx.db, 'UPDATE wallet_recharges SET is_delete_time = ? WHERE id = ? AND status = 0', ctx.nowSeconds(), recharge.id)
  return ok('', ctx.t('wallet.delete_ok'))
}

export const rechargeControl = { index, rechargeconfigdata: configData, create, pay, paycheck, delete: remove, detail }
