// goods.access_count is bumped on every detail view. Writing it per request would make every page view a
// write transaction, so views are counted in memory and flushed in one transaction every second.
import type { Database } from 'better-sqlite3'

const pending = new WeakMap<Database, Map<number, number>>()
const timers = new WeakMap<Database, NodeJS.Timeout>()

export function countView(db: Database, goodsId: number): void {
  let map = pending.get(db)
  if (!map) {
    map = new Map()
    pending.set(db, map)
  }
  map.set(goodsId, (map.get(goodsId) ?? 0) + 1)
  if (!timers.has(db)) {
    const timer = setTimeout(() => flushViews(db), 1000)
    timer.unref()
    timers.set(db, timer)
  }
}

/** Views not yet written, so the detail page can show an up-to-date count. */
export function pendingViews(db: Database, goodsId: number): number {
  return pending.get(db)?.get(goodsId) ?? 0
}

export function flushViews(db: Database): void {
  const timer = timers.get(db)
  if (timer) clearTimeout(timer)
  timers.delete(db)
  const map = pending.get(db)
  if (!map || map.size === 0 || !db.open) return
  const update = db.prepare('UPDATE goods SET access_count = access_count + ? WHERE id = ?')
  db.transaction(() => {
    for (const [id, n] of map) update.run(n, id)
  })()
  map.clear()
}
