// certificate: a user's qualification applications (one document per kind) and their review status.
import type { Database } from 'better-sqlite3'

export function up(db: Database): void {
  db.exec(`
    CREATE TABLE certificate_auths (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      status INTEGER NOT NULL DEFAULT 0,           -- 0 pending review, 1 approved, 2 rejected
      reason TEXT NOT NULL DEFAULT '',             -- reviewer's note (rejections)
      add_time INTEGER NOT NULL DEFAULT 0,
      upd_time INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX certificate_auths_user ON certificate_auths(user_id, status);
    CREATE TABLE certificate_auth_items (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      auth_id INTEGER NOT NULL REFERENCES certificate_auths(id) ON DELETE CASCADE,
      sign TEXT NOT NULL,                          -- document kind (business_licence, professional)
      licence_images TEXT NOT NULL DEFAULT '',     -- site-relative path of the one image
      licence_name TEXT NOT NULL DEFAULT '',
      licence_number TEXT NOT NULL DEFAULT '',
      licence_expire_time TEXT NOT NULL DEFAULT '', -- YYYY-MM-DD
      UNIQUE (auth_id, sign)
    );
  `)
}
