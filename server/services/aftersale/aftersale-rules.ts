// After-sale rules: statuses, what is still refundable/returnable for an order line, the progress steps.
import { one } from '../../db'
import { defineMessages } from '../../core/i18n'
import { toCents } from '../../core/format'
import type { Ctx } from '../../core/context'
import type { OrderDetailRow, OrderRow } from '../order/orders'

/** 0 to confirm → 1 to return goods → 2 to audit → 3 completed; 4 refused; 5 cancelled. */
export const AFTERSALE_STATUS = { confirm: 0, returnGoods: 1, audit: 2, completed: 3, refused: 4, cancelled: 5 } as const
export const AFTERSALE_TYPE = { refundOnly: 0, returnAndRefund: 1 } as const

defineMessages({
  'aftersale.type_0': { zh: '仅退款', en: 'Refund only' },
  'aftersale.type_1': { zh: '退款退货', en: 'Return and refund' },
  'aftersale.type_0_desc': { zh: '未收到货(未签收),协商同意前提下', en: 'Goods not received (not signed), by agreement' },
  'aftersale.type_1_desc': { zh: '已收到货,需要退换已收到的货物', en: 'Goods received and need to be returned' },
  'aftersale.status_0': { zh: '待确认', en: 'To be confirmed' },
  'aftersale.status_1': { zh: '待退货', en: 'Awaiting return' },
  'aftersale.status_2': { zh: '待审核', en: 'To be reviewed' },
  'aftersale.status_3': { zh: '已完成', en: 'Completed' },
  'aftersale.status_4': { zh: '已拒绝', en: 'Refused' },
  'aftersale.status_5': { zh: '已取消', en: 'Cancelled' },
  'aftersale.refundment_0': { zh: '原路退回', en: 'Original route' },
  'aftersale.refundment_1': { zh: '退至钱包', en: 'To wallet' },
  'aftersale.refundment_2': { zh: '手动处理', en: 'Manual' },
  'aftersale.tips_0': { zh: '待卖家审核|已提交申请，等待卖家确认中！', en: 'Awaiting seller review|Request submitted, waiting for the seller to confirm!' },
  'aftersale.tips_1': {
    zh: '待用户退货|卖家已同意，请尽快退货并填写快递单号！',
    en: 'Please return the goods|The seller agreed: send the goods back and enter the tracking number!',
  },
  'aftersale.tips_2': { zh: '待卖家审核|等待卖家审核并退款！', en: 'Awaiting seller review|Waiting for the seller to review and refund!' },
  'aftersale.tips_3': { zh: '退款成功|售后已完成，退款已处理！', en: 'Refund successful|After-sale completed, the refund has been processed!' },
  'aftersale.tips_4': { zh: '卖家已拒绝|{reason}', en: 'Refused by the seller|{reason}' },
  'aftersale.tips_5': { zh: '已取消|售后申请已取消！', en: 'Cancelled|The request has been cancelled!' },
  'aftersale.step_apply_0': { zh: '申请仅退款', en: 'Apply for refund' },
  'aftersale.step_apply_1': { zh: '申请退货退款', en: 'Apply for return' },
  'aftersale.step_confirm': { zh: '管理员确认', en: 'Seller confirms' },
  'aftersale.step_return': { zh: '用户退货', en: 'Return goods' },
  'aftersale.step_audit': { zh: '管理员审核', en: 'Seller reviews' },
  'aftersale.step_done': { zh: '退款完毕', en: 'Refunded' },
})

export interface AftersaleRow {
  id: number
  order_no: string
  order_detail_id: number
  order_id: number
  goods_id: number
  user_id: number
  status: number
  type: number
  refundment: number
  reason: string
  number: number
  price: number
  msg: string
  images: string
  refuse_reason: string
  express_name: string
  express_number: string
  apply_time: number
  confirm_time: number
  delivery_time: number
  audit_time: number
  cancel_time: number
  add_time: number
  upd_time: number
}

