// Orders: the state machine, stock reservation/restoration and ShopXO's order object.
import crypto from 'node:crypto'
import type { Database } from 'better-sqlite3'
import { all, one, run } from '../../db'
import { formatTime, money } from '../../core/format'
import { defineMessages } from '../../core/i18n'
import { ApiError } from '../../core/result'
import type { Ctx } from '../../core/context'
import { goodsPhotos, goodsUrl, priceDisplayFields } from '../goods/goods-view'
import { specText, storedSpec } from '../goods/specs'
import { contactFields, coord, type AddressFields, type IdcardFields } from '../address/address'
import { displayAmount, displayCurrency, displayMoney, isConverting } from '../site/display-currency'
import { orderExtras } from './order-extensions'

export const ORDER_STATUS = { confirm: 0, pay: 1, delivery: 2, receipt: 3, completed: 4, cancelled: 5, closed: 6 } as const

defineMessages({
  'order.status.0': { zh: '待确认', en: 'To be confirmed' },
  'order.status.1': { zh: '待付款', en: 'Pending payment' },
  'order.status.2': { zh: '待发货', en: 'Pending delivery' },
  'order.status.3': { zh: '待收货', en: 'Pending receipt' },
  'order.status.4': { zh: '已完成', en: 'Completed' },
  'order.status.5': { zh: '已取消', en: 'Cancelled' },
  'order.status.6': { zh: '已关闭', en: 'Closed' },
  'order.pay_status.0': { zh: '待支付', en: 'Unpaid' },
  'order.pay_status.0_offline': { zh: '待确认', en: 'To be confirmed' },
  'order.pay_status.1': { zh: '已支付', en: 'Paid' },
  'order.pay_status.2': { zh: '已退款', en: 'Refunded' },
  'order.pay_status.3': { zh: '部分退款', en: 'Partially refunded' },
  'order.model.0': { zh: '快递', en: 'Express' },
  'order.model.1': { zh: '同城', en: 'Same city' },
  'order.model.2': { zh: '自提', en: 'Self pickup' },
  'order.model.3': { zh: '虚拟销售', en: 'Virtual' },
  'order.offline': { zh: '线下支付', en: 'Offline payment' },
  'order.online': { zh: '线上支付', en: 'Online payment' },
  'order.client.h5': { zh: 'H5手机网站', en: 'H5 mobile site' },
  'order.warehouse': { zh: '默认仓库', en: 'Default warehouse' },
  'order.describe': { zh: '共{count}件 合计:{symbol}{price}', en: '{count} items, total: {symbol}{price}' },
  'order.aftersale_btn': { zh: '退款/退货', en: 'Refund/Return' },
  'order.service_minutes': { zh: '{n}分钟', en: '{n} min' },
  'order.fictitious_title': { zh: '密钥信息', en: 'Your keys' },
  'order.fictitious_tips': { zh: '请妥善保管以下卡密，切勿泄露给他人。', en: 'Keep these keys safe and do not share them with anyone.' },
  'order.not_found': { zh: '订单不存在', en: 'Order does not exist' },
  'order.status_locked': { zh: '状态不可操作[{status}]', en: 'Status cannot be operated [{status}]' },
  'order.currency': { zh: '人民币', en: 'RMB' },
})

export interface OrderRow {
  id: number
  order_no: string
  user_id: number
  warehouse_id: number
  payment_id: number
  system_type: string
  status: number
  pay_status: number
  extension_data: string
  buy_number_count: number
  increase_price: number
  preferential_price: number
  price: number
  total_price: number
  pay_price: number
  refund_price: number
  returned_quantity: number
  client_type: string
  order_model: number
  is_under_line: number
  user_note: string
  extraction_code: string
  express_name: string
  express_number: string
  /** The parcel's note (migration 061). */
  express_note: string
  /** JSON {service_name, service_mobile, service_duration_minute, service_start_time, service_end_time}, '' when none. */
  service_data: string
  pay_time: number
  confirm_time: number
  delivery_time: number
  cancel_time: number
  collect_time: number
  close_time: number
  comments_time: number
  is_comments: number
  user_is_comments: number
  is_delete_time: number
  user_is_delete_time: number
  add_time: number
  upd_time: number
}

