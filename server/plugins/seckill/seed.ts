// Demo flash sale: six 4-hour slots covering the day (so one is always running and one is next),
// three goods each at about 70 % of their price, with sales progress.
import type { Database } from 'better-sqlite3'
import { SPECIAL_GOODS } from '../../db/seed/catalog-data'

const SLOT_MINUTES = 240
const GOODS_PER_SLOT = 3

/** Plain single-spec goods that anyone can buy one of (special demo goods stay out). */
function saleableGoods(db: Database): Array<{ id: number; min_price: number }> {
  const special = new Set<number>(Object.values(SPECIAL_GOODS))
  const rows = db
    .prepare(
      `SELECT g.id, g.min_price FROM goods g
       WHERE g.is_shelves = 1 AND g.is_exhibition = 0 AND g.is_delete_time = 0 AND g.inventory > 0 AND g.buy_min_number <= 1 AND g.buy_max_number = 0
         AND (SELECT COUNT(*) FROM goods_spec_base b WHERE b.goods_id = g.id) = 1
       ORDER BY g.id`,
    )
    .all() as Array<{ id: number; min_price: number }>
  return rows.filter((row) => !special.has(row.id))
}

export function seedSeckill(db: Database, now: Date): void {
  const stamp = Math.floor(now.getTime() / 1000)
  const goods = saleableGoods(db)
  const insertPeriod = db.prepare('INSERT INTO seckill_periods (start_minute, duration_minutes, sort, add_time) VALUES (?, ?, ?, ?)')
  const insertGoods = db.prepare('INSERT INTO seckill_goods (period_id, goods_id, seckill_price, stock_total, sold_count, sort) VALUES (?, ?, ?, ?, ?, ?)')
  for (let slot = 0; slot < 24 * 60; slot += SLOT_MINUTES) {
    const index = slot / SLOT_MINUTES
    const periodId = Number(insertPeriod.run(slot, SLOT_MINUTES, index, stamp).lastInsertRowid)
    for (let i = 0; i < GOODS_PER_SLOT && goods.length; i++) {
      const item = goods[(index * GOODS_PER_SLOT + i) % goods.length]
      const price = Math.max(0.1, Math.round(item.min_price * 0.7 * 10) / 10)
      const total = 50 + ((index + i) % 4) * 50
      const sold = Math.floor((total * ((index * 17 + i * 29) % 90)) / 100) + 3
      insertGoods.run(periodId, item.id, price, total, Math.min(sold, total), i)
    }
  }
}
