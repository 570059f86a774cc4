import { t } from '@/i18n'
import type { UserLocation } from '@/stores/storage'
import '@/i18n/locales/address'

export interface ManualLocation {
  name: string
  address: string
  lng: string
  lat: string
}

/** Check the manual form; the location (status 1) or the message to show. */
export function readManualLocation(values: ManualLocation): { location: UserLocation } | { error: string } {
  if (!values.name.trim() && !values.address.trim()) return { error: t('address.location_name_required') }
  const lng = Number(values.lng)
  const lat = Number(values.lat)
  if (values.lng.trim() === '' || values.lat.trim() === '' || !Number.isFinite(lng) || !Number.isFinite(lat) || Math.abs(lng) > 180 || Math.abs(lat) > 90) {
    return { error: t('errors.coordinates_wrong') }
  }
  return { location: { name: values.name.trim(), address: values.address.trim(), lng, lat, status: 1 } }
}

/** Whether a real map picker can be offered: mini-programs have one; the H5 build has no map key. */
export function mapPickerAvailable(): boolean {
  return process.env.TARO_ENV !== 'h5'
}
