import { call } from '../client'
import { arr, int, obj, reqStr, str, toPage } from '../parse'
import type { ApiResult, Page } from '../types'
import { dist } from './distribution-common'

/** distribution (api-plugins-1 §4), orders and profit (§4.2-4.5, 4.8): typed calls and the parsers of their answers. */

export interface DistributionOrder {
  id: string
  userId: string
  avatar: string
  userName: string
  orderNo: string
  status: number
  statusName: string
  payStatusName: string
  clientName: string
  totalPrice: string
  addTime: string
}

function parseOrder(raw: Record<string, unknown>): DistributionOrder {
  return {
    id: reqStr(raw, 'id'),
    userId: str(raw.user_id),
    avatar: str(raw.avatar),
    userName: str(raw.user_name_view),
    orderNo: str(raw.order_no),
    status: int(raw.status),
    statusName: str(raw.order_status_name),
    payStatusName: str(raw.order_pay_status_name),
    clientName: str(raw.order_client_type_name),
    totalPrice: str(raw.total_price),
    addTime: str(raw.add_time),
  }
}

/** status: '-1' all, one status, or '5,6' (invalid); uid: one team member (or '' for all). */
export async function getOrders(page: number, status: string, uid: string): Promise<ApiResult<Page<DistributionOrder>>> {
  return call(dist('order'), { page, status, uid: uid || 0, is_more: 1 }, (raw) => toPage(raw, page, parseOrder), { silent: true })
}

export interface OrderDetailItem {
  id: string
  goodsUrl: string
  image: string
  title: string
  spec: string
  price: string
  quantity: number
}

export interface DistributionOrderDetail extends DistributionOrder {
  refundPrice: string
  quantity: number
  address: { alias: string; name: string; tel: string; region: string; detail: string } | null
  items: OrderDetailItem[]
  currencySymbol: string
}

export function parseOrderDetail(raw: unknown): DistributionOrderDetail {
  const d = obj(obj(raw).data)
  const address = d.address_data && typeof d.address_data === 'object' ? obj(d.address_data) : null
  return {
    ...parseOrder(d),
    refundPrice: str(d.refund_price),
    quantity: int(d.buy_number_count),
    address: address
      ? {
          alias: str(address.alias),
          name: str(address.name),
          tel: str(address.tel),
          region: [address.province_name, address.city_name, address.county_name].map((v) => str(v)).join(''),
          detail: str(address.address),
        }
      : null,
    items: arr(d.items).map((item) => {
      const i = obj(item)
      return {
        id: str(i.id),
        goodsUrl: str(i.goods_url),
        image: str(i.images),
        title: str(i.title),
        spec: arr(i.spec)
          .map((s) => str(obj(s).value))
          .filter(Boolean)
          .join(' / '),
        price: str(i.price),
        quantity: int(i.buy_number),
      }
    }),
    currencySymbol: str(obj(d.currency_data).currency_symbol),
  }
}

export async function getOrder(id: string): Promise<ApiResult<DistributionOrderDetail>> {
  return call(dist('order', 'detail'), { id }, parseOrderDetail, { silent: true })
}

/** promotionorder/index: the page's query filters (from a statistics link) plus page and type. */
export async function getPromotionOrders(page: number, type: string, query: Record<string, string>): Promise<ApiResult<Page<DistributionOrder>>> {
  return call(dist('promotionorder'), { ...query, page, type }, (raw) => toPage(raw, page, parseOrder), { silent: true })
}

export interface Profit {
  id: string
  orderId: string
  status: number
  statusName: string
  totalPrice: string
  refundPrice: string
  profitPrice: string
  levelName: string
  addTime: string
}

function parseProfit(raw: Record<string, unknown>): Profit {
  return {
    id: reqStr(raw, 'id'),
    orderId: str(raw.order_id),
    status: int(raw.status),
    statusName: str(raw.status_name),
    totalPrice: str(raw.total_price),
    refundPrice: str(raw.refund_price),
    profitPrice: str(raw.profit_price),
    levelName: str(raw.level_name),
    addTime: str(raw.add_time),
  }
}

export interface ProfitDetail extends Profit {
  orderNo: string
  orderStatusName: string
  orderPayStatusName: string
  clientName: string
  updTime: string
}

export async function getProfits(page: number, status: string): Promise<ApiResult<Page<Profit>>> {
  return call(dist('profit'), { page, status, is_more: 1 }, (raw) => toPage(raw, page, parseProfit), { silent: true })
}

export async function getProfit(id: string): Promise<ApiResult<ProfitDetail>> {
  return call(
    dist('profit', 'detail'),
    { id },
    (raw) => {
      const d = obj(obj(raw).data)
      return {
        ...parseProfit(d),
        orderNo: str(d.order_no),
        orderStatusName: str(d.order_status_name),
        orderPayStatusName: str(d.order_pay_status_name),
        clientName: str(d.order_client_type_name),
        updTime: str(d.upd_time),
      }
    },
    { silent: true },
  )
}
