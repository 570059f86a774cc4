// scanpay plugin: merchants with a collection QR code, and the payments shoppers make to them.
import type { Database } from 'better-sqlite3'

export function up(db: Database): void {
  db.exec(`
    CREATE TABLE scanpay_merchants (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      type INTEGER NOT NULL DEFAULT 0,         -- the QR's type: 0 shop counter, 1 physical store
      name TEXT NOT NULL DEFAULT '',
      alias TEXT NOT NULL DEFAULT '',
      logo TEXT NOT NULL DEFAULT '',
      ad_code TEXT NOT NULL DEFAULT '',        -- HTML shown on the result page (sanitised by the client)
      is_enable INTEGER NOT NULL DEFAULT 1,
      add_time INTEGER NOT NULL DEFAULT 0
    );

    CREATE TABLE scanpay_orders (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      order_no TEXT NOT NULL UNIQUE,
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      merchant_id INTEGER NOT NULL REFERENCES scanpay_merchants(id) ON DELETE CASCADE,
      price REAL NOT NULL DEFAULT 0,
      pay_price REAL NOT NULL DEFAULT 0,
      note TEXT NOT NULL DEFAULT '',
      payment_id INTEGER NOT NULL DEFAULT 0,
      status INTEGER NOT NULL DEFAULT 0,       -- 0 unpaid, 1 paid
      pay_time INTEGER NOT NULL DEFAULT 0,
      add_time INTEGER NOT NULL DEFAULT 0,
      upd_time INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX scanpay_orders_user ON scanpay_orders(user_id);
  `)
}