export interface OrderDetailRow {
  id: number
  user_id: number
  order_id: number
  goods_id: number
  spec_base_id: number
  title: string
  images: string
  original_price: number
  price: number
  total_price: number
  spec: string
  buy_number: number
  model: string
  spec_weight: number
  spec_volume: number
  spec_coding: string
  spec_barcode: string
  refund_price: number
  returned_quantity: number
  /** The keys of a virtual goods, copied when the order is delivered. */
  fictitious_goods_value: string
  add_time: number
  upd_time: number
}

/** yyyymmddHHMMss + 6 random digits, like ShopXO's order numbers. */
export function newOrderNo(now: Date): string {
  const p = (n: number) => String(n).padStart(2, '0')
  const stamp = `${now.getFullYear()}${p(now.getMonth() + 1)}${p(now.getDate())}${p(now.getHours())}${p(now.getMinutes())}${p(now.getSeconds())}`
  return stamp + String(crypto.randomInt(0, 1_000_000)).padStart(6, '0')
}

/** An order of this user, or ApiError(-1 'order does not exist') — other users' ids look like missing ones. */
export function userOrder(ctx: Ctx, userId: number, orderId: number): OrderRow {
  const order = one<OrderRow>(ctx.db, 'SELECT * FROM orders WHERE id = ? AND user_id = ? AND user_is_delete_time = 0 AND is_delete_time = 0', orderId, userId)
  if (!order) throw new ApiError(ctx.t('order.not_found'))
  return order
}

export function statusName(ctx: Ctx, status: number): string {
  return ctx.t(`order.status.${status}`)
}

function payStatusName(ctx: Ctx, o: OrderRow): string {
  if (o.pay_status === 0 && o.is_under_line && o.status >= ORDER_STATUS.delivery && o.status <= ORDER_STATUS.completed)
    return ctx.t('order.pay_status.0_offline')
  return ctx.t(`order.pay_status.${o.pay_status}`)
}

export function statusLockedError(ctx: Ctx, o: OrderRow, withNumber = false): ApiError {
  const status = statusName(ctx, o.status)
  return new ApiError(ctx.t('order.status_locked', { status: withNumber ? `${status}-${o.order_no}` : status }))
}

/** Which user actions the order allows (order lists show these buttons). */
export function operateData(o: OrderRow) {
  const s = ORDER_STATUS
  return {
    is_confirm: 0,
    is_pay: o.status === s.pay ? 1 : 0,
    is_delivery: 0,
    is_service: 0,
    is_take: 0,
    is_collect: o.status === s.receipt ? 1 : 0,
    is_cancel: canCancel(o) ? 1 : 0,
    is_delete: canDelete(o) ? 1 : 0,
    is_comments: o.status === s.completed && !o.user_is_comments ? 1 : 0,
  }
}

/** Unpaid orders can be cancelled; once money has moved (pay_status 1) they cannot. */
export function canCancel(o: OrderRow): boolean {
  if (o.status === ORDER_STATUS.confirm || o.status === ORDER_STATUS.pay) return true
  return o.status === ORDER_STATUS.delivery && o.pay_status === 0
}

export function canDelete(o: OrderRow): boolean {
  return (o.status === ORDER_STATUS.completed || o.status === ORDER_STATUS.cancelled || o.status === ORDER_STATUS.closed) && !o.user_is_delete_time
}

const timeOrNull = (t: number) => (t ? formatTime(t) : null)

