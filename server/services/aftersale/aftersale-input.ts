// Validation of orderaftersale/create input against the order line and what is still refundable.
import { ApiError } from '../../core/result'
import { defineMessages } from '../../core/i18n'
import { toCents } from '../../core/format'
import { displayMoney, shopCentsFromDisplay } from '../site/display-currency'
import { one } from '../../db'
import type { Ctx } from '../../core/context'
import { aftersaleOffered, userOrder, ORDER_STATUS, type OrderDetailRow, type OrderRow } from '../order/orders'
import { AFTERSALE_TYPE, openAftersaleCount, refundableFor } from './aftersale-rules'
import { imageListParam, ownImagePath } from '../site/upload-paths'
import { asInt, freeText, requireId, scalarText } from '../../core/validate'

defineMessages({
  'aftersale.detail_not_found': { zh: '订单商品不存在', en: 'Order item does not exist' },
  'aftersale.order_status': { zh: '当前订单状态不可发起售后[{status}]', en: 'After-sales cannot be requested in this order status [{status}]' },
  'aftersale.type_required': { zh: '请选择售后类型', en: 'Please choose the after-sales type' },
  'aftersale.return_needs_delivery': { zh: '订单尚未发货，仅支持仅退款', en: 'The order has not shipped yet: only a refund can be requested' },
  'aftersale.already_open': { zh: '该商品已有进行中的售后申请', en: 'This item already has an after-sales request in progress' },
  'aftersale.reason_required': { zh: '请选择售后原因', en: 'Please choose a reason' },
  'aftersale.reason_too_long': { zh: '售后原因最多180个字符', en: 'The reason can be at most 180 characters' },
  'aftersale.number_format': { zh: '退货数量有误，最多可退{max}件', en: 'Invalid return quantity, at most {max}' },
  'aftersale.nothing_to_return': { zh: '该商品已无可退货数量', en: 'Nothing left to return for this item' },
  'aftersale.price_format': { zh: '退款金额格式有误', en: 'Refund amount format error' },
  'aftersale.price_too_high': { zh: '退款金额不能大于可退金额{max}', en: 'The refund cannot exceed the refundable amount {max}' },
  'aftersale.msg_too_long': { zh: '退款说明最多200个字符', en: 'The note can be at most 200 characters' },
  'aftersale.images_format': { zh: '凭证图片有误（最多3张）', en: 'Invalid images (at most 3)' },
})

const MAX_IMAGES = 3

export interface AftersaleInput {
  order: OrderRow
  detail: OrderDetailRow
  type: number
  reason: string
  number: number
  priceCents: number
  msg: string
  images: string[]
}

/** The user's order and the line inside it (ids of other users' orders answer "does not exist"). */
/** Unpaid, cancelled or closed orders have no after-sale (the same rule as the order's button text). */
export function assertAftersaleOffered(ctx: Ctx, order: OrderRow): void {
  if (!aftersaleOffered(order)) throw new ApiError(ctx.t('aftersale.order_status', { status: ctx.t(`order.status.${order.status}`) }))
}

export function orderLine(ctx: Ctx, userId: number, orderParam: string, detailParam: string): { order: OrderRow; detail: OrderDetailRow } {
  const order = userOrder(ctx, userId, requireId(ctx, orderParam))
  const detail = one<OrderDetailRow>(ctx.db, 'SELECT * FROM order_details WHERE id = ? AND order_id = ?', requireId(ctx, detailParam), order.id)
  if (!detail) throw new ApiError(ctx.t('aftersale.detail_not_found'))
  return { order, detail }
}

function shortText(ctx: Ctx, name: string, max: number, key: string): string {
  const raw = ctx.params[name]
  const value = typeof raw === 'number' ? null : freeText(raw)
  if (value === null || [...value].length > max) throw new ApiError(ctx.t(key))
  return value
}

function readType(ctx: Ctx, order: OrderRow): number {
  const type = asInt(ctx.params.type)
  if (type !== AFTERSALE_TYPE.refundOnly && type !== AFTERSALE_TYPE.returnAndRefund) {
    throw new ApiError(ctx.t('aftersale.type_required'))
  }
  if (type === AFTERSALE_TYPE.returnAndRefund && order.status === ORDER_STATUS.delivery) throw new ApiError(ctx.t('aftersale.return_needs_delivery'))
  return type
}

/** The refund is typed in the display currency (as the refundable amount was shown); stored in the shop currency. */
function readPriceCents(ctx: Ctx, maxCents: number): number {
  const raw = ctx.params.price
  const text = raw === undefined || raw === null || raw === '' ? '0' : (scalarText(raw) ?? '')
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(text)) throw new ApiError(ctx.t('aftersale.price_format'))
  const cents = shopCentsFromDisplay(ctx, toCents(text), maxCents)
  if (cents === null) throw new ApiError(ctx.t('aftersale.price_too_high', { max: displayMoney(ctx, maxCents / 100) }))
  return cents
}

function readNumber(ctx: Ctx, type: number, maxQuantity: number): number {
  if (type === AFTERSALE_TYPE.refundOnly) return 0
  if (maxQuantity <= 0) throw new ApiError(ctx.t('aftersale.nothing_to_return'))
  const n = asInt(ctx.params.number)
  if (n === null || n < 1 || n > maxQuantity) throw new ApiError(ctx.t('aftersale.number_format', { max: maxQuantity }))
  return n
}

function readImages(ctx: Ctx): string[] {
  const list = imageListParam(ctx.params.images)
  if (!list || list.length > MAX_IMAGES) throw new ApiError(ctx.t('aftersale.images_format'))
  const paths = list.map((item) => ownImagePath(ctx, item))
  if (paths.some((p) => !p)) throw new ApiError(ctx.t('aftersale.images_format'))
  return paths as string[]
}

export function readAftersaleInput(ctx: Ctx, userId: number): AftersaleInput {
  const { order, detail } = orderLine(ctx, userId, 'order_id', 'order_detail_id')
  assertAftersaleOffered(ctx, order)
  const type = readType(ctx, order)
  if (openAftersaleCount(ctx, detail.id) > 0) throw new ApiError(ctx.t('aftersale.already_open'))
  const reason = shortText(ctx, 'reason', 180, 'aftersale.reason_too_long')
  if (!reason) throw new ApiError(ctx.t('aftersale.reason_required'))
  const available = refundableFor(ctx, order, detail)
  const number = readNumber(ctx, type, available.quantity)
  const priceCents = readPriceCents(ctx, available.cents)
  const msg = shortText(ctx, 'msg', 200, 'aftersale.msg_too_long')
  return { order, detail, type, reason, number, priceCents, msg, images: readImages(ctx) }
}
