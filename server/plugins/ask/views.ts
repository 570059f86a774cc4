// Questions as the pages read them (api-plugins-2 §3.10), and who may see one.
import type { Ctx } from '../../core/context'
import { ApiError } from '../../core/result'
import { formatTime } from '../../core/format'
import { all, one } from '../../db'
import { goodsById, goodsListItem } from '../../services/goods/goods-view'
import { ASK_DISCUSSION, commentCounts, publicName } from '../../services/discussion/discussion'
import { htmlImages, htmlText, htmlView } from '../../services/discussion/post-html'

export interface AskRow {
  id: number
  user_id: number
  goods_id: number
  ask_category_id: number
  title: string
  content: string
  email_notice: string
  mobile_notice: string
  is_show: number
  is_reply: number
  reply: string
  reply_time: number
  access_count: number
  add_time: number
  upd_time: number
}

export const ASK_DETAIL_PAGE = '/pages/plugins/ask/detail/detail'
export const askUrl = (id: number) => `${ASK_DETAIL_PAGE}?id=${id}`

/** What everybody may read: approved by the shop. */
export const PUBLIC_ASKS = 'a.is_show = 1'

/** The question `id` if the viewer may read it (public, or their own); else -1 "does not exist". */
export function readableAsk(ctx: Ctx, id: number): AskRow {
  const row = one<AskRow>(ctx.db, 'SELECT * FROM asks WHERE id = ?', id)
  const own = row && ctx.user && row.user_id === ctx.user.id
  if (!row || (!own && row.is_show !== 1)) throw new ApiError(ctx.t('ask.not_found'))
  return row
}

function askers(ctx: Ctx, userIds: number[]): Map<number, string> {
  const rows = all<{ id: number; nickname: string; username: string }>(
    ctx.db,
    'SELECT id, nickname, username FROM users WHERE id IN (SELECT value FROM json_each(?))',
    JSON.stringify([...new Set(userIds)]),
  )
  return new Map(rows.map((u) => [u.id, publicName(u.nickname, u.username)]))
}

/** Public list rows (the Q&A board, a goods' questions, the goods-detail block). */
export function askListItems(ctx: Ctx, rows: AskRow[]) {
  const names = askers(
    ctx,
    rows.map((r) => r.user_id),
  )
  const comments = commentCounts(
    ctx,
    ASK_DISCUSSION,
    rows.map((r) => r.id),
  )
  return rows.map((row) => ({
    id: row.id,
    url: askUrl(row.id),
    title: row.title,
    name: names.get(row.user_id) ?? '',
    content: htmlView(ctx, row.content),
    content_text: htmlText(row.content),
    images: htmlImages(ctx, row.content),
    goods_id: row.goods_id,
    is_reply: String(row.is_reply),
    reply: htmlView(ctx, row.reply),
    reply_text: htmlText(row.reply),
    reply_time_date: row.reply_time ? formatTime(row.reply_time, false) : '',
    add_time_date: formatTime(row.add_time, false),
    add_time_time: formatTime(row.add_time),
    access_count: row.access_count,
    comments_count: comments.get(row.id) ?? 0,
    is_show: row.is_show,
  }))
}

/** The goods a question is about, as its detail shows it (null when none or gone). */
export function askGoods(ctx: Ctx, goodsId: number) {
  const goods = goodsId ? goodsById(ctx.db, goodsId) : undefined
  if (!goods) return null
  const item = goodsListItem(ctx, goods, { withoutContent: true })
  return { id: goods.id, goods_url: item.goods_url, images: item.images, title: item.title, price: item.price, original_price: item.original_price }
}

function categoryName(ctx: Ctx, id: number): string {
  return id ? (one<{ name: string }>(ctx.db, 'SELECT name FROM ask_categories WHERE id = ?', id)?.name ?? '') : ''
}

/** One of my questions, for "my questions" and its detail (every field the field_list names). */
export function myAskView(ctx: Ctx, row: AskRow) {
  return {
    id: row.id,
    title: row.title,
    content: htmlView(ctx, row.content),
    goods_id: row.goods_id,
    goods_title: row.goods_id ? (goodsById(ctx.db, row.goods_id)?.title ?? '') : '',
    category_name: categoryName(ctx, row.ask_category_id),
    is_reply: row.is_reply,
    is_reply_name: ctx.t(row.is_reply ? 'ask.reply_yes' : 'ask.reply_no'),
    is_show: row.is_show,
    is_show_name: ctx.t(row.is_show ? 'ask.show_yes' : 'ask.show_no'),
    email_notice: row.email_notice,
    mobile_notice: row.mobile_notice,
    reply: htmlView(ctx, row.reply),
    reply_time_time: row.reply_time ? formatTime(row.reply_time) : '',
    add_time_time: formatTime(row.add_time),
    url: askUrl(row.id),
  }
}

/** The generic key/value panel of my questions (list rows, then the detail's longer list). */
export function myAskFields(ctx: Ctx, detail: boolean) {
  const field = (key: string, name: string) => ({ name: ctx.t(`ask.field_${key}`), field: name })
  const list = [
    field('title', 'title'),
    field('category', 'category_name'),
    field('reply_status', 'is_reply_name'),
    field('show_status', 'is_show_name'),
    field('add_time', 'add_time_time'),
  ]
  if (!detail) return list
  return [...list, field('goods', 'goods_title'), field('email', 'email_notice'), field('mobile', 'mobile_notice'), field('reply_time', 'reply_time_time')]
}
