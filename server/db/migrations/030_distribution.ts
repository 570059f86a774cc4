// distribution: affiliate levels and members, three-tier commission records, pickup points and their
// orders, recommendation bundles and customer visits. The team itself is users.referrer (core column).
import type { Database } from 'better-sqlite3'

export function up(db: Database): void {
  db.exec(`
    CREATE TABLE distribution_levels (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      name TEXT NOT NULL,
      name_en TEXT NOT NULL DEFAULT '',       -- shown when the shopper reads English ('' = name)
      images_url TEXT NOT NULL DEFAULT '',
      -- commission rates in percent for a tier-1, tier-2 and tier-3 downline order
      rate_one REAL NOT NULL DEFAULT 0,
      rate_two REAL NOT NULL DEFAULT 0,
      rate_three REAL NOT NULL DEFAULT 0,
      -- automatic level: reached when the member's completed orders total at least min_spent
      -- and at least min_team direct downline users are registered (0 = no condition)
      min_spent REAL NOT NULL DEFAULT 0,
      min_team INTEGER NOT NULL DEFAULT 0,
      is_enable INTEGER NOT NULL DEFAULT 1,
      sort INTEGER NOT NULL DEFAULT 0
    );

    -- Per-member settings: a level given by the shop (0 = by the rules), superior changes used, poster design.
    CREATE TABLE distribution_members (
      user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
      level_id INTEGER NOT NULL DEFAULT 0,
      superior_changes INTEGER NOT NULL DEFAULT 0,
      poster_design INTEGER NOT NULL DEFAULT 0,
      default_extraction_id INTEGER NOT NULL DEFAULT 0,
      add_time INTEGER NOT NULL DEFAULT 0,
      upd_time INTEGER NOT NULL DEFAULT 0
    );

    CREATE TABLE distribution_profits (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,   -- who earns
      order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
      order_user_id INTEGER NOT NULL DEFAULT 0,                          -- the buyer
      tier INTEGER NOT NULL DEFAULT 1,                                   -- 1, 2 or 3 levels above the buyer
      level_name TEXT NOT NULL DEFAULT '',
      rate REAL NOT NULL DEFAULT 0,
      total_price REAL NOT NULL DEFAULT 0,
      refund_price REAL NOT NULL DEFAULT 0,
      profit_price REAL NOT NULL DEFAULT 0,
      status INTEGER NOT NULL DEFAULT 0,     -- 0 pending effect, 1 pending settlement, 2 settled, 3 invalid
      settle_time INTEGER NOT NULL DEFAULT 0,
      add_time INTEGER NOT NULL DEFAULT 0,
      upd_time INTEGER NOT NULL DEFAULT 0,
      UNIQUE (order_id, user_id)
    );
    CREATE INDEX distribution_profits_user ON distribution_profits(user_id, status);

    CREATE TABLE distribution_extractions (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id INTEGER NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
      logo TEXT NOT NULL DEFAULT '',
      alias TEXT NOT NULL DEFAULT '',
      name TEXT NOT NULL DEFAULT '',
      tel TEXT NOT NULL DEFAULT '',
      province INTEGER NOT NULL DEFAULT 0,
      city INTEGER NOT NULL DEFAULT 0,
      county INTEGER NOT NULL DEFAULT 0,
      address TEXT NOT NULL DEFAULT '',
      lng REAL NOT NULL DEFAULT 0,
      lat REAL NOT NULL DEFAULT 0,
      status INTEGER NOT NULL DEFAULT 0,     -- 0 pending review, 1 approved, 2 refused, 3 terminated
      fail_reason TEXT NOT NULL DEFAULT '',
      add_time INTEGER NOT NULL DEFAULT 0,
      upd_time INTEGER NOT NULL DEFAULT 0
    );

    -- Orders handed out at a pickup point; the pickup code is the order's extraction_code.
    CREATE TABLE distribution_extraction_orders (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      extraction_id INTEGER NOT NULL REFERENCES distribution_extractions(id) ON DELETE CASCADE,
      order_id INTEGER NOT NULL UNIQUE REFERENCES orders(id) ON DELETE CASCADE,
      status INTEGER NOT NULL DEFAULT 0,     -- 0 pending, 1 handed out
      add_time INTEGER NOT NULL DEFAULT 0,
      upd_time INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX distribution_extraction_orders_point ON distribution_extraction_orders(extraction_id, status);

    CREATE TABLE distribution_recommends (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      title TEXT NOT NULL DEFAULT '',
      describe TEXT NOT NULL DEFAULT '',
      icon TEXT NOT NULL DEFAULT '',
      is_enable INTEGER NOT NULL DEFAULT 1,
      access_count INTEGER NOT NULL DEFAULT 0,
      add_time INTEGER NOT NULL DEFAULT 0,
      upd_time INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX distribution_recommends_user ON distribution_recommends(user_id);

    CREATE TABLE distribution_recommend_goods (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      recommend_id INTEGER NOT NULL REFERENCES distribution_recommends(id) ON DELETE CASCADE,
      goods_id INTEGER NOT NULL,
      spec TEXT NOT NULL DEFAULT '',          -- JSON [{type, value}] or ''
      sort INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX distribution_recommend_goods_bundle ON distribution_recommend_goods(recommend_id);

    CREATE TABLE distribution_visits (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      custom_user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      content TEXT NOT NULL DEFAULT '',
      images TEXT NOT NULL DEFAULT '[]',      -- JSON list of stored paths
      add_time INTEGER NOT NULL DEFAULT 0,
      upd_time INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX distribution_visits_user ON distribution_visits(user_id);
    CREATE INDEX IF NOT EXISTS distribution_users_referrer ON users(referrer);
  `)
}
