// The pages a shop builds by id (design, custom view): read the id, find the row, count the visit.
import { ApiError, type Ctx } from '../../core/router'
import { asPositiveInt } from '../../core/validate'
import { one, run } from '../../db'

/**
 * The row of `table` named by `ctx.params.id`, its visit counted (as v6.6.0, switched-off pages are served
 * too: api-plugins-2 defect 8). `messages` are the message keys for a missing id and an unknown one.
 */
export function visitPage<T extends { id: number; access_count: number }>(
  ctx: Ctx,
  table: 'design_pages' | 'custom_views',
  messages: { missingId: string; notFound: string },
): T {
  const raw = ctx.params.id
  if (raw === undefined || raw === null || raw === '') throw new ApiError(ctx.t(messages.missingId))
  const id = asPositiveInt(raw)
  const row = id === null ? undefined : one<T>(ctx.db, `SELECT * FROM ${table} WHERE id = ?`, id)
  if (!row) throw new ApiError(ctx.t(messages.notFound))
  run(ctx.db, `UPDATE ${table} SET access_count = access_count + 1 WHERE id = ?`, row.id)
  return row
}
