// Helpers for "the user's own rows" endpoints: id-set ownership checks and deletes.
import type { Database } from 'better-sqlite3'
import { one, run } from '../../db'
import type { Ctx } from '../../core/context'
import { ApiError } from '../../core/result'
import { requireIds } from '../../core/validate'

/** Tables that hold per-user rows addressed by id from the client. */
export type OwnedTable = 'user_goods_browse' | 'goods_comments' | 'blogs' | 'asks' | 'distribution_recommends' | 'distribution_visits' | 'hospital_patients'

/** True when every id belongs to the user: a request naming anybody else's row is refused as a whole. */
export function ownsAll(db: Database, table: OwnedTable, userId: number, ids: number[]): boolean {
  const n =
    one<{ n: number }>(db, `SELECT COUNT(*) AS n FROM ${table} WHERE user_id = ? AND id IN (SELECT value FROM json_each(?))`, userId, JSON.stringify(ids))?.n ??
    0
  return n === ids.length
}

/**
 * Deletes the rows named by `ids` (the pages also send a single `id`); when any of them is not the user's own,
 * nothing is deleted and the answer is `notFoundKey`. `maxIds`: at most that many ids in one call.
 */
export function deleteOwned(ctx: Ctx, table: OwnedTable, userId: number, notFoundKey: string, maxIds?: number): void {
  const ids = requireIds(ctx, ctx.params.ids === undefined && ctx.params.id !== undefined ? 'id' : 'ids', maxIds)
  if (!ownsAll(ctx.db, table, userId, ids)) throw new ApiError(ctx.t(notFoundKey))
  run(ctx.db, `DELETE FROM ${table} WHERE user_id = ? AND id IN (SELECT value FROM json_each(?))`, userId, JSON.stringify(ids))
}

/**
 * The user's own row `id` of `table` (`also`: a constant extra condition such as 'is_delete_time = 0'). Someone
 * else's id answers exactly like a missing one: -1 with `notFoundKey`.
 */
export function ownRow<Row>(ctx: Ctx, table: string, userId: number, id: number, notFoundKey: string, also?: string): Row {
  const row = one<Row>(ctx.db, `SELECT * FROM ${table} WHERE id = ? AND user_id = ?${also ? ` AND ${also}` : ''}`, id, userId)
  if (!row) throw new ApiError(ctx.t(notFoundKey))
  return row
}
