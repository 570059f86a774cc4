// shop plugin (multi-merchant shops): the shop directory, each shop's own goods categories, navigation,
// home slider and floors, drag-layout pages, shoppers' favourite shops; goods carry the shop that sells them.
import type { Database } from 'better-sqlite3'

export function up(db: Database): void {
  db.exec(`
    CREATE TABLE shop_categories (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      name TEXT NOT NULL,
      sort INTEGER NOT NULL DEFAULT 0,
      is_enable INTEGER NOT NULL DEFAULT 1,
      add_time INTEGER NOT NULL DEFAULT 0
    );
    CREATE TABLE shops (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id INTEGER NOT NULL DEFAULT 0,            -- the merchant's account: verifies the shop's pickup orders
      category_id INTEGER NOT NULL DEFAULT 0,
      name TEXT NOT NULL,
      logo TEXT NOT NULL DEFAULT '',
      logo_long TEXT NOT NULL DEFAULT '',
      describe TEXT NOT NULL DEFAULT '',
      icons TEXT NOT NULL DEFAULT '[]',              -- JSON [{name, icon}]
      data_model INTEGER NOT NULL DEFAULT 0,         -- 0 goods grid, 1 slider + floors, 2 drag layout
      layout_config TEXT NOT NULL DEFAULT '[]',      -- data_model 2: rows of the layout (see server/plugins/shop/layout.ts)
      score REAL NOT NULL DEFAULT 5,
      service_qq TEXT NOT NULL DEFAULT '',
      service_tel TEXT NOT NULL DEFAULT '',
      service_weixin_qrcode TEXT NOT NULL DEFAULT '',
      service_line_qrcode TEXT NOT NULL DEFAULT '',
      chat_url TEXT NOT NULL DEFAULT '',
      open_week INTEGER NOT NULL DEFAULT 1,          -- 1 Monday ... 7 Sunday
      close_week INTEGER NOT NULL DEFAULT 7,
      open_time TEXT NOT NULL DEFAULT '',
      close_time TEXT NOT NULL DEFAULT '',
      license_images TEXT NOT NULL DEFAULT '[]',     -- JSON list of image paths
      license_tips TEXT NOT NULL DEFAULT '[]',       -- JSON list of lines
      seo_title TEXT NOT NULL DEFAULT '',
      seo_desc TEXT NOT NULL DEFAULT '',
      sort INTEGER NOT NULL DEFAULT 0,
      is_enable INTEGER NOT NULL DEFAULT 1,
      add_time INTEGER NOT NULL DEFAULT 0,
      upd_time INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX shops_category ON shops(category_id, is_enable);
    CREATE INDEX shops_user ON shops(user_id);

    CREATE TABLE shop_goods_categories (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      shop_id INTEGER NOT NULL REFERENCES shops(id) ON DELETE CASCADE,
      pid INTEGER NOT NULL DEFAULT 0,
      name TEXT NOT NULL,
      sort INTEGER NOT NULL DEFAULT 0,
      is_enable INTEGER NOT NULL DEFAULT 1
    );
    CREATE INDEX shop_goods_categories_shop ON shop_goods_categories(shop_id, pid);
    CREATE TABLE shop_goods_category_links (
      goods_id INTEGER NOT NULL REFERENCES goods(id) ON DELETE CASCADE,
      category_id INTEGER NOT NULL REFERENCES shop_goods_categories(id) ON DELETE CASCADE,
      PRIMARY KEY (goods_id, category_id)
    );
    CREATE INDEX shop_goods_category_links_cat ON shop_goods_category_links(category_id);

    CREATE TABLE shop_navigations (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      shop_id INTEGER NOT NULL REFERENCES shops(id) ON DELETE CASCADE,
      pid INTEGER NOT NULL DEFAULT 0,
      name TEXT NOT NULL,
      url TEXT NOT NULL DEFAULT '',
      sort INTEGER NOT NULL DEFAULT 0,
      is_enable INTEGER NOT NULL DEFAULT 1
    );
    CREATE INDEX shop_navigations_shop ON shop_navigations(shop_id, pid);

    CREATE TABLE shop_sliders (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      shop_id INTEGER NOT NULL REFERENCES shops(id) ON DELETE CASCADE,
      name TEXT NOT NULL DEFAULT '',
      images TEXT NOT NULL,
      url TEXT NOT NULL DEFAULT '',
      sort INTEGER NOT NULL DEFAULT 0
    );
    CREATE TABLE shop_floors (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      shop_id INTEGER NOT NULL REFERENCES shops(id) ON DELETE CASCADE,
      title TEXT NOT NULL,
      vice_title TEXT NOT NULL DEFAULT '',
      keywords TEXT NOT NULL DEFAULT '',             -- comma separated; each links to the shop search
      style_type INTEGER NOT NULL DEFAULT 0,         -- 0 list, 1 grid, 2 horizontal scroll
      sort INTEGER NOT NULL DEFAULT 0
    );
    CREATE TABLE shop_floor_goods (
      floor_id INTEGER NOT NULL REFERENCES shop_floors(id) ON DELETE CASCADE,
      goods_id INTEGER NOT NULL REFERENCES goods(id) ON DELETE CASCADE,
      sort INTEGER NOT NULL DEFAULT 0,
      PRIMARY KEY (floor_id, goods_id)
    );

    CREATE TABLE shop_designs (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      shop_id INTEGER NOT NULL REFERENCES shops(id) ON DELETE CASCADE,
      name TEXT NOT NULL,
      logo TEXT NOT NULL DEFAULT '',
      seo_title TEXT NOT NULL DEFAULT '',
      seo_desc TEXT NOT NULL DEFAULT '',
      is_header INTEGER NOT NULL DEFAULT 1,
      is_footer INTEGER NOT NULL DEFAULT 1,
      config TEXT NOT NULL DEFAULT '[]',
      access_count INTEGER NOT NULL DEFAULT 0,
      is_enable INTEGER NOT NULL DEFAULT 1,
      add_time INTEGER NOT NULL DEFAULT 0,
      upd_time INTEGER NOT NULL DEFAULT 0
    );

    CREATE TABLE shop_favors (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      shop_id INTEGER NOT NULL REFERENCES shops(id) ON DELETE CASCADE,
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      add_time INTEGER NOT NULL DEFAULT 0,
      UNIQUE (shop_id, user_id)
    );
    CREATE INDEX shop_favors_user ON shop_favors(user_id);

    ALTER TABLE goods ADD COLUMN shop_id INTEGER NOT NULL DEFAULT 0;
    CREATE INDEX goods_shop ON goods(shop_id);
  `)
}