export interface Refundable {
  /** Money still refundable for the line, in cents. */
  cents: number
  /** Pieces that can still be returned. */
  quantity: number
}

/**
 * What the user can still claim for one order line: the line's share of what was actually paid (offline
 * orders paid nothing online → 0), minus refunds already made and minus requests still in progress.
 */
export function refundableFor(ctx: Ctx, order: OrderRow, detail: OrderDetailRow): Refundable {
  const orderTotal = toCents(order.total_price)
  const paid = toCents(order.pay_price)
  const share = orderTotal > 0 && paid > 0 ? Math.min(toCents(detail.total_price), Math.round((toCents(detail.total_price) * paid) / orderTotal)) : 0
  const open = one<{ cents: number | null; qty: number | null }>(
    ctx.db,
    `SELECT SUM(CAST(ROUND(price * 100) AS INTEGER)) AS cents, SUM(CASE WHEN type = 1 THEN number ELSE 0 END) AS qty
     FROM order_aftersales WHERE order_detail_id = ? AND status IN (0, 1, 2)`,
    detail.id,
  )
  return {
    cents: Math.max(0, share - toCents(detail.refund_price) - (open?.cents ?? 0)),
    quantity: Math.max(0, detail.buy_number - detail.returned_quantity - (open?.qty ?? 0)),
  }
}

export function latestAftersale(ctx: Ctx, detailId: number, userId: number): AftersaleRow | undefined {
  return one<AftersaleRow>(ctx.db, 'SELECT * FROM order_aftersales WHERE order_detail_id = ? AND user_id = ? ORDER BY id DESC LIMIT 1', detailId, userId)
}

export function openAftersaleCount(ctx: Ctx, detailId: number): number {
  return one<{ n: number }>(ctx.db, 'SELECT COUNT(*) AS n FROM order_aftersales WHERE order_detail_id = ? AND status IN (0, 1, 2)', detailId)?.n ?? 0
}

export function tipsMessage(ctx: Ctx, row: AftersaleRow): { title: string; desc: string } {
  const [title, desc] = ctx.t(`aftersale.tips_${row.status}`, { reason: row.refuse_reason || '-' }).split('|')
  return { title, desc: desc ?? '' }
}

interface Step {
  number: number
  name: string
  is_caret: number
  is_angle: number
  is_active: number
  is_end: number
}

/** How far each flow has progressed; `reached` = index of the last step done (-1 when no request yet). */
function steps(names: string[], reached: number): Step[] {
  return names.map((name, i) => ({
    number: i + 1,
    name,
    is_caret: i < names.length - 1 ? 1 : 0,
    is_angle: i < names.length - 1 ? 1 : 0,
    is_active: i <= reached ? 1 : 0,
    is_end: i === reached ? 1 : 0,
  }))
}

/** Step index reached for a status: refund-only skips confirm and return. */
function reachedStep(row: AftersaleRow | undefined, type: number): number {
  if (!row || row.type !== type || row.status === AFTERSALE_STATUS.cancelled || row.status === AFTERSALE_STATUS.refused)
    return row && row.type === type ? 0 : -1
  if (type === AFTERSALE_TYPE.refundOnly) return row.status === AFTERSALE_STATUS.completed ? 2 : 1
  return { 0: 1, 1: 2, 2: 3, 3: 4 }[row.status as 0 | 1 | 2 | 3] ?? 0
}

export function stepData(ctx: Ctx, row: AftersaleRow | undefined) {
  return {
    step0: steps([ctx.t('aftersale.step_apply_0'), ctx.t('aftersale.step_audit'), ctx.t('aftersale.step_done')], reachedStep(row, 0)),
    step1: steps(
      [
        ctx.t('aftersale.step_apply_1'),
        ctx.t('aftersale.step_confirm'),
        ctx.t('aftersale.step_return'),
        ctx.t('aftersale.step_audit'),
        ctx.t('aftersale.step_done'),
      ],
      reachedStep(row, 1),
    ),
  }
}
