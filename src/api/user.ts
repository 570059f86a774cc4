import { call, route } from './client'
import { parseEventItem, type EventItem } from './home'
import { parseCartTotal } from './goods-summary'
import { arr, int, obj, str } from './parse'
import type { ApiResult } from './types'

export interface OrderStatusCount {
  name: string
  status: number
  count: number
}

/** A shortcut of a navigation panel (extension_data): name, icon, link and a count badge. */
export interface NavShortcut {
  name: string
  icon: string
  url: string
  count: number
}

/** An entry of the user centre's navigation; with extension shortcuts it is drawn as a panel. */
export interface UserNavItem extends EventItem {
  desc: string
  extension: NavShortcut[]
}

export function parseUserNavItem(raw: Record<string, unknown>): UserNavItem {
  return {
    ...parseEventItem(raw),
    desc: str(raw.desc),
    extension: arr<Record<string, unknown>>(raw.extension_data).map((e) => ({ name: str(e.name), icon: str(e.icon), url: str(e.url), count: int(e.count) })),
  }
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
  navigation: UserNavItem[]
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
    navigation: arr<Record<string, unknown>>(raw.navigation).map((item) => parseUserNavItem(obj(item))),
    cartCount: parseCartTotal(raw.cart_total).buyNumber,
  }
}

export async function getUserCenter(): Promise<ApiResult<UserCenter>> {
  return call(route('user', 'center'), {}, parseUserCenter, { silent: true })
}
