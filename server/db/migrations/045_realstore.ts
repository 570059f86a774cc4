// realstore: physical stores, their goods and staff, store carts, favourites, store orders (order
// allotments), batch orders and frequency cards (punch cards) with their use records.
import type { Database } from 'better-sqlite3'

export function up(db: Database): void {
  db.exec(`
    CREATE TABLE realstore_categories (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      name TEXT NOT NULL,
      sort INTEGER NOT NULL DEFAULT 0
    );
    CREATE TABLE realstores (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      category_id INTEGER NOT NULL DEFAULT 0,
      name TEXT NOT NULL,
      alias TEXT NOT NULL DEFAULT '',
      logo TEXT NOT NULL DEFAULT '',
      banner TEXT NOT NULL DEFAULT '',
      describe TEXT NOT NULL DEFAULT '',            -- plain text intro
      province INTEGER NOT NULL DEFAULT 0,
      city INTEGER NOT NULL DEFAULT 0,
      county INTEGER NOT NULL DEFAULT 0,
      address TEXT NOT NULL DEFAULT '',
      lng REAL NOT NULL DEFAULT 0,
      lat REAL NOT NULL DEFAULT 0,
      contacts_tel TEXT NOT NULL DEFAULT '',
      open_time TEXT NOT NULL DEFAULT '00:00',      -- shop-local HH:MM
      close_time TEXT NOT NULL DEFAULT '24:00',
      is_rest INTEGER NOT NULL DEFAULT 0,           -- 1 = closed whatever the hours say
      rest_note TEXT NOT NULL DEFAULT '',
      starting_price REAL NOT NULL DEFAULT 0,       -- minimum order for pickup, 0 = none
      buy_use_types TEXT NOT NULL DEFAULT '[2]',    -- JSON list of order types the store takes
      is_enable INTEGER NOT NULL DEFAULT 1,
      sort INTEGER NOT NULL DEFAULT 0,
      add_time INTEGER NOT NULL DEFAULT 0,
      upd_time INTEGER NOT NULL DEFAULT 0
    );
    CREATE TABLE realstore_goods (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      realstore_id INTEGER NOT NULL REFERENCES realstores(id) ON DELETE CASCADE,
      goods_id INTEGER NOT NULL REFERENCES goods(id) ON DELETE CASCADE,
      sort INTEGER NOT NULL DEFAULT 0,
      UNIQUE (realstore_id, goods_id)
    );
    CREATE INDEX realstore_goods_goods ON realstore_goods(goods_id);
    CREATE TABLE realstore_staff (
      realstore_id INTEGER NOT NULL REFERENCES realstores(id) ON DELETE CASCADE,
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      PRIMARY KEY (realstore_id, user_id)
    );
    CREATE TABLE realstore_favor (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      realstore_id INTEGER NOT NULL REFERENCES realstores(id) ON DELETE CASCADE,
      add_time INTEGER NOT NULL DEFAULT 0,
      UNIQUE (user_id, realstore_id)
    );
    CREATE TABLE realstore_carts (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      realstore_id INTEGER NOT NULL REFERENCES realstores(id) ON DELETE CASCADE,
      buy_use_type INTEGER NOT NULL DEFAULT 2,
      goods_id INTEGER NOT NULL REFERENCES goods(id) ON DELETE CASCADE,
      spec TEXT NOT NULL DEFAULT '',                -- JSON [{type, value}] or ''
      spec_key TEXT NOT NULL DEFAULT '',
      stock INTEGER NOT NULL DEFAULT 1 CHECK (stock > 0),
      add_time INTEGER NOT NULL DEFAULT 0,
      UNIQUE (user_id, realstore_id, buy_use_type, goods_id, spec_key)
    );
    CREATE TABLE realstore_order_allots (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      order_allot_no TEXT NOT NULL UNIQUE,
      order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      realstore_id INTEGER NOT NULL REFERENCES realstores(id),
      buy_use_type INTEGER NOT NULL DEFAULT 2,
      status INTEGER NOT NULL DEFAULT 0,            -- see server/plugins/realstore/allot-status.ts
      extraction_code TEXT NOT NULL DEFAULT '',
      add_time INTEGER NOT NULL DEFAULT 0,
      receive_time INTEGER NOT NULL DEFAULT 0,
      service_time INTEGER NOT NULL DEFAULT 0,
      success_time INTEGER NOT NULL DEFAULT 0,
      cancel_time INTEGER NOT NULL DEFAULT 0,
      upd_time INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX realstore_order_allots_user ON realstore_order_allots(user_id, status);
    CREATE INDEX realstore_order_allots_code ON realstore_order_allots(realstore_id, extraction_code);
    CREATE TABLE realstore_batch_orders (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
      realstore_id INTEGER NOT NULL REFERENCES realstores(id),
      name TEXT NOT NULL DEFAULT '',
      describe TEXT NOT NULL DEFAULT '',
      status INTEGER NOT NULL DEFAULT 0,            -- 0 pending effect, 1 in progress, 2 completed, 3 closed
      add_time INTEGER NOT NULL DEFAULT 0,
      upd_time INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX realstore_batch_orders_user ON realstore_batch_orders(user_id, status);
    CREATE TABLE realstore_batch_details (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      batch_id INTEGER NOT NULL REFERENCES realstore_batch_orders(id) ON DELETE CASCADE,
      describe TEXT NOT NULL DEFAULT '',
      note TEXT NOT NULL DEFAULT '',
      status INTEGER NOT NULL DEFAULT 0,            -- 0 waiting, 1 delivered
      upd_time INTEGER NOT NULL DEFAULT 0
    );
    CREATE TABLE realstore_frequency_cards (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
      realstore_id INTEGER NOT NULL REFERENCES realstores(id),
      code TEXT NOT NULL UNIQUE,                    -- shown at the store, verified by its staff
      name TEXT NOT NULL DEFAULT '',
      describe TEXT NOT NULL DEFAULT '',
      valid_number INTEGER NOT NULL DEFAULT 0,      -- uses the card holds in total
      use_number INTEGER NOT NULL DEFAULT 0 CHECK (use_number >= 0 AND use_number <= valid_number),
      status INTEGER NOT NULL DEFAULT 0,            -- 0 valid, 1 paused, 2 ended, 3 closed
      start_time INTEGER NOT NULL DEFAULT 0,
      end_time INTEGER NOT NULL DEFAULT 0,          -- 0 = no end
      add_time INTEGER NOT NULL DEFAULT 0,
      upd_time INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX realstore_frequency_cards_user ON realstore_frequency_cards(user_id, status);
    CREATE TABLE realstore_frequency_used (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      card_id INTEGER NOT NULL REFERENCES realstore_frequency_cards(id) ON DELETE CASCADE,
      dec_number INTEGER NOT NULL DEFAULT 1,
      msg TEXT NOT NULL DEFAULT '',
      operate_name TEXT NOT NULL DEFAULT '',
      use_time INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX realstore_frequency_used_card ON realstore_frequency_used(card_id);
  `)
}
