// Helpers for "the user's own rows" endpoints: list paging and id-set ownership checks.
import type { Database } from 'better-sqlite3'
import { all, one, run } from '../../db'
import { readPaging, pagedList, type Paging } from '../../core/format'
import type { Ctx } from '../../core/context'
import { ApiError } from '../../core/result'
import { requireIds } from '../../core/validate'

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

/**
 * Deletes the rows named by `ids` (the pages also send a single `id`); when any of them is not the user's own,
 * nothing is deleted and the answer is `notFoundKey`.
 */
export function deleteOwned(ctx: Ctx, table: OwnedTable, userId: number, notFoundKey: string): void {
  const ids = requireIds(ctx, ctx.params.ids === undefined && ctx.params.id !== undefined ? 'id' : 'ids')
  if (!ownsAll(ctx.db, table, userId, ids)) throw new ApiError(ctx.t(notFoundKey))
  run(ctx.db, `DELETE FROM ${table} WHERE user_id = ? AND id IN (SELECT value FROM json_each(?))`, userId, JSON.stringify(ids))
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

/** A list read from one table: `where` holds the ? placeholders that `args` fill. */
export interface TableQuery {
  table: string
  where: string
  args: unknown[]
  /** Selected columns (default '*'). */
  columns?: string
  /** ORDER BY clause (default newest first: 'id DESC'). */
  order?: string
}

/** pagedRows over one table: COUNT(*) for the total, then one page in `order`, each row through `view`. */
export function pagedQuery<Row, Out>(ctx: Ctx, q: TableQuery, view: (row: Row, position: number) => Out) {
  const columns = q.columns ?? '*'
  const order = q.order ?? 'id DESC'
  return pagedRows(
    ctx,
    () => one<{ n: number }>(ctx.db, `SELECT COUNT(*) AS n FROM ${q.table} WHERE ${q.where}`, ...q.args)?.n ?? 0,
    (p) => all<Row>(ctx.db, `SELECT ${columns} FROM ${q.table} WHERE ${q.where} ORDER BY ${order} LIMIT ? OFFSET ?`, ...q.args, p.page_size, p.offset),
    view,
  )
}
