// Comments, replies and likes under a subject (a blog post, a question): the same engine for the blog and
// ask plugins (api-plugins-2 §3.5 "comments component", §3.10 with renamed ids). A comment is a row with
// parent 0; a reply sits under one comment, and may answer another reply (its author is named). Rows that
// await review are shown to their own author only. Like counts and comment counts come from the rows.
import type { Ctx } from '../../core/context'
import { ApiError, ok } from '../../core/result'
import { defineMessages } from '../../core/i18n'
import { formatTime } from '../../core/format'
import { asInt, isAbsent, optionalText, requireId } from '../../core/validate'
import { all, one, run } from '../../db'
import { pagedQuery } from '../paging'
import { DEFAULT_AVATAR, maskName } from '../goods/comments'

defineMessages({
  'discussion.content_required': { zh: '请填写评论内容', en: 'Please write your comment' },
  'discussion.content_too_long': { zh: '评论内容最多{max}个字符', en: 'A comment can be at most {max} characters' },
  'discussion.comment_not_found': { zh: '评论不存在', en: 'This comment does not exist' },
  'discussion.comments_closed': { zh: '评论已关闭', en: 'Comments are closed' },
  'discussion.thumbs_closed': { zh: '点赞已关闭', en: 'Likes are switched off' },
  'discussion.reply_to': { zh: '回复 {name}', en: 'Reply to {name}' },
  'discussion.posted': { zh: '评论成功', en: 'Comment posted' },
  'discussion.posted_review': { zh: '评论成功，审核通过后其他人可见', en: 'Comment posted: others will see it once it is approved' },
  'discussion.pending': { zh: '待审核', en: 'Awaiting review' },
  'discussion.liked': { zh: '点赞成功', en: 'Liked' },
  'discussion.unliked': { zh: '已取消点赞', en: 'Like removed' },
})

/** Longest comment (characters after markup is removed). */
export const COMMENT_MAX = 500
/** Replies shown under each comment before "more replies". */
export const REPLIES_INLINE = 3
const COMMENTS_PAGE = 10
const REPLIES_PAGE = 10

/**
 * The tables and names of one discussion. Only the two constant configurations below exist, so the SQL
 * built from them is constant too (no request value ever reaches a table or column name).
 */
export interface DiscussionKind {
  /** Table of the subjects (blogs, asks). */
  subject: 'blogs' | 'asks'
  comments: 'blog_comments' | 'ask_comments'
  thumbs: 'blog_thumbs' | 'ask_thumbs'
  /** Column in the comment and like tables, and the subject's id param and field ('blog_id'). */
  subjectKey: 'blog_id' | 'ask_id'
  /** The comment id param and field ('blog_comments_id'). */
  commentKey: 'blog_comments_id' | 'ask_comments_id'
}

export const BLOG_DISCUSSION: DiscussionKind = {
  subject: 'blogs',
  comments: 'blog_comments',
  thumbs: 'blog_thumbs',
  subjectKey: 'blog_id',
  commentKey: 'blog_comments_id',
}

export const ASK_DISCUSSION: DiscussionKind = {
  subject: 'asks',
  comments: 'ask_comments',
  thumbs: 'ask_thumbs',
  subjectKey: 'ask_id',
  commentKey: 'ask_comments_id',
}

interface CommentRow {
  id: number
  user_id: number
  parent_id: number
  reply_user_id: number
  content: string
  status: number
  add_time: number
  nickname: string | null
  username: string | null
  avatar: string | null
  reply_nickname: string | null
  reply_username: string | null
}

const shownTo = (alias: string) => `(${alias}.status = 1 OR ${alias}.user_id = ?)`

const COLUMNS = `c.id, c.user_id, c.parent_id, c.reply_user_id, c.content, c.status, c.add_time,
  u.nickname, u.username, u.avatar, ru.nickname AS reply_nickname, ru.username AS reply_username`

/** Comments with their author and the author of the reply they answer. */
const commentsFrom = (kind: DiscussionKind) => `${kind.comments} c LEFT JOIN users u ON u.id = c.user_id LEFT JOIN users ru ON ru.id = c.reply_user_id`

function selectColumns(kind: DiscussionKind): string {
  return `${COLUMNS} FROM ${commentsFrom(kind)}`
}

/** The name a discussion shows for a user: nickname or account name, masked like goods reviews. */
export function publicName(nickname: string | null, username: string | null): string {
  return maskName(nickname || username || '')
}

