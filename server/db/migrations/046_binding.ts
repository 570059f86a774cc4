// binding: goods bundles (fixed bundles and pick-and-mix) with a per-goods bundle discount.
import type { Database } from 'better-sqlite3'

export function up(db: Database): void {
  db.exec(`
    CREATE TABLE bindings (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      shop_id INTEGER NOT NULL DEFAULT 0,           -- 0 = the platform's own bundles
      title TEXT NOT NULL,
      images TEXT NOT NULL DEFAULT '',
      type INTEGER NOT NULL DEFAULT 0,              -- 0 fixed bundle (all goods), 1 pick-and-mix
      buy_min_number INTEGER NOT NULL DEFAULT 1,    -- pick-and-mix: fewest goods to choose
      is_home_show INTEGER NOT NULL DEFAULT 1,
      is_enable INTEGER NOT NULL DEFAULT 1,
      sort INTEGER NOT NULL DEFAULT 0,
      add_time INTEGER NOT NULL DEFAULT 0,
      upd_time INTEGER NOT NULL DEFAULT 0
    );
    CREATE TABLE binding_goods (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      binding_id INTEGER NOT NULL REFERENCES bindings(id) ON DELETE CASCADE,
      goods_id INTEGER NOT NULL REFERENCES goods(id) ON DELETE CASCADE,
      discount REAL NOT NULL DEFAULT 0 CHECK (discount >= 0), -- taken off each unit's price inside the bundle
      sort INTEGER NOT NULL DEFAULT 0,
      UNIQUE (binding_id, goods_id)
    );
    CREATE INDEX binding_goods_goods ON binding_goods(goods_id);
  `)
}
