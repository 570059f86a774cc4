// Goods comments: public list items and the rating summary.
import type { Database } from 'better-sqlite3'
import { all, one } from '../../db'
import { formatTime } from '../../core/format'
import { defineMessages } from '../../core/i18n'
import type { Ctx } from '../../core/context'
import type { PageQuery } from '../paging'

defineMessages({
  'comments.rating_text': { zh: '{n}分', en: '{n} points' },
  'comments.anonymous': { zh: '匿名', en: 'Anonymous' },
  'comments.yes': { zh: '是', en: 'Yes' },
  'comments.no': { zh: '否', en: 'No' },
  'comments.business_order': { zh: '订单', en: 'Order' },
})

export interface CommentRow {
  id: number
  user_id: number
  goods_id: number
  order_id: number
  business_type: string
  spec_text: string
  content: string
  images: string
  reply: string
  rating: number
  is_show: number
  is_anonymous: number
  is_reply: number
  reply_time: number
  add_time: number
  upd_time: number
}

export const DEFAULT_AVATAR = '/static/avatar/default.svg'

/** 'demo' → 'd***o': public lists never show a full account name. */
export function maskName(name: string): string {
  const chars = [...name]
  if (chars.length <= 1) return name ? `${name}***` : '***'
  return `${chars[0]}***${chars[chars.length - 1]}`
}

export function commentImages(ctx: Ctx, text: string): string[] {
  try {
    const list = JSON.parse(text || '[]')
    return Array.isArray(list) ? list.filter((s): s is string => typeof s === 'string').map((p) => ctx.img(p)) : []
  } catch {
    return []
  }
}

/** One public comment (goods/comments, goods/detail comments_data). */
export interface CommentAuthor {
  nickname: string
  username: string
  avatar: string
}

export type CommentJoinRow = CommentRow & { a_nickname: string | null; a_username: string | null; a_avatar: string | null }

/** A goods' visible comments with their authors, newest first (for pagedQuery; 20 a page as ShopXO). */
export function visibleCommentsQuery(goodsId: number): PageQuery {
  return {
    from: 'goods_comments c LEFT JOIN users u ON u.id = c.user_id',
    columns: 'c.*, u.nickname AS a_nickname, u.username AS a_username, u.avatar AS a_avatar',
    where: 'c.goods_id = ? AND c.is_show = 1',
    args: [goodsId],
    order: 'c.id DESC',
    pageSize: 20,
  }
}

export function withAuthor({ a_nickname, a_username, a_avatar, ...c }: CommentJoinRow): CommentRow & { author: CommentAuthor | null } {
  return { ...c, author: a_username === null ? null : { nickname: a_nickname ?? '', username: a_username, avatar: a_avatar ?? '' } }
}

/** Latest visible comments with their authors in one query. */
export function latestComments(db: Database, goodsId: number, limit: number): Array<CommentRow & { author: CommentAuthor | null }> {
  const q = visibleCommentsQuery(goodsId)
  return all<CommentJoinRow>(db, `SELECT ${q.columns} FROM ${q.from} WHERE ${q.where} ORDER BY ${q.order} LIMIT ?`, ...q.args, limit).map(withAuthor)
}

export function commentView(ctx: Ctx, c: CommentRow & { author?: CommentAuthor | null }) {
  const author = c.author !== undefined ? c.author : one<CommentAuthor>(ctx.db, 'SELECT nickname, username, avatar FROM users WHERE id = ?', c.user_id)
  const anonymous = c.is_anonymous === 1 || !author
  const yesNo = (v: number) => ctx.t(v ? 'comments.yes' : 'comments.no')
  return {
    id: c.id,
    user_id: c.user_id,
    order_id: c.order_id,
    goods_id: c.goods_id,
    business_type: c.business_type,
    content: c.content,
    images: commentImages(ctx, c.images),
    reply: c.reply,
    rating: c.rating,
    is_show: c.is_show,
    is_anonymous: c.is_anonymous,
    is_reply: c.is_reply,
    reply_time: c.reply_time,
    add_time: c.add_time,
    upd_time: c.upd_time,
    user: {
      avatar: ctx.img(anonymous || !author?.avatar ? DEFAULT_AVATAR : author.avatar),
      user_name_view: anonymous ? ctx.t('comments.anonymous') : maskName(author.nickname || author.username),
    },
    business_type_text: ctx.t('comments.business_order'),
    msg: c.spec_text,
    rating_text: ctx.t('comments.rating_text', { n: c.rating }),
    rating_badge: c.rating >= 4 ? 'success' : c.rating >= 3 ? 'primary' : 'warning',
    is_reply_text: yesNo(c.is_reply),
    is_anonymous_text: yesNo(c.is_anonymous),
    is_show_text: yesNo(c.is_show),
    reply_time_time: c.reply_time ? formatTime(c.reply_time) : null,
    reply_time_date: c.reply_time ? formatTime(c.reply_time, false) : null,
    add_time_hour: formatTime(c.add_time).slice(11),
    add_time_time: formatTime(c.add_time),
    add_time_date: formatTime(c.add_time).slice(5, 16),
    upd_time_time: c.upd_time ? formatTime(c.upd_time) : null,
    upd_time_date: c.upd_time ? formatTime(c.upd_time, false) : null,
  }
}

/** {avg: "4.5", rate: 92, rating: [{rating, name, count, portion}]} over visible comments. */
export function goodsScore(ctx: Ctx, goodsId: number) {
  const rows = all<{ rating: number; n: number }>(
    ctx.db,
    'SELECT rating, COUNT(*) AS n FROM goods_comments WHERE goods_id = ? AND is_show = 1 GROUP BY rating',
    goodsId,
  )
  const total = rows.reduce((s, r) => s + r.n, 0)
  const sum = rows.reduce((s, r) => s + r.rating * r.n, 0)
  const positive = rows.filter((r) => r.rating >= 4).reduce((s, r) => s + r.n, 0)
  return {
    avg: total ? (sum / total).toFixed(1) : '0.0',
    rate: total ? Math.round((positive / total) * 100) : 100,
    rating: [1, 2, 3, 4, 5].map((rating) => {
      const count = rows.find((r) => r.rating === rating)?.n ?? 0
      return { rating, name: ctx.t('comments.rating_text', { n: rating }), count, portion: total ? Math.round((count / total) * 100) : 0 }
    }),
  }
}

export function visibleCommentCount(db: Database, goodsId: number): number {
  return one<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM goods_comments WHERE goods_id = ? AND is_show = 1', goodsId)?.n ?? 0
}
