// orderresources plugin: files, images, videos and a note the merchant attached to an order.
import type { Database } from 'better-sqlite3'

export function up(db: Database): void {
  db.exec(`
    CREATE TABLE order_resources (
      order_id INTEGER PRIMARY KEY REFERENCES orders(id) ON DELETE CASCADE,
      images TEXT NOT NULL DEFAULT '[]',   -- JSON array of image paths
      videos TEXT NOT NULL DEFAULT '[]',   -- JSON array of video paths
      files TEXT NOT NULL DEFAULT '[]',    -- JSON array of {title, url}
      note TEXT NOT NULL DEFAULT '',
      add_time INTEGER NOT NULL DEFAULT 0
    );
  `)
}
