// ordergoodsform: extra fields some goods ask for at checkout, the values a shopper saved for them, and
// the values copied into each order.
import type { Database } from 'better-sqlite3'

export function up(db: Database): void {
  db.exec(`
    CREATE TABLE ordergoodsform_fields (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      goods_id INTEGER NOT NULL REFERENCES goods(id) ON DELETE CASCADE,
      title TEXT NOT NULL,
      hint TEXT NOT NULL DEFAULT '',
      input_type TEXT NOT NULL DEFAULT 'text',     -- text | number
      pattern TEXT NOT NULL DEFAULT '',            -- a regular expression the whole value must match
      is_required INTEGER NOT NULL DEFAULT 0,
      minlength INTEGER NOT NULL DEFAULT 0,        -- text: characters; number: the smallest value
      maxlength INTEGER NOT NULL DEFAULT 0,        -- text: characters; number: the largest value (0 = no limit)
      validation_msg TEXT NOT NULL DEFAULT '',
      default_value TEXT NOT NULL DEFAULT '',
      sort INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX ordergoodsform_fields_goods ON ordergoodsform_fields(goods_id, sort);
    CREATE TABLE ordergoodsform_user_values (
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      field_id INTEGER NOT NULL REFERENCES ordergoodsform_fields(id) ON DELETE CASCADE,
      content TEXT NOT NULL DEFAULT '',
      upd_time INTEGER NOT NULL DEFAULT 0,
      PRIMARY KEY (user_id, field_id)
    );
    CREATE TABLE ordergoodsform_order_values (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
      order_detail_id INTEGER NOT NULL DEFAULT 0,
      goods_id INTEGER NOT NULL DEFAULT 0,
      field_id INTEGER NOT NULL DEFAULT 0,
      title TEXT NOT NULL DEFAULT '',
      content TEXT NOT NULL DEFAULT '',
      add_time INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX ordergoodsform_order_values_order ON ordergoodsform_order_values(order_id);
  `)
}
