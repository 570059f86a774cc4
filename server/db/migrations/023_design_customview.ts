// Layout (design) pages, custom HTML views, and the home page's drag layout (data_mode 2).
import type { Database } from 'better-sqlite3'

export function up(db: Database): void {
  db.exec(`
    CREATE TABLE design_pages (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      name TEXT NOT NULL DEFAULT '',
      logo TEXT NOT NULL DEFAULT '',
      seo_title TEXT NOT NULL DEFAULT '',
      seo_keywords TEXT NOT NULL DEFAULT '',
      seo_desc TEXT NOT NULL DEFAULT '',
      config TEXT NOT NULL DEFAULT '[]',   -- JSON layout rows; goods modules keep ids/filters, filled per request
      is_header INTEGER NOT NULL DEFAULT 1,
      is_footer INTEGER NOT NULL DEFAULT 1,
      is_enable INTEGER NOT NULL DEFAULT 1,
      access_count INTEGER NOT NULL DEFAULT 0,
      add_time INTEGER NOT NULL DEFAULT 0,
      upd_time INTEGER NOT NULL DEFAULT 0
    );

    CREATE TABLE custom_views (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      name TEXT NOT NULL DEFAULT '',
      logo TEXT NOT NULL DEFAULT '',
      html_content TEXT NOT NULL DEFAULT '',
      is_header INTEGER NOT NULL DEFAULT 1,
      is_footer INTEGER NOT NULL DEFAULT 1,
      is_full_screen INTEGER NOT NULL DEFAULT 0,
      seo_title TEXT NOT NULL DEFAULT '',
      seo_keywords TEXT NOT NULL DEFAULT '',
      seo_desc TEXT NOT NULL DEFAULT '',
      is_enable INTEGER NOT NULL DEFAULT 1,
      access_count INTEGER NOT NULL DEFAULT 0,
      add_time INTEGER NOT NULL DEFAULT 0,
      upd_time INTEGER NOT NULL DEFAULT 0
    );

    -- Named layouts (LayoutService::LayoutConfigData): 'home' is the home page's drag layout.
    CREATE TABLE layouts (
      key TEXT PRIMARY KEY,
      config TEXT NOT NULL DEFAULT '[]',
      upd_time INTEGER NOT NULL DEFAULT 0
    );
  `)
}
