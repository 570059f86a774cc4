import { call, route } from './client'
import { parseEventItem, type EventItem } from './home'
import { parseCartTotal } from './goods'
import { arr, int, obj, str } from './parse'
import type { ApiResult } from './types'

export interface OrderStatusCount {
  name: string
  status: number
  count: number
}

export interface UserCenter {
  nickname: string
  avatar: string
  userNameView: string
  integral: number
  orderCount: number
  favorCount: number
  browseCount: number
  messageTotal: number
  orderStatus: OrderStatusCount[]
  navigation: EventItem[]
  cartCount: string
}

export function parseUserCenter(data: unknown): UserCenter {
  const raw = obj(data)
  return {
    nickname: str(raw.nickname),
    avatar: str(raw.avatar),
    userNameView: str(raw.user_name_view || raw.nickname || raw.username),
    integral: int(raw.integral),
    orderCount: int(raw.user_order_count),
    favorCount: int(raw.user_goods_favor_count),
    browseCount: int(raw.user_goods_browse_count),
    messageTotal: int(raw.message_total),
    orderStatus: arr<Record<string, unknown>>(raw.user_order_status).map((s) => ({ name: str(s.name), status: int(s.status), count: int(s.count) })),
    navigation: arr<Record<string, unknown>>(raw.navigation).map((item) => parseEventItem(obj(item))),
    cartCount: parseCartTotal(raw.cart_total).buyNumber,
  }
}

export async function getUserCenter(): Promise<ApiResult<UserCenter>> {
  return call(route('user', 'center'), {}, parseUserCenter, { silent: true })
}
