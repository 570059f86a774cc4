// Cart, payments, orders with details and address snapshots, pay logs, after-sales.
import type { Database } from 'better-sqlite3'

export function up(db: Database): void {
  db.exec(`
    CREATE TABLE carts (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      goods_id INTEGER NOT NULL REFERENCES goods(id) ON DELETE CASCADE,
      title TEXT NOT NULL DEFAULT '',
      images TEXT NOT NULL DEFAULT '',
      original_price REAL NOT NULL DEFAULT 0,
      price REAL NOT NULL DEFAULT 0,
      stock INTEGER NOT NULL DEFAULT 1,
      spec TEXT NOT NULL DEFAULT '',                -- JSON [{type, value}] or ''
      spec_key TEXT NOT NULL DEFAULT '',
      add_time INTEGER NOT NULL DEFAULT 0,
      upd_time INTEGER NOT NULL DEFAULT 0,
      UNIQUE (user_id, goods_id, spec_key)
    );

    CREATE TABLE payments (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      name TEXT NOT NULL,
      payment TEXT NOT NULL UNIQUE,                 -- class name, e.g. DeliveryPayment
      logo TEXT NOT NULL DEFAULT '',
      version TEXT NOT NULL DEFAULT '1.0.0',
      apply_version TEXT NOT NULL DEFAULT '',
      desc TEXT NOT NULL DEFAULT '',
      author TEXT NOT NULL DEFAULT '',
      author_url TEXT NOT NULL DEFAULT '',
      element TEXT NOT NULL DEFAULT '',
      config TEXT NOT NULL DEFAULT '',
      apply_terminal TEXT NOT NULL DEFAULT '[]',
      is_enable INTEGER NOT NULL DEFAULT 1,
      is_open_user INTEGER NOT NULL DEFAULT 1,
      is_under_line INTEGER NOT NULL DEFAULT 0,     -- offline payment (cash on delivery ...)
      tips TEXT NOT NULL DEFAULT '',
      sort INTEGER NOT NULL DEFAULT 0,
      add_time INTEGER NOT NULL DEFAULT 0,
      upd_time INTEGER NOT NULL DEFAULT 0
    );

    CREATE TABLE orders (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      order_no TEXT NOT NULL UNIQUE,
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      warehouse_id INTEGER NOT NULL DEFAULT 1,
      payment_id INTEGER NOT NULL DEFAULT 0,
      system_type TEXT NOT NULL DEFAULT 'default',
      status INTEGER NOT NULL DEFAULT 1 CHECK (status BETWEEN 0 AND 6),
      pay_status INTEGER NOT NULL DEFAULT 0,        -- 0 unpaid, 1 paid, 2 refunded, 3 partly refunded
      extension_data TEXT NOT NULL DEFAULT '',
      buy_number_count INTEGER NOT NULL DEFAULT 0,
      increase_price REAL NOT NULL DEFAULT 0,
      preferential_price REAL NOT NULL DEFAULT 0,
      price REAL NOT NULL DEFAULT 0,                -- goods total
      total_price REAL NOT NULL DEFAULT 0,          -- price - preferential + increase
      pay_price REAL NOT NULL DEFAULT 0,
      refund_price REAL NOT NULL DEFAULT 0,
      returned_quantity INTEGER NOT NULL DEFAULT 0,
      client_type TEXT NOT NULL DEFAULT '',
      order_model INTEGER NOT NULL DEFAULT 0,       -- 0 express, 1 same city, 2 self pickup, 3 virtual
      is_under_line INTEGER NOT NULL DEFAULT 0,
      user_note TEXT NOT NULL DEFAULT '',
      extraction_code TEXT NOT NULL DEFAULT '',
      express_name TEXT NOT NULL DEFAULT '',
      express_number TEXT NOT NULL DEFAULT '',
      pay_time INTEGER NOT NULL DEFAULT 0,
      confirm_time INTEGER NOT NULL DEFAULT 0,
      delivery_time INTEGER NOT NULL DEFAULT 0,
      cancel_time INTEGER NOT NULL DEFAULT 0,
      collect_time INTEGER NOT NULL DEFAULT 0,
      close_time INTEGER NOT NULL DEFAULT 0,
      comments_time INTEGER NOT NULL DEFAULT 0,
      is_comments INTEGER NOT NULL DEFAULT 0,
      user_is_comments INTEGER NOT NULL DEFAULT 0,
      is_delete_time INTEGER NOT NULL DEFAULT 0,
      user_is_delete_time INTEGER NOT NULL DEFAULT 0,
      add_time INTEGER NOT NULL DEFAULT 0,
      upd_time INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX orders_user ON orders(user_id, user_is_delete_time, status);

    CREATE TABLE order_details (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id INTEGER NOT NULL,
      order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
      goods_id INTEGER NOT NULL,
      spec_base_id INTEGER NOT NULL DEFAULT 0,      -- which goods_spec_base row the stock came from
      title TEXT NOT NULL DEFAULT '',
      images TEXT NOT NULL DEFAULT '',
      original_price REAL NOT NULL DEFAULT 0,
      price REAL NOT NULL DEFAULT 0,
      total_price REAL NOT NULL DEFAULT 0,
      spec TEXT NOT NULL DEFAULT '',                -- JSON [{type, value}] or ''
      buy_number INTEGER NOT NULL DEFAULT 1,
      model TEXT NOT NULL DEFAULT '',
      spec_weight REAL NOT NULL DEFAULT 0,
      spec_volume REAL NOT NULL DEFAULT 0,
      spec_coding TEXT NOT NULL DEFAULT '',
      spec_barcode TEXT NOT NULL DEFAULT '',
      refund_price REAL NOT NULL DEFAULT 0,
      returned_quantity INTEGER NOT NULL DEFAULT 0,
      add_time INTEGER NOT NULL DEFAULT 0,
      upd_time INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX order_details_order ON order_details(order_id);
    CREATE INDEX order_details_user_goods ON order_details(user_id, goods_id);

    CREATE TABLE order_addresses (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      order_id INTEGER NOT NULL UNIQUE REFERENCES orders(id) ON DELETE CASCADE,
      user_id INTEGER NOT NULL,
      address_id INTEGER NOT NULL DEFAULT 0,
      alias TEXT NOT NULL DEFAULT '',
      name TEXT NOT NULL DEFAULT '',
      tel TEXT NOT NULL DEFAULT '',
      province INTEGER NOT NULL DEFAULT 0,
      city INTEGER NOT NULL DEFAULT 0,
      county INTEGER NOT NULL DEFAULT 0,
      address TEXT NOT NULL DEFAULT '',
      province_name TEXT NOT NULL DEFAULT '',
      city_name TEXT NOT NULL DEFAULT '',
      county_name TEXT NOT NULL DEFAULT '',
      lng REAL NOT NULL DEFAULT 0,
      lat REAL NOT NULL DEFAULT 0,
      idcard_name TEXT NOT NULL DEFAULT '',
      idcard_number TEXT NOT NULL DEFAULT '',
      idcard_front TEXT NOT NULL DEFAULT '',
      idcard_back TEXT NOT NULL DEFAULT '',
      add_time INTEGER NOT NULL DEFAULT 0
    );

    CREATE TABLE pay_logs (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      log_no TEXT NOT NULL UNIQUE,
      user_id INTEGER NOT NULL,
      business_type TEXT NOT NULL DEFAULT '订单',
      payment TEXT NOT NULL DEFAULT '',
      payment_name TEXT NOT NULL DEFAULT '',
      subject TEXT NOT NULL DEFAULT '',
      total_price REAL NOT NULL DEFAULT 0,
      pay_price REAL NOT NULL DEFAULT 0,
      trade_no TEXT NOT NULL DEFAULT '',
      buyer_user TEXT NOT NULL DEFAULT '',
      status INTEGER NOT NULL DEFAULT 0,            -- 0 waiting, 1 paid, 2 closed
      pay_time INTEGER NOT NULL DEFAULT 0,
      close_time INTEGER NOT NULL DEFAULT 0,
      add_time INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX pay_logs_user ON pay_logs(user_id);

    CREATE TABLE pay_log_values (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      pay_log_id INTEGER NOT NULL REFERENCES pay_logs(id) ON DELETE CASCADE,
      business_id INTEGER NOT NULL,
      business_no TEXT NOT NULL DEFAULT '',
      add_time INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX pay_log_values_log ON pay_log_values(pay_log_id);

    CREATE TABLE order_aftersales (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      order_no TEXT NOT NULL DEFAULT '',
      order_detail_id INTEGER NOT NULL,
      order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
      goods_id INTEGER NOT NULL,
      user_id INTEGER NOT NULL,
      status INTEGER NOT NULL DEFAULT 0,            -- 0 pending confirm, 1 pending return, 2 pending audit, 3 done, 4 refused, 5 cancelled
      type INTEGER NOT NULL DEFAULT 0,              -- 0 refund only, 1 return and refund
      refundment INTEGER NOT NULL DEFAULT 0,
      reason TEXT NOT NULL DEFAULT '',
      number INTEGER NOT NULL DEFAULT 0,
      price REAL NOT NULL DEFAULT 0,
      msg TEXT NOT NULL DEFAULT '',
      images TEXT NOT NULL DEFAULT '[]',
      refuse_reason TEXT NOT NULL DEFAULT '',
      express_name TEXT NOT NULL DEFAULT '',
      express_number TEXT NOT NULL DEFAULT '',
      apply_time INTEGER NOT NULL DEFAULT 0,
      confirm_time INTEGER NOT NULL DEFAULT 0,
      delivery_time INTEGER NOT NULL DEFAULT 0,
      audit_time INTEGER NOT NULL DEFAULT 0,
      cancel_time INTEGER NOT NULL DEFAULT 0,
      add_time INTEGER NOT NULL DEFAULT 0,
      upd_time INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX order_aftersales_user ON order_aftersales(user_id);
    CREATE INDEX order_aftersales_order ON order_aftersales(order_id);
  `)
}
