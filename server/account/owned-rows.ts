// Helpers for "the user's own rows" endpoints: list paging and id-set ownership checks.
import type { Database } from 'better-sqlite3'
import { one } from '../db'
import { readPaging, pagedList, type Paging } from '../core/format'
import type { Ctx } from '../core/context'

/** Tables that hold per-user rows addressed by id from the client. */
export type OwnedTable = 'user_goods_browse' | 'goods_comments'

const COUNT_OWNED_SQL: Record<OwnedTable, string> = {
  user_goods_browse: 'SELECT COUNT(*) AS n FROM user_goods_browse WHERE user_id = ? AND id IN (SELECT value FROM json_each(?))',
  goods_comments: 'SELECT COUNT(*) AS n FROM goods_comments WHERE user_id = ? AND id IN (SELECT value FROM json_each(?))',
}

/** True when every id belongs to the user: a request naming anybody else's row is refused as a whole. */
export function ownsAll(db: Database, table: OwnedTable, userId: number, ids: number[]): boolean {
  const n = one<{ n: number }>(db, COUNT_OWNED_SQL[table], userId, JSON.stringify(ids))?.n ?? 0
  return n === ids.length
}

/** Run a count + page query pair and build ShopXO's {total, page_total, data} list. */
export function pagedRows<Row, Out>(
  ctx: Ctx,
  count: () => number,
  rows: (paging: Paging) => Row[],
  /** position = 0-based index of the row in the whole list (ShopXO's data_index - 1). */
  view: (row: Row, position: number) => Out,
) {
  const paging = readPaging(ctx.params)
  const total = count()
  const data = total > paging.offset ? rows(paging).map((row, i) => view(row, paging.offset + i)) : []
  return pagedList(paging, total, data)
}
