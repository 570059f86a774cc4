import { arr, int, obj, str } from './parse'

/** One entry of base/common `quick_nav` (api-core 1.5 / 2.8). */
export interface QuickNavItem {
  id: string
  name: string
  image: string
  /** openEvent() type and value (api-core 1.12). */
  eventType: number
  eventValue: string
  bgColor: string
  /** Client names the entry is meant for (h5, weixin, alipay...); empty = every client. */
  platforms: string[]
}

/** `platform` arrives as a JSON string list (ShopXO stores it that way) or as an array. */
function parsePlatforms(raw: unknown): string[] {
  if (Array.isArray(raw)) return raw.map((p) => str(p)).filter(Boolean)
  const text = str(raw)
  if (!text) return []
  try {
    const list = JSON.parse(text) as unknown
    return Array.isArray(list) ? list.map((p) => str(p)).filter(Boolean) : []
  } catch {
    return text
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean)
  }
}

export function parseQuickNav(raw: unknown): QuickNavItem[] {
  return arr<Record<string, unknown>>(raw)
    .map((entry) => obj(entry))
    .map((item) => ({
      id: str(item.id),
      name: str(item.name),
      image: str(item.images_url),
      eventType: int(item.event_type, -1),
      eventValue: str(item.event_value),
      bgColor: str(item.bg_color),
      platforms: parsePlatforms(item.platform),
    }))
    .filter((item) => item.name && item.eventValue)
}

/** The ShopXO client name of this build (application_client_type, a build-time define). */
export function currentClientType(): string {
  return typeof APP_CLIENT_TYPE === 'string' && APP_CLIENT_TYPE ? APP_CLIENT_TYPE : 'h5'
}

/** Entries meant for this client. */
export function quickNavFor(items: QuickNavItem[], client = currentClientType()): QuickNavItem[] {
  return items.filter((item) => !item.platforms.length || item.platforms.includes(client))
}
