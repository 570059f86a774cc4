// Order details the core pages show (api-core 3.18): the service block (service_data JSON: name, mobile,
// duration, start/end), the parcel's note, and virtual goods keys (copied from the goods at delivery).
import type { Database } from 'better-sqlite3'

export function up(db: Database): void {
  db.exec(`
    ALTER TABLE goods ADD COLUMN fictitious_goods_value TEXT NOT NULL DEFAULT '';
    ALTER TABLE orders ADD COLUMN service_data TEXT NOT NULL DEFAULT '';
    ALTER TABLE orders ADD COLUMN express_note TEXT NOT NULL DEFAULT '';
    ALTER TABLE order_details ADD COLUMN fictitious_goods_value TEXT NOT NULL DEFAULT '';
  `)
}
