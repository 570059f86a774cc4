// thirdpartylogin: third-party identities bound to shoppers, one-use tickets for binding a returned identity,
// and desktop QR logins confirmed from the phone.
import type { Database } from 'better-sqlite3'

export function up(db: Database): void {
  db.exec(`
    CREATE TABLE thirdpartylogin_binds (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      platform TEXT NOT NULL,
      openid TEXT NOT NULL,
      nickname TEXT NOT NULL DEFAULT '',
      avatar TEXT NOT NULL DEFAULT '',
      add_time INTEGER NOT NULL DEFAULT 0,
      UNIQUE (platform, openid),
      UNIQUE (platform, user_id)
    );
    CREATE TABLE thirdpartylogin_tickets (
      ticket TEXT PRIMARY KEY,
      platform TEXT NOT NULL,
      openid TEXT NOT NULL,
      nickname TEXT NOT NULL DEFAULT '',
      avatar TEXT NOT NULL DEFAULT '',
      expire_time INTEGER NOT NULL DEFAULT 0
    );
    CREATE TABLE thirdpartylogin_scans (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      secret TEXT NOT NULL UNIQUE,                 -- what the desktop polls with
      status INTEGER NOT NULL DEFAULT 0,           -- 0 waiting for a scan, 1 scanned, 2 confirmed
      user_id INTEGER NOT NULL DEFAULT 0,
      expire_time INTEGER NOT NULL DEFAULT 0,      -- 0 = never (the seeded demo record)
      add_time INTEGER NOT NULL DEFAULT 0,
      upd_time INTEGER NOT NULL DEFAULT 0
    );
  `)
}
