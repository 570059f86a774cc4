// Demo bundles: a fixed three-step skincare set and a pick-two-or-more sun care mix (with a two-spec goods
// in each, so the bundle prices are ranges until a spec is chosen).
import type { Database } from 'better-sqlite3'
import { bannerSvg, writeStatic } from '../../db/seed/svg'

const BUNDLES: Array<{ title: string; subtitle: string; type: number; min: number; colors: [string, string]; goods: Array<[number, number]> }> = [
  {
    title: '焕亮护肤三件套',
    subtitle: '洁面 + 爽肤水 + 精华，组合立省70元',
    type: 0,
    min: 3,
    colors: ['#ff9a9e', '#ff0036'],
    goods: [
      [2, 10],
      [24, 20],
      [3, 40],
    ],
  },
  {
    title: '夏日防晒自由搭',
    subtitle: '任选2件及以上，每件立减',
    type: 1,
    min: 2,
    colors: ['#f6d365', '#fe6f04'],
    goods: [
      [17, 20],
      [18, 10],
      [38, 15],
      [20, 5],
    ],
  },
]

export function seedBinding(db: Database, now: Date): void {
  const stamp = Math.floor(now.getTime() / 1000)
  BUNDLES.forEach((bundle, index) => {
    const image = writeStatic(`plugins/binding/bundle-${index + 1}.svg`, bannerSvg({ title: bundle.title, subtitle: bundle.subtitle, colors: bundle.colors }))
    const id = Number(
      db
        .prepare('INSERT INTO bindings (title, images, type, buy_min_number, is_home_show, sort, add_time, upd_time) VALUES (?, ?, ?, ?, 1, ?, ?, ?)')
        .run(bundle.title, image, bundle.type, bundle.min, index, stamp, stamp).lastInsertRowid,
    )
    bundle.goods.forEach(([goodsId, discount], sort) =>
      db.prepare('INSERT INTO binding_goods (binding_id, goods_id, discount, sort) VALUES (?, ?, ?, ?)').run(id, goodsId, discount, sort),
    )
  })
}
