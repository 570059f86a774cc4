// usergoodsbrowse/*: the user's browsing history (rows written by goods/detail).
import { registerController, ok, type Ctx } from '../core/router'
import { defineMessages } from '../core/i18n'
import { formatTime } from '../core/format'
import { deleteOwned } from '../services/user/owned-rows'
import { pagedQuery } from '../services/paging'
import { withGoods } from '../services/goods/goods-rows'

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
    pagedQuery(
      ctx,
      {
        from: 'user_goods_browse',
        where: 'user_id = ?',
        args: [user.id],
        columns: 'id, goods_id, user_id, access_count, add_time, upd_time',
        order: 'MAX(upd_time, add_time) DESC, id DESC',
      },
      (row: BrowseRow) => withGoods(ctx, { ...row, add_time: formatTime(row.add_time) }),
    ),
  )
}

/** `ids` are browse-record ids (the page also sends a single `id`). */
function delete_(ctx: Ctx) {
  const user = ctx.requireUser()
  deleteOwned(ctx, 'user_goods_browse', user.id, 'browse.not_found')
  return ok('', ctx.t('browse.delete_success'))
}

registerController('usergoodsbrowse', { index, delete: delete_ })
