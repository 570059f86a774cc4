import { getItem, setItemWhenIdle } from '@/stores/storage'
import { parseResult } from './client'
import { fetchHomeAnswer, takeEarlyHomeAnswer } from './home-early'
import { parseCartTotal, parseGoodsSummary, type GoodsSummary } from './goods-summary'
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

/**
 * How the server composed the home (api-plugins-2 1): goods floors (data_mode 0/1), the drag layout (2) or a
 * DIY page (3). The layout and DIY data are read by their renderers, which load only in those modes.
 */
export type HomeMode = 'floors' | 'layout' | 'diy'

export interface HomeData {
  mode: HomeMode
  /** data_mode 2: the layout rows; 3: the DIY page `{id, config}` (as sent). */
  pageData: unknown
  banners: EventItem[]
  navigation: EventItem[]
  floors: HomeFloor[]
  articles: HomeArticle[]
  rightIcons: HomeIcon[]
  cartCount: string
  messageTotal: number
  mourning: boolean
  /** Each plugin's `plugins_<name>_data` of the answer, by plugin name, as sent (its home embed parses it). */
  pluginData: Record<string, unknown>
  /** plugins_label_data: the label plugin's chips for the floors' goods (drawn by the classic home). */
  labelData: unknown
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

const MODES: Record<number, HomeMode> = { 2: 'layout', 3: 'diy' }

export function parseHome(data: unknown): HomeData {
  const raw = obj(data)
  const messageTotal = int(raw.message_total)
  const mode = MODES[int(raw.data_mode)] ?? 'floors'
  return {
    mode,
    pageData: mode === 'floors' ? null : raw.data_list,
    banners: arr<Record<string, unknown>>(raw.banner_list).map((item) => parseEventItem(obj(item))),
    navigation: arr<Record<string, unknown>>(raw.navigation).map((item) => parseEventItem(obj(item))),
    floors:
      mode !== 'floors'
        ? []
        : arr<Record<string, unknown>>(raw.data_list).map((floor) => ({
            id: str(floor.id),
            name: str(floor.name),
            viceName: str(floor.vice_name),
            describe: str(floor.describe),
            bgColor: str(floor.bg_color),
            goods: arr<Record<string, unknown>>(floor.goods).map((goods) => parseGoodsSummary(obj(goods))),
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
    cartCount: parseCartTotal(raw.cart_total).buyNumber,
    messageTotal,
    mourning: int(raw.plugins_mourning_data) === 1,
    labelData: raw.plugins_label_data,
    pluginData: pluginDataOf(raw),
    pluginOrder: arr<unknown>(raw.plugins_sort_list)
      .map((item) => (typeof item === 'string' ? item : str(obj(item).plugins)))
      .filter(Boolean),
    raw,
  }
}

/** A good answer is kept as sent (cache_index_data_key): the next open draws it at once (api-core 3.1). */
function parseAndKeep(data: unknown): HomeData {
  const home = parseHome(data)
  setItemWhenIdle('cache_index_data_key', obj(data))
  return home
}

const parseAnswer = (answer: ApiResult<unknown>) => parseResult(answer, parseAndKeep, 'index/index', { silent: true })

/** How the home was composed last time on this device (which renderer to fetch early); null when unknown. */
export function cachedHomeMode(): HomeMode | null {
  const saved = getItem('cache_index_data_key')
  return saved ? (MODES[int(saved.data_mode)] ?? 'floors') : null
}

/** The last home answer on this device, parsed; null when there is none (or it cannot be read). */
export function cachedHome(): HomeData | null {
  const saved = getItem('cache_index_data_key')
  if (!saved) return null
  try {
    return parseHome(saved)
  } catch {
    return null
  }
}

/** index/index, parsed (a server snapshot is asked again: home-early.ts). */
export async function getHome(): Promise<ApiResult<HomeData>> {
  return parseAnswer(await fetchHomeAnswer())
}

/** The answer started with the app boot (startEarlyHome), parsed; null when there is none. */
export function takeEarlyHome(): Promise<ApiResult<HomeData>> | null {
  return takeEarlyHomeAnswer()?.then(parseAnswer) ?? null
}
