import { useCallback, useRef, useState } from 'react'
import { getMoreComments, postComment, toggleLike, type Discussion, type DiscussionComment } from '@/api/plugins/discussion'
import { toast } from '@/lib/navigate'
import { ensureLogin } from '@/lib/session-gate'

/** Longest comment (RULES.comment, api-plugins-2 §3.5). */
export const COMMENT_MAX_LENGTH = 500

export type SetComments = (update: (comments: DiscussionComment[]) => DiscussionComment[]) => void

/** Where a new comment goes: the subject (no comment), under a comment, or answering one of its replies. */
export interface ReplyTarget {
  comment?: DiscussionComment
  answered?: DiscussionComment
}

const patch = (comments: DiscussionComment[], id: string, change: (c: DiscussionComment) => DiscussionComment): DiscussionComment[] =>
  comments.map((c) => (c.id === id ? change(c) : { ...c, replies: c.replies.map((r) => (r.id === id ? change(r) : r)) }))

/**
 * The actions of a comment thread (like, post, load more replies) over comments kept by the page
 * (`setComments`: a state setter or a paged list's setItems). Each action asks a guest to log in first.
 */
export function useDiscussion(discussion: Discussion, setComments: SetComments, onPosted?: (comment: DiscussionComment) => void) {
  const { plugin, subjectId } = discussion
  const [busy, setBusy] = useState<ReadonlySet<string>>(() => new Set())
  const [posting, setPosting] = useState(false)
  const replyPages = useRef(new Map<string, number>())

  const mark = (key: string, on: boolean) =>
    setBusy((current) => {
      const next = new Set(current)
      if (on) next.add(key)
      else next.delete(key)
      return next
    })

  const like = useCallback(
    async (target: DiscussionComment) => {
      if (!ensureLogin()) return
      const key = `like:${target.id}`
      if (busy.has(key)) return
      mark(key, true)
      const result = await toggleLike(plugin, subjectId, { id: target.id, parentId: target.parentId })
      mark(key, false)
      if (result.ok) setComments((comments) => patch(comments, target.id, (c) => ({ ...c, liked: result.data.active, likes: result.data.count })))
    },
    [busy, plugin, subjectId, setComments],
  )

  /** Sends the text; true when it was posted (the composer then closes, otherwise it keeps the text). */
  const post = useCallback(
    async (content: string, target: ReplyTarget): Promise<boolean> => {
      if (posting || !ensureLogin()) return false
      setPosting(true)
      const result = await postComment(plugin, subjectId, content, target.comment?.id, target.answered?.id)
      setPosting(false)
      if (!result.ok) return false // the client toasted the server's message
      const made = result.data.comment
      const parent = target.comment
      if (parent) setComments((comments) => patch(comments, parent.id, (c) => ({ ...c, replies: [...c.replies, made], replyCount: c.replyCount + 1 })))
      else setComments((comments) => [made, ...comments])
      toast(result.data.msg, 'success')
      onPosted?.(made)
      return true
    },
    [posting, plugin, subjectId, setComments, onPosted],
  )

  /** The next page of a comment's replies (the first page replaces the few shown inline). */
  const loadReplies = useCallback(
    async (comment: DiscussionComment) => {
      const key = `replies:${comment.id}`
      if (busy.has(key)) return
      mark(key, true)
      const page = (replyPages.current.get(comment.id) ?? 0) + 1
      const result = await getMoreComments(plugin, subjectId, comment.id, page)
      mark(key, false)
      if (!result.ok) {
        toast(result.msg)
        return
      }
      replyPages.current.set(comment.id, page)
      setComments((comments) =>
        patch(comments, comment.id, (c) => {
          const kept = page === 1 ? [] : c.replies
          const seen = new Set(kept.map((r) => r.id))
          return { ...c, replies: [...kept, ...result.data.items.filter((r) => !seen.has(r.id))], replyCount: Math.max(c.replyCount, result.data.total) }
        }),
      )
    },
    [busy, plugin, subjectId, setComments],
  )

  return { like, post, loadReplies, posting, isBusy: (key: string) => busy.has(key) }
}
