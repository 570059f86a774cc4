// Commission (api-plugins-1 §4.4/4.5). When a buyer's order is paid, up to three members above the buyer
// (their referrer, the referrer's referrer ...) earn their level's rate of that tier: records start as
// "pending effect". Completing the order settles them (after plugins_distribution_settlement_days, they
// wait as "pending settlement" first); a cancelled or closed order makes them invalid. Amounts are the
// server's own arithmetic in cents: the client never sends one.
import type { Database } from 'better-sqlite3'
import { formatTime, fromCents, toCents } from '../../core/format'
import { ok, type Ctx } from '../../core/router'
import { requireId } from '../../core/validate'
import { all, one, run } from '../../db'
import { ORDER_STATUS, statusName, type OrderRow } from '../../services/order/orders'
import type { OrderEvent } from '../../services/order/order-events'
import { ownRowsQuery, pagedQuery } from '../../services/paging'
import { displayMoney } from '../../services/site/display-currency'
import { ownRow } from '../../services/user/owned-rows'
import { readStatusFilter } from '../plugin-params'
import { commissionTiers, setting } from './config'
import { memberLevel, rateOfTier } from './levels'
import { payStatusName } from './order-views'

export const PROFIT_STATUS = { pendingEffect: 0, pendingSettlement: 1, settled: 2, invalid: 3 } as const

export interface ProfitRow {
  id: number
  user_id: number
  order_id: number
  order_user_id: number
  tier: number
  level_name: string
  rate: number
  total_price: number
  refund_price: number
  profit_price: number
  status: number
  settle_time: number
  add_time: number
  upd_time: number
}

/** The members above `buyerId`, nearest first, at most `tiers`; a loop in the referrer chain ends it. */
export function uplineOf(db: Database, buyerId: number, tiers: number): number[] {
  const chain: number[] = []
  const seen = new Set([buyerId])
  let current = buyerId
  while (chain.length < tiers) {
    const referrer = one<{ referrer: number }>(db, 'SELECT referrer FROM users WHERE id = ? AND is_delete_time = 0', current)?.referrer ?? 0
    if (!referrer || seen.has(referrer)) break
    chain.push(referrer)
    seen.add(referrer)
    current = referrer
  }
  return chain
}

/** Commission records for a paid order (once per order): one per upline member with a level and a rate. */
export function recordCommission(ctx: Ctx, order: OrderRow): void {
  if (one(ctx.db, 'SELECT id FROM distribution_profits WHERE order_id = ? LIMIT 1', order.id)) return
  const now = ctx.nowSeconds()
  const orderCents = toCents(order.total_price)
  uplineOf(ctx.db, order.user_id, commissionTiers(ctx.db)).forEach((earnerId, index) => {
    const tier = index + 1
    const level = memberLevel(ctx.db, earnerId)
    if (!level) return
    const rate = rateOfTier(level, tier)
    const cents = Math.round((orderCents * rate) / 100)
    if (cents <= 0) return
    run(
      ctx.db,
      `INSERT INTO distribution_profits (user_id, order_id, order_user_id, tier, level_name, rate, total_price, refund_price, profit_price, status, add_time, upd_time)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?)`,
      earnerId,
      order.id,
      order.user_id,
      tier,
      level.name,
      rate,
      order.total_price,
      order.refund_price,
      fromCents(cents),
      now,
      now,
    )
  })
}

/** Records of a completed order: settled now, or pending settlement while the shop's waiting days run. */
function completeCommission(ctx: Ctx, order: OrderRow): void {
  // An order paid on delivery never went through "paid": its commission is computed now.
  recordCommission(ctx, order)
  const now = ctx.nowSeconds()
  const waiting = setting(ctx.db, 'settlement_days') > 0
  run(
    ctx.db,
    'UPDATE distribution_profits SET status = ?, refund_price = ?, settle_time = ?, upd_time = ? WHERE order_id = ? AND status = 0',
    waiting ? PROFIT_STATUS.pendingSettlement : PROFIT_STATUS.settled,
    order.refund_price,
    waiting ? 0 : now,
    now,
    order.id,
  )
}

