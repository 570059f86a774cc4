// In-memory cache for catalogue data that only changes through seeding/admin scripts
// (spec dimensions, photos, parameters, brand and category names). Stock, prices and counters are never cached.
import type { Database } from 'better-sqlite3'

const caches = new WeakMap<Database, Map<string, unknown>>()

export function cached<T>(db: Database, key: string, load: () => T): T {
  let map = caches.get(db)
  if (!map) {
    map = new Map()
    caches.set(db, map)
  }
  if (map.has(key)) return map.get(key) as T
  const value = load()
  map.set(key, value)
  return value
}

/** Like cached(), but reloaded after `ttlMs` of wall-clock time (for data that drifts slowly, e.g. rankings). */
export function cachedFor<T>(db: Database, key: string, ttlMs: number, load: () => T): T {
  const entry = cached(db, `ttl:${key}`, () => ({ at: 0, value: undefined as T | undefined }))
  const now = Date.now()
  if (entry.value === undefined || now - entry.at > ttlMs) {
    entry.value = load()
    entry.at = now
  }
  return entry.value
}
