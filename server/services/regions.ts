// Region id → name lookups (the tree is small and static, so it is cached per DB).
import type { Database } from 'better-sqlite3'
import { all } from '../db'

const cache = new WeakMap<Database, Map<number, string>>()

export function regionName(db: Database, id: number): string {
  let map = cache.get(db)
  if (!map) {
    map = new Map(all<{ id: number; name: string }>(db, 'SELECT id, name FROM regions').map((r) => [r.id, r.name]))
    cache.set(db, map)
  }
  return map.get(id) ?? ''
}
