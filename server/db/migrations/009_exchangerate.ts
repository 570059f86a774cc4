// exchangerate: display currencies and each visitor's choice (by user when logged in, else by device uuid).
import type { Database } from 'better-sqlite3'

export function up(db: Database): void {
  db.exec(`
    CREATE TABLE exchangerate_currencies (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      name TEXT NOT NULL,
      code TEXT NOT NULL UNIQUE,
      symbol TEXT NOT NULL,
      rate REAL NOT NULL DEFAULT 1,                  -- units of this currency per 1 unit of the shop currency
      icon TEXT NOT NULL DEFAULT '',
      is_default INTEGER NOT NULL DEFAULT 0,
      is_enable INTEGER NOT NULL DEFAULT 1,
      sort INTEGER NOT NULL DEFAULT 0
    );
    CREATE TABLE exchangerate_choices (
      owner TEXT PRIMARY KEY,                        -- 'user:<id>' or 'uuid:<uuid>'
      currency_id INTEGER NOT NULL,
      upd_time INTEGER NOT NULL DEFAULT 0
    );
  `)
}