/** Pending-settlement records whose waiting days are over become settled (run before they are shown). */
export function settleDue(ctx: Ctx, userId: number): void {
  const days = setting(ctx.db, 'settlement_days')
  // Without a waiting period nothing waits: completion settles at once (records left pending are the shop's call).
  if (days <= 0) return
  const now = ctx.nowSeconds()
  run(
    ctx.db,
    `UPDATE distribution_profits SET status = 2, settle_time = ?, upd_time = ?
     WHERE user_id = ? AND status = 1 AND order_id IN (SELECT id FROM orders WHERE status = ? AND collect_time > 0 AND collect_time + ? <= ?)`,
    now,
    now,
    userId,
    ORDER_STATUS.completed,
    days * 86400,
    now,
  )
}

/** The order-event handler: paid -> records, completed -> settled, cancelled/closed -> invalid. */
export function onOrderChange(ctx: Ctx, event: OrderEvent, order: OrderRow): void {
  if (event === 'paid') recordCommission(ctx, order)
  else if (event === 'completed') completeCommission(ctx, order)
  else {
    const now = ctx.nowSeconds()
    run(ctx.db, 'UPDATE distribution_profits SET status = 3, upd_time = ? WHERE order_id = ? AND status IN (0, 1)', now, order.id)
  }
}

export function profitView(ctx: Ctx, p: ProfitRow, withOrder = false) {
  const base = {
    id: p.id,
    order_id: p.order_id,
    level: p.tier,
    level_name: p.level_name ? ctx.t('dist.tier_name', { tier: ctx.t(`dist.tier_${p.tier}`), level: p.level_name }) : ctx.t(`dist.tier_${p.tier}`),
    rate: p.rate,
    total_price: displayMoney(ctx, p.total_price),
    refund_price: displayMoney(ctx, p.refund_price),
    profit_price: displayMoney(ctx, p.profit_price),
    status: p.status,
    status_name: ctx.t(`dist.profit_status_${p.status}`),
    add_time: formatTime(p.add_time),
    upd_time: formatTime(p.upd_time),
  }
  if (!withOrder) return base
  const order = one<OrderRow>(ctx.db, 'SELECT * FROM orders WHERE id = ?', p.order_id)
  return {
    ...base,
    order_no: order?.order_no ?? '',
    order_status_name: order ? statusName(ctx, order.status) : '',
    order_pay_status_name: order ? payStatusName(ctx, order) : '',
    order_client_type_name: order ? ctx.t('dist.client_h5') : '',
    settle_time: formatTime(p.settle_time),
  }
}

export function profitIndex(ctx: Ctx) {
  const user = ctx.requireUser()
  const status = readStatusFilter(ctx, [0, 1, 2, 3])
  settleDue(ctx, user.id)
  return ok(pagedQuery(ctx, ownRowsQuery('distribution_profits', user.id, status), (p: ProfitRow) => profitView(ctx, p)))
}

export function profitDetail(ctx: Ctx) {
  const user = ctx.requireUser()
  settleDue(ctx, user.id)
  return ok({ data: profitView(ctx, ownRow<ProfitRow>(ctx, 'distribution_profits', user.id, requireId(ctx), 'dist.profit_not_found'), true) })
}

/** Sums per status for the centre's rebate statistics, in cents. */
export function profitSums(db: Database, userId: number): Record<number, number> {
  const sums: Record<number, number> = { 0: 0, 1: 0, 2: 0, 3: 0 }
  for (const row of all<{ status: number; total: number }>(
    db,
    'SELECT status, SUM(profit_price) AS total FROM distribution_profits WHERE user_id = ? GROUP BY status',
    userId,
  ))
    sums[row.status] = toCents(row.total)
  return sums
}
