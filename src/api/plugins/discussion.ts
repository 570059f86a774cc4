import { call, pluginRoute } from '../client'
import { arr, bool, int, obj, reqStr, str, toPage } from '../parse'
import type { ApiResult, Page } from '../types'

/**
 * Comments, replies and likes under a blog post or a question (api-plugins-2 §3.5 "comments component";
 * §3.10 uses the same calls with ask_* ids). One parser and one set of calls for both plugins.
 */
export interface DiscussionComment {
  id: string
  /** '' for a comment; the id of the comment a reply sits under. */
  parentId: string
  author: { avatar: string; name: string }
  time: string
  content: string
  /** "Reply to …" when the reply answers another reply. */
  replyTo: string
  /** Awaiting review: only its author sees it. */
  pending: boolean
  pendingLabel: string
  likes: number
  liked: boolean
  /** Replies under a comment (those shown and those still to load). */
  replyCount: number
  replies: DiscussionComment[]
}

/** The switches of the comment box (blog: is_blog_*, ask: is_ask_*). */
export interface DiscussionSettings {
  show: boolean
  canComment: boolean
  canLike: boolean
  /** More comments than this: the detail page links to the comments page instead of loading them inline. */
  moreThreshold: number
}

export interface Discussion {
  /** 'blog' or 'ask': the plugin whose calls these are. */
  plugin: 'blog' | 'ask'
  subjectId: string
  settings: DiscussionSettings
  emoji: string[]
}

interface Names {
  subjectKey: 'blog_id' | 'ask_id'
  commentKey: 'blog_comments_id' | 'ask_comments_id'
}

const NAMES: Record<Discussion['plugin'], Names> = {
  blog: { subjectKey: 'blog_id', commentKey: 'blog_comments_id' },
  ask: { subjectKey: 'ask_id', commentKey: 'ask_comments_id' },
}

export function parseDiscussionComment(raw: Record<string, unknown>, plugin: Discussion['plugin']): DiscussionComment {
  const user = obj(raw.user)
  const parentId = str(raw[NAMES[plugin].commentKey])
  return {
    id: reqStr(raw, 'id'), // a row without its id cannot be liked or answered
    parentId: parentId === '0' ? '' : parentId,
    author: { avatar: str(user.avatar), name: str(user.user_name_view) },
    time: str(raw.add_time),
    content: str(raw.content),
    replyTo: str(raw.reply_comments_text),
    pending: bool(raw.is_pending),
    pendingLabel: str(raw.status_name),
    likes: int(raw.give_thumbs_count),
    liked: bool(raw.is_give_thumbs),
    replyCount: int(raw.comments_count),
    replies: arr<Record<string, unknown>>(raw.reply_comments_list).map((reply) => parseDiscussionComment(obj(reply), plugin)),
  }
}

export function parseDiscussionComments(raw: unknown, plugin: Discussion['plugin']): DiscussionComment[] {
  return arr<Record<string, unknown>>(raw).map((item) => parseDiscussionComment(obj(item), plugin))
}

/** `emoji_list`: plain emoji strings (objects with a `name` are read too). */
export function parseEmojiList(raw: unknown): string[] {
  return arr<unknown>(raw)
    .map((item) => (typeof item === 'string' ? item : str(obj(item).name)))
    .filter(Boolean)
}

const route = (plugin: Discussion['plugin'], action: string) => pluginRoute(plugin, 'index', action)

/** Post a comment (`commentId` ''), a reply to a comment, or a reply to a reply (`answeredId`). */
export function postComment(
  plugin: Discussion['plugin'],
  subjectId: string,
  content: string,
  commentId = '',
  answeredId = '',
): Promise<ApiResult<{ comment: DiscussionComment; msg: string }>> {
  const names = NAMES[plugin]
  return call(
    route(plugin, 'comments'),
    { [names.subjectKey]: subjectId, content, [names.commentKey]: commentId || 0, reply_comments_id: answeredId || 0 },
    (raw, msg) => ({ comment: parseDiscussionComment(obj(raw), plugin), msg }),
  )
}

/** More comments (`commentId` '') or more replies of one comment. */
export function getMoreComments(plugin: Discussion['plugin'], subjectId: string, commentId: string, page: number): Promise<ApiResult<Page<DiscussionComment>>> {
  const names = NAMES[plugin]
  return call(
    route(plugin, 'commentsreplylist'),
    { [names.subjectKey]: subjectId, [names.commentKey]: commentId || 0, page },
    (raw) => toPage(raw, page, (item) => parseDiscussionComment(item, plugin)),
    { silent: true },
  )
}

export interface LikeState {
  active: boolean
  count: number
}

/**
 * Like or unlike the subject (`target` ''), a comment, or a reply. For a reply ShopXO's page sends the
 * reply's own id with its comment's id as `reply_comments_id`.
 */
export function toggleLike(plugin: Discussion['plugin'], subjectId: string, target?: { id: string; parentId: string }): Promise<ApiResult<LikeState>> {
  const names = NAMES[plugin]
  return call(
    route(plugin, 'givethumbs'),
    { [names.subjectKey]: subjectId, [names.commentKey]: target?.id || 0, reply_comments_id: target?.parentId || 0 },
    (raw) => {
      const data = obj(raw)
      return { active: bool(data.is_active), count: int(data.count) }
    },
  )
}
