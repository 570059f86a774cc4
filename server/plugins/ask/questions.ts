// ask/ask/*: a shopper's own questions (api-plugins-2 §3.10 form, user-list, user-detail). Only the asker
// lists, opens, edits (until it is answered) or deletes a question; another's id answers like a missing one.
import type { Ctx } from '../../core/context'
import { ApiError, ok } from '../../core/result'
import { isAbsent, optionalString, optionalText, requireId } from '../../core/validate'
import { all, one, run } from '../../db'
import { asDataList, pagedQuery } from '../../services/paging'
import { goodsById } from '../../services/goods/goods-view'
import { htmlHasContent, htmlView, postHtmlParam } from '../../services/discussion/post-html'
import { askSetting } from './config'
import { askGoods, myAskFields, myAskView, type AskRow } from './views'
import { deleteOwned, ownRow } from '../../services/user/owned-rows'

/** Field limits of the form (api-plugins-2 §3.10). */
export const ASK_LIMITS = { title: 16, mobile: 16, email: 60 }

const ownAsk = (ctx: Ctx, userId: number, id: number) => ownRow<AskRow>(ctx, 'asks', userId, id, 'ask.not_found')

function index(ctx: Ctx) {
  const user = ctx.requireUser()
  const page = pagedQuery<AskRow>(ctx, { from: 'asks', where: 'user_id = ?', args: [user.id], pageSize: 10 })
  return ok({ ...asDataList({ ...page, data: page.data.map((row) => myAskView(ctx, row)) }), field_list: myAskFields(ctx, false) })
}

function detail(ctx: Ctx) {
  const user = ctx.requireUser()
  const row = ownAsk(ctx, user.id, requireId(ctx))
  return ok({ data: myAskView(ctx, row), field_list: myAskFields(ctx, true) })
}

/** The goods of a new question (goods_id param), which must be on sale; 0 when none was given. */
function goodsParam(ctx: Ctx): number {
  if (isAbsent(ctx.params.goods_id) || ctx.params.goods_id === '0' || ctx.params.goods_id === 0) return 0
  const id = requireId(ctx, 'goods_id')
  const goods = goodsById(ctx.db, id)
  if (!goods || goods.is_shelves !== 1) throw new ApiError(ctx.t('ask.goods_not_found'))
  return id
}

function saveinfo(ctx: Ctx) {
  const user = ctx.requireUser()
  const id = isAbsent(ctx.params.id) ? 0 : requireId(ctx)
  const row = id ? ownAsk(ctx, user.id, id) : null
  const goodsId = row ? row.goods_id : goodsParam(ctx)
  return ok({
    data: row
      ? {
          id: row.id,
          title: row.title,
          content: htmlView(ctx, row.content),
          category_id: row.ask_category_id,
          email_notice: row.email_notice,
          mobile_notice: row.mobile_notice,
          is_reply: row.is_reply,
        }
      : null,
    goods: askGoods(ctx, goodsId),
    ask_category_list: all<{ id: number; name: string }>(ctx.db, 'SELECT id, name FROM ask_categories WHERE is_enable = 1 ORDER BY sort, id'),
    editor_path_type: 'ask',
    is_show_email_notice: askSetting(ctx.db, 'is_show_email_notice'),
    is_show_mobile_notice: askSetting(ctx.db, 'is_show_mobile_notice'),
  })
}

function save(ctx: Ctx) {
  const user = ctx.requireUser()
  const id = isAbsent(ctx.params.id) || ctx.params.id === '0' || ctx.params.id === 0 ? 0 : requireId(ctx)
  const existing = id ? ownAsk(ctx, user.id, id) : null
  if (existing?.is_reply) throw new ApiError(ctx.t('ask.replied_locked'))
  if (!existing && !askSetting(ctx.db, 'is_user_add_ask')) throw new ApiError(ctx.t('ask.ask_closed'))

  const title = optionalText(ctx, 'title', ASK_LIMITS.title, ctx.t('ask.title_label'))
  if (!title) throw new ApiError(ctx.t('ask.title_required'))
  const content = postHtmlParam(ctx, 'content', ctx.t('ask.content_label'))
  if (!htmlHasContent(content)) throw new ApiError(ctx.t('ask.content_required'))
  const categoryId = isAbsent(ctx.params.category_id) || ctx.params.category_id === '0' || ctx.params.category_id === 0 ? 0 : requireId(ctx, 'category_id')
  if (categoryId && !one(ctx.db, 'SELECT 1 FROM ask_categories WHERE id = ? AND is_enable = 1', categoryId)) throw new ApiError(ctx.t('ask.category_not_found'))
  const email = optionalString(ctx, 'email_notice', ASK_LIMITS.email, ctx.t('ask.email_label'))
  if (email && !/^[^\s@<>"']+@[^\s@<>"']+\.[^\s@<>"']+$/.test(email)) throw new ApiError(ctx.t('ask.email_invalid'))
  const mobile = optionalString(ctx, 'mobile_notice', ASK_LIMITS.mobile, ctx.t('ask.mobile_label'))
  if (mobile && !/^\+?[0-9-]{6,16}$/.test(mobile)) throw new ApiError(ctx.t('ask.mobile_invalid'))
  const goodsId = existing ? existing.goods_id : goodsParam(ctx)

  // A new or edited question is public at once only when the shop does not review questions.
  const isShow = askSetting(ctx.db, 'is_ask_review') ? 0 : 1
  const now = ctx.nowSeconds()
  let savedId = id
  if (existing) {
    run(
      ctx.db,
      `UPDATE asks SET title = ?, content = ?, ask_category_id = ?, email_notice = ?, mobile_notice = ?, is_show = ?, upd_time = ?
       WHERE id = ? AND user_id = ? AND is_reply = 0`,
      title,
      content,
      categoryId,
      email,
      mobile,
      isShow,
      now,
      existing.id,
      user.id,
    )
  } else {
    savedId = Number(
      run(
        ctx.db,
        `INSERT INTO asks (user_id, goods_id, ask_category_id, title, content, email_notice, mobile_notice, is_show, add_time, upd_time)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        user.id,
        goodsId,
        categoryId,
        title,
        content,
        email,
        mobile,
        isShow,
        now,
        now,
      ).lastInsertRowid,
    )
  }
  return ok(savedId, ctx.t(isShow ? 'ask.saved' : 'ask.saved_review'))
}

function remove(ctx: Ctx) {
  const user = ctx.requireUser()
  deleteOwned(ctx, 'asks', user.id, 'ask.not_found')
  return ok('', ctx.t('ask.deleted'))
}

export const askUserControl = { index, detail, saveinfo, save, delete: remove }