function itemView(ctx: Ctx, d: OrderDetailRow, offered: boolean) {
  const spec = storedSpec(d.spec)
  return {
    id: d.id,
    user_id: d.user_id,
    order_id: d.order_id,
    goods_id: d.goods_id,
    title: d.title,
    images: ctx.img(d.images),
    original_price: displayMoney(ctx, d.original_price),
    price: displayMoney(ctx, d.price),
    total_price: displayMoney(ctx, d.total_price),
    spec,
    buy_number: d.buy_number,
    model: d.model,
    spec_weight: money(d.spec_weight),
    spec_volume: money(d.spec_volume),
    spec_coding: d.spec_coding,
    spec_barcode: d.spec_barcode,
    refund_price: displayMoney(ctx, d.refund_price),
    returned_quantity: d.returned_quantity,
    add_time: formatTime(d.add_time),
    upd_time: d.upd_time ? formatTime(d.upd_time) : 0,
    data_index: 1,
    ...priceDisplayFields(ctx),
    price_container: {
      price: displayMoney(ctx, d.price),
      min_price: 0,
      max_price: 0,
      original_price: displayMoney(ctx, d.original_price),
      min_original_price: 0,
      max_original_price: 0,
    },
    goods_url: goodsUrl(d.goods_id),
    photo: goodsPhotos(ctx, d.goods_id),
    images_old: d.images,
    is_error: 0,
    error_msg: '',
    spec_text: spec ? specText(spec) : null,
    orderaftersale: null,
    fictitious_goods_value: d.fictitious_goods_value || null,
    // ShopXO sends null where after-sale is not offered (unpaid, cancelled ...), the text where it is.
    orderaftersale_btn_text: offered ? ctx.t('order.aftersale_btn') : null,
  }
}

interface OrderAddressRow extends AddressFields, IdcardFields {
  id: number
  order_id: number
  user_id: number
  address_id: number
  province_name: string
  city_name: string
  county_name: string
  add_time: number
}

function addressDataView(ctx: Ctx, a: OrderAddressRow | undefined) {
  if (!a) return null
  return {
    id: a.id,
    order_id: a.order_id,
    user_id: a.user_id,
    address_id: a.address_id,
    ...contactFields(a),
    province_name: a.province_name,
    city_name: a.city_name,
    county_name: a.county_name,
    lng: coord(a.lng),
    lat: coord(a.lat),
    appoint_time: '',
    extraction_contact_name: '',
    extraction_contact_tel: '',
    idcard_name: a.idcard_name,
    idcard_number: a.idcard_number,
    idcard_front: a.idcard_front ? ctx.img(a.idcard_front) : '',
    idcard_back: a.idcard_back ? ctx.img(a.idcard_back) : '',
    add_time: a.add_time,
    upd_time: 0,
    idcard_front_old: a.idcard_front,
    idcard_back_old: a.idcard_back,
  }
}

export function expressDataView(ctx: Ctx, o: OrderRow) {
  if (!o.express_number) return null
  return [
    {
      id: o.id,
      order_id: o.id,
      user_id: o.user_id,
      express_id: 1,
      express_number: o.express_number,
      note: o.express_note,
      add_time: formatTime(o.delivery_time),
      upd_time: '',
      express_name: o.express_name,
      express_icon: ctx.img('/static/express/express.svg'),
      express_website_url: '',
    },
  ]
}

/**
 * The currency the order is presented in. Orders are stored in the shop currency and always shown in the
 * current display currency (services/display-currency.ts), so currency_data names that currency.
 */
function currencyDataView(ctx: Ctx, o: OrderRow) {
  const base = { id: o.id, order_id: o.id, user_id: o.user_id }
  if (!isConverting(ctx))
    return { ...base, currency_name: ctx.t('order.currency'), currency_code: 'RMB', currency_symbol: '￥', currency_rate: '0.000000', add_time: o.add_time }
  const c = displayCurrency(ctx)
  return { ...base, currency_name: c.name ?? c.code, currency_code: c.code, currency_symbol: c.symbol, currency_rate: c.rate.toFixed(6), add_time: o.add_time }
}

/** Stored extension rows ({name, price, tips...}) with their prices shown in the display currency. */
function extensionDataView(ctx: Ctx, text: string): unknown {
  if (!text) return null
  const data = JSON.parse(text) as unknown
  if (!isConverting(ctx) || !Array.isArray(data)) return data
  return data.map((row: unknown) =>
    row && typeof row === 'object' && typeof (row as { price?: unknown }).price === 'number'
      ? { ...row, price: displayAmount(ctx, (row as { price: number }).price) }
      : row,
  )
}

/**
 * After-sale is offered on a line as ShopXO offers it: from "to ship" (paid, or cash on delivery) until
 * completed; never on an order still to confirm or to pay, nor on a cancelled or closed one.
 */
