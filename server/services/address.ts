// Shipping address objects in ShopXO's shape (buy/index base.address, useraddress lists).
import type { Database } from 'better-sqlite3'
import { one } from '../db'
import type { Ctx } from '../core/context'
import { regionName } from './regions'

export interface AddressRow {
  id: number
  user_id: number
  alias: string
  label: string
  name: string
  tel: string
  province: number
  city: number
  county: number
  address: string
  lng: number
  lat: number
  idcard_name: string
  idcard_number: string
  idcard_front: string
  idcard_back: string
  is_default: number
  is_delete_time: number
  add_time: number
  upd_time: number
}

/** lng/lat are sent as fixed 10-decimal strings by ShopXO. */
export const coord = (n: number) => Number(n || 0).toFixed(10)

export function addressView(ctx: Ctx, a: AddressRow) {
  return {
    id: a.id,
    alias: a.alias,
    name: a.name,
    tel: a.tel,
    province: a.province,
    city: a.city,
    county: a.county,
    address: a.address,
    address_last_code: '',
    lng: coord(a.lng),
    lat: coord(a.lat),
    is_default: a.is_default,
    idcard_name: a.idcard_name,
    idcard_number: a.idcard_number,
    idcard_front: a.idcard_front ? ctx.img(a.idcard_front) : '',
    idcard_back: a.idcard_back ? ctx.img(a.idcard_back) : '',
    province_name: regionName(ctx.db, a.province),
    city_name: regionName(ctx.db, a.city),
    county_name: regionName(ctx.db, a.county),
    idcard_front_old: a.idcard_front,
    idcard_back_old: a.idcard_back,
    distance_value: null,
    distance_unit: null,
    address_disable_status: 0,
    address_disable_msg: null,
  }
}

export function userAddress(db: Database, userId: number, addressId: number): AddressRow | undefined {
  return one<AddressRow>(db, 'SELECT * FROM user_addresses WHERE id = ? AND user_id = ? AND is_delete_time = 0', addressId, userId)
}

export function defaultAddress(db: Database, userId: number): AddressRow | undefined {
  return one<AddressRow>(db, 'SELECT * FROM user_addresses WHERE user_id = ? AND is_delete_time = 0 ORDER BY is_default DESC, id DESC LIMIT 1', userId)
}
