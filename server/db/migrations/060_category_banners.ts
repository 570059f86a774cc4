// Category banners (api-core 3.2: the category page shows the chosen category's banner_images).
import type { Database } from 'better-sqlite3'

export function up(db: Database): void {
  db.exec(`ALTER TABLE categories ADD COLUMN banner_images TEXT NOT NULL DEFAULT ''`)
}
