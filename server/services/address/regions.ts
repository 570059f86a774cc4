// Regions: id → name (the tree is small and static, so names are cached per DB), rows and children for
// addresses, pickup points and the region controller, and distances.
import type { Database } from 'better-sqlite3'
import { all, one } from '../../db'

const cache = new WeakMap<Database, Map<number, string>>()

export function regionName(db: Database, id: number): string {
  let map = cache.get(db)
  if (!map) {
    map = new Map(all<{ id: number; name: string }>(db, 'SELECT id, name FROM regions').map((r) => [r.id, r.name]))
    cache.set(db, map)
  }
  return map.get(id) ?? ''
}

export interface RegionRow {
  id: number
  pid: number
  name: string
  level: number
  code: string
  sort: number
  is_enable: number
}

export function regionById(db: Database, id: number): RegionRow | undefined {
  return one<RegionRow>(db, 'SELECT * FROM regions WHERE id = ? AND is_enable = 1', id)
}

export function regionChildren(db: Database, pid: number): RegionRow[] {
  return all<RegionRow>(db, 'SELECT * FROM regions WHERE pid = ? AND is_enable = 1 ORDER BY sort, id', pid)
}

export function hasChildren(db: Database, id: number): boolean {
  return !!one(db, 'SELECT 1 FROM regions WHERE pid = ? AND is_enable = 1 LIMIT 1', id)
}

/** ShopXO prints coordinates as DECIMAL(13,10) strings. */
export function coordinate(value: number | string | null | undefined): string {
  const n = Number(value)
  return (Number.isFinite(n) ? n : 0).toFixed(10)
}

/** Great-circle distance in metres (for sorting pickup points by the user's location). */
export function distanceMetres(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = (d: number) => (d * Math.PI) / 180
  const a = Math.sin(rad(lat2 - lat1) / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lng2 - lng1) / 2) ** 2
  return 2 * 6371000 * Math.asin(Math.min(1, Math.sqrt(a)))
}

/** 850 -> {850, 'm'}; 12345 -> {12.35, 'km'} */
export function distanceView(metres: number): { distance_value: number; distance_unit: string } {
  return metres < 1000 ? { distance_value: Math.round(metres), distance_unit: 'm' } : { distance_value: Math.round(metres / 10) / 100, distance_unit: 'km' }
}
