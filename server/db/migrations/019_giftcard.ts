// giftcard: card secrets that credit wallet balance, a coupon or points once, and where goods cards were used.
import type { Database } from 'better-sqlite3'

export function up(db: Database): void {
  db.exec(`
    CREATE TABLE giftcards (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      secret_key TEXT NOT NULL UNIQUE,
      data_type INTEGER NOT NULL DEFAULT 0,        -- 0 wallet balance, 1 coupon, 2 points, 3 goods
      value REAL NOT NULL DEFAULT 0,               -- CNY for wallet cards, points for points cards
      coupon_id INTEGER NOT NULL DEFAULT 0,
      goods_ids TEXT NOT NULL DEFAULT '[]',        -- JSON ids for goods cards
      user_id INTEGER NOT NULL DEFAULT 0,          -- 0 = not redeemed yet
      exchange_time INTEGER NOT NULL DEFAULT 0,
      add_time INTEGER NOT NULL DEFAULT 0,
      upd_time INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX giftcards_user ON giftcards(user_id, exchange_time);
    CREATE TABLE giftcard_uses (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      card_id INTEGER NOT NULL REFERENCES giftcards(id) ON DELETE CASCADE,
      order_id INTEGER NOT NULL DEFAULT 0,
      goods_id INTEGER NOT NULL DEFAULT 0,
      use_time INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX giftcard_uses_card ON giftcard_uses(card_id);
  `)
}
