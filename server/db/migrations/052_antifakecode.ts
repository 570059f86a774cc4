// antifakecode plugin: authenticity codes printed on goods, and how often each has been checked.
import type { Database } from 'better-sqlite3'

export function up(db: Database): void {
  db.exec(`
    CREATE TABLE antifake_codes (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      code TEXT NOT NULL UNIQUE,
      goods_id INTEGER NOT NULL DEFAULT 0,
      batch TEXT NOT NULL DEFAULT '',
      query_count INTEGER NOT NULL DEFAULT 0,
      first_query_time INTEGER NOT NULL DEFAULT 0,
      last_query_time INTEGER NOT NULL DEFAULT 0,
      add_time INTEGER NOT NULL DEFAULT 0
    );
  `)
}
