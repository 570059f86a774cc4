// Freight options per warehouse (api-core 3.5: plugins_freightfee_data and freightfee_id_<warehouse>).
// The demo shop ships from one warehouse; its three options come with the table, so an existing
// database gets them too.
import type { Database } from 'better-sqlite3'

export function up(db: Database): void {
  db.exec(`
    CREATE TABLE freight_options (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      warehouse_id INTEGER NOT NULL,
      name TEXT NOT NULL,
      name_en TEXT NOT NULL DEFAULT '',
      price REAL NOT NULL DEFAULT 0,
      sort INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX freight_options_warehouse ON freight_options(warehouse_id, sort);
  `)
  const insert = db.prepare('INSERT INTO freight_options (warehouse_id, name, name_en, price, sort) VALUES (1, ?, ?, ?, ?)')
  const options: Array<[string, string, number]> = [
    ['标准快递', 'Standard delivery', 0],
    ['顺丰次日达', 'SF next-day', 12],
    ['同城闪送', 'Same-city courier', 20],
  ]
  options.forEach(([name, nameEn, price], i) => insert.run(name, nameEn, price, i))
}
