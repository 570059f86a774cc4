// Accounts, login tokens, verify codes, regions and shipping addresses.
import type { Database } from 'better-sqlite3'

export function up(db: Database): void {
  db.exec(`
    CREATE TABLE configs (
      key TEXT PRIMARY KEY,
      value TEXT NOT NULL DEFAULT ''
    );

    CREATE TABLE users (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      number_code TEXT NOT NULL DEFAULT '',
      username TEXT NOT NULL DEFAULT '',
      nickname TEXT NOT NULL DEFAULT '',
      mobile TEXT NOT NULL DEFAULT '',
      email TEXT NOT NULL DEFAULT '',
      avatar TEXT NOT NULL DEFAULT '',
      pwd TEXT NOT NULL DEFAULT '',            -- scrypt hash (hex)
      salt TEXT NOT NULL DEFAULT '',           -- per-user random salt (hex)
      gender INTEGER NOT NULL DEFAULT 0,       -- 0 secret, 1 female, 2 male (ShopXO)
      birthday INTEGER NOT NULL DEFAULT 0,     -- unix seconds, 0 = unset
      province TEXT NOT NULL DEFAULT '',
      city TEXT NOT NULL DEFAULT '',
      county TEXT NOT NULL DEFAULT '',
      address TEXT NOT NULL DEFAULT '',
      integral INTEGER NOT NULL DEFAULT 0,
      locking_integral INTEGER NOT NULL DEFAULT 0,
      referrer INTEGER NOT NULL DEFAULT 0,
      platform TEXT NOT NULL DEFAULT '',
      status INTEGER NOT NULL DEFAULT 0,       -- 0 normal, 1 no posting, 2 no login, 3 pending audit
      is_delete_time INTEGER NOT NULL DEFAULT 0,
      is_logout_time INTEGER NOT NULL DEFAULT 0,
      add_time INTEGER NOT NULL DEFAULT 0,
      upd_time INTEGER NOT NULL DEFAULT 0
    );
    CREATE UNIQUE INDEX users_username ON users(username) WHERE username <> '';
    CREATE UNIQUE INDEX users_mobile ON users(mobile) WHERE mobile <> '';
    CREATE UNIQUE INDEX users_email ON users(email) WHERE email <> '';

    CREATE TABLE user_tokens (
      token TEXT PRIMARY KEY,
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      platform TEXT NOT NULL DEFAULT '',
      add_time INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX user_tokens_user ON user_tokens(user_id);

    -- Codes sent by sms/email (printed to the server log) and image captchas, keyed by the client uuid.
    CREATE TABLE verify_codes (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      uuid TEXT NOT NULL DEFAULT '',
      account TEXT NOT NULL DEFAULT '',        -- mobile / email ('' for image captcha)
      channel TEXT NOT NULL DEFAULT '',        -- sms | email | img
      scene TEXT NOT NULL DEFAULT '',          -- user_reg | user_login | user_forget | user_bind ...
      code TEXT NOT NULL,
      attempts INTEGER NOT NULL DEFAULT 0,
      expire_time INTEGER NOT NULL,
      used_time INTEGER NOT NULL DEFAULT 0,
      add_time INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX verify_codes_lookup ON verify_codes(channel, account, scene);
    CREATE INDEX verify_codes_uuid ON verify_codes(uuid, scene);

    CREATE TABLE regions (
      id INTEGER PRIMARY KEY,
      pid INTEGER NOT NULL DEFAULT 0,
      name TEXT NOT NULL,
      level INTEGER NOT NULL DEFAULT 1,        -- 1 province, 2 city, 3 district
      letters TEXT NOT NULL DEFAULT '',
      code TEXT NOT NULL DEFAULT '',
      lng REAL NOT NULL DEFAULT 0,
      lat REAL NOT NULL DEFAULT 0,
      sort INTEGER NOT NULL DEFAULT 0,
      is_enable INTEGER NOT NULL DEFAULT 1
    );
    CREATE INDEX regions_pid ON regions(pid);

    CREATE TABLE user_addresses (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      alias TEXT NOT NULL DEFAULT '',
      label TEXT NOT NULL DEFAULT '',
      name TEXT NOT NULL DEFAULT '',
      tel TEXT NOT NULL DEFAULT '',
      province INTEGER NOT NULL DEFAULT 0,
      city INTEGER NOT NULL DEFAULT 0,
      county INTEGER NOT NULL DEFAULT 0,
      address TEXT NOT NULL DEFAULT '',
      lng REAL NOT NULL DEFAULT 0,
      lat REAL NOT NULL DEFAULT 0,
      idcard_name TEXT NOT NULL DEFAULT '',
      idcard_number TEXT NOT NULL DEFAULT '',
      idcard_front TEXT NOT NULL DEFAULT '',
      idcard_back TEXT NOT NULL DEFAULT '',
      is_default INTEGER NOT NULL DEFAULT 0,
      is_delete_time INTEGER NOT NULL DEFAULT 0,
      add_time INTEGER NOT NULL DEFAULT 0,
      upd_time INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX user_addresses_user ON user_addresses(user_id);
  `)
}
