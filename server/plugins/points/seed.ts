// Demo points mall: four cheap goods exchangeable for points, a claim code anyone can use once
// (XO2026, 100 points), an expired code and a used-up one.
import type { Database } from 'better-sqlite3'
import { SPECIAL_GOODS } from '../../db/seed/catalog-data'
import { DEMO_CODE } from './scan'

const EXCHANGE_POINTS = [300, 500, 900, 1500]

export function seedPoints(db: Database, now: Date): void {
  const t = Math.floor(now.getTime() / 1000)
  const special = new Set<number>(Object.values(SPECIAL_GOODS))
  const cheap = (
    db
      .prepare(
        `SELECT g.id FROM goods g WHERE g.is_shelves = 1 AND g.is_exhibition = 0 AND g.is_delete_time = 0 AND g.inventory > 10
           AND g.buy_min_number <= 1 AND (SELECT COUNT(*) FROM goods_spec_base b WHERE b.goods_id = g.id) = 1 ORDER BY g.min_price, g.id`,
      )
      .all() as Array<{ id: number }>
  ).filter((row) => !special.has(row.id))
  const insertGoods = db.prepare('INSERT INTO points_goods (goods_id, points_value, sort) VALUES (?, ?, ?)')
  EXCHANGE_POINTS.forEach((points, index) => {
    if (cheap[index]) insertGoods.run(cheap[index].id, points, index)
  })
  const insertCode = db.prepare('INSERT INTO points_codes (code, points, limit_count, claimed_count, time_end, add_time) VALUES (?, ?, ?, ?, ?, ?)')
  insertCode.run(DEMO_CODE, 100, 0, 0, 0, t)
  insertCode.run('OLD2025', 50, 0, 0, t - 86400, t)
  insertCode.run('FIRST1', 200, 1, 1, 0, t)
}
