// signin: daily check-ins (platform page id 0 or a user's team code) and the users' sign-in codes.
import type { Database } from 'better-sqlite3'

export function up(db: Database): void {
  db.exec(`
    CREATE TABLE signin_qrcodes (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      name TEXT NOT NULL DEFAULT '',
      tel TEXT NOT NULL DEFAULT '',
      address TEXT NOT NULL DEFAULT '',
      note TEXT NOT NULL DEFAULT '',
      reward_master INTEGER NOT NULL DEFAULT 0,
      reward_invitee INTEGER NOT NULL DEFAULT 0,
      continuous_rules TEXT NOT NULL DEFAULT '[]',   -- JSON [{number, value}]
      specified_time_reward TEXT NOT NULL DEFAULT '', -- JSON {time_start, time_end, value}
      is_enable INTEGER NOT NULL DEFAULT 1,
      add_time INTEGER NOT NULL DEFAULT 0,
      upd_time INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX signin_qrcodes_user ON signin_qrcodes(user_id);
    CREATE TABLE signin_logs (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      qrcode_id INTEGER NOT NULL DEFAULT 0,          -- 0 = the platform's own check-in page
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      day TEXT NOT NULL,                             -- shop-local date YYYY-MM-DD
      integral INTEGER NOT NULL DEFAULT 0,
      add_time INTEGER NOT NULL DEFAULT 0,
      UNIQUE (user_id, qrcode_id, day)
    );
    CREATE INDEX signin_logs_qrcode ON signin_logs(qrcode_id, day);
  `)
}
