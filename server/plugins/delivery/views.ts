// How a delivery is shown to its courier (api-plugins-2 §3.9 list rows and detail).
import type { Database } from 'better-sqlite3'
import { formatTime } from '../../core/format'
import type { Ctx } from '../../core/router'
import { all, one } from '../../db'
import { distanceMetres, distanceView } from '../../services/address/regions'
import { goodsUrl } from '../../services/goods/goods-view'
import { specText, storedSpec } from '../../services/goods/specs'
import { getConfig } from '../../services/site/configs'
import { displayMoney, displaySymbol } from '../../services/site/display-currency'

export const DELIVERY_STATUS = { waiting: 1, delivering: 2, delivered: 3, abnormal: 4 } as const
export const DELIVERY_STATUSES = [1, 2, 3, 4]

export interface DeliveryRow {
  id: number
  team_id: number
  order_id: number
  warehouse_id: number
  status: number
  describe: string
  appoint_time: string
  user_lng: number
  user_lat: number
  start_delivery_time: number
  success_delivery_time: number
  success_delivery_msg: string
  success_delivery_images: string
  abnormal_delivery_time: number
  abnormal_reason: string
  abnormal_msg: string
  abnormal_images: string
  add_time: number
  upd_time: number
}

interface WarehouseRow {
  id: number
  name: string
  alias: string
  contact: string
  tel: string
  address: string
  lng: number
  lat: number
}

interface AddressRow {
  alias: string
  name: string
  tel: string
  province_name: string
  city_name: string
  county_name: string
  address: string
}

interface LogRow {
  id: number
  action: string
  status: number
  reason: string
  msg: string
  images: string
  add_time: number
}

export function statusName(ctx: Ctx, status: number): string {
  return ctx.t(`delivery.status_${status}`)
}

export function imageList(text: string): string[] {
  try {
    const list = JSON.parse(text) as unknown
    return Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : []
  } catch {
    return []
  }
}

const pad = (n: number) => String(n).padStart(2, '0')

/** 'MM-DD HH:mm' for list rows. */
function conciseTime(seconds: number): string {
  if (!seconds) return ''
  const d = new Date(seconds * 1000)
  return `${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`
}

export function warehouseOf(db: Database, id: number): WarehouseRow | undefined {
  return one<WarehouseRow>(db, 'SELECT * FROM delivery_warehouses WHERE id = ?', id)
}

function warehouseView(w: WarehouseRow | undefined) {
  if (!w) return null
  return { name: w.name, alias: w.alias, contact: w.contact, tel: w.tel, address_info: w.address, lng: w.lng, lat: w.lat }
}

function userAddressView(db: Database, d: DeliveryRow) {
  const a = one<AddressRow>(db, 'SELECT alias, name, tel, province_name, city_name, county_name, address FROM order_addresses WHERE order_id = ?', d.order_id)
  if (!a) return null
  return {
    alias: a.alias,
    name: a.name,
    tel: a.tel,
    extraction_contact_name: '',
    extraction_contact_tel: '',
    appoint_time: d.appoint_time,
    address_info: `${a.province_name}${a.city_name}${a.county_name}${a.address}`,
    lng: d.user_lng,
    lat: d.user_lat,
  }
}

/** "1.25km" / "850m" from the courier's position (when the page sent one). */
function distanceText(d: DeliveryRow, from: { lat: number; lng: number } | null): string {
  if (!from || (!d.user_lat && !d.user_lng)) return ''
  const { distance_value, distance_unit } = distanceView(distanceMetres(from.lat, from.lng, d.user_lat, d.user_lng))
  return `${distance_value}${distance_unit}`
}

function mainOrder(db: Database, orderId: number) {
  return one<{ order_no: string; total_price: number; buy_number_count: number; user_note: string }>(
    db,
    'SELECT order_no, total_price, buy_number_count, user_note FROM orders WHERE id = ?',
    orderId,
  )
}

export function deliveryRowView(ctx: Ctx, d: DeliveryRow, from: { lat: number; lng: number } | null = null) {
  const order = mainOrder(ctx.db, d.order_id)
  return {
    id: d.id,
    status: d.status,
    status_name: statusName(ctx, d.status),
    add_time: formatTime(d.add_time),
    add_time_concise: conciseTime(d.add_time),
    main_order_id: d.order_id,
    main_order_no: order?.order_no ?? '',
    merchant_name: getConfig(ctx.db, 'home_site_name'),
    describe: d.describe,
    distance: distanceText(d, from),
    warehouse_address: warehouseView(warehouseOf(ctx.db, d.warehouse_id)),
    user_address: userAddressView(ctx.db, d),
  }
}

interface LineRow {
  goods_id: number
  title: string
  images: string
  spec: string
  price: number
  buy_number: number
}

function logView(ctx: Ctx, l: LogRow) {
  return {
    id: l.id,
    action: l.action,
    action_name: ctx.t(`delivery.action_${l.action}`),
    status: l.status,
    status_name: statusName(ctx, l.status),
    reason: l.reason,
    msg: l.msg,
    images: imageList(l.images).map((p) => ctx.img(p)),
    add_time: formatTime(l.add_time),
  }
}

export function deliveryDetailView(ctx: Ctx, d: DeliveryRow) {
  const order = mainOrder(ctx.db, d.order_id)
  const lines = all<LineRow>(ctx.db, 'SELECT goods_id, title, images, spec, price, buy_number FROM order_details WHERE order_id = ? ORDER BY id', d.order_id)
  const logs = all<LogRow>(ctx.db, 'SELECT * FROM delivery_order_logs WHERE delivery_id = ? ORDER BY id DESC', d.id)
  return {
    ...deliveryRowView(ctx, d),
    total_price: displayMoney(ctx, order?.total_price ?? 0),
    buy_number_count: order?.buy_number_count ?? 0,
    user_note: order?.user_note ?? '',
    start_delivery_time: formatTime(d.start_delivery_time),
    success_delivery_time: formatTime(d.success_delivery_time),
    success_delivery_msg: d.success_delivery_msg,
    success_delivery_images: imageList(d.success_delivery_images).map((p) => ctx.img(p)),
    abnormal_delivery_time: formatTime(d.abnormal_delivery_time),
    reason: d.abnormal_reason,
    abnormal_msg: d.abnormal_msg,
    abnormal_images: imageList(d.abnormal_images).map((p) => ctx.img(p)),
    upd_time: formatTime(d.upd_time),
    goods_data: lines.map((l) => {
      const spec = storedSpec(l.spec)
      return {
        goods_id: l.goods_id,
        goods_url: goodsUrl(l.goods_id),
        images: ctx.img(l.images),
        title: l.title,
        spec: spec ? specText(spec) : '',
        price: displayMoney(ctx, l.price),
        buy_number: l.buy_number,
      }
    }),
    currency_data: { currency_symbol: displaySymbol(ctx) },
    // The courier cannot start an after-sale for the shopper (the v6.6.0 button had no handler).
    is_can_launch_aftersale: 0,
    logs: logs.map((l) => logView(ctx, l)),
  }
}
