// usergoodsbrowse/*: the user's browsing history (rows written by goods/detail).
import { registerController, ok, ApiError, type Ctx } from '../core/router'
import { defineMessages } from '../core/i18n'
import { requireIds } from '../core/validate'
import { all, one, run } from '../db'
import { formatTime } from '../core/format'
import { ownsAll, pagedRows } from '../account/owned-rows'
import { withGoods } from '../account/goods-rows'

defineMessages({
  'browse.not_found': { zh: '浏览记录不存在', en: 'Browsing record does not exist' },
  'browse.delete_success': { zh: '删除成功', en: 'Deleted successfully' },
})

interface BrowseRow {
  id: number
  goods_id: number
  user_id: number
  access_count: number
  add_time: number
  upd_time: number
}

function index(ctx: Ctx) {
  const user = ctx.requireUser()
  return ok(
    pagedRows(
      ctx,
      () => one<{ n: number }>(ctx.db, 'SELECT COUNT(*) AS n FROM user_goods_browse WHERE user_id = ?', user.id)?.n ?? 0,
      (p) =>
        all<BrowseRow>(
          ctx.db,
          'SELECT id, goods_id, user_id, access_count, add_time, upd_time FROM user_goods_browse WHERE user_id = ? ORDER BY MAX(upd_time, add_time) DESC, id DESC LIMIT ? OFFSET ?',
          user.id,
          p.page_size,
          p.offset,
        ),
      (row) => withGoods(ctx, { ...row, add_time: formatTime(row.add_time) }),
    ),
  )
}

/** `ids` are browse-record ids (the page also sends a single `id`). */
function delete_(ctx: Ctx) {
  const user = ctx.requireUser()
  const ids = requireIds(ctx, ctx.params.ids === undefined && ctx.params.id !== undefined ? 'id' : 'ids')
  if (!ownsAll(ctx.db, 'user_goods_browse', user.id, ids)) throw new ApiError(ctx.t('browse.not_found'))
  run(ctx.db, 'DELETE FROM user_goods_browse WHERE user_id = ? AND id IN (SELECT value FROM json_each(?))', user.id, JSON.stringify(ids))
  return ok('', ctx.t('browse.delete_success'))
}

registerController('usergoodsbrowse', { index, delete: delete_ })