export function aftersaleOffered(o: Pick<OrderRow, 'status'>): boolean {
  return o.status >= ORDER_STATUS.delivery && o.status <= ORDER_STATUS.completed
}

/** The order's service appointment (api-core 3.18 service_data), or null. */
function serviceDataView(ctx: Ctx, o: OrderRow) {
  if (!o.service_data) return null
  const data = JSON.parse(o.service_data) as {
    service_name?: string
    service_mobile?: string
    service_duration_minute?: number
    service_start_time?: number
    service_end_time?: number
  }
  const minutes = Number(data.service_duration_minute ?? 0)
  return {
    service_name: data.service_name ?? '',
    service_mobile: data.service_mobile ?? '',
    service_duration_minute: minutes,
    service_duration_minute_text: minutes > 0 ? ctx.t('order.service_minutes', { n: minutes }) : '',
    service_start_time: data.service_start_time ? formatTime(data.service_start_time) : '',
    service_end_time: data.service_end_time ? formatTime(data.service_end_time) : '',
  }
}

/** The keys block of a delivered virtual order (order/detail's site_fictitious), or null. */
export function siteFictitiousView(ctx: Ctx, o: OrderRow) {
  const delivered = o.order_model === VIRTUAL_ORDER_MODEL && (o.status === ORDER_STATUS.receipt || o.status === ORDER_STATUS.completed)
  return delivered ? { title: ctx.t('order.fictitious_title'), tips: `<p>${ctx.t('order.fictitious_tips')}</p>` } : null
}

/** The full order object of order/index and order/detail; amounts in the display currency. */
export function orderView(ctx: Ctx, o: OrderRow) {
  const details = all<OrderDetailRow>(ctx.db, 'SELECT * FROM order_details WHERE order_id = ? ORDER BY id', o.id)
  const address = one<OrderAddressRow>(ctx.db, 'SELECT * FROM order_addresses WHERE order_id = ?', o.id)
  const payment = one<{ name: string }>(ctx.db, 'SELECT name FROM payments WHERE id = ?', o.payment_id)
  return {
    id: o.id,
    order_no: o.order_no,
    user_id: o.user_id,
    warehouse_id: o.warehouse_id,
    payment_id: o.payment_id,
    system_type: o.system_type,
    status: o.status,
    pay_status: o.pay_status,
    extension_data: extensionDataView(ctx, o.extension_data),
    buy_number_count: o.buy_number_count,
    increase_price: displayMoney(ctx, o.increase_price),
    preferential_price: displayMoney(ctx, o.preferential_price),
    price: displayMoney(ctx, o.price),
    total_price: displayMoney(ctx, o.total_price),
    pay_price: displayMoney(ctx, o.pay_price),
    refund_price: displayMoney(ctx, o.refund_price),
    returned_quantity: o.returned_quantity,
    client_type: o.client_type,
    order_model: o.order_model,
    is_under_line: o.is_under_line,
    user_note: o.user_note,
    pay_time: timeOrNull(o.pay_time),
    confirm_time: timeOrNull(o.confirm_time),
    delivery_time: timeOrNull(o.delivery_time),
    cancel_time: timeOrNull(o.cancel_time),
    collect_time: timeOrNull(o.collect_time),
    close_time: timeOrNull(o.close_time),
    comments_time: o.comments_time,
    is_comments: o.is_comments,
    user_is_comments: o.user_is_comments,
    is_delete_time: o.is_delete_time,
    user_is_delete_time: o.user_is_delete_time,
    add_time: formatTime(o.add_time),
    upd_time: formatTime(o.upd_time),
    currency_data: currencyDataView(ctx, o),
    warehouse_name: ctx.t('order.warehouse'),
    warehouse_icon: ctx.img('/static/common/warehouse.svg'),
    warehouse_url: '',
    address_data: addressDataView(ctx, address),
    express_data: expressDataView(ctx, o),
    service_data: serviceDataView(ctx, o),
    order_model_name: ctx.t(`order.model.${o.order_model}`),
    client_type_name: ctx.t('order.client.h5'),
    status_name: statusName(ctx, o.status),
    pay_status_name: payStatusName(ctx, o),
    payment_name: payment?.name ?? '',
    is_under_line_text: o.is_under_line ? ctx.t('order.offline') : ctx.t('order.online'),
    // As ShopXO: 1 for every order not yet closed, paid or not; the line's button text says whether it is offered.
    is_can_launch_aftersale: o.status <= ORDER_STATUS.completed ? 1 : 0,
    add_time_time: formatTime(o.add_time),
    add_time_date: formatTime(o.add_time, false),
    user_is_comments_time: o.user_is_comments ? formatTime(o.user_is_comments) : null,
    items: details.map((d) => itemView(ctx, d, aftersaleOffered(o))),
    items_count: details.length,
    describe: ctx.t('order.describe', { count: o.buy_number_count, symbol: displayCurrency(ctx).symbol, price: displayMoney(ctx, o.total_price) }),
    operate_data: operateData(o),
    extraction_code: o.extraction_code,
    ...orderExtras(ctx, o.id),
  }
}

