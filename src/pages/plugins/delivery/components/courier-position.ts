import Taro from '@tarojs/taro'
import { useEffect, useRef, useState } from 'react'
import { reportCourierLocation } from '@/api/plugins/delivery'

export interface Position {
  lat: number
  lng: number
}

/** How often a moving courier's position goes to the server. */
const REPORT_EVERY_MS = 30_000

/**
 * Mini-programs: the courier's position while the courier pages are open (api-plugins-2 §3.9): read once
 * for the distances, then followed with location updates and reported to the server. A refused
 * permission just means no distances. The web build does not track (no background location in a tab).
 */
function useMiniCourierPosition(enabled: boolean): Position | null {
  const [position, setPosition] = useState<Position | null>(null)
  const lastReport = useRef(0)
  useEffect(() => {
    if (!enabled) return undefined
    let alive = true
    const report = (lat: number, lng: number, force = false) => {
      const now = Date.now()
      if (!force && now - lastReport.current < REPORT_EVERY_MS) return
      lastReport.current = now
      void reportCourierLocation(lat, lng)
    }
    const onChange = (fix: { latitude: number; longitude: number }) => report(fix.latitude, fix.longitude)
    void Taro.getLocation({ type: 'gcj02' })
      .then((fix) => {
        if (!alive) return
        setPosition({ lat: fix.latitude, lng: fix.longitude })
        report(fix.latitude, fix.longitude, true)
        Taro.startLocationUpdate({ success: () => alive && Taro.onLocationChange(onChange) })
      })
      .catch(() => undefined)
    return () => {
      alive = false
      Taro.offLocationChange(onChange)
      Taro.stopLocationUpdate({ fail: () => undefined })
    }
  }, [enabled])
  return position
}

function useNoCourierPosition(): Position | null {
  return null
}

/** A ternary on the build constant, so the web build carries none of the location code. */
export const useCourierPosition: (enabled: boolean) => Position | null = process.env.TARO_ENV === 'h5' ? useNoCourierPosition : useMiniCourierPosition
