// Catalogue, content and the demo users' history.
import type { Database } from 'better-sqlite3'
import type { SeededUsers } from './users'
import { seedCatalog } from './catalog'
import { seedContent } from './content'
import { seedHistory } from './history'
import { seedDiy } from './diy'

export function seedShop(db: Database, now: number, users: SeededUsers): void {
  const catalog = seedCatalog(db, now)
  seedContent(db, now, catalog)
  seedDiy(db, now, catalog)
  seedHistory(db, now, users, catalog)
}
