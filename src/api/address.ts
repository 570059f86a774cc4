import { call, route } from './client'
import { arr, asIs, int, num, obj, reqStr, str } from './parse'
import type { ApiResult } from './types'
import { parseAddress as parseAddressView, type Address as AddressView } from './address-parse'

/** A shipping address of the address book: the shared view plus what editing needs (api-core 3.14/3.15). */
export interface Address extends AddressView {
  /** Preset tag: home, company or school ('' when none). */
  label: string
  province: number
  city: number
  county: number
  idcardName: string
  idcardNumber: string
  idcardFront: string
  idcardBack: string
  /** The raw object, stored as is for checkout (cache_buy_user_address_select_key). */
  raw: Record<string, unknown>
}

export function parseAddress(item: unknown): Address {
  const raw = obj(item)
  const view = parseAddressView(raw)
  return {
    ...view,
    // Required: editing, deleting and choosing an address all go by its id.
    id: reqStr(raw, 'id'),
    // Only a saved default (1): useraddress/index answers `true` for the first address when none is saved
    // as the default, and "set default" must still be offered on that one.
    isDefault: raw.is_default === 1 || raw.is_default === '1',
    // A refused address without a message still counts as refused.
    disabledMsg: int(raw.address_disable_status) === 1 ? view.disabledMsg || ' ' : '',
    label: str(raw.label),
    province: int(raw.province),
    city: int(raw.city),
    county: int(raw.county),
    idcardName: str(raw.idcard_name),
    idcardNumber: str(raw.idcard_number),
    idcardFront: str(raw.idcard_front),
    idcardBack: str(raw.idcard_back),
    raw,
  }
}

export function regionText(a: Pick<Address, 'provinceName' | 'cityName' | 'countyName'>): string {
  return [a.provinceName, a.cityName, a.countyName].filter(Boolean).join(' ')
}

export async function getAddresses(params: Record<string, unknown> = {}): Promise<ApiResult<Address[]>> {
  return call(route('useraddress', 'index'), params, (raw) => arr(obj(raw).data).map(parseAddress), { silent: true })
}

export interface AddressDetail {
  address: Address | null
  /** path_type for ID photo uploads. */
  editorPathType: string
}

export async function getAddress(id: string): Promise<ApiResult<AddressDetail>> {
  return call(
    route('useraddress', 'detail'),
    { id, is_lang: 0 },
    (answer) => {
      const raw = obj(answer)
      return { address: raw.data ? parseAddress(raw.data) : null, editorPathType: str(raw.editor_path_type) }
    },
    { silent: true },
  )
}

/** What the save form sends (ids for the region, 0/1 for the default flag). */
export interface AddressInput {
  id?: string
  alias: string
  label: string
  name: string
  tel: string
  province: number
  city: number
  county: number
  address: string
  lng: number | ''
  lat: number | ''
  is_default: 0 | 1
  idcard_name: string
  idcard_number: string
  idcard_front: string
  idcard_back: string
}

export function saveAddress(input: AddressInput): Promise<ApiResult<unknown>> {
  return call(route('useraddress', 'save'), { ...input }, asIs)
}

export function deleteAddress(id: string): Promise<ApiResult<unknown>> {
  return call(route('useraddress', 'delete'), { id }, asIs)
}

export function setDefaultAddress(id: string): Promise<ApiResult<unknown>> {
  return call(route('useraddress', 'setdefault'), { id }, asIs)
}

/** A pickup point (api-core 3.16); the list is `data` itself. */
export interface PickupPoint {
  id: string
  alias: string
  name: string
  tel: string
  logo: string
  region: string
  address: string
  lng: number
  lat: number
  distance: string
  raw: Record<string, unknown>
}

export function parsePickupPoint(item: unknown): PickupPoint {
  const raw = obj(item)
  const distance =
    raw.distance_value !== undefined && raw.distance_value !== null && raw.distance_value !== '' ? `${str(raw.distance_value)}${str(raw.distance_unit)}` : ''
  return {
    id: str(raw.id),
    alias: str(raw.alias),
    name: str(raw.name),
    tel: str(raw.tel),
    logo: str(raw.logo),
    region: [raw.province_name, raw.city_name, raw.county_name]
      .map((v) => str(v))
      .filter(Boolean)
      .join(' '),
    address: str(raw.address),
    lng: num(raw.lng),
    lat: num(raw.lat),
    distance,
    raw,
  }
}

export async function getPickupPoints(params: Record<string, unknown> = {}): Promise<ApiResult<PickupPoint[]>> {
  return call(route('useraddress', 'extraction'), params, (raw) => arr(raw).map(parsePickupPoint), { silent: true })
}