function thumbsOf(ctx: Ctx, kind: DiscussionKind, subjectId: number, commentId: number) {
  const count =
    one<{ n: number }>(ctx.db, `SELECT COUNT(*) AS n FROM ${kind.thumbs} WHERE ${kind.subjectKey} = ? AND comment_id = ?`, subjectId, commentId)?.n ?? 0
  const mine = ctx.user
    ? Boolean(one(ctx.db, `SELECT 1 FROM ${kind.thumbs} WHERE user_id = ? AND ${kind.subjectKey} = ? AND comment_id = ?`, ctx.user.id, subjectId, commentId))
    : false
  return { give_thumbs_count: count, is_give_thumbs: mine ? 1 : 0 }
}

function viewerId(ctx: Ctx): number {
  return ctx.user?.id ?? 0
}

/** Replies under `commentId` the viewer may see. */
function replyCount(ctx: Ctx, kind: DiscussionKind, subjectId: number, commentId: number): number {
  return (
    one<{ n: number }>(
      ctx.db,
      `SELECT COUNT(*) AS n FROM ${kind.comments} c WHERE c.${kind.subjectKey} = ? AND c.parent_id = ? AND ${shownTo('c')}`,
      subjectId,
      commentId,
      viewerId(ctx),
    )?.n ?? 0
  )
}

function rowView(ctx: Ctx, kind: DiscussionKind, subjectId: number, row: CommentRow): Record<string, unknown> {
  const base = {
    id: row.id,
    [kind.subjectKey]: subjectId,
    user: { avatar: ctx.img(row.avatar || DEFAULT_AVATAR), user_name_view: publicName(row.nickname, row.username) },
    add_time: formatTime(row.add_time),
    content: row.content,
    is_pending: row.status === 1 ? 0 : 1,
    status_name: row.status === 1 ? '' : ctx.t('discussion.pending'),
    ...thumbsOf(ctx, kind, subjectId, row.id),
  }
  if (row.parent_id) {
    const answered = row.reply_user_id ? publicName(row.reply_nickname, row.reply_username) : ''
    return {
      ...base,
      [kind.commentKey]: row.parent_id,
      reply_comments_text: answered ? ctx.t('discussion.reply_to', { name: answered }) : '',
      comments_count: 0,
    }
  }
  const replies = all<CommentRow>(
    ctx.db,
    `SELECT ${selectColumns(kind)} WHERE c.${kind.subjectKey} = ? AND c.parent_id = ? AND ${shownTo('c')} ORDER BY c.id ASC LIMIT ?`,
    subjectId,
    row.id,
    viewerId(ctx),
    REPLIES_INLINE,
  )
  return {
    ...base,
    [kind.commentKey]: 0,
    comments_count: replyCount(ctx, kind, subjectId, row.id),
    reply_comments_list: replies.map((reply): Record<string, unknown> => rowView(ctx, kind, subjectId, reply)),
  }
}

/** The subject's first page of comments (newest first), each with its first replies. */
export function firstComments(ctx: Ctx, kind: DiscussionKind, subjectId: number, limit = COMMENTS_PAGE) {
  return all<CommentRow>(
    ctx.db,
    `SELECT ${selectColumns(kind)} WHERE c.${kind.subjectKey} = ? AND c.parent_id = 0 AND ${shownTo('c')} ORDER BY c.id DESC LIMIT ?`,
    subjectId,
    viewerId(ctx),
    limit,
  ).map((row) => rowView(ctx, kind, subjectId, row))
}

/** Comments and replies others can see (the subject's comment count). */
export function shownCommentCount(ctx: Ctx, kind: DiscussionKind, subjectId: number): number {
  return one<{ n: number }>(ctx.db, `SELECT COUNT(*) AS n FROM ${kind.comments} WHERE ${kind.subjectKey} = ? AND status = 1`, subjectId)?.n ?? 0
}

/** Counts and the viewer's like of the subject itself, for its detail view. */
export function subjectCounts(ctx: Ctx, kind: DiscussionKind, subjectId: number) {
  return { comments_count: shownCommentCount(ctx, kind, subjectId), ...thumbsOf(ctx, kind, subjectId, 0) }
}

/** Like counts of many subjects at once (lists). */
export function thumbsCounts(ctx: Ctx, kind: DiscussionKind, subjectIds: number[]): Map<number, number> {
  const rows = all<{ id: number; n: number }>(
    ctx.db,
    `SELECT ${kind.subjectKey} AS id, COUNT(*) AS n FROM ${kind.thumbs} WHERE comment_id = 0 AND ${kind.subjectKey} IN (SELECT value FROM json_each(?)) GROUP BY ${kind.subjectKey}`,
    JSON.stringify(subjectIds),
  )
  return new Map(rows.map((r) => [r.id, r.n]))
}

