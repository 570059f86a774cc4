// usergoodscomments/*: the user's own goods reviews — list, read one, edit, delete.
import { registerController, ok, ApiError, type Ctx } from '../core/router'
import { defineMessages } from '../core/i18n'
import { freeText, optionalFlag, requireId, requireInt } from '../core/validate'
import { run } from '../db'
import { commentView, type CommentRow } from '../services/goods/comments'
import { deleteOwned, ownRow } from '../services/user/owned-rows'
import { pagedQuery } from '../services/paging'
import { reviewGoods } from '../services/goods/goods-rows'
import { imageListParam, ownImagePath } from '../services/site/upload-paths'

defineMessages({
  'ucomments.not_found': { zh: '评价不存在', en: 'Review does not exist' },
  'ucomments.rating_format': { zh: '请选择评分（1~5）', en: 'Please choose a rating (1-5)' },
  'ucomments.content_format': { zh: '评价内容 6~230 个字符之间', en: 'Review text must be 6-230 characters' },
  'ucomments.anonymous_format': { zh: '匿名值有误', en: 'Anonymous flag must be 0 or 1' },
  'ucomments.images_format': { zh: '评价图片有误（最多3张）', en: 'Review images are invalid (at most 3)' },
  'ucomments.save_success': { zh: '编辑成功', en: 'Edited successfully' },
  'ucomments.delete_success': { zh: '删除成功', en: 'Deleted successfully' },
})

const MAX_IMAGES = 3

/** The review as the user sees it: goods summary attached, images '' when there are none (ShopXO). */
function ownCommentView(ctx: Ctx, row: CommentRow) {
  const view = commentView(ctx, row)
  return { ...view, images: view.images.length ? view.images : '', goods: reviewGoods(ctx, row.goods_id) }
}

function ownComment(ctx: Ctx, userId: number, id: number): CommentRow {
  return ownRow<CommentRow>(ctx, 'goods_comments', userId, id, 'ucomments.not_found')
}

function index(ctx: Ctx) {
  const user = ctx.requireUser()
  return ok(pagedQuery(ctx, { from: 'goods_comments', where: 'user_id = ?', args: [user.id] }, (row: CommentRow) => ownCommentView(ctx, row)))
}

function detail(ctx: Ctx) {
  const user = ctx.requireUser()
  return ok(ownCommentView(ctx, ownComment(ctx, user.id, requireId(ctx))))
}

function readRating(ctx: Ctx): number {
  return requireInt(ctx, 'rating', 1, 5, 'ucomments.rating_format')
}

function readContent(ctx: Ctx): string {
  const content = typeof ctx.params.content === 'string' ? (freeText(ctx.params.content) ?? '') : ''
  const length = [...content].length
  if (length < 6 || length > 230) throw new ApiError(ctx.t('ucomments.content_format'))
  return content
}

/** Images are optional on edit; when sent they replace the old ones and must be our own uploads. */
function readImages(ctx: Ctx, current: string): string {
  if (ctx.params.images === undefined) return current
  const list = imageListParam(ctx.params.images)
  if (!list || list.length > MAX_IMAGES) throw new ApiError(ctx.t('ucomments.images_format'))
  const paths = list.map((item) => ownImagePath(ctx, item, false))
  if (paths.some((p) => !p)) throw new ApiError(ctx.t('ucomments.images_format'))
  return JSON.stringify(paths)
}

function save(ctx: Ctx) {
  const user = ctx.requireUser()
  const row = ownComment(ctx, user.id, requireId(ctx))
  const rating = readRating(ctx)
  const content = readContent(ctx)
  const anonymous = optionalFlag(ctx, 'is_anonymous', row.is_anonymous, 'ucomments.anonymous_format')
  const images = readImages(ctx, row.images)
  run(
    ctx.db,
    'UPDATE goods_comments SET rating = ?, content = ?, is_anonymous = ?, images = ?, upd_time = ? WHERE id = ? AND user_id = ?',
    rating,
    content,
    anonymous,
    images,
    ctx.nowSeconds(),
    row.id,
    user.id,
  )
  return ok('', ctx.t('ucomments.save_success'))
}

function delete_(ctx: Ctx) {
  const user = ctx.requireUser()
  deleteOwned(ctx, 'goods_comments', user.id, 'ucomments.not_found')
  return ok('', ctx.t('ucomments.delete_success'))
}

registerController('usergoodscomments', { index, detail, save, delete: delete_ })
