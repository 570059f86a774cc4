// Demo data: one room in each state (live, paused, not started, ended with and without a recording,
// expired), their covers and share posters, and the banners of the live home.
import type { Database } from 'better-sqlite3'
import { run } from '../../db'
import { writeStatic, escapeXml } from '../../db/seed/svg'
import { coverSvg } from '../../db/seed/svg'

export const LIVE_BANNERS = [
  { image: '/static/plugins/weixinliveplayer/banner-1.svg', url: '/pages/plugins/weixinliveplayer/search/search?status=1', name: '正在直播' },
]

export const posterPath = (roomid: number) => `/static/plugins/weixinliveplayer/poster-${roomid}.svg`

const HOUR = 3600

/** A 600x900 share poster: the room's colours, name and anchor (deterministic: the files are committed). */
function posterSvg(name: string, anchor: string, colors: [string, string]): string {
  const [c1, c2] = colors
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="900" viewBox="0 0 600 900">
<defs><linearGradient id="p" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient></defs>
<rect width="600" height="900" fill="url(#p)"/>
<circle cx="480" cy="160" r="180" fill="#fff" fill-opacity="0.15"/>
<rect x="40" y="520" width="520" height="320" rx="24" fill="#fff" fill-opacity="0.95"/>
<text x="70" y="600" font-family="PingFang SC, Microsoft YaHei, sans-serif" font-size="40" font-weight="bold" fill="#333">${escapeXml(name)}</text>
<text x="70" y="660" font-family="PingFang SC, Microsoft YaHei, sans-serif" font-size="28" fill="#666">主播：${escapeXml(anchor)}</text>
<text x="70" y="740" font-family="PingFang SC, Microsoft YaHei, sans-serif" font-size="26" fill="${c2}">在微信小程序中搜索本店，进入直播间</text>
</svg>
`
}

interface SeedRoom {
  roomid: number
  name: string
  anchor: string
  status: number
  startHours: number
  lengthHours: number
  replay?: string
  colors: [string, string]
}

const ROOMS: SeedRoom[] = [
  { roomid: 1001, name: '新品口红试色直播', anchor: '美妆顾问小林', status: 1, startHours: -1, lengthHours: 3, colors: ['#ff9ab5', '#e93a6b'] },
  { roomid: 1002, name: '秋冬护肤答疑', anchor: '护肤顾问阿珍', status: 2, startHours: -0.5, lengthHours: 2, colors: ['#ffc38a', '#f26b3a'] },
  { roomid: 1003, name: '周末彩妆课堂', anchor: '化妆师 Mia', status: 0, startHours: 26, lengthHours: 2, colors: ['#a9c4ff', '#3b6fe0'] },
  {
    roomid: 1004,
    name: '双十一好物清单',
    anchor: '美妆顾问小林',
    status: 3,
    startHours: -120,
    lengthHours: 2,
    replay: 'https://live.example.com/replay/1004.mp4',
    colors: ['#b9e8cf', '#23a26d'],
  },
  { roomid: 1005, name: '香氛品鉴会', anchor: '调香师 Leo', status: 3, startHours: -240, lengthHours: 1.5, colors: ['#e0c9ff', '#7a4fd6'] },
  { roomid: 1006, name: '早秋新品发布', anchor: '品牌主理人', status: 4, startHours: -800, lengthHours: 2, colors: ['#dddddd', '#888888'] },
]

export function seedLiveRooms(db: Database, date: Date): void {
  const now = Math.floor(date.getTime() / 1000)
  writeStatic('plugins/weixinliveplayer/banner-1.svg', coverSvg('美妆直播间', '边看边买，专属直播优惠', ['#ff9ab5', '#e93a6b']))
  ROOMS.forEach((room, sort) => {
    const start = now + Math.round(room.startHours * HOUR)
    const end = start + Math.round(room.lengthHours * HOUR)
    const cover = writeStatic(`plugins/weixinliveplayer/room-${room.roomid}.svg`, coverSvg(room.name, room.anchor, room.colors))
    writeStatic(`plugins/weixinliveplayer/poster-${room.roomid}.svg`, posterSvg(room.name, room.anchor, room.colors))
    run(
      db,
      `INSERT INTO weixinliveplayer_rooms (roomid, name, anchor_name, share_img, status, start_time, end_time, replay_url, sort, add_time)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      room.roomid,
      room.name,
      room.anchor,
      cover,
      room.status,
      start,
      end,
      room.replay ?? '',
      sort,
      now,
    )
  })
}
