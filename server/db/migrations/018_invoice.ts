// invoice: invoice requests over paid orders or paid wallet recharges. One invoice merges several
// records of one kind; invoice_records ties each record to the invoice that claims it.
import type { Database } from 'better-sqlite3'

export function up(db: Database): void {
  db.exec(`
    CREATE TABLE invoices (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      business_type INTEGER NOT NULL DEFAULT 0,   -- 0 orders, 1 wallet recharges
      apply_type INTEGER NOT NULL DEFAULT 0,      -- 0 personal, 1 company
      invoice_type INTEGER NOT NULL DEFAULT 0,    -- 0 e-ordinary, 1 paper ordinary, 2 paper special VAT, 3 e-special
      invoice_content TEXT NOT NULL DEFAULT '',
      total_price REAL NOT NULL DEFAULT 0,
      invoice_title TEXT NOT NULL DEFAULT '',
      invoice_code TEXT NOT NULL DEFAULT '',
      invoice_bank TEXT NOT NULL DEFAULT '',
      invoice_account TEXT NOT NULL DEFAULT '',
      invoice_tel TEXT NOT NULL DEFAULT '',
      invoice_address TEXT NOT NULL DEFAULT '',
      name TEXT NOT NULL DEFAULT '',
      tel TEXT NOT NULL DEFAULT '',
      address TEXT NOT NULL DEFAULT '',
      email TEXT NOT NULL DEFAULT '',
      user_note TEXT NOT NULL DEFAULT '',
      status INTEGER NOT NULL DEFAULT 0 CHECK (status BETWEEN 0 AND 4), -- 0 review, 1 to issue, 2 issued, 3 rejected, 4 closed
      refuse_reason TEXT NOT NULL DEFAULT '',
      express_name TEXT NOT NULL DEFAULT '',
      express_number TEXT NOT NULL DEFAULT '',
      electronic_invoice TEXT NOT NULL DEFAULT '[]', -- JSON [{title, url}]
      add_time INTEGER NOT NULL DEFAULT 0,
      upd_time INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX invoices_user ON invoices(user_id, status);
    CREATE TABLE invoice_records (
      invoice_id INTEGER NOT NULL REFERENCES invoices(id) ON DELETE CASCADE,
      business_type INTEGER NOT NULL,
      business_id INTEGER NOT NULL,
      business_no TEXT NOT NULL DEFAULT '',
      price REAL NOT NULL DEFAULT 0,
      PRIMARY KEY (invoice_id, business_type, business_id)
    );
    CREATE INDEX invoice_records_business ON invoice_records(business_type, business_id);
  `)
}
