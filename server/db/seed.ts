// First-start seeding of the demo beauty shop. Runs once: when the DB has no `seeded_at` config.
import type { Database } from 'better-sqlite3'
import { seedRegions } from './seed/regions'
import { seedUsers } from './seed/users'
import { seedPayments } from './seed/payments'
import { seedConfigs } from './seed/configs'
import { seedShop } from './seed/shop'

export interface SeedOptions {
  now: Date
  log?: (...args: unknown[]) => void
}

export function isSeeded(db: Database): boolean {
  return !!db.prepare("SELECT 1 FROM configs WHERE key = 'seeded_at'").get()
}

export function seedIfEmpty(db: Database, opts: SeedOptions): boolean {
  if (isSeeded(db)) return false
  const now = Math.floor(opts.now.getTime() / 1000)
  db.transaction(() => {
    seedConfigs(db)
    seedRegions(db)
    seedPayments(db, now)
    const users = seedUsers(db, now)
    seedShop(db, now, users)
    db.prepare("INSERT INTO configs (key, value) VALUES ('seeded_at', ?)").run(String(now))
  })()
  opts.log?.('[seed] demo shop data created')
  return true
}
