import { parseResult } from './client'
import { fetchHomeAnswer, takeEarlyHomeAnswer } from './home-early'
import { parseCartTotal, parseGoodsSummary, type GoodsSummary } from './goods'
import { arr, int, obj, str } from './parse'
import type { ApiResult } from './types'
import { withLabels } from './plugins/label'

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
  describe: string
  bgColor: string
  goods: GoodsSummary[]
}

export interface HomeArticle {
  id: string
  title: string
  titleColor: string
  url: string
  categoryName: string
  categoryUrl: string
}

/** Top-right shortcuts (favourites, messages) with an optional badge. */
export interface HomeIcon {
  name: string
  icon: string
  url: string
  badge: number
}

/** A picture link block (plugins_homemiddleadv_data). */
export interface HomeAd {
  image: string
  url: string
}

export interface HomeData {
  banners: EventItem[]
  navigation: EventItem[]
  floors: HomeFloor[]
  articles: HomeArticle[]
  rightIcons: HomeIcon[]
  middleAds: HomeAd[]
  cartCount: string
  messageTotal: number
  mourning: boolean
  /** data_mode 3: the home is a DIY page this build does not draw. */
  isDiy: boolean
  /** Each plugin's `plugins_<name>_data` of the answer, by plugin name, as sent (its home embed parses it). */
  pluginData: Record<string, unknown>
  /** `plugins_sort_list`: the plugin blocks in the order the shop set (empty: each block's own order). */
  pluginOrder: string[]
  raw: Record<string, unknown>
}

const PLUGIN_DATA_KEY = /^plugins_(\w+)_data$/

/** The `plugins_<name>_data` keys of an answer, by plugin name. */
export function pluginDataOf(raw: Record<string, unknown>): Record<string, unknown> {
  const found: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(raw)) {
    const name = PLUGIN_DATA_KEY.exec(key)?.[1]
    if (name) found[name] = value
  }
  return found
}

const MESSAGE_PAGE = '/pages/message/message'

export function parseHome(data: unknown): HomeData {
  const raw = obj(data)
  const messageTotal = int(raw.message_total)
  return {
    banners: arr<Record<string, unknown>>(raw.banner_list).map((item) => parseEventItem(obj(item))),
    navigation: arr<Record<string, unknown>>(raw.navigation).map((item) => parseEventItem(obj(item))),
    floors:
      int(raw.data_mode) === 3
        ? []
        : arr<Record<string, unknown>>(raw.data_list).map((floor) => ({
            id: str(floor.id),
            name: str(floor.name),
            viceName: str(floor.vice_name),
            describe: str(floor.describe),
            bgColor: str(floor.bg_color),
            goods: withLabels(
              arr<Record<string, unknown>>(floor.goods).map((goods) => parseGoodsSummary(obj(goods))),
              raw.plugins_label_data,
            ),
          })),
    articles: arr<Record<string, unknown>>(raw.article_list).map((item) => ({
      id: str(item.id),
      title: str(item.title),
      titleColor: str(item.title_color),
      url: str(item.url) || `/pages/article-detail/article-detail?id=${str(item.id)}`,
      categoryName: str(item.article_category_name ?? obj(item.article_category).name ?? item.category_name),
      categoryUrl: str(item.category_url),
    })),
    rightIcons: arr<Record<string, unknown>>(raw.right_icon_list).map((item) => {
      const url = str(item.url)
      return { name: str(item.name), icon: str(item.icon), url, badge: url === MESSAGE_PAGE ? messageTotal : int(item.badge) }
    }),
    middleAds: arr<Record<string, unknown>>(raw.plugins_homemiddleadv_data)
      .map((item) => ({ image: str(item.images ?? item.images_url), url: str(item.url) }))
      .filter((ad) => ad.image),
    cartCount: parseCartTotal(raw.cart_total).buyNumber,
    messageTotal,
    mourning: int(raw.plugins_mourning_data) === 1,
    isDiy: int(raw.data_mode) === 3,
    pluginData: pluginDataOf(raw),
    pluginOrder: arr<unknown>(raw.plugins_sort_list)
      .map((item) => (typeof item === 'string' ? item : str(obj(item).plugins)))
      .filter(Boolean),
    raw,
  }
}

const parseAnswer = (answer: ApiResult<unknown>) => parseResult(answer, parseHome, 'index/index', { silent: true })

/** index/index, parsed (a server snapshot is asked again: home-early.ts). */
export async function getHome(): Promise<ApiResult<HomeData>> {
  return parseAnswer(await fetchHomeAnswer())
}

/** The answer started with the app boot (startEarlyHome), parsed; null when there is none. */
export function takeEarlyHome(): Promise<ApiResult<HomeData>> | null {
  return takeEarlyHomeAnswer()?.then(parseAnswer) ?? null
}
