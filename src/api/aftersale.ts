import { call, route } from './client'
import { arr, bool, asIs, int, num, obj, reqStr, str, toPage } from './parse'
import { parseImageList } from './review'
import type { ApiResult, Page } from './types'

/** After-sales (api-core 3.26 / 3.27, enumerations in section 5). */
export type AfterSaleType = 0 | 1 // 0 refund only, 1 return goods + refund

/** Server status codes 0..5 in order. */
export const AFTERSALE_STATUSES = ['pending_confirm', 'pending_return', 'pending_review', 'completed', 'refused', 'cancelled'] as const
export type AfterSaleStatus = (typeof AFTERSALE_STATUSES)[number] | 'unknown'

export function afterSaleStatus(code: number): AfterSaleStatus {
  return AFTERSALE_STATUSES[code] ?? 'unknown'
}

/** Completed and cancelled requests are final; every other one can still be withdrawn. */
export function canCancelAfterSale(status: AfterSaleStatus): boolean {
  return status !== 'completed' && status !== 'cancelled' && status !== 'unknown'
}

export interface AfterSaleGoods {
  detailId: string
  goodsId: string
  title: string
  image: string
  specText: string
  price: string
  quantity: number
  url: string
}

export interface AfterSaleRequest {
  id: string
  orderId: string
  orderDetailId: string
  orderNo: string
  type: AfterSaleType
  typeText: string
  status: AfterSaleStatus
  statusCode: number
  statusText: string
  reason: string
  quantity: number
  price: string
  explanation: string
  images: string[]
  refuseReason: string
  refundMethodText: string
  expressName: string
  expressNumber: string
  applyTime: string
  /** When the shop confirmed, the goods were sent back, the refund was audited, the request was cancelled ('' = not yet). */
  times?: { confirm: string; delivery: string; audit: string; cancel: string }
  tipsTitle: string
  tipsDesc: string
  goods: AfterSaleGoods | null
  currencySymbol: string
}

export interface AfterSaleOption {
  value: AfterSaleType
  name: string
  desc: string
}

export interface AfterSaleForm {
  orderId: string
  orderNo: string
  currencySymbol: string
  goods: AfterSaleGoods | null
  existing: AfterSaleRequest | null
  /** The most that can still be refunded / returned for this item. */
  maxRefund: number
  maxQuantity: number
  reasons: Record<AfterSaleType, string[]>
  types: AfterSaleOption[]
  returnAddress: { name: string; tel: string; address: string } | null
  uploadPathType: string
  /** step_data: the progress steps of each type (step0 refund only, step1 return and refund). */
  steps?: Record<AfterSaleType, AfterSaleStep[]>
}

export interface AfterSaleStep {
  number: number
  name: string
  /** Reached already (the shopper is at the last active one). */
  active: boolean
}

function parseSteps(value: unknown): AfterSaleStep[] {
  return arr<Record<string, unknown>>(value).map((step) => ({ number: int(step.number), name: str(step.name), active: bool(step.is_active) }))
}

function parseGoods(value: unknown): AfterSaleGoods | null {
  // order_data.items is the single item of this request (an object), sometimes a one-element list.
  const raw = Array.isArray(value) ? obj(value[0]) : obj(value)
  if (!raw.id && !raw.goods_id) return null
  const goodsId = str(raw.goods_id)
  const spec = arr<Record<string, unknown>>(raw.spec)
  return {
    detailId: str(raw.id),
    goodsId,
    title: str(raw.title),
    image: str(raw.images),
    specText: spec.length ? spec.map((s) => str(obj(s).value)).join(' / ') : str(raw.spec_text),
    price: str(raw.price),
    quantity: int(raw.buy_number),
    url: str(raw.goods_url) || `/pages/goods-detail/goods-detail?id=${goodsId}`,
  }
}

function asType(value: unknown): AfterSaleType {
  return int(value) === 1 ? 1 : 0
}

