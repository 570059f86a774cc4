// ask plugin: question categories, questions (optionally about a goods) with the shop's reply, comments
// with one level of replies, and likes (counts are counted from the rows).
import type { Database } from 'better-sqlite3'

export function up(db: Database): void {
  db.exec(`
    CREATE TABLE ask_categories (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      name TEXT NOT NULL,
      sort INTEGER NOT NULL DEFAULT 0,
      is_enable INTEGER NOT NULL DEFAULT 1
    );
    CREATE TABLE asks (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      goods_id INTEGER NOT NULL DEFAULT 0,
      ask_category_id INTEGER NOT NULL DEFAULT 0,
      title TEXT NOT NULL,
      content TEXT NOT NULL DEFAULT '',              -- sanitised HTML
      email_notice TEXT NOT NULL DEFAULT '',
      mobile_notice TEXT NOT NULL DEFAULT '',
      is_show INTEGER NOT NULL DEFAULT 1,            -- 0 awaiting review: only its author sees it
      is_reply INTEGER NOT NULL DEFAULT 0,
      reply TEXT NOT NULL DEFAULT '',                -- the shop's answer (HTML)
      reply_time INTEGER NOT NULL DEFAULT 0,
      access_count INTEGER NOT NULL DEFAULT 0,
      add_time INTEGER NOT NULL DEFAULT 0,
      upd_time INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX asks_goods ON asks(goods_id, is_show);
    CREATE INDEX asks_user ON asks(user_id);
    CREATE TABLE ask_comments (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      ask_id INTEGER NOT NULL REFERENCES asks(id) ON DELETE CASCADE,
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      parent_id INTEGER NOT NULL DEFAULT 0,
      reply_user_id INTEGER NOT NULL DEFAULT 0,
      content TEXT NOT NULL,
      status INTEGER NOT NULL DEFAULT 1,
      add_time INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX ask_comments_ask ON ask_comments(ask_id, parent_id, status);
    CREATE TABLE ask_thumbs (
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      ask_id INTEGER NOT NULL REFERENCES asks(id) ON DELETE CASCADE,
      comment_id INTEGER NOT NULL DEFAULT 0,
      add_time INTEGER NOT NULL DEFAULT 0,
      PRIMARY KEY (user_id, ask_id, comment_id)
    );
    CREATE INDEX ask_thumbs_target ON ask_thumbs(ask_id, comment_id);
  `)
}
