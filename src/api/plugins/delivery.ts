import { call, pluginRoute } from '../client'
import { arr, int, num, obj, reqInt, reqStr, str, toPage } from '../parse'
import type { ApiResult, Page } from '../types'

/** delivery (api-plugins-2 §3.9): the courier's deliveries, the moves of a delivery, tracking. */
const delivery = (control: string, action: string) => pluginRoute('delivery', control, action)

/** 1 not started, 2 delivering, 3 delivered, 4 abnormal (spec §4). */
export const DELIVERY_STATUS = { waiting: 1, delivering: 2, delivered: 3, abnormal: 4 } as const
export const DELIVERY_TABS = [-1, 1, 2, 3, 4]

export interface DeliveryPlace {
  name: string
  alias: string
  tel: string
  address: string
  appointTime: string
  lng: number
  lat: number
}

export interface DeliveryOrder {
  id: string
  status: number
  statusName: string
  addTime: string
  mainOrderNo: string
  merchantName: string
  describe: string
  distance: string
  warehouse: DeliveryPlace | null
  recipient: DeliveryPlace | null
}

function parsePlace(raw: unknown): DeliveryPlace | null {
  const p = obj(raw)
  if (!Object.keys(p).length) return null
  return {
    name: str(p.name),
    alias: str(p.alias),
    tel: str(p.tel),
    address: str(p.address_info),
    appointTime: str(p.appoint_time),
    lng: num(p.lng),
    lat: num(p.lat),
  }
}

export function parseDeliveryOrder(raw: Record<string, unknown>): DeliveryOrder {
  return {
    id: reqStr(raw, 'id'),
    status: reqInt(raw, 'status'),
    statusName: str(raw.status_name),
    addTime: str(raw.add_time_concise) || str(raw.add_time),
    mainOrderNo: str(raw.main_order_no),
    merchantName: str(raw.merchant_name),
    describe: str(raw.describe),
    distance: str(raw.distance),
    warehouse: parsePlace(raw.warehouse_address),
    recipient: parsePlace(raw.user_address),
  }
}

export interface DeliveryTab {
  value: number
  count: number
}

export interface DeliveryPage extends Page<DeliveryOrder> {
  tabs: DeliveryTab[]
  /** Upload folder of the courier's photos (ueditor path_type). */
  pathType: string
}

export interface DeliveryQuery {
  type: number
  keywords: string
  position?: { lat: number; lng: number } | null
}

export function getDeliveryOrders(page: number, query: DeliveryQuery): Promise<ApiResult<DeliveryPage>> {
  const body: Record<string, unknown> = { page, type: query.type, keywords: query.keywords }
  if (query.position) Object.assign(body, query.position)
  return call(
    delivery('order', 'index'),
    body,
    (raw) => ({
      ...toPage(raw, page, parseDeliveryOrder),
      tabs: arr<unknown>(obj(raw).nav_type_list).map((n) => ({ value: int(obj(n).value), count: int(obj(n).count) })),
      pathType: str(obj(raw).editor_path_type, 'plugins_delivery'),
    }),
    { silent: true },
  )
}

/** The refusal a shopper without a courier account gets (its data carries is_delivery_staff: 0). */
export function isNotCourier(result: ApiResult<unknown>): boolean {
  return !result.ok && result.kind === 'server' && obj(result.data).is_delivery_staff !== undefined && int(obj(result.data).is_delivery_staff) === 0
}

export interface DeliveryGoods {
  goodsId: string
  url: string
  image: string
  title: string
  spec: string
  price: string
  quantity: number
}

export interface DeliveryLog {
  id: string
  actionName: string
  statusName: string
  reason: string
  msg: string
  images: string[]
  time: string
}

export interface DeliveryDetail extends DeliveryOrder {
  totalPrice: string
  quantity: number
  userNote: string
  startTime: string
  successTime: string
  successMsg: string
  successImages: string[]
  abnormalTime: string
  abnormalReason: string
  abnormalMsg: string
  abnormalImages: string[]
  goods: DeliveryGoods[]
  logs: DeliveryLog[]
  pathType: string
}

const strings = (raw: unknown) =>
  arr<unknown>(raw)
    .map((s) => str(s))
    .filter(Boolean)

