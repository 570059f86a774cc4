// Points mall: goods exchangeable for points, claim codes ("scan to claim") and points spent on orders.
import type { Database } from 'better-sqlite3'

export function up(db: Database): void {
  db.exec(`
    CREATE TABLE points_goods (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      goods_id INTEGER NOT NULL UNIQUE REFERENCES goods(id) ON DELETE CASCADE,
      points_value INTEGER NOT NULL,                -- points for one unit in a pure exchange
      sort INTEGER NOT NULL DEFAULT 0
    );

    CREATE TABLE points_codes (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      code TEXT NOT NULL UNIQUE COLLATE NOCASE,
      points INTEGER NOT NULL,
      limit_count INTEGER NOT NULL DEFAULT 0,       -- 0 = unlimited claims
      claimed_count INTEGER NOT NULL DEFAULT 0,
      time_end INTEGER NOT NULL DEFAULT 0,          -- 0 = never expires
      is_enable INTEGER NOT NULL DEFAULT 1,
      add_time INTEGER NOT NULL DEFAULT 0
    );

    CREATE TABLE points_code_claims (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      code_id INTEGER NOT NULL REFERENCES points_codes(id) ON DELETE CASCADE,
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      points INTEGER NOT NULL,
      add_time INTEGER NOT NULL DEFAULT 0,
      UNIQUE (code_id, user_id)
    );

    CREATE TABLE points_order_usage (
      order_id INTEGER PRIMARY KEY REFERENCES orders(id) ON DELETE CASCADE,
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      integral INTEGER NOT NULL,
      discount_price REAL NOT NULL,
      is_returned INTEGER NOT NULL DEFAULT 0,
      add_time INTEGER NOT NULL DEFAULT 0
    );
  `)
}
