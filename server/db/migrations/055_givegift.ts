// givegift: a shopper buys N units of a goods as a gift (paid like a plugin order), then shares one link
// for all units or one code per unit; each claim checks out that unit at zero cost as a goods order.
import type { Database } from 'better-sqlite3'

export function up(db: Database): void {
  db.exec(`
    CREATE TABLE givegift_goods (
      goods_id INTEGER PRIMARY KEY REFERENCES goods(id) ON DELETE CASCADE,
      add_time INTEGER NOT NULL DEFAULT 0
    );
    CREATE TABLE givegift_gifts (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      gift_no TEXT NOT NULL UNIQUE,
      gift_key TEXT NOT NULL UNIQUE,               -- the "one link for all units" secret
      goods_id INTEGER NOT NULL,
      buy_number INTEGER NOT NULL DEFAULT 1,
      price REAL NOT NULL DEFAULT 0,               -- unit price when bought (CNY)
      total_price REAL NOT NULL DEFAULT 0,
      payment_id INTEGER NOT NULL DEFAULT 0,
      status INTEGER NOT NULL DEFAULT 0,           -- 0 unpaid, 1 paid (claimable), 2 cancelled
      is_no_limit_receive INTEGER NOT NULL DEFAULT 1, -- 1: one shopper may claim several units through the link
      message_tips TEXT NOT NULL DEFAULT '',
      pay_time INTEGER NOT NULL DEFAULT 0,
      cancel_time INTEGER NOT NULL DEFAULT 0,
      is_delete_time INTEGER NOT NULL DEFAULT 0,
      add_time INTEGER NOT NULL DEFAULT 0,
      upd_time INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX givegift_gifts_user ON givegift_gifts(user_id, is_delete_time, status);
    CREATE TABLE givegift_codes (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      gift_id INTEGER NOT NULL REFERENCES givegift_gifts(id) ON DELETE CASCADE,
      code TEXT NOT NULL UNIQUE,
      status INTEGER NOT NULL DEFAULT 0,           -- 0 unclaimed, 1 claimed
      use_user_id INTEGER NOT NULL DEFAULT 0,
      order_id INTEGER NOT NULL DEFAULT 0,
      user_message TEXT NOT NULL DEFAULT '',
      use_time INTEGER NOT NULL DEFAULT 0,
      add_time INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX givegift_codes_gift ON givegift_codes(gift_id, status);
  `)
}
