// Demo activities: two running ones on the home page (one above the core floors, one below), an ended
// one, four categories (one without activities), two banner slides.
import type { Database } from 'better-sqlite3'
import { one, run } from '../../db'
import { bannerSvg, writeStatic } from '../../db/seed/svg'

const DAY = 86400

interface ActivitySeed {
  key: string
  category: string
  title: string
  vice: string
  describe: string
  color: string
  colors: [string, string]
  keywords: string
  location: 0 | 1
  style: 0 | 1 | 2
  /** Days from the seed time. */
  start: number
  end: number
  goods: number[]
}

const CATEGORIES = ['护肤', '彩妆', '季节', '香氛']

export const ACTIVITY_TITLES = { skincare: '秋冬护肤节', colour: '彩妆焕新周', sun: '夏日防晒季' } as const

const ACTIVITIES: ActivitySeed[] = [
  {
    key: 'skincare',
    category: '护肤',
    title: ACTIVITY_TITLES.skincare,
    vice: '补水修护 满199减30',
    describe: '换季肌肤干燥敏感？精选洁面、精华、面霜与面膜，给肌肤一整个冬天的水润。',
    color: '#e93a6b',
    colors: ['#ff8a80', '#e93a6b'],
    keywords: '保湿,面霜,精华',
    location: 0,
    style: 2,
    start: -3,
    end: 365,
    goods: [2, 3, 4, 5, 24, 25, 26, 27],
  },
  {
    key: 'colour',
    category: '彩妆',
    title: ACTIVITY_TITLES.colour,
    vice: '新色上市 第二件半价',
    describe: '本季新色口红、唇釉与底妆集中上新，挑一支属于你的颜色。',
    color: '#8e24aa',
    colors: ['#ce93d8', '#8e24aa'],
    keywords: '口红,唇釉',
    location: 1,
    style: 1,
    start: -1,
    end: 200,
    goods: [1, 29, 6, 30],
  },
  {
    key: 'sun',
    category: '季节',
    title: ACTIVITY_TITLES.sun,
    vice: '清爽防晒 晒后修护',
    describe: '夏季防晒与晒后修护专场，活动已结束，感谢参与。',
    color: '#f57c00',
    colors: ['#ffcc80', '#f57c00'],
    keywords: '防晒',
    location: 0,
    style: 0,
    start: -60,
    end: -20,
    goods: [17, 18, 38],
  },
]

export function seedActivities(db: Database, date: Date): void {
  const now = Math.floor(date.getTime() / 1000)
  const categories = new Map<string, number>()
  CATEGORIES.forEach((name, sort) =>
    categories.set(name, Number(run(db, 'INSERT INTO activity_categories (name, sort, add_time) VALUES (?, ?, ?)', name, sort, now).lastInsertRowid)),
  )
  const ids = new Map<string, number>()
  ACTIVITIES.forEach((seed, sort) => {
    const cover = writeStatic(`plugins/activity/${seed.key}-cover.svg`, bannerSvg({ title: seed.title, subtitle: seed.vice, colors: seed.colors }))
    const banner = writeStatic(
      `plugins/activity/${seed.key}-banner.svg`,
      bannerSvg({ title: seed.title, subtitle: seed.describe.slice(0, 16), colors: seed.colors }),
    )
    const id = Number(
      run(
        db,
        `INSERT INTO activities (category_id, title, vice_title, describe, color, cover, banner, keywords, is_home, home_data_location, style_type,
         time_start, time_end, sort, add_time, upd_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?, ?, ?, ?, ?)`,
        categories.get(seed.category) ?? 0,
        seed.title,
        seed.vice,
        seed.describe,
        seed.color,
        cover,
        banner,
        seed.keywords,
        seed.location,
        seed.style,
        now + seed.start * DAY,
        now + seed.end * DAY,
        sort,
        now,
        now,
      ).lastInsertRowid,
    )
    ids.set(seed.key, id)
    seed.goods
      .filter((goodsId) => one(db, 'SELECT 1 FROM goods WHERE id = ?', goodsId))
      .forEach((goodsId, goodsSort) => run(db, 'INSERT INTO activity_goods (activity_id, goods_id, sort) VALUES (?, ?, ?)', id, goodsId, goodsSort))
  })
  ;['skincare', 'colour'].forEach((key, sort) => {
    const seed = ACTIVITIES.find((a) => a.key === key)
    const id = ids.get(key)
    if (!seed || !id) return
    const images = writeStatic(`plugins/activity/slide-${key}.svg`, bannerSvg({ title: seed.title, subtitle: seed.vice, colors: seed.colors }))
    run(
      db,
      'INSERT INTO activity_sliders (name, images, url, sort) VALUES (?, ?, ?, ?)',
      seed.title,
      images,
      `/pages/plugins/activity/detail/detail?id=${id}`,
      sort,
    )
  })
}
