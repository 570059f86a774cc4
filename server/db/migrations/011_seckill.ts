// Seckill (flash sale): daily time slots and the goods each slot sells at a flash price.
import type { Database } from 'better-sqlite3'

export function up(db: Database): void {
  db.exec(`
    CREATE TABLE seckill_periods (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      start_minute INTEGER NOT NULL,                -- minutes after local midnight, e.g. 600 = 10:00
      duration_minutes INTEGER NOT NULL,
      is_enable INTEGER NOT NULL DEFAULT 1,
      sort INTEGER NOT NULL DEFAULT 0,
      add_time INTEGER NOT NULL DEFAULT 0
    );

    CREATE TABLE seckill_goods (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      period_id INTEGER NOT NULL REFERENCES seckill_periods(id) ON DELETE CASCADE,
      goods_id INTEGER NOT NULL REFERENCES goods(id) ON DELETE CASCADE,
      seckill_price REAL NOT NULL,
      stock_total INTEGER NOT NULL DEFAULT 0,       -- flash-sale quota shown as a progress bar
      sold_count INTEGER NOT NULL DEFAULT 0,
      sort INTEGER NOT NULL DEFAULT 0,
      UNIQUE (period_id, goods_id)
    );
    CREATE INDEX seckill_goods_goods ON seckill_goods(goods_id);
  `)
}
