import { actionsFromFlags, canRemindShipping, flagsForStatus, type OperateFlags, type OrderAction } from '@/lib/order-actions'
import { call, route } from './client'
import { fullAddressText } from './address-parse'
import { parsePayment, type PaymentMethod } from './buy'
import { arr, asIs, bool, int, num, obj, reqInt, reqStr, str, toPage } from './parse'
import type { ApiResult, Page } from './types'
import { deliveryIdOf } from './plugins/delivery-links'

export interface OrderItem {
  id: string
  goodsId: string
  title: string
  image: string
  specText: string
  price: string
  originalPrice: string
  buyNumber: number
  totalPrice: string
  url: string
  afterSaleText: string
  /** Keys of a delivered virtual goods (HTML from the shop, shown through SafeRichText). */
  fictitiousValue: string
}

/** service_data: a service appointment attached to the order (api-core 3.18). */
export interface OrderService {
  name: string
  mobile: string
  duration: string
  start: string
  end: string
}

export interface OrderAddress {
  name: string
  tel: string
  alias: string
  fullText: string
  lng: number
  lat: number
  appointTime: string
  contactName: string
  contactTel: string
}

export interface ExpressEntry {
  name: string
  number: string
  note: string
}

export interface Order {
  id: string
  orderNo: string
  status: number
  statusName: string
  payStatus: number
  payStatusName: string
  orderModel: number
  orderModelName: string
  price: string
  totalPrice: string
  payPrice: string
  preferentialPrice: string
  increasePrice: string
  buyNumberCount: number
  paymentId: string
  paymentName: string
  underLineText: string
  warehouseName: string
  currencySymbol: string
  userNote: string
  items: OrderItem[]
  actions: OrderAction[]
  canAfterSale: boolean
  address: OrderAddress | null
  express: ExpressEntry[]
  /** The merchant attached files to this order (orderresources plugin). */
  hasResources?: boolean
  /** The shopper filled goods forms for this order (ordergoodsform plugin). */
  hasGoodsForm?: boolean
  /** The delivery of this order by the shop's own courier (delivery plugin `plugins_delivery_data`), or ''. */
  deliveryId?: string
  service?: OrderService | null
  /** site_fictitious of order/detail: the keys block of a delivered virtual order. */
  fictitious?: { title: string; tips: string } | null
  pickupCode: string
  pickupImage: string
  extensions: Array<{ name: string; tips: string; price: string }>
  times: { add: string; confirm: string; pay: string; delivery: string; collect: string; cancel: string; close: string }
}

export interface OrderListPage extends Page<Order> {
  payments: PaymentMethod[]
  defaultPaymentId: string
}

function parseItem(raw: Record<string, unknown>): OrderItem {
  const specs = arr<Record<string, unknown>>(raw.spec).map((s) => str(s.value))
  return {
    id: str(raw.id),
    goodsId: str(raw.goods_id),
    title: str(raw.title),
    image: str(raw.images),
    specText: str(raw.spec_text) || specs.join(' / '),
    price: str(raw.price),
    originalPrice: str(raw.original_price),
    buyNumber: int(raw.buy_number),
    totalPrice: str(raw.total_price),
    url: str(raw.goods_url),
    afterSaleText: str(raw.orderaftersale_btn_text),
    fictitiousValue: str(raw.fictitious_goods_value),
  }
}

function parseService(value: unknown): OrderService | null {
  const raw = obj(value)
  if (!str(raw.service_name) && !str(raw.service_mobile)) return null
  return {
    name: str(raw.service_name),
    mobile: str(raw.service_mobile),
    duration: str(raw.service_duration_minute_text),
    start: str(raw.service_start_time),
    end: str(raw.service_end_time),
  }
}

function parseOperate(raw: Record<string, unknown>): OperateFlags | null {
  if (!Object.keys(raw).length) return null
  return {
    isPay: bool(raw.is_pay),
    isCancel: bool(raw.is_cancel),
    isCollect: bool(raw.is_collect),
    isComments: bool(raw.is_comments),
    isDelete: bool(raw.is_delete),
  }
}

function parseOrderAddress(value: unknown): OrderAddress | null {
  const raw = obj(value)
  if (!Object.keys(raw).length) return null
  return {
    name: str(raw.name),
    tel: str(raw.tel),
    alias: str(raw.alias),
    fullText: fullAddressText({
      provinceName: str(raw.province_name),
      cityName: str(raw.city_name),
      countyName: str(raw.county_name),
      address: str(raw.address),
    }),
    lng: num(raw.lng),
    lat: num(raw.lat),
    appointTime: str(raw.appoint_time),
    contactName: str(raw.extraction_contact_name),
    contactTel: str(raw.extraction_contact_tel),
  }
}

/** Times arrive as text, null or 0 for "not yet". */
function time(value: unknown): string {
  return !value || value === '0' ? '' : str(value)
}

