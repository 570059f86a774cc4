// Demo codes: a genuine one already checked twice (the next check warns), a genuine one never checked.
// Any other well-formed code is "not found". Listed in README-server.md.
import type { Database } from 'better-sqlite3'
import { one, run } from '../../db'

export const DEMO_CODES = { checkedTwice: 'MZ2026A0001', fresh: 'MZ2026A0002', freshOther: 'MZ2026B0001' } as const

export function seedAntifakecode(db: Database, date: Date): void {
  const now = Math.floor(date.getTime() / 1000)
  const goods = (n: number) =>
    one<{ id: number }>(db, 'SELECT id FROM goods WHERE is_delete_time = 0 AND is_shelves = 1 ORDER BY id LIMIT 1 OFFSET ?', n)?.id ?? 0
  const insert = (code: string, goodsId: number, batch: string, count: number, first: number, last: number) =>
    run(
      db,
      'INSERT INTO antifake_codes (code, goods_id, batch, query_count, first_query_time, last_query_time, add_time) VALUES (?, ?, ?, ?, ?, ?, ?)',
      code,
      goodsId,
      batch,
      count,
      first,
      last,
      now - 90 * 86400,
    )
  insert(DEMO_CODES.checkedTwice, goods(0), '2026A', 2, now - 10 * 86400, now - 3 * 86400)
  insert(DEMO_CODES.fresh, goods(0), '2026A', 0, 0, 0)
  insert(DEMO_CODES.freshOther, goods(1), '2026B', 0, 0, 0)
}
