// weixinliveplayer plugin: the shop's live rooms (mirrored from the WeChat live service) and their state.
import type { Database } from 'better-sqlite3'

export function up(db: Database): void {
  db.exec(`
    CREATE TABLE weixinliveplayer_rooms (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      roomid INTEGER NOT NULL,                       -- the room's id at the WeChat live service
      name TEXT NOT NULL,
      anchor_name TEXT NOT NULL DEFAULT '',
      share_img TEXT NOT NULL DEFAULT '',
      status INTEGER NOT NULL DEFAULT 0,             -- 0 not started, 1 live, 2 paused, 3 ended, 4 expired
      start_time INTEGER NOT NULL DEFAULT 0,
      end_time INTEGER NOT NULL DEFAULT 0,
      replay_url TEXT NOT NULL DEFAULT '',           -- recording of an ended room, when kept
      goods_ids TEXT NOT NULL DEFAULT '[]',
      sort INTEGER NOT NULL DEFAULT 0,
      is_enable INTEGER NOT NULL DEFAULT 1,
      add_time INTEGER NOT NULL DEFAULT 0
    );
  `)
}
