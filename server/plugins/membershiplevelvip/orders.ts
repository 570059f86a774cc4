// Membership purchase orders: creation, payment (through the shop's payment methods), views.
import crypto from 'node:crypto'
import type { Database } from 'better-sqlite3'
import { formatTime } from '../../core/format'
import { displayMoney } from '../../services/site/display-currency'
import { ApiError, type Ctx } from '../../core/router'
import { one, run } from '../../db'
import { ownRow } from '../../services/user/owned-rows'
import { payAnswerBase, paymentById } from '../../services/order/payments'
import { asPositiveInt, isAbsent } from '../../core/validate'
import { levelById, levelName, unitText, type LevelRow, type StoredRule } from './levels'
import { applyPaidOrder } from './membership'

export interface VipOrderRow {
  id: number
  user_id: number
  level_id: number
  payment_user_order_no: string
  period_number: string
  period_value: string
  period_unit: string
  price: number
  pay_price: number
  payment_id: number
  status: number
  settlement_status: number
  type: number
  pay_time: number
  is_delete_time: number
  add_time: number
  upd_time: number
}

export const VIP_ORDER_STATUS = { pending: 0, paid: 1, cancelled: 2, closed: 3 } as const

export function newOrderNo(now: Date): string {
  const p = (n: number) => String(n).padStart(2, '0')
  const stamp = `${now.getUTCFullYear()}${p(now.getUTCMonth() + 1)}${p(now.getUTCDate())}${p(now.getUTCHours())}${p(now.getUTCMinutes())}${p(now.getUTCSeconds())}`
  return `VIP${stamp}${String(crypto.randomInt(0, 1_000_000)).padStart(6, '0')}`
}

export function createOrder(db: Database, userId: number, level: LevelRow, rule: StoredRule, type: 0 | 1, now: Date): number {
  const stamp = Math.floor(now.getTime() / 1000)
  return Number(
    run(
      db,
      `INSERT INTO vip_orders (user_id, level_id, payment_user_order_no, period_number, period_value, period_unit, price, status, type, add_time, upd_time)
       VALUES (?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?)`,
      userId,
      level.id,
      newOrderNo(now),
      rule.number,
      rule.number ? rule.value : '',
      rule.number ? rule.unit : '',
      rule.price,
      type,
      stamp,
      stamp,
    ).lastInsertRowid,
  )
}

/** The user's own, not deleted order, or -1 "does not exist" (never someone else's). */
export function ownOrder(ctx: Ctx, userId: number, id: number): VipOrderRow {
  return ownRow<VipOrderRow>(ctx, 'vip_orders', userId, id, 'vip.order_not_found', 'is_delete_time = 0')
}

export function orderView(ctx: Ctx, o: VipOrderRow) {
  const level = levelById(ctx.db, o.level_id)
  const payment = o.payment_id ? one<{ name: string }>(ctx.db, 'SELECT name FROM payments WHERE id = ?', o.payment_id) : undefined
  return {
    id: o.id,
    level_id: o.level_id,
    level_name: levelName(ctx, level),
    payment_user_order_no: o.payment_user_order_no,
    period_value: o.period_number ? o.period_value : '',
    period_unit: o.period_number ? unitText(ctx, o.period_unit as 'day') : ctx.t('vip.unit_lifetime'),
    price: displayMoney(ctx, o.price),
    pay_price: displayMoney(ctx, o.pay_price),
    payment_id: o.payment_id,
    payment_name: payment?.name ?? '',
    status: o.status,
    status_name: ctx.t(`vip.status_${o.status}`),
    settlement_status: o.settlement_status,
    settlement_status_name: ctx.t(`vip.settlement_${o.settlement_status}`),
    type: o.type,
    type_name: ctx.t(`vip.type_${o.type}`),
    pay_time: formatTime(o.pay_time),
    add_time: formatTime(o.add_time),
    upd_time: formatTime(o.upd_time),
  }
}

/**
 * buy/pay: an online method (DemoPay) settles at once and the membership starts; an offline method
 * records the choice and waits for the shop (the order stays pending, as for goods orders).
 */
export function payOrder(ctx: Ctx, userId: number, id: number, rawPaymentId: unknown) {
  const now = ctx.nowSeconds()
  return ctx.db.transaction(() => {
    const order = ownOrder(ctx, userId, id)
    if (order.status !== VIP_ORDER_STATUS.pending) throw new ApiError(ctx.t('vip.order_not_payable'))
    const paymentId = isAbsent(rawPaymentId) ? order.payment_id : asPositiveInt(rawPaymentId)
    const payment = paymentId ? paymentById(ctx.db, paymentId) : undefined
    if (!payment) throw new ApiError(ctx.t('vip.payment_invalid'))
    const base = payAnswerBase(ctx, payment, { id: order.id, no: order.payment_user_order_no }, '/pages/plugins/membershiplevelvip/order/order')
    if (payment.is_under_line) {
      run(ctx.db, 'UPDATE vip_orders SET payment_id = ?, upd_time = ? WHERE id = ?', payment.id, now, order.id)
      return { data: { is_payment_type: 1, ...base }, msg: ctx.t('vip.pay_offline') }
    }
    run(
      ctx.db,
      'UPDATE vip_orders SET status = 1, pay_price = price, payment_id = ?, pay_time = ?, upd_time = ? WHERE id = ? AND status = 0',
      payment.id,
      now,
      now,
      order.id,
    )
    applyPaidOrder(ctx.db, order, now)
    return { data: { is_success: 1, is_payment_type: 0, ...base }, msg: ctx.t('vip.pay_ok') }
  })()
}
