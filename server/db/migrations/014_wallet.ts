// wallet: a stored-value balance per user (normal / frozen / gifted money), its ledger, recharges,
// withdrawal (cash) requests, transfers between users, and the security check before a withdrawal.
import type { Database } from 'better-sqlite3'

export function up(db: Database): void {
  db.exec(`
    CREATE TABLE wallets (
      user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
      normal_money REAL NOT NULL DEFAULT 0,
      frozen_money REAL NOT NULL DEFAULT 0,
      give_money REAL NOT NULL DEFAULT 0,
      add_time INTEGER NOT NULL DEFAULT 0,
      upd_time INTEGER NOT NULL DEFAULT 0,
      CHECK (normal_money >= 0 AND frozen_money >= 0 AND give_money >= 0)
    );
    CREATE TABLE wallet_logs (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      business_type INTEGER NOT NULL DEFAULT 0,   -- 0 system, 1 recharge, 2 cash, 3 transfer, 4 consume
      operation_type INTEGER NOT NULL DEFAULT 0,  -- 0 decrease, 1 increase
      money_type INTEGER NOT NULL DEFAULT 0,      -- 0 normal, 1 frozen, 2 give
      operation_money REAL NOT NULL DEFAULT 0,
      original_money REAL NOT NULL DEFAULT 0,
      latest_money REAL NOT NULL DEFAULT 0,
      msg_key TEXT NOT NULL DEFAULT '',           -- message key, translated when shown
      msg_vars TEXT NOT NULL DEFAULT '{}',
      add_time INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX wallet_logs_user ON wallet_logs(user_id, operation_type);
    CREATE TABLE wallet_recharges (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      recharge_no TEXT NOT NULL UNIQUE,
      money REAL NOT NULL DEFAULT 0,
      pay_money REAL NOT NULL DEFAULT 0,
      payment_id INTEGER NOT NULL DEFAULT 0,
      status INTEGER NOT NULL DEFAULT 0,          -- 0 pending payment, 1 paid
      pay_time INTEGER NOT NULL DEFAULT 0,
      is_delete_time INTEGER NOT NULL DEFAULT 0,
      add_time INTEGER NOT NULL DEFAULT 0,
      upd_time INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX wallet_recharges_user ON wallet_recharges(user_id, status);
    CREATE TABLE wallet_cashes (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      cash_no TEXT NOT NULL UNIQUE,
      money REAL NOT NULL DEFAULT 0,
      commission REAL NOT NULL DEFAULT 0,
      pay_money REAL NOT NULL DEFAULT 0,
      cash_type INTEGER NOT NULL DEFAULT 0,       -- 0 bank card, 1 WeChat, 2 Alipay
      bank_name TEXT NOT NULL DEFAULT '',
      bank_accounts TEXT NOT NULL DEFAULT '',
      bank_username TEXT NOT NULL DEFAULT '',
      status INTEGER NOT NULL DEFAULT 0,          -- 0 not paid out, 1 paid out, 2 payout failed
      msg TEXT NOT NULL DEFAULT '',
      pay_time INTEGER NOT NULL DEFAULT 0,
      add_time INTEGER NOT NULL DEFAULT 0,
      upd_time INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX wallet_cashes_user ON wallet_cashes(user_id, status);
    CREATE TABLE wallet_transfers (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      receive_user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      transfer_no TEXT NOT NULL UNIQUE,
      money REAL NOT NULL DEFAULT 0,
      note TEXT NOT NULL DEFAULT '',
      add_time INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX wallet_transfers_user ON wallet_transfers(user_id);
    CREATE TABLE wallet_cash_checks (
      user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
      account_type TEXT NOT NULL DEFAULT '',      -- mobile | email
      code TEXT NOT NULL DEFAULT '',
      attempts INTEGER NOT NULL DEFAULT 0,
      send_time INTEGER NOT NULL DEFAULT 0,
      expire_time INTEGER NOT NULL DEFAULT 0,
      verified_time INTEGER NOT NULL DEFAULT 0    -- a withdrawal must follow within 30 minutes
    );
  `)
}