export function parseOrder(raw: Record<string, unknown>): Order {
  // Required: id and status decide every action on an order (pay, cancel, confirm, review).
  const status = reqInt(raw, 'status')
  const payStatus = int(raw.pay_status)
  const flags =
    parseOperate(obj(raw.operate_data)) ??
    flagsForStatus({ status, payStatus, commented: int(raw.user_is_comments) > 0, deleted: int(raw.user_is_delete_time) > 0 })
  const extraction = obj(raw.extraction_data)
  return {
    id: reqStr(raw, 'id'),
    orderNo: str(raw.order_no),
    status,
    statusName: str(raw.status_name),
    payStatus,
    payStatusName: str(raw.pay_status_name),
    orderModel: int(raw.order_model),
    orderModelName: str(raw.order_model_name),
    price: str(raw.price),
    totalPrice: str(raw.total_price),
    payPrice: str(raw.pay_price),
    preferentialPrice: str(raw.preferential_price, '0'),
    increasePrice: str(raw.increase_price, '0'),
    buyNumberCount: int(raw.buy_number_count),
    paymentId: str(raw.payment_id),
    paymentName: str(raw.payment_name),
    underLineText: int(raw.is_under_line) === 1 ? str(raw.is_under_line_text) : '',
    warehouseName: str(raw.warehouse_name),
    currencySymbol: str(obj(raw.currency_data).currency_symbol),
    userNote: str(raw.user_note),
    items: arr<Record<string, unknown>>(raw.items).map((item) => parseItem(obj(item))),
    actions: [...(canRemindShipping({ status, orderModel: int(raw.order_model) }) ? (['remind'] as OrderAction[]) : []), ...actionsFromFlags(flags)],
    canAfterSale: bool(raw.is_can_launch_aftersale),
    address: parseOrderAddress(raw.address_data),
    express: arr<Record<string, unknown>>(raw.express_data).map((e) => ({
      name: str(obj(e).express_name),
      number: str(obj(e).express_number),
      note: str(obj(e).note),
    })),
    hasResources: int(raw.plugins_orderresources_data) === 1,
    hasGoodsForm: int(raw.plugins_ordergoodsform_data) === 1,
    deliveryId: deliveryIdOf(raw),
    service: parseService(raw.service_data),
    pickupCode: str(extraction.code),
    pickupImage: str(extraction.images),
    extensions: arr<Record<string, unknown>>(raw.extension_data).map((e) => ({ name: str(obj(e).name), tips: str(obj(e).tips), price: str(obj(e).price) })),
    times: {
      add: time(raw.add_time),
      confirm: time(raw.confirm_time),
      pay: time(raw.pay_time),
      delivery: time(raw.delivery_time),
      collect: time(raw.collect_time),
      cancel: time(raw.cancel_time),
      close: time(raw.close_time),
    },
  }
}

export function parseOrderList(data: unknown, page: number): OrderListPage {
  const raw = obj(data)
  return {
    ...toPage(raw, page, parseOrder),
    payments: arr<Record<string, unknown>>(raw.payment_list).map((item) => parsePayment(obj(item))),
    defaultPaymentId: raw.default_payment_id === null || raw.default_payment_id === undefined ? '' : str(raw.default_payment_id),
  }
}

/** order/index; `status` is applied by the server only together with is_more=1. */
export async function getOrders(page: number, status: string, keywords = ''): Promise<ApiResult<OrderListPage>> {
  return call(route('order', 'index'), { page, status, keywords, is_more: 1 }, (raw) => parseOrderList(raw, page), { silent: true })
}

export function parseOrderDetail(data: unknown): Order {
  const raw = obj(data)
  const keys = obj(raw.site_fictitious)
  return { ...parseOrder(obj(raw.data)), fictitious: Object.keys(keys).length ? { title: str(keys.title), tips: str(keys.tips) } : null }
}

export async function getOrderDetail(id: string): Promise<ApiResult<Order>> {
  return call(route('order', 'detail'), { id }, parseOrderDetail, { silent: true })
}

export async function cancelOrder(id: string): Promise<ApiResult<unknown>> {
  return call(route('order', 'cancel'), { id }, asIs)
}

/** Confirm receipt (order/collect). */
export async function collectOrder(id: string): Promise<ApiResult<unknown>> {
  return call(route('order', 'collect'), { id }, asIs)
}

export async function deleteOrder(id: string): Promise<ApiResult<unknown>> {
  return call(route('order', 'delete'), { id }, asIs)
}

/**
 * order/pay (api-core 1.15) with `ids`. The raw answer goes to lib/pay-result for interpretation;
 * -6666 (an HTML page to show) is handled there, so no toast for it here.
 */
export async function payOrders(body: {
  ids: string
  paymentId: string
  redirectUrl?: string
  redirectKey?: 'redirect_url' | 'respond_url'
}): Promise<ApiResult<unknown>> {
  const data: Record<string, unknown> = { ids: body.ids, payment_id: body.paymentId || 0 }
  if (body.redirectUrl) data[body.redirectKey ?? 'redirect_url'] = body.redirectUrl
  return call(route('order', 'pay'), data, asIs, { silent: true })
}

/** order/paycheck while a QR payment is open: -333 means "not yet". */
export async function checkPayment(orderNo: string): Promise<ApiResult<unknown>> {
  return call(route('order', 'paycheck'), { order_no: orderNo }, asIs, { silent: true })
}
