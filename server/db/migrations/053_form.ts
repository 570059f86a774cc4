// form plugin: forms shoppers submit (event sign-up, bookings), the staff allowed to verify each form,
// and the submissions with the code staff check them by.
import type { Database } from 'better-sqlite3'

export function up(db: Database): void {
  db.exec(`
    CREATE TABLE forms (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      unique_id TEXT NOT NULL UNIQUE,          -- the public id the client sends as 'unique'
      title TEXT NOT NULL DEFAULT '',
      describe TEXT NOT NULL DEFAULT '',
      cover TEXT NOT NULL DEFAULT '',
      is_enable INTEGER NOT NULL DEFAULT 1,
      add_time INTEGER NOT NULL DEFAULT 0
    );

    CREATE TABLE form_checkers (
      form_id INTEGER NOT NULL REFERENCES forms(id) ON DELETE CASCADE,
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      PRIMARY KEY (form_id, user_id)
    );

    CREATE TABLE form_submissions (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      form_id INTEGER NOT NULL REFERENCES forms(id) ON DELETE CASCADE,
      user_id INTEGER NOT NULL DEFAULT 0,
      check_code TEXT NOT NULL,
      name TEXT NOT NULL DEFAULT '',
      mobile TEXT NOT NULL DEFAULT '',
      content TEXT NOT NULL DEFAULT '',
      is_checked INTEGER NOT NULL DEFAULT 0,
      check_time INTEGER NOT NULL DEFAULT 0,
      check_user_id INTEGER NOT NULL DEFAULT 0,
      add_time INTEGER NOT NULL DEFAULT 0,
      UNIQUE (form_id, check_code)
    );
    CREATE INDEX form_submissions_mobile ON form_submissions(form_id, mobile);
  `)
}
