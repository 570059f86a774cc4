// Site settings from the configs table, cached per DB (they change only through seeding or admin scripts).
import type { Database } from 'better-sqlite3'
import { all, run } from '../../db'

const cache = new WeakMap<Database, Map<string, string>>()

function load(db: Database): Map<string, string> {
  let map = cache.get(db)
  if (!map) {
    map = new Map(all<{ key: string; value: string }>(db, 'SELECT key, value FROM configs').map((r) => [r.key, r.value]))
    cache.set(db, map)
  }
  return map
}

export function getConfig(db: Database, key: string, fallback = ''): string {
  return load(db).get(key) ?? fallback
}

export function getConfigNumber(db: Database, key: string, fallback = 0): number {
  const n = Number(getConfig(db, key, String(fallback)))
  return Number.isFinite(n) ? n : fallback
}

export function setConfig(db: Database, key: string, value: string): void {
  run(db, 'INSERT INTO configs (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value', key, value)
  load(db).set(key, value)
}

// Typed readers with safe fallbacks, so an unseeded key never breaks a request.

export function configText(db: Database, key: string, fallback = ''): string {
  return getConfig(db, key, fallback)
}

export function configInt(db: Database, key: string, fallback: number): number {
  const n = Number.parseInt(configText(db, key, ''), 10)
  return Number.isFinite(n) ? n : fallback
}

/** A 0/1 switch. */
export function configFlag(db: Database, key: string, fallback = false): boolean {
  return configInt(db, key, fallback ? 1 : 0) === 1
}

/** A JSON value stored as text; `fallback` when missing or unparsable. */
export function configJson<T>(db: Database, key: string, fallback: T): T {
  const text = configText(db, key, '')
  if (!text) return fallback
  try {
    return JSON.parse(text) as T
  } catch {
    return fallback
  }
}

/** A list switch such as home_user_login_type, stored as a JSON array or 'a,b,c'. */
export function configList(db: Database, key: string, fallback: string[]): string[] {
  const text = configText(db, key, '').trim()
  if (!text) return fallback
  if (text.startsWith('[')) {
    const parsed = configJson<unknown>(db, key, fallback)
    return Array.isArray(parsed) ? parsed.map(String) : fallback
  }
  return text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
}
