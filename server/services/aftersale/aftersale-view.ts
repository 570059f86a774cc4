// The after-sale object of orderaftersale/index|aftersale (field set of orderaftersale.index.json).
import { formatTime } from '../../core/format'
import { displayMoney } from '../site/display-currency'
import type { Ctx } from '../../core/context'
import { orderView, type OrderRow } from '../order/orders'
import { one } from '../../db'
import { commentImages } from '../goods/comments'
import { AFTERSALE_STATUS, tipsMessage, type AftersaleRow } from './aftersale-rules'

/** The order object with `items` narrowed to the one line the request is about (ShopXO does the same). */
export function orderDataForLine(ctx: Ctx, order: OrderRow, detailId: number) {
  const view = orderView(ctx, order)
  return { ...view, items: view.items.find((item) => item.id === detailId) ?? null }
}

export function aftersaleView(ctx: Ctx, row: AftersaleRow, opts: { withTips?: boolean } = {}) {
  const order = one<OrderRow>(ctx.db, 'SELECT * FROM orders WHERE id = ?', row.order_id)
  const view: Record<string, unknown> = {
    id: row.id,
    order_no: row.order_no,
    order_detail_id: row.order_detail_id,
    order_id: row.order_id,
    goods_id: row.goods_id,
    user_id: row.user_id,
    system_type: 'default',
    status: row.status,
    type: row.type,
    refundment: row.refundment,
    reason: row.reason,
    number: row.number,
    price: displayMoney(ctx, row.price),
    msg: row.msg,
    images: commentImages(ctx, row.images),
    refuse_reason: row.refuse_reason,
    express_name: row.express_name,
    express_number: row.express_number,
    apply_time: formatTime(row.apply_time),
    confirm_time: formatTime(row.confirm_time),
    delivery_time: formatTime(row.delivery_time),
    audit_time: formatTime(row.audit_time),
    cancel_time: formatTime(row.cancel_time),
    add_time: formatTime(row.add_time),
    upd_time: formatTime(row.upd_time),
    order_data: order ? orderDataForLine(ctx, order, row.order_detail_id) : null,
    user: null,
    type_text: ctx.t(`aftersale.type_${row.type}`),
    status_text: ctx.t(`aftersale.status_${row.status}`),
    refundment_text: row.status === AFTERSALE_STATUS.completed ? ctx.t(`aftersale.refundment_${row.refundment}`) : '',
  }
  if (opts.withTips) view.tips_msg = tipsMessage(ctx, row)
  return view
}
