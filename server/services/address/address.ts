// Shipping address objects in ShopXO's shape (buy/index base.address, useraddress lists) and the user's saved
// addresses.
import type { Database } from 'better-sqlite3'
import { all, one } from '../../db'
import type { Ctx } from '../../core/context'
import { regionName } from './regions'

/** The contact, region and location fields every kind of address carries (saved, ordered, pickup point). */
export interface AddressFields {
  alias: string
  name: string
  tel: string
  province: number
  city: number
  county: number
  address: string
  lng: number
  lat: number
}

/** The identity-card fields of a saved address (copied onto the order's address). */
export interface IdcardFields {
  idcard_name: string
  idcard_number: string
  idcard_front: string
  idcard_back: string
}

export interface AddressRow extends AddressFields, IdcardFields {
  id: number
  user_id: number
  label: string
  is_default: number
  is_delete_time: number
  add_time: number
  upd_time: number
}

/** alias … address in ShopXO's key order. */
export function contactFields(a: AddressFields) {
  return { alias: a.alias, name: a.name, tel: a.tel, province: a.province, city: a.city, county: a.county, address: a.address }
}

/** province_name / city_name / county_name for the region ids ('' when unknown). */
export function regionNames(db: Database, a: { province: number | string; city: number | string; county: number | string }) {
  return {
    province_name: regionName(db, Number(a.province)),
    city_name: regionName(db, Number(a.city)),
    county_name: regionName(db, Number(a.county)),
  }
}

/** lng/lat are sent as fixed 10-decimal strings by ShopXO. */
export const coord = (n: number) => Number(n || 0).toFixed(10)

export function addressView(ctx: Ctx, a: AddressRow) {
  return {
    id: a.id,
    ...contactFields(a),
    address_last_code: '',
    lng: coord(a.lng),
    lat: coord(a.lat),
    is_default: a.is_default,
    idcard_name: a.idcard_name,
    idcard_number: a.idcard_number,
    idcard_front: a.idcard_front ? ctx.img(a.idcard_front) : '',
    idcard_back: a.idcard_back ? ctx.img(a.idcard_back) : '',
    ...regionNames(ctx.db, a),
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

export function listAddresses(db: Database, userId: number): AddressRow[] {
  return all<AddressRow>(db, 'SELECT * FROM user_addresses WHERE user_id = ? AND is_delete_time = 0 ORDER BY id DESC', userId)
}

function lastRegionCode(db: Database, row: AddressRow): string {
  const id = row.county || row.city
  return id ? (one<{ code: string }>(db, 'SELECT code FROM regions WHERE id = ?', id)?.code ?? '') : ''
}

/** useraddress/index|detail rows: the shared address object plus our `label` and the region code of the last level. */
export function savedAddressView(ctx: Ctx, row: AddressRow) {
  return { ...addressView(ctx, row), label: row.label, address_last_code: lastRegionCode(ctx.db, row) }
}
