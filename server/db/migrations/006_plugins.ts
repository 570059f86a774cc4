// Plugin switches: one row per plugin the server knows; is_enable 0 hides it from the storefront.
import type { Database } from 'better-sqlite3'

export function up(db: Database): void {
  db.exec(`
    CREATE TABLE plugins (
      name TEXT PRIMARY KEY,
      is_enable INTEGER NOT NULL DEFAULT 1,
      sort INTEGER NOT NULL DEFAULT 0,
      add_time INTEGER NOT NULL DEFAULT 0,
      upd_time INTEGER NOT NULL DEFAULT 0
    );
  `)
}
