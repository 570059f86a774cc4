// order/*: the shopper's orders — list, detail, pay, paycheck, cancel, collect, delete, comments.
import crypto from 'node:crypto'
import { registerController, ok, type Ctx } from '../core/router'
import { defineMessages } from '../core/i18n'
import { all, one, run } from '../db'
import { ApiError } from '../core/result'
import { fromCents, toCents } from '../core/format'
import { pagedQuery } from '../services/paging'
import { asPositiveInt, jsonList, optionalFlag, optionalString, requireId, requireIds } from '../core/validate'
import { plainText } from '../core/text'
import {
  ORDER_STATUS,
  addUserMessage,
  canCancel,
  canDelete,
  markOrderPaid,
  siteFictitiousView,
  orderView,
  restoreStock,
  statusLockedError,
  userOrder,
  type OrderDetailRow,
  type OrderRow,
} from '../services/order/orders'
import { paymentById, paymentListView, type PaymentRow } from '../services/order/payments'
import { getConfig, getConfigNumber } from '../services/site/configs'
import { releaseBuyExtensions } from '../services/order/buy'
import { emitOrderEvent } from '../services/order/order-events'

defineMessages({
  'order.status_invalid': { zh: '订单状态参数有误', en: 'Order status parameter is invalid' },
  'order.cancelled': { zh: '取消成功', en: 'Cancelled successfully' },
  'order.collected': { zh: '收货成功', en: 'Receipt confirmed' },
  'order.deleted': { zh: '删除成功', en: 'Deleted successfully' },
  'order.pay_ok': { zh: '支付成功', en: 'Payment successful' },
  'order.pay_handled': { zh: '处理成功', en: 'Processed successfully' },
  'order.pay_offline_wait': { zh: '提交成功、请尽快联系管理员确认支付信息', en: 'Submitted, please contact the administrator to confirm the payment' },
  'order.pay_subject': { zh: '订单支付', en: 'Order payment' },
  'order.paying': { zh: '支付中', en: 'Payment in progress' },
  'order.paylog_missing': { zh: '支付日志不存在', en: 'Payment record does not exist' },
  'order.message_pay': { zh: '订单支付', en: 'Order paid' },
  'order.message_pay_detail': { zh: '订单 {no} 支付成功，金额 ￥{price}', en: 'Order {no} paid, amount ￥{price}' },
  'order.message_cancel': { zh: '订单取消', en: 'Order cancelled' },
  'order.message_cancel_detail': { zh: '订单 {no} 已取消', en: 'Order {no} has been cancelled' },
  'order.message_collect': { zh: '订单收货', en: 'Order received' },
  'order.message_collect_detail': { zh: '订单 {no} 已确认收货', en: 'Order {no} has been received' },
  'order.integral_msg': { zh: '订单商品赠送', en: 'Points for order goods' },
  'order.already_commented': { zh: '你已进行过评论', en: 'You have already commented' },
  'order.comment_ok': { zh: '评论成功', en: 'Comment successful' },
  'order.comment_data': { zh: '评论数据有误', en: 'Comment data is invalid' },
  'order.comment_rating': { zh: '请为每个商品评分（1-5分）', en: 'Please rate every item (1-5)' },
  'order.comment_content': { zh: '评论内容1~230个字符', en: 'Comment content must be 1-230 characters' },
})

