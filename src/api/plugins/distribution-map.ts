import { call } from '../client'
import { arr, int, num, obj, reqStr, str } from '../parse'
import type { ApiResult } from '../types'
import { dist } from './distribution-common'

/** distribution (api-plugins-1 §4), customer map (§4.9): typed calls and the parsers of their answers. */

export interface MapCustomer {
  id: string
  avatar: string
  name: string
  username: string
  mobile: string
  email: string
  address: string
  lng: number
  lat: number
  orderCount: number
}

export interface CustomerMap {
  scale: number
  customers: MapCustomer[]
}

export function parseCustomerMap(raw: unknown): CustomerMap {
  const d = obj(raw)
  return {
    scale: int(d.scale, 10) || 10,
    customers: arr(d.user).map((u) => {
      const c = obj(u)
      return {
        id: reqStr(c, 'id'),
        avatar: str(c.avatar),
        name: str(c.user_name_view),
        username: str(c.username),
        mobile: str(c.mobile),
        email: str(c.email),
        address: str(c.address),
        lng: num(c.lng),
        lat: num(c.lat),
        orderCount: int(c.order_count),
      }
    }),
  }
}

export async function getCustomerMap(lng: number, lat: number): Promise<ApiResult<CustomerMap>> {
  return call(dist('order', 'map'), { lng, lat }, parseCustomerMap, { silent: true })
}
