// magic plugin: "magic cube" goods showcases on the home page, each a set of goods groups.
import type { Database } from 'better-sqlite3'

export function up(db: Database): void {
  db.exec(`
    CREATE TABLE magic_cubes (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      name TEXT NOT NULL,
      show_style INTEGER NOT NULL DEFAULT 0,         -- 0 carousel tiles; 1/2/3 tab strip + goods list style 0/1/2
      is_text_white INTEGER NOT NULL DEFAULT 0,
      bg_images TEXT NOT NULL DEFAULT '',
      sort INTEGER NOT NULL DEFAULT 0,
      is_enable INTEGER NOT NULL DEFAULT 1,
      add_time INTEGER NOT NULL DEFAULT 0
    );
    CREATE TABLE magic_groups (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      magic_id INTEGER NOT NULL REFERENCES magic_cubes(id) ON DELETE CASCADE,
      title TEXT NOT NULL,
      describe TEXT NOT NULL DEFAULT '',
      icon TEXT NOT NULL DEFAULT '',
      rolling_time INTEGER NOT NULL DEFAULT 0,       -- seconds between carousel turns, 0 = no autoplay
      sort INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX magic_groups_magic ON magic_groups(magic_id, sort);
    CREATE TABLE magic_group_goods (
      group_id INTEGER NOT NULL REFERENCES magic_groups(id) ON DELETE CASCADE,
      goods_id INTEGER NOT NULL REFERENCES goods(id) ON DELETE CASCADE,
      sort INTEGER NOT NULL DEFAULT 0,
      PRIMARY KEY (group_id, goods_id)
    );
  `)
}