/** Shown comment counts of many subjects at once (lists). */
export function commentCounts(ctx: Ctx, kind: DiscussionKind, subjectIds: number[]): Map<number, number> {
  const rows = all<{ id: number; n: number }>(
    ctx.db,
    `SELECT ${kind.subjectKey} AS id, COUNT(*) AS n FROM ${kind.comments} WHERE status = 1 AND ${kind.subjectKey} IN (SELECT value FROM json_each(?)) GROUP BY ${kind.subjectKey}`,
    JSON.stringify(subjectIds),
  )
  return new Map(rows.map((r) => [r.id, r.n]))
}

/** An id param that may be absent or 0 ("none"). */
function optionalId(ctx: Ctx, name: string): number {
  const raw = ctx.params[name]
  if (isAbsent(raw)) return 0
  const n = asInt(raw)
  if (n === null || n < 0) throw new ApiError(ctx.t('validate.int', { name }))
  return n
}

/** A comment row of this subject the viewer may see, or -1 "comment does not exist". */
function visibleComment(ctx: Ctx, kind: DiscussionKind, subjectId: number, id: number): { id: number; parent_id: number; user_id: number } {
  const row = one<{ id: number; parent_id: number; user_id: number }>(
    ctx.db,
    `SELECT c.id, c.parent_id, c.user_id FROM ${kind.comments} c WHERE c.id = ? AND c.${kind.subjectKey} = ? AND ${shownTo('c')}`,
    id,
    subjectId,
    viewerId(ctx),
  )
  if (!row) throw new ApiError(ctx.t('discussion.comment_not_found'))
  return row
}

export interface PostRules {
  /** Comments may be written at all. */
  open: boolean
  /** New comments wait for review before others see them. */
  review: boolean
}

/**
 * Post a comment or a reply ({<subject>_id, content, <comment>_id, reply_comments_id}). `subjectId` is the
 * subject the caller has already checked the user may see. Answers the new row, as the list shows it.
 */
export function postComment(ctx: Ctx, kind: DiscussionKind, subjectId: number, rules: PostRules) {
  const user = ctx.requireUser()
  if (!rules.open) throw new ApiError(ctx.t('discussion.comments_closed'))
  const content = optionalText(ctx, 'content', COMMENT_MAX * 4)
  if (!content) throw new ApiError(ctx.t('discussion.content_required'))
  if ([...content].length > COMMENT_MAX) throw new ApiError(ctx.t('discussion.content_too_long', { max: COMMENT_MAX }))
  const parentId = optionalId(ctx, kind.commentKey)
  const answeredId = optionalId(ctx, 'reply_comments_id')
  let replyUserId = 0
  if (parentId) {
    const parent = visibleComment(ctx, kind, subjectId, parentId)
    if (parent.parent_id !== 0) throw new ApiError(ctx.t('discussion.comment_not_found'))
    if (answeredId) {
      const answered = visibleComment(ctx, kind, subjectId, answeredId)
      if (answered.parent_id !== parentId) throw new ApiError(ctx.t('discussion.comment_not_found'))
      replyUserId = answered.user_id
    }
  } else if (answeredId) throw new ApiError(ctx.t('discussion.comment_not_found'))
  const status = rules.review ? 0 : 1
  const id = Number(
    run(
      ctx.db,
      `INSERT INTO ${kind.comments} (${kind.subjectKey}, user_id, parent_id, reply_user_id, content, status, add_time) VALUES (?, ?, ?, ?, ?, ?, ?)`,
      subjectId,
      user.id,
      parentId,
      replyUserId,
      content,
      status,
      ctx.nowSeconds(),
    ).lastInsertRowid,
  )
  const row = one<CommentRow>(ctx.db, `SELECT ${selectColumns(kind)} WHERE c.id = ?`, id)
  return { data: row ? rowView(ctx, kind, subjectId, row) : null, msg: ctx.t(rules.review ? 'discussion.posted_review' : 'discussion.posted') }
}

