// Per-user activity: favourites, browse history, points log, messages.
import type { Database } from 'better-sqlite3'

export function up(db: Database): void {
  db.exec(`
    CREATE TABLE user_goods_favor (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      goods_id INTEGER NOT NULL REFERENCES goods(id) ON DELETE CASCADE,
      add_time INTEGER NOT NULL DEFAULT 0,
      UNIQUE (user_id, goods_id)
    );
    CREATE INDEX user_goods_favor_goods ON user_goods_favor(goods_id);

    CREATE TABLE user_goods_browse (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      goods_id INTEGER NOT NULL REFERENCES goods(id) ON DELETE CASCADE,
      access_count INTEGER NOT NULL DEFAULT 1,
      add_time INTEGER NOT NULL DEFAULT 0,
      upd_time INTEGER NOT NULL DEFAULT 0,
      UNIQUE (user_id, goods_id)
    );

    CREATE TABLE user_integral_log (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      type INTEGER NOT NULL DEFAULT 1,              -- 0 decrease, 1 increase
      original_integral INTEGER NOT NULL DEFAULT 0,
      new_integral INTEGER NOT NULL DEFAULT 0,
      operation_integral INTEGER NOT NULL DEFAULT 0,
      msg TEXT NOT NULL DEFAULT '',
      operation_id INTEGER NOT NULL DEFAULT 0,
      add_time INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX user_integral_log_user ON user_integral_log(user_id);

    CREATE TABLE messages (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      system_type TEXT NOT NULL DEFAULT 'default',
      title TEXT NOT NULL DEFAULT '',
      detail TEXT NOT NULL DEFAULT '',
      business_id INTEGER NOT NULL DEFAULT 0,
      business_type TEXT NOT NULL DEFAULT '',       -- 订单 / 积分 / ...
      type INTEGER NOT NULL DEFAULT 0,              -- 0 default
      is_read INTEGER NOT NULL DEFAULT 0,
      is_delete_time INTEGER NOT NULL DEFAULT 0,
      user_is_delete_time INTEGER NOT NULL DEFAULT 0,
      add_time INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX messages_user ON messages(user_id, is_read);
  `)
}
