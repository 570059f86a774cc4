// delivery plugin: couriers (the delivery team), the warehouses they collect from, the deliveries assigned
// to them (one per dispatched shop order) and the history of every state change of a delivery.
import type { Database } from 'better-sqlite3'

export function up(db: Database): void {
  db.exec(`
    CREATE TABLE delivery_teams (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id INTEGER NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
      idcard_name TEXT NOT NULL DEFAULT '',
      work_photo TEXT NOT NULL DEFAULT '',
      tel TEXT NOT NULL DEFAULT '',
      is_enable INTEGER NOT NULL DEFAULT 1,
      lng REAL NOT NULL DEFAULT 0,             -- last reported position (delivery/user/locationreport)
      lat REAL NOT NULL DEFAULT 0,
      location_time INTEGER NOT NULL DEFAULT 0,
      add_time INTEGER NOT NULL DEFAULT 0,
      upd_time INTEGER NOT NULL DEFAULT 0
    );

    CREATE TABLE delivery_warehouses (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      name TEXT NOT NULL DEFAULT '',
      alias TEXT NOT NULL DEFAULT '',
      contact TEXT NOT NULL DEFAULT '',
      tel TEXT NOT NULL DEFAULT '',
      address TEXT NOT NULL DEFAULT '',        -- full text address
      lng REAL NOT NULL DEFAULT 0,
      lat REAL NOT NULL DEFAULT 0,
      add_time INTEGER NOT NULL DEFAULT 0
    );

    CREATE TABLE delivery_orders (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      team_id INTEGER NOT NULL REFERENCES delivery_teams(id) ON DELETE CASCADE,
      order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
      warehouse_id INTEGER NOT NULL DEFAULT 0,
      status INTEGER NOT NULL DEFAULT 1 CHECK (status BETWEEN 1 AND 4),  -- 1 not started, 2 delivering, 3 delivered, 4 abnormal
      describe TEXT NOT NULL DEFAULT '',
      appoint_time TEXT NOT NULL DEFAULT '',
      user_lng REAL NOT NULL DEFAULT 0,        -- where the parcel goes (from the order address at dispatch)
      user_lat REAL NOT NULL DEFAULT 0,
      start_delivery_time INTEGER NOT NULL DEFAULT 0,
      success_delivery_time INTEGER NOT NULL DEFAULT 0,
      success_delivery_msg TEXT NOT NULL DEFAULT '',
      success_delivery_images TEXT NOT NULL DEFAULT '[]',
      abnormal_delivery_time INTEGER NOT NULL DEFAULT 0,
      abnormal_reason TEXT NOT NULL DEFAULT '',
      abnormal_msg TEXT NOT NULL DEFAULT '',
      abnormal_images TEXT NOT NULL DEFAULT '[]',
      add_time INTEGER NOT NULL DEFAULT 0,
      upd_time INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX delivery_orders_team ON delivery_orders(team_id, status);
    CREATE INDEX delivery_orders_order ON delivery_orders(order_id);

    CREATE TABLE delivery_order_logs (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      delivery_id INTEGER NOT NULL REFERENCES delivery_orders(id) ON DELETE CASCADE,
      action TEXT NOT NULL DEFAULT '',         -- dispatch | start | redeliver | success | abnormal
      status INTEGER NOT NULL DEFAULT 0,       -- the status after the action
      reason TEXT NOT NULL DEFAULT '',
      msg TEXT NOT NULL DEFAULT '',
      images TEXT NOT NULL DEFAULT '[]',
      add_time INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX delivery_order_logs_delivery ON delivery_order_logs(delivery_id);
  `)
}
