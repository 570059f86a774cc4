// Coupons: what the shop offers (platform or per shop) and the coupons each user has claimed.
import type { Database } from 'better-sqlite3'

export function up(db: Database): void {
  db.exec(`
    CREATE TABLE coupons (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      shop_id INTEGER NOT NULL DEFAULT 0,           -- 0 = platform coupon
      shop_name TEXT NOT NULL DEFAULT '',
      name TEXT NOT NULL,
      desc TEXT NOT NULL DEFAULT '',
      type INTEGER NOT NULL DEFAULT 0,              -- 0 money off, 1 discount (8.5 = pay 85 %)
      discount_value REAL NOT NULL,
      where_order_price REAL NOT NULL DEFAULT 0,    -- threshold on the eligible goods total
      use_limit_type INTEGER NOT NULL DEFAULT 0,    -- 0 all goods, 1 categories, 2 goods
      use_value_ids TEXT NOT NULL DEFAULT '[]',     -- JSON ids for use_limit_type 1/2
      expire_type INTEGER NOT NULL DEFAULT 0,       -- 0 hours after claiming, 1 fixed range
      expire_hour INTEGER NOT NULL DEFAULT 0,
      fixed_time_start INTEGER NOT NULL DEFAULT 0,
      fixed_time_end INTEGER NOT NULL DEFAULT 0,
      limit_send_count INTEGER NOT NULL DEFAULT 0,  -- 0 = unlimited
      already_send_count INTEGER NOT NULL DEFAULT 0,
      is_repeat_receive INTEGER NOT NULL DEFAULT 0,
      bg_color INTEGER NOT NULL DEFAULT 0,
      is_enable INTEGER NOT NULL DEFAULT 1,
      sort INTEGER NOT NULL DEFAULT 0,
      add_time INTEGER NOT NULL DEFAULT 0
    );

    CREATE TABLE coupon_users (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      coupon_id INTEGER NOT NULL REFERENCES coupons(id) ON DELETE CASCADE,
      is_use INTEGER NOT NULL DEFAULT 0,
      use_time INTEGER NOT NULL DEFAULT 0,
      use_order_id INTEGER NOT NULL DEFAULT 0,
      time_start INTEGER NOT NULL DEFAULT 0,
      time_end INTEGER NOT NULL DEFAULT 0,
      add_time INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX coupon_users_user ON coupon_users(user_id, is_use);
    CREATE INDEX coupon_users_order ON coupon_users(use_order_id);
  `)
}
