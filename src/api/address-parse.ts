import { bool, int, num, str } from './parse'

/** A shipping or pickup address as the checkout, orders and address pages show it. */
export interface Address {
  id: string
  alias: string
  name: string
  tel: string
  provinceName: string
  cityName: string
  countyName: string
  address: string
  lng: number
  lat: number
  isDefault: boolean
  /** The server refuses this address for the current order (address_disable_status). */
  disabledMsg: string
}

export function parseAddress(raw: Record<string, unknown>): Address {
  return {
    id: str(raw.id),
    alias: str(raw.alias),
    name: str(raw.name),
    tel: str(raw.tel),
    provinceName: str(raw.province_name),
    cityName: str(raw.city_name),
    countyName: str(raw.county_name),
    address: str(raw.address),
    lng: num(raw.lng),
    lat: num(raw.lat),
    isDefault: bool(raw.is_default),
    disabledMsg: int(raw.address_disable_status) === 1 ? str(raw.address_disable_msg) : '',
  }
}

/** "北京市 北京市 东城区 东华门大街1号" without repeating a city that is its own province. */
export function fullAddressText(address: Pick<Address, 'provinceName' | 'cityName' | 'countyName' | 'address'>): string {
  const parts = [address.provinceName, address.cityName, address.countyName, address.address].filter(Boolean)
  return parts.filter((part, index) => index === 0 || part !== parts[index - 1]).join(' ')
}

export function isAddressData(value: unknown): value is Record<string, unknown> {
  return Boolean(value && typeof value === 'object' && !Array.isArray(value) && 'id' in (value as object))
}
