// Opening the SQLite database, running versioned migrations, and a per-DB prepared-statement cache.
import fs from 'node:fs'
import path from 'node:path'
import BetterSqlite3, { type Database, type Statement } from 'better-sqlite3'

export type { Database, Statement }

const MIGRATIONS_DIR = path.join(__dirname, 'migrations')

export interface Migration {
  version: number
  name: string
  up: (db: Database) => void
}

export function openDb(dbPath: string): Database {
  if (dbPath !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(dbPath)), { recursive: true })
  const db = new BetterSqlite3(dbPath)
  db.pragma('journal_mode = WAL')
  db.pragma('foreign_keys = ON')
  db.pragma('synchronous = NORMAL')
  db.pragma('busy_timeout = 5000')
  return db
}

/** Every server/db/migrations/NNN_name.ts, sorted by NNN. */
export function loadMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return fs
    .readdirSync(dir)
    .filter((f) => /^\d{3}_[\w-]+\.(ts|js)$/.test(f) && !f.endsWith('.d.ts'))
    .sort()
    .map((file) => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const mod = require(path.join(dir, file)) as { up?: (db: Database) => void }
      if (typeof mod.up !== 'function') throw new Error(`migration ${file} does not export up(db)`)
      return { version: Number(file.slice(0, 3)), name: file.replace(/\.(ts|js)$/, ''), up: mod.up }
    })
}

/**
 * Apply every migration not yet recorded in schema_version, in order, each in its own transaction.
 * Returns how many ran. Recorded by version, not by the highest one: work areas reserve number ranges,
 * so a lower number can land after a higher one and must still run on an existing database.
 */
export function migrate(db: Database, migrations = loadMigrations()): number {
  db.exec('CREATE TABLE IF NOT EXISTS schema_version (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)')
  const done = new Set((db.prepare('SELECT version FROM schema_version').all() as Array<{ version: number }>).map((r) => r.version))
  let applied = 0
  for (const m of migrations) {
    if (done.has(m.version)) continue
    db.transaction(() => {
      m.up(db)
      db.prepare('INSERT INTO schema_version (version, name, applied_at) VALUES (?, ?, ?)').run(m.version, m.name, Math.floor(Date.now() / 1000))
    })()
    applied++
  }
  return applied
}

const statementCache = new WeakMap<Database, Map<string, Statement>>()

/**
 * Prepared statement for `sql` on `db`, compiled once and reused.
 * Call it with a constant SQL string (never build SQL from input — pass values as parameters).
 */
export function stmt<P extends unknown[] | object = unknown[], R = unknown>(db: Database, sql: string): Statement<P, R> {
  let perDb = statementCache.get(db)
  if (!perDb) {
    perDb = new Map()
    statementCache.set(db, perDb)
  }
  let s = perDb.get(sql)
  if (!s) {
    s = db.prepare(sql)
    perDb.set(sql, s)
  }
  return s as unknown as Statement<P, R>
}

/** Shortcuts over stmt(): first row, all rows, run. */
export function one<R = any>(db: Database, sql: string, ...params: unknown[]): R | undefined {
  return stmt(db, sql).get(...params) as R | undefined
}
export function all<R = any>(db: Database, sql: string, ...params: unknown[]): R[] {
  return stmt(db, sql).all(...params) as R[]
}
export function run(db: Database, sql: string, ...params: unknown[]) {
  return stmt(db, sql).run(...params)
}
