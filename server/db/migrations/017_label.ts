// label plugin: goods labels ("hot", "new"...) and the goods each one is attached to.
import type { Database } from 'better-sqlite3'

export function up(db: Database): void {
  db.exec(`
    CREATE TABLE labels (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      name TEXT NOT NULL,
      bg_color TEXT NOT NULL DEFAULT '',
      text_color TEXT NOT NULL DEFAULT '',
      icon TEXT NOT NULL DEFAULT '',
      seo_title TEXT NOT NULL DEFAULT '',
      seo_desc TEXT NOT NULL DEFAULT '',
      sort INTEGER NOT NULL DEFAULT 0,
      is_enable INTEGER NOT NULL DEFAULT 1,
      add_time INTEGER NOT NULL DEFAULT 0
    );
    CREATE TABLE label_goods (
      label_id INTEGER NOT NULL REFERENCES labels(id) ON DELETE CASCADE,
      goods_id INTEGER NOT NULL REFERENCES goods(id) ON DELETE CASCADE,
      PRIMARY KEY (label_id, goods_id)
    );
    CREATE INDEX label_goods_goods ON label_goods(goods_id);
  `)
}
