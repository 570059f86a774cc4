// weixinliveplayer (api-plugins-1 §8): the shop's WeChat live rooms. Room states '0' not started, '1' live,
// '2' paused, '3' ended, '4' expired (as strings, like ShopXO). The WeChat mini-program plays a room with
// the live-player plugin (roomid); other clients get the shop's configured web player link while a room is
// on, and the recording once it has ended (when the shop kept one).
import { definePlugin } from '../../core/plugins'
import { defineMessages } from '../../core/i18n'
import { ApiError, ok, type Ctx } from '../../core/router'
import { formatTime } from '../../core/format'
import { asInt, isAbsent, requireId, scalarText } from '../../core/validate'
import { all, one } from '../../db'
import { pagedQuery } from '../../services/paging'
import { configText } from '../../services/site/configs'
import { LIVE_BANNERS, posterPath, seedLiveRooms } from './seed'

defineMessages({
  'live.title': { zh: '直播', en: 'Live streaming' },
  'live.seo_desc': { zh: '美妆顾问直播间，边看边买', en: 'Watch our beauty advisers live and shop as you watch' },
  'live.status_0': { zh: '未开始', en: 'Not started' },
  'live.status_1': { zh: '直播中', en: 'Live' },
  'live.status_2': { zh: '暂停中', en: 'Paused' },
  'live.status_3': { zh: '已结束', en: 'Ended' },
  'live.status_4': { zh: '已过期', en: 'Expired' },
  'live.not_found': { zh: '直播间不存在', en: 'This live room does not exist' },
  'live.status_invalid': { zh: '直播状态有误', en: 'Invalid live status' },
})

/** The shop's web player link; {roomid} is replaced by the room's id at the live service. */
export const DEFAULT_H5_PLAYER_URL = 'https://live.example.com/room/{roomid}'

interface RoomRow {
  id: number
  roomid: number
  name: string
  anchor_name: string
  share_img: string
  status: number
  start_time: number
  end_time: number
  replay_url: string
  sort: number
  add_time: number
}

function playerUrl(ctx: Ctx, room: RoomRow): string {
  const template = configText(ctx.db, 'plugins_weixinliveplayer_h5_player_url', DEFAULT_H5_PLAYER_URL)
  return template ? template.replace('{roomid}', String(room.roomid)) : ''
}

function statusName(ctx: Ctx, status: number): string {
  return ctx.t(`live.status_${status >= 0 && status <= 4 ? status : 4}`)
}

function roomView(ctx: Ctx, room: RoomRow) {
  const on = room.status === 1 || room.status === 2
  return {
    id: room.id,
    roomid: room.roomid,
    name: room.name,
    anchor_name: room.anchor_name,
    share_img: ctx.img(room.share_img),
    status: String(room.status),
    status_name: statusName(ctx, room.status),
    start_time: formatTime(room.start_time),
    end_time: formatTime(room.end_time),
    seo_title: room.name,
    seo_desc: room.anchor_name,
    h5_play_url: on ? playerUrl(ctx, room) : '',
    replay_url: room.status === 3 ? room.replay_url : '',
  }
}

function base(ctx: Ctx) {
  return { application_name: ctx.t('live.title'), seo_title: ctx.t('live.title'), seo_desc: ctx.t('live.seo_desc') }
}

/** Rooms on now first, then those about to start, then the ended ones (newest first). */
const ROOM_ORDER = 'CASE status WHEN 1 THEN 0 WHEN 2 THEN 1 WHEN 0 THEN 2 WHEN 3 THEN 3 ELSE 4 END, start_time DESC, id DESC'

function index(ctx: Ctx) {
  const rooms = all<RoomRow>(ctx.db, `SELECT * FROM weixinliveplayer_rooms WHERE is_enable = 1 ORDER BY ${ROOM_ORDER} LIMIT 6`)
  return ok({
    base: base(ctx),
    banner_list: LIVE_BANNERS.map((b) => ({ images_url: ctx.img(b.image), url: b.url, name: b.name })),
    data: rooms.map((room) => roomView(ctx, room)),
  })
}

/** All rooms, or those of one status ('-1' or absent: all). */
function search(ctx: Ctx) {
  const raw = ctx.params.status
  let status: number | null = null
  if (!isAbsent(raw) && scalarText(raw) !== '-1') {
    status = asInt(raw)
    if (status === null || status < 0 || status > 4) throw new ApiError(ctx.t('live.status_invalid'))
  }
  const page = pagedQuery<RoomRow>(ctx, {
    from: 'weixinliveplayer_rooms',
    where: 'is_enable = 1 AND (? IS NULL OR status = ?)',
    args: [status, status],
    order: ROOM_ORDER,
    pageSize: 10,
  })
  return ok({ ...page, data: page.data.map((room) => roomView(ctx, room)), base: base(ctx) })
}

function room(ctx: Ctx): RoomRow {
  const row = one<RoomRow>(ctx.db, 'SELECT * FROM weixinliveplayer_rooms WHERE id = ? AND is_enable = 1', requireId(ctx))
  if (!row) throw new ApiError(ctx.t('live.not_found'))
  return row
}

function detail(ctx: Ctx) {
  return ok({ data: roomView(ctx, room(ctx)), base: base(ctx) })
}

/** The room's share poster (an image URL, previewed by the page): drawn by the seed from the room's cover. */
function poster(ctx: Ctx) {
  return ok(ctx.img(posterPath(room(ctx).roomid)))
}

definePlugin({
  name: 'weixinliveplayer',
  baseData: (ctx) => ({ application_name: ctx.t('live.title') }),
  controls: { index: { index, poster }, search: { index: search, detail } },
  seed: seedLiveRooms,
})
