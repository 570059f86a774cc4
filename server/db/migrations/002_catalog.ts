// Catalogue: categories, brands, goods with specs/photos/params, comments, search keywords.
import type { Database } from 'better-sqlite3'

export function up(db: Database): void {
  db.exec(`
    CREATE TABLE categories (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      pid INTEGER NOT NULL DEFAULT 0,
      name TEXT NOT NULL,
      vice_name TEXT NOT NULL DEFAULT '',
      describe TEXT NOT NULL DEFAULT '',
      icon TEXT NOT NULL DEFAULT '',
      icon_active TEXT NOT NULL DEFAULT '',
      realistic_images TEXT NOT NULL DEFAULT '',
      big_images TEXT NOT NULL DEFAULT '',
      bg_color TEXT NOT NULL DEFAULT '',
      is_home_recommended INTEGER NOT NULL DEFAULT 0,
      sort INTEGER NOT NULL DEFAULT 0,
      is_enable INTEGER NOT NULL DEFAULT 1,
      add_time INTEGER NOT NULL DEFAULT 0,
      upd_time INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX categories_pid ON categories(pid);

    CREATE TABLE brands (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      name TEXT NOT NULL,
      logo TEXT NOT NULL DEFAULT '',
      describe TEXT NOT NULL DEFAULT '',
      website_url TEXT NOT NULL DEFAULT '',
      sort INTEGER NOT NULL DEFAULT 0,
      is_enable INTEGER NOT NULL DEFAULT 1,
      add_time INTEGER NOT NULL DEFAULT 0
    );

    CREATE TABLE goods (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      brand_id INTEGER NOT NULL DEFAULT 0,
      title TEXT NOT NULL,
      title_color TEXT NOT NULL DEFAULT '',
      simple_desc TEXT NOT NULL DEFAULT '',
      model TEXT NOT NULL DEFAULT '',
      place_origin INTEGER NOT NULL DEFAULT 0,
      inventory INTEGER NOT NULL DEFAULT 0,         -- sum of spec inventories
      inventory_unit TEXT NOT NULL DEFAULT '件',
      images TEXT NOT NULL DEFAULT '',
      price TEXT NOT NULL DEFAULT '0.00',           -- display: "99.00" or "99.00-129.00"
      min_price REAL NOT NULL DEFAULT 0,
      max_price REAL NOT NULL DEFAULT 0,
      original_price TEXT NOT NULL DEFAULT '0.00',
      min_original_price REAL NOT NULL DEFAULT 0,
      max_original_price REAL NOT NULL DEFAULT 0,
      give_integral INTEGER NOT NULL DEFAULT 0,
      buy_min_number INTEGER NOT NULL DEFAULT 1,
      buy_max_number INTEGER NOT NULL DEFAULT 0,    -- 0 = no purchase limit
      is_deduction_inventory INTEGER NOT NULL DEFAULT 1,
      is_shelves INTEGER NOT NULL DEFAULT 1,
      is_exhibition INTEGER NOT NULL DEFAULT 0,     -- display-only: cannot be bought
      site_type INTEGER NOT NULL DEFAULT -1,
      content_web TEXT NOT NULL DEFAULT '',
      photo_count INTEGER NOT NULL DEFAULT 0,
      sales_count INTEGER NOT NULL DEFAULT 0,
      access_count INTEGER NOT NULL DEFAULT 0,
      video TEXT NOT NULL DEFAULT '',
      seo_title TEXT NOT NULL DEFAULT '',
      seo_keywords TEXT NOT NULL DEFAULT '',
      seo_desc TEXT NOT NULL DEFAULT '',
      sort_level INTEGER NOT NULL DEFAULT 0,
      is_delete_time INTEGER NOT NULL DEFAULT 0,
      add_time INTEGER NOT NULL DEFAULT 0,
      upd_time INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX goods_brand ON goods(brand_id);

    CREATE TABLE goods_category_links (
      goods_id INTEGER NOT NULL REFERENCES goods(id) ON DELETE CASCADE,
      category_id INTEGER NOT NULL REFERENCES categories(id) ON DELETE CASCADE,
      PRIMARY KEY (goods_id, category_id)
    );
    CREATE INDEX goods_category_links_cat ON goods_category_links(category_id);

    -- One row per spec dimension, e.g. 色号 with value [{"name":"01 正红","images":""}, ...].
    CREATE TABLE goods_spec_types (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      goods_id INTEGER NOT NULL REFERENCES goods(id) ON DELETE CASCADE,
      name TEXT NOT NULL,
      value TEXT NOT NULL DEFAULT '[]',
      sort INTEGER NOT NULL DEFAULT 0,
      add_time INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX goods_spec_types_goods ON goods_spec_types(goods_id);

    -- One row per sellable combination (a goods without specs has exactly one row and no values).
    CREATE TABLE goods_spec_base (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      goods_id INTEGER NOT NULL REFERENCES goods(id) ON DELETE CASCADE,
      spec_key TEXT NOT NULL DEFAULT '',            -- values joined by U+0001, '' for no specs
      price REAL NOT NULL DEFAULT 0,
      original_price REAL NOT NULL DEFAULT 0,
      inventory INTEGER NOT NULL DEFAULT 0 CHECK (inventory >= 0),
      buy_min_number INTEGER NOT NULL DEFAULT 0,
      buy_max_number INTEGER NOT NULL DEFAULT 0,
      weight REAL NOT NULL DEFAULT 0,
      volume REAL NOT NULL DEFAULT 0,
      coding TEXT NOT NULL DEFAULT '',
      barcode TEXT NOT NULL DEFAULT '',
      inventory_unit TEXT NOT NULL DEFAULT '',
      extends TEXT NOT NULL DEFAULT '',
      add_time INTEGER NOT NULL DEFAULT 0,
      UNIQUE (goods_id, spec_key)
    );

    CREATE TABLE goods_spec_values (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      goods_id INTEGER NOT NULL REFERENCES goods(id) ON DELETE CASCADE,
      goods_spec_base_id INTEGER NOT NULL REFERENCES goods_spec_base(id) ON DELETE CASCADE,
      value TEXT NOT NULL,
      sort INTEGER NOT NULL DEFAULT 0,              -- position of the dimension (goods_spec_types.sort)
      add_time INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX goods_spec_values_base ON goods_spec_values(goods_spec_base_id);
    CREATE INDEX goods_spec_values_goods ON goods_spec_values(goods_id);

    CREATE TABLE goods_photos (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      goods_id INTEGER NOT NULL REFERENCES goods(id) ON DELETE CASCADE,
      images TEXT NOT NULL,
      is_show INTEGER NOT NULL DEFAULT 1,
      sort INTEGER NOT NULL DEFAULT 0,
      add_time INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX goods_photos_goods ON goods_photos(goods_id);

    CREATE TABLE goods_params (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      goods_id INTEGER NOT NULL REFERENCES goods(id) ON DELETE CASCADE,
      type INTEGER NOT NULL DEFAULT 0,              -- 0 all, 1 detail page, 2 basic info
      name TEXT NOT NULL,
      value TEXT NOT NULL DEFAULT '',
      sort INTEGER NOT NULL DEFAULT 0,
      add_time INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX goods_params_goods ON goods_params(goods_id);

    CREATE TABLE goods_comments (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      goods_id INTEGER NOT NULL REFERENCES goods(id) ON DELETE CASCADE,
      order_id INTEGER NOT NULL DEFAULT 0,
      business_type TEXT NOT NULL DEFAULT 'order',
      spec_text TEXT NOT NULL DEFAULT '',           -- "色号：01 | 规格：30ml"
      content TEXT NOT NULL DEFAULT '',
      images TEXT NOT NULL DEFAULT '[]',            -- JSON array of paths
      reply TEXT NOT NULL DEFAULT '',
      rating INTEGER NOT NULL DEFAULT 5 CHECK (rating BETWEEN 1 AND 5),
      is_show INTEGER NOT NULL DEFAULT 1,
      is_anonymous INTEGER NOT NULL DEFAULT 0,
      is_reply INTEGER NOT NULL DEFAULT 0,
      reply_time INTEGER NOT NULL DEFAULT 0,
      add_time INTEGER NOT NULL DEFAULT 0,
      upd_time INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX goods_comments_goods ON goods_comments(goods_id, is_show);
    CREATE INDEX goods_comments_user ON goods_comments(user_id);

    -- Hot keywords shown on the search start page.
    CREATE TABLE search_keywords (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      keyword TEXT NOT NULL,
      sort INTEGER NOT NULL DEFAULT 0
    );

    -- What users searched (feeds the ranking list).
    CREATE TABLE search_history (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id INTEGER NOT NULL DEFAULT 0,
      keywords TEXT NOT NULL DEFAULT '',
      category_id INTEGER NOT NULL DEFAULT 0,
      brand_id INTEGER NOT NULL DEFAULT 0,
      order_by_field TEXT NOT NULL DEFAULT '',
      order_by_type TEXT NOT NULL DEFAULT '',
      add_time INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX search_history_keywords ON search_history(keywords);
  `)
}