/**
 * An order's money arrived (the demo gateway, a coin payment): it leaves "to pay". A virtual order is
 * delivered at once: its goods' keys are copied onto the lines and it waits for the shopper's receipt.
 */
export function markOrderPaid(ctx: Ctx, orderId: number, paymentId: number, now: number): void {
  const changed = run(
    ctx.db,
    'UPDATE orders SET status = ?, pay_status = 1, pay_price = total_price, pay_time = ?, payment_id = ?, is_under_line = 0, upd_time = ? WHERE id = ? AND status = ?',
    ORDER_STATUS.delivery,
    now,
    paymentId,
    now,
    orderId,
    ORDER_STATUS.pay,
  ).changes
  const order = one<OrderRow>(ctx.db, 'SELECT * FROM orders WHERE id = ?', orderId)
  if (!changed || !order || order.order_model !== VIRTUAL_ORDER_MODEL) return
  run(
    ctx.db,
    'UPDATE order_details SET fictitious_goods_value = (SELECT g.fictitious_goods_value FROM goods g WHERE g.id = order_details.goods_id) WHERE order_id = ?',
    orderId,
  )
  run(ctx.db, 'UPDATE orders SET status = ?, delivery_time = ?, upd_time = ? WHERE id = ?', ORDER_STATUS.receipt, now, now, orderId)
}

const VIRTUAL_ORDER_MODEL = 3

/** Put the reserved stock of an order back (on cancel/close). */
export function restoreStock(db: Database, orderId: number): void {
  for (const d of all<OrderDetailRow>(db, 'SELECT * FROM order_details WHERE order_id = ?', orderId)) {
    run(db, 'UPDATE goods_spec_base SET inventory = inventory + ? WHERE id = ?', d.buy_number, d.spec_base_id)
    run(db, 'UPDATE goods SET inventory = inventory + ?, sales_count = MAX(0, sales_count - ?) WHERE id = ?', d.buy_number, d.buy_number, d.goods_id)
  }
}

/**
 * Take `quantity` from a spec row atomically. The WHERE clause makes a concurrent double-spend impossible:
 * if another order took the stock first, no row changes and we report "sold out".
 */
export function reserveStock(db: Database, specBaseId: number, goodsId: number, quantity: number): boolean {
  const changed = run(db, 'UPDATE goods_spec_base SET inventory = inventory - ? WHERE id = ? AND inventory >= ?', quantity, specBaseId, quantity).changes
  if (changed !== 1) return false
  run(db, 'UPDATE goods SET inventory = MAX(0, inventory - ?), sales_count = sales_count + ? WHERE id = ?', quantity, quantity, goodsId)
  return true
}

export function addUserMessage(db: Database, userId: number, title: string, detail: string, businessId: number, businessType: string, now: number): void {
  run(
    db,
    'INSERT INTO messages (user_id, title, detail, business_id, business_type, type, is_read, add_time) VALUES (?, ?, ?, ?, ?, 0, 0, ?)',
    userId,
    title,
    detail,
    businessId,
    businessType,
    now,
  )
}
