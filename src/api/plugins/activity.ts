import { call, pluginRoute } from '../client'
import { parseGoodsSummary, type GoodsSummary } from '../goods-summary'
import { arr, int, obj, reqStr, str, toPage } from '../parse'
import type { ApiResult, Page } from '../types'

/** activity (api-plugins-2 §3.3): campaign pages by category, their goods and time window; home floors. */
const activityCall = (action: string) => pluginRoute('activity', 'index', action)

export const ACTIVITY_PAGES = {
  index: '/pages/plugins/activity/index/index',
  detail: '/pages/plugins/activity/detail/detail',
}

export const activityDetailUrl = (id: string) => `${ACTIVITY_PAGES.detail}?id=${encodeURIComponent(id)}`

/** Not started, running, ended. */
export type ActivityState = 'upcoming' | 'running' | 'ended'

const STATES: ActivityState[] = ['upcoming', 'running', 'ended']

export interface ActivitySummary {
  id: string
  title: string
  viceTitle: string
  cover: string
  url: string
  timeStart: string
  timeEnd: string
  /** null when the server does not say (the page then shows no state chip). */
  state: ActivityState | null
}

export interface Activity extends ActivitySummary {
  describe: string
  color: string
  banner: string
  keywords: string[]
  seoTitle: string
  goods: GoodsSummary[]
}

function parseState(raw: unknown): ActivityState | null {
  if (raw === undefined || raw === null || raw === '') return null
  return STATES[int(raw, -1)] ?? null
}

export function parseActivitySummary(raw: Record<string, unknown>): ActivitySummary {
  const id = reqStr(raw, 'id') // a card without its id cannot be opened
  return {
    id,
    title: str(raw.title),
    viceTitle: str(raw.vice_title),
    cover: str(raw.cover),
    url: str(raw.url) || activityDetailUrl(id),
    timeStart: str(raw.time_start),
    timeEnd: str(raw.time_end),
    state: parseState(raw.status),
  }
}

const parseGoodsList = (raw: unknown) => arr<Record<string, unknown>>(raw).map((g) => parseGoodsSummary(obj(g)))

/** activity/index/detail; null when the answer carries no activity. */
export function parseActivity(data: unknown): Activity | null {
  const raw = obj(obj(data).data)
  if (!str(raw.id)) return null
  return {
    ...parseActivitySummary(raw),
    describe: str(raw.describe),
    color: str(raw.color),
    // The hero shows the banner, or the cover when there is none.
    banner: str(raw.banner) || str(raw.cover),
    keywords: arr(raw.keywords_arr)
      .map((k) => str(k))
      .filter(Boolean),
    seoTitle: str(raw.seo_title),
    goods: parseGoodsList(raw.goods_list),
  }
}

export interface ActivityIndex {
  title: string
  slides: Array<{ name: string; image: string; url: string }>
  categories: Array<{ id: string; name: string }>
}

export function getActivityIndex(): Promise<ApiResult<ActivityIndex>> {
  return call(
    activityCall('index'),
    {},
    (data) => {
      const raw = obj(data)
      return {
        title: str(obj(raw.base).application_name),
        slides: arr<Record<string, unknown>>(raw.slider_list)
          .map((s) => obj(s))
          .map((s) => ({ name: str(s.name), image: str(s.images ?? s.images_url), url: str(s.url) }))
          .filter((s) => s.image),
        categories: arr<Record<string, unknown>>(raw.activity_category)
          .map((c) => obj(c))
          .filter((c) => str(c.id))
          .map((c) => ({ id: str(c.id), name: str(c.name) })),
      }
    },
    { silent: true },
  )
}

export function getActivities(categoryId: string, page: number): Promise<ApiResult<Page<ActivitySummary>>> {
  return call(activityCall('datalist'), { page, category_id: categoryId || '0' }, (raw) => toPage(raw, page, parseActivitySummary), { silent: true })
}

export function getActivity(id: string): Promise<ApiResult<Activity | null>> {
  return call(activityCall('detail'), { id }, parseActivity, { silent: true })
}

/* ---------- embeds ---------- */

export interface ActivityFloor {
  id: string
  title: string
  viceTitle: string
  color: string
  /** 0 list, 1 grid, 2 horizontal scroll. */
  styleType: number
  /** 0 above the core floors, 1 below them. */
  location: number
  url: string
  goods: GoodsSummary[]
}

/** Home's plugins_activity_data {base{is_home_auto_play}, data[floors]}: the floors of one location. */
export function parseActivityFloors(raw: unknown, location: 0 | 1): ActivityFloor[] {
  return arr<Record<string, unknown>>(obj(raw).data)
    .map((f) => obj(f))
    .map((floor, index) => ({
      id: str(floor.id) || String(index),
      title: str(floor.title),
      viceTitle: str(floor.vice_title),
      color: str(floor.color),
      styleType: int(floor.style_type),
      location: int(floor.home_data_location),
      url: str(floor.url),
      goods: parseGoodsList(floor.goods_list),
    }))
    .filter((floor) => floor.location === location && floor.goods.length > 0)
}

/** Goods detail's plugins_activity_data: the running activities the goods takes part in. */
export function parseGoodsActivities(raw: unknown): ActivitySummary[] {
  return arr<Record<string, unknown>>(obj(raw).data)
    .map((a) => obj(a))
    .filter((a) => str(a.id))
    .map(parseActivitySummary)
}
