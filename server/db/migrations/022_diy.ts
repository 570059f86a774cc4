// DIY (page builder) pages: a named page whose `config` is the designer's JSON (header, footer, tabs_data, diy_data).
import type { Database } from 'better-sqlite3'

export function up(db: Database): void {
  db.exec(`
    CREATE TABLE diy_pages (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      name TEXT NOT NULL DEFAULT '',
      describe TEXT NOT NULL DEFAULT '',
      logo TEXT NOT NULL DEFAULT '',
      config TEXT NOT NULL DEFAULT '{}',   -- JSON, data sources stored as ids/filters and hydrated per request
      is_enable INTEGER NOT NULL DEFAULT 1,
      access_count INTEGER NOT NULL DEFAULT 0,
      add_time INTEGER NOT NULL DEFAULT 0,
      upd_time INTEGER NOT NULL DEFAULT 0
    );
  `)
}
