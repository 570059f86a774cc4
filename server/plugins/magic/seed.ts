// Demo magic cubes: one drawn as carousel tiles (show_style 0), one as a tab strip (show_style 1);
// one group has no goods on sale (its page shows the empty state).
import type { Database } from 'better-sqlite3'
import { one, run } from '../../db'
import { bannerSvg, iconSvg, writeStatic } from '../../db/seed/svg'

interface CubeSeed {
  key: string
  name: string
  showStyle: number
  textWhite: 0 | 1
  colors: [string, string]
  groups: Array<{ title: string; describe: string; label: string; rolling: number; goods: number[] }>
}

const CUBES: CubeSeed[] = [
  {
    key: 'picks',
    name: '今日精选',
    showStyle: 0,
    textWhite: 1,
    colors: ['#ff8a65', '#d84315'],
    groups: [
      { title: '人气爆款', describe: '销量榜前列', label: '爆', rolling: 4, goods: [5, 40, 20, 11] },
      { title: '新客专享', describe: '第一次下单必看', label: '新', rolling: 5, goods: [2, 14] },
    ],
  },
  {
    key: 'scenes',
    name: '场景好物',
    showStyle: 1,
    textWhite: 0,
    colors: ['#e1f5fe', '#b3e5fc'],
    groups: [
      { title: '通勤快妆', describe: '十分钟出门', label: '勤', rolling: 0, goods: [30, 31, 1, 8] },
      { title: '居家护理', describe: '在家也精致', label: '家', rolling: 0, goods: [15, 16, 44, 37] },
      { title: '旅行小样', describe: '轻装出发', label: '旅', rolling: 0, goods: [43] },
    ],
  },
]

export function seedMagic(db: Database, date: Date): void {
  const now = Math.floor(date.getTime() / 1000)
  CUBES.forEach((cube, sort) => {
    const bg = writeStatic(`plugins/magic/${cube.key}-bg.svg`, bannerSvg({ title: cube.name, subtitle: '', colors: cube.colors }))
    const id = Number(
      run(
        db,
        'INSERT INTO magic_cubes (name, show_style, is_text_white, bg_images, sort, add_time) VALUES (?, ?, ?, ?, ?, ?)',
        cube.name,
        cube.showStyle,
        cube.textWhite,
        bg,
        sort,
        now,
      ).lastInsertRowid,
    )
    cube.groups.forEach((group, groupSort) => {
      const icon = writeStatic(`plugins/magic/${cube.key}-${groupSort + 1}.svg`, iconSvg({ label: group.label, colors: cube.colors, size: 64 }))
      const groupId = Number(
        run(
          db,
          'INSERT INTO magic_groups (magic_id, title, describe, icon, rolling_time, sort) VALUES (?, ?, ?, ?, ?, ?)',
          id,
          group.title,
          group.describe,
          icon,
          group.rolling,
          groupSort,
        ).lastInsertRowid,
      )
      group.goods
        .filter((goodsId) => one(db, 'SELECT 1 FROM goods WHERE id = ?', goodsId))
        .forEach((goodsId, goodsSort) => run(db, 'INSERT INTO magic_group_goods (group_id, goods_id, sort) VALUES (?, ?, ?)', groupId, goodsId, goodsSort))
    })
  })
}
