import { call, route } from './client'
import { parseCartTotal, parseGoodsSummary, type GoodsSummary } from './goods'
import { arr, int, obj, str } from './parse'
import type { ApiResult } from './types'

/** A server "event" item: banner, icon navigation, user-centre shortcut (api-core 1.12). */
export interface EventItem {
  id: string
  name: string
  image: string
  eventType: number
  eventValue: string
  bgColor: string
}

export function parseEventItem(raw: Record<string, unknown>): EventItem {
  return {
    id: str(raw.id ?? raw.name),
    name: str(raw.name),
    image: str(raw.images_url ?? raw.images),
    // Banners default to an in-app page when the type is missing.
    eventType: raw.event_type === undefined || raw.event_type === '' ? 1 : int(raw.event_type),
    eventValue: str(raw.event_value || raw.url),
    bgColor: str(raw.bg_color),
  }
}

export interface HomeFloor {
  id: string
  name: string
  viceName: string
  goods: GoodsSummary[]
}

export interface HomeArticle {
  id: string
  title: string
  url: string
  categoryName: string
}

export interface HomeData {
  banners: EventItem[]
  navigation: EventItem[]
  floors: HomeFloor[]
  articles: HomeArticle[]
  cartCount: string
  messageTotal: number
  mourning: boolean
  raw: Record<string, unknown>
}

export function parseHome(data: unknown): HomeData {
  const raw = obj(data)
  return {
    banners: arr<Record<string, unknown>>(raw.banner_list).map((item) => parseEventItem(obj(item))),
    navigation: arr<Record<string, unknown>>(raw.navigation).map((item) => parseEventItem(obj(item))),
    floors: arr<Record<string, unknown>>(raw.data_list).map((floor) => ({
      id: str(floor.id),
      name: str(floor.name),
      viceName: str(floor.vice_name),
      goods: arr<Record<string, unknown>>(floor.goods).map((goods) => parseGoodsSummary(obj(goods))),
    })),
    articles: arr<Record<string, unknown>>(raw.article_list).map((item) => ({
      id: str(item.id),
      title: str(item.title),
      url: str(item.url) || `/pages/article-detail/article-detail?id=${str(item.id)}`,
      categoryName: str(obj(item.article_category).name ?? item.category_name),
    })),
    cartCount: parseCartTotal(raw.cart_total).buyNumber,
    messageTotal: int(raw.message_total),
    mourning: int(raw.plugins_mourning_data) === 1,
    raw,
  }
}

export async function getHome(): Promise<ApiResult<HomeData>> {
  const result = await call(route('index', 'index'), {}, { silent: true })
  return result.ok ? { ...result, data: parseHome(result.data) } : result
}
