import { useDidShow } from '@tarojs/taro'
import { useRef, useState } from 'react'
import { openPage } from '@/lib/navigate'
import { getItem, setItem, type UserLocation } from '@/stores/storage'

export const LOCATION_PAGE = '/pages/common/open-setting-location/open-setting-location'

const signature = (location: UserLocation | undefined) => (location?.status === 1 ? `${location.lng ?? ''},${location.lat ?? ''},${location.name ?? ''}` : '')

/**
 * The shopper's chosen location for a header's location picker (api-core 1.16): what to show, and
 * `choose()` opens the location page. Back from it with a new place, `onChanged` runs once (the page
 * reloads: every request then carries user_lng / user_lat).
 */
export function useUserLocation(onChanged: () => void): { label: string; choose: () => void } {
  const [location, setLocation] = useState(() => getItem('cache_userlocation_key'))
  const seen = useRef(signature(location))
  const waiting = useRef(false)

  useDidShow(() => {
    if (!waiting.current) return
    waiting.current = false
    const now = getItem('cache_userlocation_key')
    setLocation(now)
    if (signature(now) && signature(now) !== seen.current) {
      seen.current = signature(now)
      onChanged()
    }
  })

  const choose = () => {
    waiting.current = true
    setItem('cache_userlocation_key', { ...(getItem('cache_userlocation_key') ?? {}), status: 2 })
    void openPage(LOCATION_PAGE)
  }

  const chosen = location?.status === 1 || location?.status === 3 ? location : undefined
  return { label: chosen?.name || chosen?.address || '', choose }
}
