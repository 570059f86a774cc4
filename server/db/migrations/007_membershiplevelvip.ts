// membershiplevelvip: paid VIP levels, their purchase orders, the member's current level, rebates and team.
import type { Database } from 'better-sqlite3'

export function up(db: Database): void {
  db.exec(`
    CREATE TABLE vip_levels (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      name TEXT NOT NULL,
      icon TEXT NOT NULL DEFAULT '',
      -- JSON [{number, value, unit, desc, price}]; number '' = lifetime, otherwise days
      pay_period_rules TEXT NOT NULL DEFAULT '[]',
      discount_rate REAL NOT NULL DEFAULT 10,
      is_enable INTEGER NOT NULL DEFAULT 1,
      sort INTEGER NOT NULL DEFAULT 0
    );
    CREATE TABLE vip_orders (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      level_id INTEGER NOT NULL,
      payment_user_order_no TEXT NOT NULL UNIQUE,
      period_number TEXT NOT NULL DEFAULT '',
      period_value TEXT NOT NULL DEFAULT '',
      period_unit TEXT NOT NULL DEFAULT '',
      price REAL NOT NULL DEFAULT 0,
      pay_price REAL NOT NULL DEFAULT 0,
      payment_id INTEGER NOT NULL DEFAULT 0,
      status INTEGER NOT NULL DEFAULT 0,            -- 0 pending payment, 1 paid, 2 cancelled, 3 closed
      settlement_status INTEGER NOT NULL DEFAULT 0, -- 0 pending, 1 settled, 2 invalid
      type INTEGER NOT NULL DEFAULT 0,              -- 0 first purchase, 1 renewal
      pay_time INTEGER NOT NULL DEFAULT 0,
      is_delete_time INTEGER NOT NULL DEFAULT 0,
      add_time INTEGER NOT NULL DEFAULT 0,
      upd_time INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX vip_orders_user ON vip_orders(user_id, status);
    CREATE TABLE vip_members (
      user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
      level_id INTEGER NOT NULL,
      is_permanent INTEGER NOT NULL DEFAULT 0,
      expire_time INTEGER NOT NULL DEFAULT 0,
      last_order_id INTEGER NOT NULL DEFAULT 0,
      add_time INTEGER NOT NULL DEFAULT 0,
      upd_time INTEGER NOT NULL DEFAULT 0
    );
    CREATE TABLE vip_profits (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      level_name TEXT NOT NULL DEFAULT '',
      total_price REAL NOT NULL DEFAULT 0,
      profit_price REAL NOT NULL DEFAULT 0,
      commission_rules TEXT NOT NULL DEFAULT '',
      status INTEGER NOT NULL DEFAULT 0,            -- 0 pending settlement, 1 settled, 2 invalid
      add_time INTEGER NOT NULL DEFAULT 0,
      upd_time INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX vip_profits_user ON vip_profits(user_id, status);
    CREATE TABLE vip_team_members (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE, -- the promoter
      member_name TEXT NOT NULL,
      avatar TEXT NOT NULL DEFAULT '',
      order_total REAL NOT NULL DEFAULT 0,
      find_order_total REAL NOT NULL DEFAULT 0,
      referrer_count INTEGER NOT NULL DEFAULT 0,
      add_time INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX vip_team_user ON vip_team_members(user_id);
  `)
}