export function parseDeliveryDetail(raw: unknown): DeliveryDetail {
  const data = obj(obj(raw).data)
  return {
    ...parseDeliveryOrder(data),
    addTime: str(data.add_time),
    totalPrice: str(data.total_price),
    quantity: int(data.buy_number_count),
    userNote: str(data.user_note),
    startTime: str(data.start_delivery_time),
    successTime: str(data.success_delivery_time),
    successMsg: str(data.success_delivery_msg),
    successImages: strings(data.success_delivery_images),
    abnormalTime: str(data.abnormal_delivery_time),
    abnormalReason: str(data.reason),
    abnormalMsg: str(data.abnormal_msg),
    abnormalImages: strings(data.abnormal_images),
    goods: arr<unknown>(data.goods_data).map((g) => {
      const item = obj(g)
      return {
        goodsId: str(item.goods_id),
        url: str(item.goods_url),
        image: str(item.images),
        title: str(item.title),
        spec: str(item.spec),
        price: str(item.price),
        quantity: int(item.buy_number, 1),
      }
    }),
    logs: arr<unknown>(data.logs).map((l) => {
      const log = obj(l)
      return {
        id: str(log.id),
        actionName: str(log.action_name),
        statusName: str(log.status_name),
        reason: str(log.reason),
        msg: str(log.msg),
        images: strings(log.images),
        time: str(log.add_time),
      }
    }),
    pathType: str(obj(raw).editor_path_type, 'plugins_delivery'),
  }
}

export function getDeliveryOrder(id: string): Promise<ApiResult<DeliveryDetail>> {
  return call(delivery('order', 'detail'), { id }, parseDeliveryDetail, { silent: true })
}

/** The new status of a moved delivery (the server's answer). */
const movedTo = (raw: unknown) => int(obj(raw).status)

/** Start a waiting delivery, or restart an abnormal one (redelivery). */
export function startDelivery(id: string): Promise<ApiResult<number>> {
  return call(delivery('order', 'startdelivery'), { id }, movedTo)
}

export function completeDelivery(id: string, msg: string, images: string[]): Promise<ApiResult<number>> {
  return call(delivery('order', 'successdelivery'), { id, msg, images }, movedTo)
}

export function reportDeliveryAbnormal(id: string, reason: string, msg: string, images: string[]): Promise<ApiResult<number>> {
  return call(delivery('order', 'abnormaldelivery'), { id, reason, msg, images }, movedTo)
}

/** The courier's position, reported while the courier pages are open (mini-programs). */
export function reportCourierLocation(lat: number, lng: number): Promise<ApiResult<unknown>> {
  return call(delivery('user', 'locationreport'), { lat, lng }, () => null, { silent: true })
}

export interface MapPoint {
  id: number
  kind: 'warehouse' | 'courier' | 'user' | string
  title: string
  latitude: number
  longitude: number
}

export interface DeliveryTracking {
  id: string
  status: number
  statusName: string
  latitude: number
  longitude: number
  scale: number
  markers: MapPoint[]
  route: Array<{ latitude: number; longitude: number }>
  courier: { photo: string; name: string; mobile: string } | null
  locationTime: string
  startTime: string
  successTime: string
}

export function parseTracking(raw: unknown): DeliveryTracking {
  const data = obj(raw)
  const team = obj(data.team)
  const line = obj(arr<unknown>(data.polyline)[0])
  return {
    id: reqStr(data, 'id'),
    status: reqInt(data, 'status'),
    statusName: str(data.status_name),
    latitude: num(data.latitude),
    longitude: num(data.longitude),
    scale: int(data.scale, 13),
    markers: arr<unknown>(data.markers).map((m) => {
      const marker = obj(m)
      return { id: int(marker.id), kind: str(marker.kind), title: str(marker.title), latitude: num(marker.latitude), longitude: num(marker.longitude) }
    }),
    route: arr<unknown>(line.points).map((p) => ({ latitude: num(obj(p).latitude), longitude: num(obj(p).longitude) })),
    courier: Object.keys(team).length ? { photo: str(team.work_photo), name: str(team.idcard_name), mobile: str(obj(team.user).mobile) } : null,
    locationTime: str(data.location_time),
    startTime: str(data.start_delivery_time),
    successTime: str(data.success_delivery_time),
  }
}

export function getDeliveryTracking(id: string): Promise<ApiResult<DeliveryTracking>> {
  return call(delivery('order', 'logistics'), { id }, parseTracking, { silent: true })
}
