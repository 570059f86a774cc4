// excellentbuyreturntocash: cashback earned on qualifying orders, moving from pending effect to settled.
import type { Database } from 'better-sqlite3'

export function up(db: Database): void {
  db.exec(`
    CREATE TABLE cashback_profits (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      order_id INTEGER NOT NULL DEFAULT 0,
      total_price REAL NOT NULL DEFAULT 0,
      refund_price REAL NOT NULL DEFAULT 0,
      valid_price REAL NOT NULL DEFAULT 0,
      profit_price REAL NOT NULL DEFAULT 0,
      status INTEGER NOT NULL DEFAULT 0,             -- 0 pending effect, 1 in effect, 2 pending settlement, 3 settled, 4 invalid
      success_time INTEGER NOT NULL DEFAULT 0,       -- settled at, or the estimate while pending settlement
      add_time INTEGER NOT NULL DEFAULT 0,
      upd_time INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX cashback_profits_user ON cashback_profits(user_id, status);
  `)
}
