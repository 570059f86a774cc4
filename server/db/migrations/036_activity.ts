// activity plugin: campaign landing pages by category, each with its goods, a time window and an optional
// home-page goods floor (above or below the core floors).
import type { Database } from 'better-sqlite3'

export function up(db: Database): void {
  db.exec(`
    CREATE TABLE activity_categories (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      name TEXT NOT NULL,
      sort INTEGER NOT NULL DEFAULT 0,
      is_enable INTEGER NOT NULL DEFAULT 1,
      add_time INTEGER NOT NULL DEFAULT 0
    );
    CREATE TABLE activities (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      category_id INTEGER NOT NULL DEFAULT 0,
      title TEXT NOT NULL,
      vice_title TEXT NOT NULL DEFAULT '',
      describe TEXT NOT NULL DEFAULT '',
      color TEXT NOT NULL DEFAULT '',
      cover TEXT NOT NULL DEFAULT '',
      banner TEXT NOT NULL DEFAULT '',
      keywords TEXT NOT NULL DEFAULT '',             -- comma separated; each links to the goods search
      seo_title TEXT NOT NULL DEFAULT '',
      seo_desc TEXT NOT NULL DEFAULT '',
      is_home INTEGER NOT NULL DEFAULT 0,            -- shows a goods floor on the home page while running
      home_data_location INTEGER NOT NULL DEFAULT 0, -- 0 above the core floors, 1 below them
      style_type INTEGER NOT NULL DEFAULT 0,         -- home floor: 0 list, 1 grid, 2 horizontal scroll
      time_start INTEGER NOT NULL DEFAULT 0,
      time_end INTEGER NOT NULL DEFAULT 0,
      access_count INTEGER NOT NULL DEFAULT 0,
      sort INTEGER NOT NULL DEFAULT 0,
      is_enable INTEGER NOT NULL DEFAULT 1,
      add_time INTEGER NOT NULL DEFAULT 0,
      upd_time INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX activities_category ON activities(category_id, is_enable);
    CREATE TABLE activity_goods (
      activity_id INTEGER NOT NULL REFERENCES activities(id) ON DELETE CASCADE,
      goods_id INTEGER NOT NULL REFERENCES goods(id) ON DELETE CASCADE,
      sort INTEGER NOT NULL DEFAULT 0,
      PRIMARY KEY (activity_id, goods_id)
    );
    CREATE INDEX activity_goods_goods ON activity_goods(goods_id);
    CREATE TABLE activity_sliders (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      name TEXT NOT NULL DEFAULT '',
      images TEXT NOT NULL,
      url TEXT NOT NULL DEFAULT '',
      sort INTEGER NOT NULL DEFAULT 0,
      is_enable INTEGER NOT NULL DEFAULT 1
    );
  `)
}