export function parseAfterSaleRequest(raw: Record<string, unknown>): AfterSaleRequest {
  const order = obj(raw.order_data)
  const statusCode = int(raw.status, -1)
  const tips = obj(raw.tips_msg)
  return {
    // Required: cancelling, shipping back and opening a request go by its id.
    id: reqStr(raw, 'id'),
    orderId: str(raw.order_id),
    orderDetailId: str(raw.order_detail_id),
    orderNo: str(raw.order_no || order.order_no),
    type: asType(raw.type),
    typeText: str(raw.type_text),
    status: afterSaleStatus(statusCode),
    statusCode,
    statusText: str(raw.status_text),
    reason: str(raw.reason).trim(),
    quantity: int(raw.number),
    price: str(raw.price),
    explanation: str(raw.msg),
    images: parseImageList(raw.images),
    refuseReason: str(raw.refuse_reason),
    refundMethodText: str(raw.refundment_text),
    expressName: str(raw.express_name),
    expressNumber: str(raw.express_number),
    applyTime: str(raw.apply_time || raw.add_time),
    times: { confirm: str(raw.confirm_time), delivery: str(raw.delivery_time), audit: str(raw.audit_time), cancel: str(raw.cancel_time) },
    tipsTitle: str(tips.title),
    tipsDesc: str(tips.desc),
    goods: parseGoods(order.items),
    currencySymbol: str(obj(order.currency_data).currency_symbol),
  }
}

export function parseAfterSales(data: unknown, page: number): Page<AfterSaleRequest> {
  return toPage(data, page, parseAfterSaleRequest)
}

/** Reasons are configured one per line on the server and keep their "\r". */
function reasonList(value: unknown): string[] {
  return arr(value)
    .map((r) => str(r).trim())
    .filter(Boolean)
}

export function parseAfterSaleForm(data: unknown): AfterSaleForm {
  const raw = obj(data)
  const order = obj(raw.order_data)
  const existing = obj(raw.new_aftersale_data)
  const returned = obj(raw.returned_data)
  const address = obj(raw.return_goods_address)
  return {
    orderId: str(order.id),
    orderNo: str(order.order_no),
    currencySymbol: str(obj(order.currency_data).currency_symbol),
    goods: parseGoods(order.items),
    existing: existing.id ? parseAfterSaleRequest(existing) : null,
    maxRefund: Math.max(0, num(returned.refund_price)),
    maxQuantity: Math.max(0, int(returned.returned_quantity)),
    reasons: { 0: reasonList(raw.return_only_money_reason), 1: reasonList(raw.return_money_goods_reason) },
    types: arr<Record<string, unknown>>(raw.aftersale_type_list).map((t) => ({ value: asType(t.value), name: str(t.name), desc: str(t.desc) })),
    returnAddress: address.name || address.address ? { name: str(address.name), tel: str(address.tel), address: str(address.address) } : null,
    uploadPathType: str(raw.editor_path_type),
    steps: { 0: parseSteps(obj(raw.step_data).step0), 1: parseSteps(obj(raw.step_data).step1) },
  }
}

/** statusCode -1 lists every status. */
export async function getAfterSales(page: number, statusCode = -1, keywords = ''): Promise<ApiResult<Page<AfterSaleRequest>>> {
  const body: Record<string, unknown> = { page }
  if (statusCode >= 0) body.status = statusCode
  if (keywords) body.keywords = keywords
  return call(route('orderaftersale', 'index'), body, (raw) => parseAfterSales(raw, page), { silent: true })
}

export async function getAfterSaleForm(orderId: string, detailId: string): Promise<ApiResult<AfterSaleForm>> {
  return call(route('orderaftersale', 'aftersale'), { oid: orderId, did: detailId }, parseAfterSaleForm, { silent: true })
}

export interface AfterSaleApplication {
  orderId: string
  detailId: string
  type: AfterSaleType
  reason: string
  quantity: number
  price: string
  explanation: string
  images: string[]
}

export function afterSaleCreateBody(application: AfterSaleApplication): Record<string, unknown> {
  return {
    order_id: application.orderId,
    order_detail_id: application.detailId,
    type: application.type,
    reason: application.reason,
    // Refund-only requests return nothing.
    number: application.type === 1 ? application.quantity : 0,
    price: application.price,
    msg: application.explanation.trim(),
    images: application.images.length ? JSON.stringify(application.images) : '',
  }
}

export function createAfterSale(application: AfterSaleApplication): Promise<ApiResult<unknown>> {
  return call(route('orderaftersale', 'create'), afterSaleCreateBody(application), asIs)
}

export function cancelAfterSale(id: string): Promise<ApiResult<unknown>> {
  return call(route('orderaftersale', 'cancel'), { id }, asIs)
}

/** Return shipment of a return + refund request waiting for the goods (status 1). */
export function submitReturnShipment(id: string, expressName: string, expressNumber: string): Promise<ApiResult<unknown>> {
  return call(route('orderaftersale', 'delivery'), { id, express_name: expressName.trim(), express_number: expressNumber.trim() }, asIs)
}