/** order/index: status (single or comma list) and is_comments only apply with is_more=1, as in ShopXO. */
function index(ctx: Ctx) {
  const user = ctx.requireUser()
  const where = ['user_id = ?', 'user_is_delete_time = 0', 'is_delete_time = 0']
  const args: unknown[] = [user.id]
  if (String(ctx.params.is_more ?? '0') === '1') {
    const rawStatus = ctx.params.status
    if (rawStatus !== undefined && rawStatus !== null && rawStatus !== '' && String(rawStatus) !== '-1') {
      const parts = Array.isArray(rawStatus) ? rawStatus.map(String) : String(rawStatus).split(',')
      const statuses = parts.map((p) => p.trim())
      if (statuses.length > 7 || statuses.some((s) => !/^[0-6]$/.test(s))) throw new ApiError(ctx.t('order.status_invalid'))
      where.push(`status IN (${statuses.map(() => '?').join(',')})`)
      args.push(...statuses.map(Number))
    }
    const isComments = ctx.params.is_comments
    if (isComments !== undefined && isComments !== '' && isComments !== null) {
      if (String(isComments) === '0') where.push('user_is_comments = 0')
      else if (String(isComments) === '1') where.push('user_is_comments > 0')
      else throw new ApiError(ctx.t('order.status_invalid'))
    }
  }
  const keywords = optionalString(ctx, 'keywords', 60)
  if (keywords) {
    const like = `%${keywords.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    where.push(`(order_no LIKE ? ESCAPE '\\' OR express_number LIKE ? ESCAPE '\\' OR extraction_code = ?
      OR id IN (SELECT order_id FROM order_addresses WHERE user_id = ? AND (name LIKE ? ESCAPE '\\' OR tel LIKE ? ESCAPE '\\')))`)
    args.push(like, like, keywords, user.id, like, like)
  }
  // The WHERE text is assembled only from the constant fragments above; every value is a parameter.
  const page = pagedQuery(ctx, { from: 'orders', where: where.join(' AND '), args }, (o: OrderRow) => orderView(ctx, o))
  const defaultPaymentId = getConfigNumber(ctx.db, 'default_payment_id', 0)
  const payments = paymentListView(ctx)
  return ok({
    total: page.total,
    page_total: page.page_total,
    data: page.data,
    payment_list: payments,
    default_payment_id: payments.some((p) => p.id === defaultPaymentId) ? defaultPaymentId : null,
  })
}

function detail(ctx: Ctx) {
  const user = ctx.requireUser()
  const order = userOrder(ctx, user.id, requireId(ctx))
  return ok({ data: orderView(ctx, order), site_fictitious: siteFictitiousView(ctx, order) })
}

function newPayLogNo(now: Date): string {
  const p = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}${p(now.getMonth() + 1)}${p(now.getDate())}${p(now.getHours())}${p(now.getMinutes())}${p(now.getSeconds())}${String(crypto.randomInt(0, 1_000_000)).padStart(6, '0')}`
}

/** order/pay: ids (comma list) + payment_id. DemoPay settles instantly; offline payments confirm the order. */
function pay(ctx: Ctx) {
  const user = ctx.requireUser()
  const ids = requireIds(ctx, ctx.params.ids !== undefined ? 'ids' : 'id', 50)
  const now = ctx.nowSeconds()
  const result = ctx.db.transaction(() => {
    const orders = ids.map((id) => userOrder(ctx, user.id, id))
    for (const o of orders) if (o.status !== ORDER_STATUS.pay) throw statusLockedError(ctx, o, true)
    const rawPayment = ctx.params.payment_id
    const paymentId = rawPayment === undefined || rawPayment === '' || rawPayment === null ? orders[0].payment_id : asPositiveInt(rawPayment)
    const payment: PaymentRow | undefined = paymentId === null ? undefined : paymentById(ctx.db, paymentId)
    if (!payment) throw new ApiError(ctx.t('buy.payment_invalid'))
    const totalCents = orders.reduce((s, o) => s + toCents(o.total_price), 0)
    const logNo = newPayLogNo(ctx.now())
    const logId = Number(
      run(
        ctx.db,
        'INSERT INTO pay_logs (log_no, user_id, business_type, payment, payment_name, subject, total_price, status, add_time) VALUES (?, ?, ?, ?, ?, ?, ?, 0, ?)',
        logNo,
        user.id,
        '订单',
        payment.payment,
        payment.name,
        ctx.t('order.pay_subject'),
        fromCents(totalCents),
        now,
      ).lastInsertRowid,
    )
    for (const o of orders)
      run(ctx.db, 'INSERT INTO pay_log_values (pay_log_id, business_id, business_no, add_time) VALUES (?, ?, ?, ?)', logId, o.id, o.order_no, now)
    const respondUrl = `${ctx.baseUrl}/web/#/pages/user-order/user-order`
    const base = { order_id: String(logId), order_no: logNo, payment: { id: payment.id, name: payment.name, payment: payment.payment }, data: respondUrl }

    if (!payment.is_under_line) {
      // Instant demo gateway: the money "arrives" immediately.
      for (const o of orders) {
        markOrderPaid(ctx, o.id, payment.id, now)
        addUserMessage(
          ctx.db,
          user.id,
          ctx.t('order.message_pay'),
          ctx.t('order.message_pay_detail', { no: o.order_no, price: fromCents(toCents(o.total_price)).toFixed(2) }),
          o.id,
          '订单',
          now,
        )
        emitOrderEvent(ctx, 'paid', o.id)
      }
      run(ctx.db, 'UPDATE pay_logs SET status = 1, pay_price = total_price, pay_time = ?, trade_no = ? WHERE id = ?', now, `DEMO${logNo}`, logId)
      return ok({ is_success: 1, is_payment_type: 0, ...base }, ctx.t('order.pay_ok'))
    }
    const autoConfirm = getConfig(ctx.db, 'common_is_under_line_order_normal', '1') === '1'
    for (const o of orders) {
      run(ctx.db, 'UPDATE orders SET payment_id = ?, is_under_line = 1, upd_time = ? WHERE id = ?', payment.id, now, o.id)
      if (autoConfirm)
        run(ctx.db, 'UPDATE orders SET status = ?, confirm_time = ? WHERE id = ? AND status = ?', ORDER_STATUS.delivery, now, o.id, ORDER_STATUS.pay)
    }
    if (!autoConfirm) return ok({ is_payment_type: 1, ...base }, ctx.t('order.pay_offline_wait'))
    return ok({ is_payment_type: 1, ...base, is_success: 1 }, ctx.t('order.pay_handled'))
  })
  return result()
}

function paycheck(ctx: Ctx) {
  const user = ctx.requireUser()
  const orderNo = optionalString(ctx, 'order_no', 40)
  if (!orderNo || !/^[A-Za-z0-9]+$/.test(orderNo)) throw new ApiError(ctx.t('core.param_error'))
  const log = one<{ id: number; status: number }>(ctx.db, 'SELECT id, status FROM pay_logs WHERE log_no = ? AND user_id = ?', orderNo, user.id)
  if (!log) throw new ApiError(ctx.t('order.paylog_missing'))
  const firstOrder = one<{ business_id: number }>(ctx.db, 'SELECT business_id FROM pay_log_values WHERE pay_log_id = ? ORDER BY id LIMIT 1', log.id)
  if (log.status !== 1) {
    // Offline payments never "arrive" online; the order state is what matters to the shopper.
    const orderStatus = firstOrder ? one<{ status: number }>(ctx.db, 'SELECT status FROM orders WHERE id = ?', firstOrder.business_id)?.status : undefined
    if (orderStatus === undefined || orderStatus === ORDER_STATUS.pay) return { code: -333, msg: ctx.t('order.paying'), data: '' }
  }
  return ok({ url: `${ctx.baseUrl}/web/#/pages/user-order-detail/user-order-detail?id=${firstOrder?.business_id ?? 0}` }, ctx.t('order.pay_ok'))
}

function cancel(ctx: Ctx) {
  const user = ctx.requireUser()
  const id = requireId(ctx)
  const now = ctx.nowSeconds()
  ctx.db.transaction(() => {
    const order = userOrder(ctx, user.id, id)
    if (!canCancel(order)) throw statusLockedError(ctx, order)
    const changed = run(
      ctx.db,
      'UPDATE orders SET status = ?, cancel_time = ?, upd_time = ? WHERE id = ? AND status = ?',
      ORDER_STATUS.cancelled,
      now,
      now,
      order.id,
      order.status,
    ).changes
    if (changed !== 1) throw statusLockedError(ctx, order)
    restoreStock(ctx.db, order.id)
    releaseBuyExtensions(ctx, order.id)
    emitOrderEvent(ctx, 'cancelled', order.id)
    addUserMessage(ctx.db, user.id, ctx.t('order.message_cancel'), ctx.t('order.message_cancel_detail', { no: order.order_no }), order.id, '订单', now)
  })()
  return ok('', ctx.t('order.cancelled'))
}

function collect(ctx: Ctx) {
  const user = ctx.requireUser()
  const id = requireId(ctx)
  const now = ctx.nowSeconds()
  ctx.db.transaction(() => {
    const order = userOrder(ctx, user.id, id)
    if (order.status !== ORDER_STATUS.receipt) throw statusLockedError(ctx, order)
    run(
      ctx.db,
      'UPDATE orders SET status = ?, collect_time = ?, upd_time = ? WHERE id = ? AND status = ?',
      ORDER_STATUS.completed,
      now,
      now,
      order.id,
      ORDER_STATUS.receipt,
    )
    const points =
      one<{ n: number | null }>(
        ctx.db,
        'SELECT SUM(d.buy_number * g.give_integral) AS n FROM order_details d JOIN goods g ON g.id = d.goods_id WHERE d.order_id = ?',
        order.id,
      )?.n ?? 0
    if (points > 0) {
      const before = one<{ integral: number }>(ctx.db, 'SELECT integral FROM users WHERE id = ?', user.id)?.integral ?? 0
      run(ctx.db, 'UPDATE users SET integral = integral + ?, upd_time = ? WHERE id = ?', points, now, user.id)
      run(
        ctx.db,
        'INSERT INTO user_integral_log (user_id, type, original_integral, new_integral, operation_integral, msg, operation_id, add_time) VALUES (?, 1, ?, ?, ?, ?, ?, ?)',
        user.id,
        before,
        before + points,
        points,
        ctx.t('order.integral_msg'),
        order.id,
        now,
      )
    }
    emitOrderEvent(ctx, 'completed', order.id)
    addUserMessage(ctx.db, user.id, ctx.t('order.message_collect'), ctx.t('order.message_collect_detail', { no: order.order_no }), order.id, '订单', now)
  })()
  return ok('', ctx.t('order.collected'))
}

function remove(ctx: Ctx) {
  const user = ctx.requireUser()
  const order = userOrder(ctx, user.id, requireId(ctx))
  if (!canDelete(order)) throw statusLockedError(ctx, order)
  run(ctx.db, 'UPDATE orders SET user_is_delete_time = ?, upd_time = ? WHERE id = ? AND user_id = ?', ctx.nowSeconds(), ctx.nowSeconds(), order.id, user.id)
  return ok('', ctx.t('order.deleted'))
}

function commentableOrder(ctx: Ctx, userId: number): OrderRow {
  const order = userOrder(ctx, userId, requireId(ctx))
  if (order.status !== ORDER_STATUS.completed) throw statusLockedError(ctx, order)
  if (order.user_is_comments) throw new ApiError(ctx.t('order.already_commented'))
  return order
}

function comments(ctx: Ctx) {
  const user = ctx.requireUser()
  const order = commentableOrder(ctx, user.id)
  const { operate_data: _operate, ...data } = orderView(ctx, order)
  return ok({ data, editor_path_type: `order_comments-${user.id}-${order.id}` })
}

/** Paths our own server handed out (uploads), given back absolute or relative; anything else is rejected. */
function commentImagePath(ctx: Ctx, raw: unknown): string {
  if (typeof raw !== 'string') throw new ApiError(ctx.t('order.comment_data'))
  const path = raw.startsWith(ctx.baseUrl) ? raw.slice(ctx.baseUrl.length) : raw
  if (!/^\/static\/upload\/[\w/.-]{1,200}$/.test(path) || path.includes('..')) throw new ApiError(ctx.t('order.comment_data'))
  return path
}

function commentssave(ctx: Ctx) {
  const user = ctx.requireUser()
  const order = commentableOrder(ctx, user.id)
  const goodsIds = jsonList(ctx.params.goods_id)
  const ratings = jsonList(ctx.params.rating)
  const contents = jsonList(ctx.params.content)
  const images = jsonList(ctx.params.images ?? []) ?? []
  const details = all<OrderDetailRow>(ctx.db, 'SELECT * FROM order_details WHERE order_id = ?', order.id)
  if (
    !goodsIds ||
    !ratings ||
    !contents ||
    goodsIds.length === 0 ||
    goodsIds.length > details.length ||
    ratings.length !== goodsIds.length ||
    contents.length !== goodsIds.length
  ) {
    throw new ApiError(ctx.t('order.comment_data'))
  }
  const anonymous = optionalFlag(ctx, 'is_anonymous', 0, 'order.comment_data')
  const now = ctx.nowSeconds()
  const entries = goodsIds.map((rawGoodsId, i) => {
    const goodsId = asPositiveInt(rawGoodsId)
    const detailRow = details.find((d) => d.goods_id === goodsId)
    if (!detailRow) throw new ApiError(ctx.t('order.comment_data'))
    const rating = asPositiveInt(ratings[i], 5)
    if (rating === null) throw new ApiError(ctx.t('order.comment_rating'))
    const content = typeof contents[i] === 'string' ? plainText(contents[i] as string) : ''
    if (!content || [...content].length > 230) throw new ApiError(ctx.t('order.comment_content'))
    const imageList = images[i] === undefined || images[i] === '' ? [] : jsonList(images[i])
    if (!imageList || imageList.length > 6) throw new ApiError(ctx.t('order.comment_data'))
    return { detailRow, rating, content, paths: imageList.map((img) => commentImagePath(ctx, img)) }
  })
  ctx.db.transaction(() => {
    for (const e of entries) {
      const spec = e.detailRow.spec ? (JSON.parse(e.detailRow.spec) as Array<{ type: string; value: string }>) : []
      run(
        ctx.db,
        `INSERT INTO goods_comments (user_id, goods_id, order_id, business_type, spec_text, content, images, rating, is_show, is_anonymous, add_time)
         VALUES (?, ?, ?, 'order', ?, ?, ?, ?, 1, ?, ?)`,
        user.id,
        e.detailRow.goods_id,
        order.id,
        spec.map((p) => `${p.type}：${p.value}`).join(' | '),
        e.content,
        JSON.stringify(e.paths),
        e.rating,
        anonymous,
        now,
      )
    }
    run(ctx.db, 'UPDATE orders SET user_is_comments = ?, is_comments = ?, comments_time = ?, upd_time = ? WHERE id = ?', now, now, now, now, order.id)
  })()
  return ok('', ctx.t('order.comment_ok'))
}

registerController('order', { index, detail, pay, paycheck, cancel, collect, delete: remove, comments, commentssave })