/** More comments ({<comment>_id: 0}) or more replies of one comment, one page. */
export function commentPage(ctx: Ctx, kind: DiscussionKind, subjectId: number) {
  const parentId = optionalId(ctx, kind.commentKey)
  if (parentId) {
    const parent = visibleComment(ctx, kind, subjectId, parentId)
    if (parent.parent_id !== 0) throw new ApiError(ctx.t('discussion.comment_not_found'))
  }
  return pagedQuery(
    ctx,
    {
      from: commentsFrom(kind),
      columns: COLUMNS,
      where: `c.${kind.subjectKey} = ? AND c.parent_id = ? AND ${shownTo('c')}`,
      args: [subjectId, parentId, viewerId(ctx)],
      // Comments newest first; the replies of one comment in the order they were written.
      order: parentId ? 'c.id ASC' : 'c.id DESC',
      pageSize: parentId ? REPLIES_PAGE : COMMENTS_PAGE,
    },
    (row: CommentRow) => rowView(ctx, kind, subjectId, row),
  )
}

/**
 * Like or unlike the subject ({<comment>_id: 0}) or one of its comments or replies. One like per user and
 * target; answers {is_active, count}.
 */
export function toggleThumbs(ctx: Ctx, kind: DiscussionKind, subjectId: number, enabled: boolean) {
  const user = ctx.requireUser()
  if (!enabled) throw new ApiError(ctx.t('discussion.thumbs_closed'))
  const commentId = optionalId(ctx, kind.commentKey)
  if (commentId) visibleComment(ctx, kind, subjectId, commentId)
  const active = ctx.db.transaction(() => {
    const removed = run(ctx.db, `DELETE FROM ${kind.thumbs} WHERE user_id = ? AND ${kind.subjectKey} = ? AND comment_id = ?`, user.id, subjectId, commentId)
    if (removed.changes) return false
    run(
      ctx.db,
      `INSERT INTO ${kind.thumbs} (user_id, ${kind.subjectKey}, comment_id, add_time) VALUES (?, ?, ?, ?)`,
      user.id,
      subjectId,
      commentId,
      ctx.nowSeconds(),
    )
    return true
  })()
  const { give_thumbs_count } = thumbsOf(ctx, kind, subjectId, commentId)
  return { data: { is_active: active ? 1 : 0, count: give_thumbs_count }, msg: ctx.t(active ? 'discussion.liked' : 'discussion.unliked') }
}

/** The subject id param of a discussion call (blog_id / ask_id; some calls send `id`). */
export function subjectIdParam(ctx: Ctx, kind: DiscussionKind): number {
  return requireId(ctx, isAbsent(ctx.params[kind.subjectKey]) && !isAbsent(ctx.params.id) ? 'id' : kind.subjectKey)
}

/** Emoji offered by the comment box (inserted as text). */
export const EMOJI_LIST = ['😀', '😂', '😍', '🥰', '😘', '😎', '🤔', '😮', '😢', '😡', '👍', '👏', '🙏', '💪', '🎉', '🌹', '💄', '💅', '✨', '❤️']

/** What a subject plugin's settings allow of its comments (each plugin has its own setting names). */
export interface DiscussionSwitches {
  show: boolean
  add: boolean
  review: boolean
  thumbs: boolean
}

/** A subject's detail part of the discussion: its counts, the viewer's like and (when shown) its first comments. */
export function subjectDiscussion(ctx: Ctx, kind: DiscussionKind, subjectId: number, switches: DiscussionSwitches) {
  return { ...subjectCounts(ctx, kind, subjectId), comments_list: switches.show ? firstComments(ctx, kind, subjectId) : [] }
}

/**
 * The comment actions of a subject plugin (blog post, question): post a comment or reply, a comment's
 * reply pages, and likes. `readable` gives the subject the asker may see (or throws its "not found").
 */
export function discussionActions(kind: DiscussionKind, readable: (ctx: Ctx, id: number) => { id: number }, switches: (ctx: Ctx) => DiscussionSwitches) {
  const subjectId = (ctx: Ctx) => readable(ctx, subjectIdParam(ctx, kind)).id
  return {
    comments(ctx: Ctx) {
      const id = subjectId(ctx)
      const on = switches(ctx)
      const { data, msg } = postComment(ctx, kind, id, { open: on.add && on.show, review: on.review })
      return ok(data, msg)
    },
    commentsreplylist: (ctx: Ctx) => ok(commentPage(ctx, kind, subjectId(ctx))),
    givethumbs(ctx: Ctx) {
      const id = subjectId(ctx)
      const { data, msg } = toggleThumbs(ctx, kind, id, switches(ctx).thumbs)
      return ok(data, msg)
    },
  }
}
