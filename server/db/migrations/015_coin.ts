// coin: virtual-currency platforms, each user's accounts on them, and the requests and logs that move coins.
import type { Database } from 'better-sqlite3'

export function up(db: Database): void {
  db.exec(`
    CREATE TABLE coin_platforms (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      name TEXT NOT NULL,
      symbol TEXT NOT NULL,
      icon TEXT NOT NULL DEFAULT '',
      rate REAL NOT NULL DEFAULT 1,                 -- value of one coin in the shop currency (CNY)
      recharge_address TEXT NOT NULL DEFAULT '',
      recharge_qrcode TEXT NOT NULL DEFAULT '',
      preset_data TEXT NOT NULL DEFAULT '[]',       -- JSON [{value, tips}]
      recharge_desc TEXT NOT NULL DEFAULT '[]',     -- JSON [message key or text]
      is_enable_transfer INTEGER NOT NULL DEFAULT 1,
      is_enable INTEGER NOT NULL DEFAULT 1,
      sort INTEGER NOT NULL DEFAULT 0
    );
    CREATE TABLE coin_networks (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      name TEXT NOT NULL,
      is_enable INTEGER NOT NULL DEFAULT 1,
      sort INTEGER NOT NULL DEFAULT 0
    );
    CREATE TABLE coin_accounts (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      platform_id INTEGER NOT NULL REFERENCES coin_platforms(id),
      normal_coin REAL NOT NULL DEFAULT 0,
      frozen_coin REAL NOT NULL DEFAULT 0,          -- held by pending withdrawals
      accounts_key TEXT NOT NULL UNIQUE,
      add_time INTEGER NOT NULL DEFAULT 0,
      upd_time INTEGER NOT NULL DEFAULT 0,
      UNIQUE (user_id, platform_id)
    );
    CREATE TABLE coin_recharges (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      accounts_id INTEGER NOT NULL REFERENCES coin_accounts(id) ON DELETE CASCADE,
      recharge_no TEXT NOT NULL UNIQUE,
      network_id INTEGER NOT NULL DEFAULT 0,
      address TEXT NOT NULL DEFAULT '',
      coin REAL NOT NULL DEFAULT 0,
      status INTEGER NOT NULL DEFAULT 0,            -- 0 pending payment, 1 voucher under review, 2 completed, 3 failed
      pay_voucher TEXT NOT NULL DEFAULT '[]',       -- JSON [image path]
      pay_note TEXT NOT NULL DEFAULT '',
      pay_time INTEGER NOT NULL DEFAULT 0,
      add_time INTEGER NOT NULL DEFAULT 0,
      upd_time INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX coin_recharges_user ON coin_recharges(user_id, status);
    CREATE TABLE coin_cashes (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      accounts_id INTEGER NOT NULL REFERENCES coin_accounts(id) ON DELETE CASCADE,
      cash_no TEXT NOT NULL UNIQUE,
      network_id INTEGER NOT NULL DEFAULT 0,
      address TEXT NOT NULL DEFAULT '',
      coin REAL NOT NULL DEFAULT 0,
      user_note TEXT NOT NULL DEFAULT '',
      status INTEGER NOT NULL DEFAULT 0,            -- same states as recharges
      add_time INTEGER NOT NULL DEFAULT 0,
      upd_time INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX coin_cashes_user ON coin_cashes(user_id, status);
    CREATE TABLE coin_converts (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      convert_no TEXT NOT NULL UNIQUE,
      send_accounts_id INTEGER NOT NULL,
      receive_accounts_id INTEGER NOT NULL,
      convert_value REAL NOT NULL DEFAULT 0,        -- coins sent
      coin REAL NOT NULL DEFAULT 0,                 -- coins received
      rate REAL NOT NULL DEFAULT 0,
      note TEXT NOT NULL DEFAULT '',
      add_time INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX coin_converts_user ON coin_converts(user_id);
    CREATE TABLE coin_transfers (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      transfer_no TEXT NOT NULL UNIQUE,
      send_user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      send_accounts_id INTEGER NOT NULL,
      receive_user_id INTEGER NOT NULL,
      receive_accounts_id INTEGER NOT NULL,
      coin REAL NOT NULL DEFAULT 0,
      note TEXT NOT NULL DEFAULT '',
      add_time INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX coin_transfers_send ON coin_transfers(send_user_id);
    CREATE TABLE coin_account_logs (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      accounts_id INTEGER NOT NULL,
      business_type INTEGER NOT NULL DEFAULT 0,     -- 0 system, 1 recharge, 2 withdrawal, 3 convert, 4 transfer
      operate_type INTEGER NOT NULL DEFAULT 1,      -- 0 decrease, 1 increase
      coin_type INTEGER NOT NULL DEFAULT 0,         -- 0 normal, 1 frozen
      operate_coin REAL NOT NULL DEFAULT 0,
      original_coin REAL NOT NULL DEFAULT 0,
      latest_coin REAL NOT NULL DEFAULT 0,
      msg TEXT NOT NULL DEFAULT '',                 -- message key + JSON vars, localised when shown
      add_time INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX coin_account_logs_account ON coin_account_logs(user_id, accounts_id);
  `)
}
