/**
 * Where a server link leads (api-core 1.12). resolve*() are pure and tested; lib/navigate.ts
 * carries the result out with Taro.
 */
export type LinkTarget =
  | { kind: 'webview'; url: string }
  | { kind: 'page'; url: string; path: string; query: Record<string, string>; redirect: boolean }
  | { kind: 'miniprogram'; appId: string; path: string; extraData?: string; envVersion?: string }
  | { kind: 'map'; name: string; address: string; lng: number; lat: number }
  | { kind: 'tel'; number: string }
  | { kind: 'search'; keywords: string }
  | { kind: 'error'; messageKey: string }

export const WEB_VIEW_PAGE = '/pages/web-view/web-view'
export const SEARCH_PAGE = '/pages/goods-search/goods-search'

export function parseQuery(text: string): Record<string, string> {
  const query: Record<string, string> = {}
  for (const part of text.replace(/^\?/, '').split('&')) {
    if (!part) continue
    const [key, ...rest] = part.split('=')
    try {
      query[decodeURIComponent(key)] = decodeURIComponent(rest.join('='))
    } catch {
      query[key] = rest.join('=')
    }
  }
  return query
}

export function webViewUrl(url: string): string {
  return `${WEB_VIEW_PAGE}?url=${encodeURIComponent(url)}`
}

function pageTarget(value: string, redirect: boolean): LinkTarget {
  const url = value.startsWith('/') ? value : `/${value}`
  const [path, queryText = ''] = url.split('?')
  return { kind: 'page', url, path, query: parseQuery(queryText), redirect }
}

/** "name|address|lng|lat": exactly four parts and real coordinates (spec 2 and 5). */
export function resolveMap(value: string): LinkTarget {
  const parts = value.split('|')
  if (parts.length !== 4) return { kind: 'error', messageKey: 'errors.link_format_wrong' }
  const [name, address, lngText, latText] = parts
  const lng = parseFloat(lngText)
  const lat = parseFloat(latText)
  if (!lngText || !latText || !Number.isFinite(lng) || !Number.isFinite(lat)) return { kind: 'error', messageKey: 'errors.coordinates_wrong' }
  return { kind: 'map', name, address, lng, lat }
}

/** Server "event" items: banners, icon navigation, user-centre navigation. */
export function resolveEvent(eventType: number | string | undefined, eventValue: string | undefined): LinkTarget | null {
  const value = (eventValue ?? '').trim()
  if (!value) return null
  switch (Number(eventType ?? 1)) {
    case 0:
      return { kind: 'webview', url: value }
    case 1:
      return pageTarget(value, false)
    case 2: {
      const [appId, path = ''] = value.split('|')
      return { kind: 'miniprogram', appId, path }
    }
    case 3:
      return resolveMap(value)
    case 4:
      return { kind: 'tel', number: value }
    default:
      return { kind: 'error', messageKey: 'errors.link_format_wrong' }
  }
}

/** String links (data-value on taps, server url fields). Any plain text is a goods-search keyword. */
export function resolveUrl(raw: string | undefined, redirect = false): LinkTarget | null {
  const value = (raw ?? '').trim()
  if (!value) return null
  if (/^https?:\/?\//i.test(value) || value.startsWith('http:/')) return { kind: 'webview', url: value }
  if (value.startsWith('appid://')) {
    const [appId, path = '', extraData, envVersion] = value.slice('appid://'.length).split('|')
    return { kind: 'miniprogram', appId, path, extraData, envVersion }
  }
  if (value.startsWith('shortlink://')) return { kind: 'miniprogram', appId: '', path: value.slice('shortlink://'.length) }
  if (value.startsWith('map://')) return resolveMap(value.slice('map://'.length))
  if (value.startsWith('tel://')) return { kind: 'tel', number: value.slice('tel://'.length) }
  if (value.startsWith('scan://')) return { kind: 'error', messageKey: 'errors.scan_not_supported' }
  if (value.startsWith('/pages') || value.startsWith('pages/') || value.startsWith('plugin-private://')) return pageTarget(value, redirect)
  return { kind: 'search', keywords: value }
}
