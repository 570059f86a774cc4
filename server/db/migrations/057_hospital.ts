// hospital: a shopper's patients (with health details), which goods need a prescription, and the online
// consultations asked for at checkout.
import type { Database } from 'better-sqlite3'

export function up(db: Database): void {
  db.exec(`
    CREATE TABLE hospital_patients (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      name TEXT NOT NULL,
      idcard TEXT NOT NULL DEFAULT '',
      mobile TEXT NOT NULL DEFAULT '',
      gender INTEGER NOT NULL DEFAULT 0,           -- 1 female, 2 male
      age INTEGER NOT NULL DEFAULT 0,
      weight REAL NOT NULL DEFAULT 0,
      relation_tags TEXT NOT NULL DEFAULT '',
      health TEXT NOT NULL DEFAULT '[]',           -- JSON [{type, status, value}]
      add_time INTEGER NOT NULL DEFAULT 0,
      upd_time INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX hospital_patients_user ON hospital_patients(user_id);
    CREATE TABLE hospital_prescription_goods (
      goods_id INTEGER PRIMARY KEY REFERENCES goods(id) ON DELETE CASCADE
    );
    CREATE TABLE hospital_consultations (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      patient_id INTEGER NOT NULL,
      secret TEXT NOT NULL UNIQUE,                 -- the consultation page's address key
      patient_name TEXT NOT NULL DEFAULT '',
      ill_desc TEXT NOT NULL DEFAULT '',
      buy_params TEXT NOT NULL DEFAULT '{}',       -- JSON of the checkout it was asked for
      goods_titles TEXT NOT NULL DEFAULT '[]',
      add_time INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX hospital_consultations_user ON hospital_consultations(user_id);
  `)
}
