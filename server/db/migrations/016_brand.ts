// brand plugin: the categories of the brand wall; a brand can sit in several of them.
import type { Database } from 'better-sqlite3'

export function up(db: Database): void {
  db.exec(`
    CREATE TABLE brand_categories (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      name TEXT NOT NULL,
      icon TEXT NOT NULL DEFAULT '',
      sort INTEGER NOT NULL DEFAULT 0,
      is_enable INTEGER NOT NULL DEFAULT 1,
      add_time INTEGER NOT NULL DEFAULT 0
    );
    CREATE TABLE brand_category_links (
      brand_id INTEGER NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
      brand_category_id INTEGER NOT NULL REFERENCES brand_categories(id) ON DELETE CASCADE,
      PRIMARY KEY (brand_id, brand_category_id)
    );
  `)
}
