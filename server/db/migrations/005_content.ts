// Site content: articles, agreements, home banners/navigation/floors, uploads.
import type { Database } from 'better-sqlite3'

export function up(db: Database): void {
  db.exec(`
    CREATE TABLE article_categories (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      pid INTEGER NOT NULL DEFAULT 0,
      name TEXT NOT NULL,
      sort INTEGER NOT NULL DEFAULT 0,
      is_enable INTEGER NOT NULL DEFAULT 1,
      add_time INTEGER NOT NULL DEFAULT 0,
      upd_time INTEGER NOT NULL DEFAULT 0
    );

    CREATE TABLE articles (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      article_category_id INTEGER NOT NULL REFERENCES article_categories(id),
      title TEXT NOT NULL,
      title_color TEXT NOT NULL DEFAULT '',
      jump_url TEXT NOT NULL DEFAULT '',
      describe TEXT NOT NULL DEFAULT '',
      content TEXT NOT NULL DEFAULT '',
      images TEXT NOT NULL DEFAULT '[]',            -- JSON array of paths (cover images)
      access_count INTEGER NOT NULL DEFAULT 0,
      is_enable INTEGER NOT NULL DEFAULT 1,
      is_home_recommended INTEGER NOT NULL DEFAULT 0,
      seo_title TEXT NOT NULL DEFAULT '',
      seo_keywords TEXT NOT NULL DEFAULT '',
      seo_desc TEXT NOT NULL DEFAULT '',
      add_time INTEGER NOT NULL DEFAULT 0,
      upd_time INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX articles_category ON articles(article_category_id);

    CREATE TABLE agreements (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      document TEXT NOT NULL UNIQUE,                -- userregister | userprivacy | userlogout
      name TEXT NOT NULL,
      value TEXT NOT NULL DEFAULT '',
      upd_time INTEGER NOT NULL DEFAULT 0
    );

    -- Home carousel.
    CREATE TABLE banners (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      name TEXT NOT NULL DEFAULT '',
      images_url TEXT NOT NULL DEFAULT '',
      event_type INTEGER NOT NULL DEFAULT -1,       -- -1 none, 0 web page, 1 app page ...
      event_value TEXT NOT NULL DEFAULT '',
      bg_color TEXT NOT NULL DEFAULT '',
      sort INTEGER NOT NULL DEFAULT 0,
      is_enable INTEGER NOT NULL DEFAULT 1,
      add_time INTEGER NOT NULL DEFAULT 0
    );

    -- Home icon navigation.
    CREATE TABLE navigations (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      name TEXT NOT NULL DEFAULT '',
      images_url TEXT NOT NULL DEFAULT '',
      event_type INTEGER NOT NULL DEFAULT -1,
      event_value TEXT NOT NULL DEFAULT '',
      bg_color TEXT NOT NULL DEFAULT '',
      sort INTEGER NOT NULL DEFAULT 0,
      is_enable INTEGER NOT NULL DEFAULT 1,
      is_need_login INTEGER NOT NULL DEFAULT 0,
      add_time INTEGER NOT NULL DEFAULT 0
    );

    -- Home goods floors: a category plus hand-picked goods.
    CREATE TABLE home_floors (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      category_id INTEGER NOT NULL DEFAULT 0,
      name TEXT NOT NULL DEFAULT '',
      vice_name TEXT NOT NULL DEFAULT '',
      describe TEXT NOT NULL DEFAULT '',
      bg_color TEXT NOT NULL DEFAULT '',
      big_images TEXT NOT NULL DEFAULT '',
      sort INTEGER NOT NULL DEFAULT 0,
      is_enable INTEGER NOT NULL DEFAULT 1
    );
    CREATE TABLE home_floor_goods (
      floor_id INTEGER NOT NULL REFERENCES home_floors(id) ON DELETE CASCADE,
      goods_id INTEGER NOT NULL REFERENCES goods(id) ON DELETE CASCADE,
      sort INTEGER NOT NULL DEFAULT 0,
      PRIMARY KEY (floor_id, goods_id)
    );

    CREATE TABLE uploads (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id INTEGER NOT NULL DEFAULT 0,
      path TEXT NOT NULL,                           -- URL path, /static/upload/...
      original_name TEXT NOT NULL DEFAULT '',
      mime TEXT NOT NULL DEFAULT '',
      size INTEGER NOT NULL DEFAULT 0,
      purpose TEXT NOT NULL DEFAULT '',             -- avatar | comments | aftersale | idcard ...
      add_time INTEGER NOT NULL DEFAULT 0
    );
  `)
}
