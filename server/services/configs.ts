// Site settings from the configs table, cached per DB (they change only through seeding or admin scripts).
import type { Database } from 'better-sqlite3'
import { all, run } from '../db'

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
