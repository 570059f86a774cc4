import { useMemo } from 'react'
// The plugin's pages (spec routes), so links are written once.
const ROOT = '/pages/plugins/distribution'
const page = (name: string) => `${ROOT}/${name}/${name}`

export const DIST_PAGES = {
  centre: page('user'),
  orders: page('order'),
  order: page('order-detail'),
  profits: page('profit'),
  profit: page('profit-detail'),
  team: page('team'),
  map: page('map'),
  poster: page('poster'),
  introduce: page('introduce'),
  promotionUsers: page('promotion-user'),
  promotionOrders: page('promotion-order'),
  pickup: page('extraction'),
  pickupApply: page('extraction-apply'),
  pickupOrders: page('extraction-order'),
  pickupSwitch: page('extraction-switch'),
  bundles: page('recommend-list'),
  bundle: page('recommend-detail'),
  bundleForm: page('recommend-form'),
  visits: page('visit-list'),
  visitForm: page('visit-form'),
} as const

export const LOCATION_PAGE = '/pages/common/open-setting-location/open-setting-location'

/** A page with a query, values encoded. */
export function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const pairs = Object.entries(query)
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
  return pairs.length ? `${path}?${pairs.join('&')}` : path
}

/** The page's query params, decoded (Taro gives them still encoded on some builds). */
export function decodedParams(params: Record<string, string | undefined>): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || key === '$taroTimestamp') continue
    try {
      out[key] = decodeURIComponent(value)
    } catch {
      out[key] = value
    }
  }
  return out
}

/** The page's query filters (a statistics link's start_time/end_time ...) without `type` and `page`, stable between renders. */
export function useFilterQuery(params: Record<string, string | undefined>): Record<string, string> {
  const { type: _type, page: _page, ...rest } = decodedParams(params)
  const text = JSON.stringify(rest)
  return useMemo(() => JSON.parse(text) as Record<string, string>, [text])
}
