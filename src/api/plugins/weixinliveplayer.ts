import { call, pluginRoute } from '../client'
import { arr, obj, reqStr, str, toPage } from '../parse'
import type { ApiResult, Page } from '../types'

/** weixinliveplayer (api-plugins-1 §8): the shop's live rooms, all rooms by status, one room, its poster. */
const live = (control: string, action: string) => pluginRoute('weixinliveplayer', control, action)

export const LIVE_INDEX_PAGE = '/pages/plugins/weixinliveplayer/index/index'
export const LIVE_SEARCH_PAGE = '/pages/plugins/weixinliveplayer/search/search'
export const LIVE_DETAIL_PAGE = '/pages/plugins/weixinliveplayer/detail/detail'
export const liveDetailUrl = (id: string) => `${LIVE_DETAIL_PAGE}?id=${encodeURIComponent(id)}`

/** '0' not started, '1' live, '2' paused, '3' ended; anything above is expired. */
export type LiveState = 'upcoming' | 'live' | 'paused' | 'ended' | 'expired'
export const LIVE_STATUS_TABS = ['-1', '0', '1', '2', '3'] as const

export function liveState(status: string): LiveState {
  switch (status) {
    case '0':
      return 'upcoming'
    case '1':
      return 'live'
    case '2':
      return 'paused'
    case '3':
      return 'ended'
    default:
      return 'expired'
  }
}

export interface LiveRoom {
  id: string
  roomId: string
  name: string
  anchor: string
  image: string
  state: LiveState
  /** The label always comes from the server. */
  statusName: string
  startTime: string
  endTime: string
  /** The shop's web player link while the room is on (other clients than WeChat). */
  webPlayerUrl: string
  /** The recording of an ended room, when kept. */
  replayUrl: string
  shareTitle: string
  shareDesc: string
}

export function parseLiveRoom(raw: Record<string, unknown>): LiveRoom {
  return {
    id: reqStr(raw, 'id'), // a room without its id cannot be opened
    roomId: str(raw.roomid),
    name: str(raw.name),
    anchor: str(raw.anchor_name),
    image: str(raw.share_img),
    state: liveState(str(raw.status)),
    statusName: str(raw.status_name),
    startTime: str(raw.start_time),
    endTime: str(raw.end_time),
    webPlayerUrl: str(raw.h5_play_url),
    replayUrl: str(raw.replay_url),
    shareTitle: str(raw.seo_title || raw.name),
    shareDesc: str(raw.seo_desc),
  }
}

export interface LiveBase {
  title: string
  seoDesc: string
}

function parseBase(raw: unknown): LiveBase {
  const base = obj(raw)
  return { title: str(base.application_name || base.seo_title), seoDesc: str(base.seo_desc) }
}

export interface LiveHome {
  base: LiveBase
  banners: Array<{ image: string; url: string; name: string }>
  rooms: LiveRoom[]
}

export function getLiveHome(): Promise<ApiResult<LiveHome>> {
  return call(
    live('index', 'index'),
    {},
    (raw) => {
      const data = obj(raw)
      return {
        base: parseBase(data.base),
        banners: arr<Record<string, unknown>>(data.banner_list)
          .map((b) => ({ image: str(obj(b).images_url), url: str(obj(b).url), name: str(obj(b).name) }))
          .filter((b) => b.image),
        rooms: arr<Record<string, unknown>>(data.data).map((room) => parseLiveRoom(obj(room))),
      }
    },
    { silent: true },
  )
}

/** All rooms ('-1') or the rooms of one status. */
export function getLiveRooms(page: number, status: string): Promise<ApiResult<Page<LiveRoom>>> {
  return call(live('search', 'index'), { page, status, is_more: 1 }, (raw) => toPage(raw, page, parseLiveRoom), { silent: true })
}

export function getLiveRoom(id: string): Promise<ApiResult<LiveRoom>> {
  return call(live('search', 'detail'), { id }, (raw) => parseLiveRoom(obj(obj(raw).data)), { silent: true })
}

/** The room's share poster: an image URL to preview. */
export function getLivePoster(id: string): Promise<ApiResult<string>> {
  return call(live('index', 'poster'), { id }, (raw) => str(raw))
}
