// excellentbuyreturntocash (api-plugins-1 §7): cashback on qualifying orders, from pending effect to settled.
import type { Database } from 'better-sqlite3'
import { definePlugin } from '../../core/plugins'
import { defineMessages } from '../../core/i18n'
import { formatTime } from '../../core/format'
import { ownRowsQuery, pagedQuery } from '../../services/paging'
import { displayMoney } from '../../services/site/display-currency'
import { ApiError, ok, type Ctx } from '../../core/router'
import { requireId } from '../../core/validate'
import { all, one, run } from '../../db'
import { ownRow } from '../../services/user/owned-rows'
import { statusName } from '../../services/order/orders'
import { readStatusFilter } from '../plugin-params'

defineMessages({
  'cashback.title': { zh: '优购返现', en: 'Purchase cashback' },
  'cashback.status_0': { zh: '待生效', en: 'Pending effect' },
  'cashback.status_1': { zh: '生效中', en: 'In effect' },
  'cashback.status_2': { zh: '待结算', en: 'Pending settlement' },
  'cashback.status_3': { zh: '已结算', en: 'Settled' },
  'cashback.status_4': { zh: '已失效', en: 'Invalid' },
  'cashback.estimate': { zh: '预计', en: 'Estimated' },
  'cashback.not_found': { zh: '返现记录不存在', en: 'Cashback record does not exist' },
  'cashback.not_due': { zh: '仅待结算的返现可以结算', en: 'Only cashback pending settlement can be settled' },
  'cashback.settled': { zh: '结算成功', en: 'Settled' },
  'cashback.pay_status_0': { zh: '待支付', en: 'Unpaid' },
  'cashback.pay_status_1': { zh: '已支付', en: 'Paid' },
  'cashback.client_h5': { zh: 'H5手机网站', en: 'H5 mobile site' },
})

export const CASHBACK_STATUS = { pendingEffect: 0, inEffect: 1, pendingSettlement: 2, settled: 3, invalid: 4 } as const

interface ProfitRow {
  id: number
  user_id: number
  order_id: number
  total_price: number
  refund_price: number
  valid_price: number
  profit_price: number
  status: number
  success_time: number
  add_time: number
  upd_time: number
}

interface OrderFacts {
  order_no: string
  status: number
  pay_status: number
}

function view(ctx: Ctx, p: ProfitRow, withOrder = false) {
  const base = {
    id: p.id,
    order_id: p.order_id,
    total_price: displayMoney(ctx, p.total_price),
    refund_price: displayMoney(ctx, p.refund_price),
    valid_price: displayMoney(ctx, p.valid_price),
    profit_price: displayMoney(ctx, p.profit_price),
    status: p.status,
    status_name: ctx.t(`cashback.status_${p.status}`),
    success_time: formatTime(p.success_time),
    success_estimate_icon: p.status === CASHBACK_STATUS.pendingSettlement ? ctx.t('cashback.estimate') : '',
    add_time: formatTime(p.add_time),
    upd_time: formatTime(p.upd_time),
  }
  if (!withOrder) return base
  const order = one<OrderFacts>(ctx.db, 'SELECT order_no, status, pay_status FROM orders WHERE id = ?', p.order_id)
  return {
    ...base,
    order_no: order?.order_no ?? '',
    order_status_name: order ? statusName(ctx, order.status) : '',
    order_pay_status_name: order ? ctx.t(`cashback.pay_status_${order.pay_status ? 1 : 0}`) : '',
    order_client_type_name: order ? ctx.t('cashback.client_h5') : '',
  }
}

function ownProfit(ctx: Ctx, userId: number, id: number): ProfitRow {
  return ownRow<ProfitRow>(ctx, 'cashback_profits', userId, id, 'cashback.not_found')
}

function index(ctx: Ctx) {
  const user = ctx.requireUser()
  const status = readStatusFilter(ctx, [0, 1, 2, 3, 4])
  return ok(pagedQuery(ctx, ownRowsQuery('cashback_profits', user.id, status), (p: ProfitRow) => view(ctx, p)))
}

function detail(ctx: Ctx) {
  const user = ctx.requireUser()
  return ok({ data: view(ctx, ownProfit(ctx, user.id, requireId(ctx)), true) })
}

/** "Settle now": only records pending settlement; they become settled at the server's time. */
function settle(ctx: Ctx) {
  const user = ctx.requireUser()
  const row = ownProfit(ctx, user.id, requireId(ctx))
  if (row.status !== CASHBACK_STATUS.pendingSettlement) throw new ApiError(ctx.t('cashback.not_due'))
  const now = ctx.nowSeconds()
  run(ctx.db, 'UPDATE cashback_profits SET status = 3, success_time = ?, upd_time = ? WHERE id = ? AND status = 2', now, now, row.id)
  return ok({ id: row.id, status: CASHBACK_STATUS.settled, status_name: ctx.t('cashback.status_3') }, ctx.t('cashback.settled'))
}

/** One record of `demo` in every state, each tied to one of demo's seeded orders. */
function seed(db: Database, date: Date): void {
  const demo = one<{ id: number }>(db, "SELECT id FROM users WHERE username = 'demo'")
  if (!demo) return
  const orders = all<{ id: number; total_price: number }>(db, 'SELECT id, total_price FROM orders WHERE user_id = ? ORDER BY id', demo.id)
  const now = Math.floor(date.getTime() / 1000)
  const DAY = 86400
  const plan: Array<{ status: number; refund: number; daysAgo: number; successIn: number }> = [
    { status: 0, refund: 0, daysAgo: 1, successIn: 0 },
    { status: 1, refund: 0, daysAgo: 5, successIn: 0 },
    { status: 2, refund: 0, daysAgo: 20, successIn: 2 },
    { status: 3, refund: 10, daysAgo: 40, successIn: -10 },
    { status: 4, refund: 0, daysAgo: 30, successIn: 0 },
    { status: 2, refund: 0, daysAgo: 18, successIn: 3 },
  ]
  plan.forEach((entry, index) => {
    const order = orders[index % Math.max(orders.length, 1)]
    const total = order?.total_price ?? 100
    const valid = Math.max(0, total - entry.refund)
    run(
      db,
      `INSERT INTO cashback_profits (user_id, order_id, total_price, refund_price, valid_price, profit_price, status, success_time, add_time, upd_time)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      demo.id,
      order?.id ?? 0,
      total,
      entry.refund,
      valid,
      Math.round(valid * 5) / 100,
      entry.status,
      entry.successIn ? now + entry.successIn * DAY : 0,
      now - entry.daysAgo * DAY,
      now - entry.daysAgo * DAY,
    )
  })
}

definePlugin({
  name: 'excellentbuyreturntocash',
  baseData: (ctx) => ({ application_name: ctx.t('cashback.title') }),
  controls: { profit: { index, detail, auto: settle } },
  seed,
})
