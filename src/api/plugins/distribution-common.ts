import { pluginRoute } from '../client'
import { arr, int, num, obj, str } from '../parse'

/** distribution (api-plugins-1 §4): the parts several page groups share (the route, nested reads, levels, the pickup application). */

const PLUGIN = 'distribution'
/** dist('user', 'save'): the plugin's user/save action. */
export const dist = (control: string, action = 'index') => pluginRoute(PLUGIN, control, action)

/** A nested object of the answer read by `parse`, or null when the server sent none. */
export function nested<T>(value: unknown, parse: (raw: unknown) => T): T | null {
  return value && typeof value === 'object' ? parse(value) : null
}

export interface Level {
  id: string
  name: string
  image: string
  rates: [string, string, string]
  rules: { title: string; lines: Array<{ name: string; value: string }> }
}

export function parseLevel(raw: unknown): Level {
  const l = obj(raw)
  const rules = obj(l.rules_msg_list)
  return {
    id: str(l.id),
    name: str(l.name),
    image: str(l.images_url),
    rates: [str(l.level_rate_one), str(l.level_rate_two), str(l.level_rate_three)],
    rules: { title: str(rules.name), lines: arr(rules.data).map((r) => ({ name: str(obj(r).name), value: str(obj(r).value) })) },
  }
}

export const PICKUP_STATUS = { pending: 0, approved: 1, refused: 2, terminated: 3 } as const

export interface PickupApplication {
  id: string
  logo: string
  alias: string
  name: string
  tel: string
  province: number
  city: number
  county: number
  provinceName: string
  cityName: string
  countyName: string
  address: string
  lng: number
  lat: number
  status: number
  statusName: string
  failReason: string
}

export function parsePickupApplication(raw: unknown): PickupApplication {
  const e = obj(raw)
  return {
    id: str(e.id),
    logo: str(e.logo),
    alias: str(e.alias),
    name: str(e.name),
    tel: str(e.tel),
    province: int(e.province),
    city: int(e.city),
    county: int(e.county),
    provinceName: str(e.province_name),
    cityName: str(e.city_name),
    countyName: str(e.county_name),
    address: str(e.address),
    lng: num(e.lng),
    lat: num(e.lat),
    status: int(e.status, -1),
    statusName: str(e.status_name),
    failReason: str(e.fail_reason),
  }
}
