import { Image, Text, View } from '@tarojs/components'
import { pressable, imageAlt } from '@/lib/a11y'
import { observer } from 'mobx-react-lite'
import { useState, type ReactNode } from 'react'
import type { Discussion, DiscussionComment } from '@/api/plugins/discussion'
import { Icon } from '@/components/icon/icon'
import { SafeRichText } from '@/components/rich-text/rich-text'
import { t } from '@/i18n'
import { ensureLogin } from '@/lib/session-gate'
import { CommentComposerOnDemand } from './comment-composer-on-demand'
import { useDiscussion, type ReplyTarget, type SetComments } from './use-discussion'
import './discussion.scss'
import '@/i18n/locales/plugin-content'

interface RowProps {
  comment: DiscussionComment
  richText: boolean
  canLike: boolean
  canReply: boolean
  likeBusy: boolean
  onLike: (comment: DiscussionComment) => void
  onReply: (comment: DiscussionComment) => void
  children?: ReactNode
}

const CommentRow = observer(function CommentRow({ comment, richText, canLike, canReply, likeBusy, onLike, onReply, children }: RowProps) {
  return (
    <View className={`dsc-row ${comment.parentId ? 'dsc-row--reply' : ''}`} data-testid={comment.parentId ? 'discussion-reply' : 'discussion-comment'}>
      <Image className='dsc-row__avatar' src={comment.author.avatar} mode='aspectFill' {...imageAlt('')} />
      <View className='dsc-row__main'>
        <View className='dsc-row__head'>
          <Text className='dsc-row__name'>{comment.author.name}</Text>
          {comment.pending ? <Text className='dsc-row__pending'>{comment.pendingLabel || t('plugin-content.pending')}</Text> : null}
          <Text className='dsc-row__time'>{comment.time}</Text>
        </View>
        {comment.replyTo ? <Text className='dsc-row__reply-to'>{comment.replyTo}</Text> : null}
        {richText ? <SafeRichText className='dsc-row__content' html={comment.content} /> : <Text className='dsc-row__content'>{comment.content}</Text>}
        <View className='dsc-row__actions'>
          {canLike ? (
            <Text
              className={`dsc-row__action ${comment.liked ? 'dsc-row__action--on' : ''}`}
              aria-disabled={likeBusy}
              onClick={() => onLike(comment)}
              {...pressable(() => onLike(comment))}
              data-testid='discussion-like'
            >
              <Icon name='heart' size={26} />
              {comment.likes}
            </Text>
          ) : null}
          {canReply && !comment.pending ? (
            <Text className='dsc-row__action' onClick={() => onReply(comment)} {...pressable(() => onReply(comment))} data-testid='discussion-reply-button'>
              {t('plugin-content.reply')}
            </Text>
          ) : null}
        </View>
        {children}
      </View>
    </View>
  )
})

interface Props {
  discussion: Discussion
  comments: DiscussionComment[]
  setComments: SetComments
  /** Comments are HTML (ask) rather than plain text (blog). */
  richText?: boolean
  /** Called after a comment or reply was posted (the page counts it). */
  onPosted?: (comment: DiscussionComment) => void
  /** Under the list: "view all comments", "load more"... */
  footer?: ReactNode
  /** The number shown in the heading. */
  count: number
}

/**
 * The comment thread of a post or a question: a heading with "write a comment", each comment with its
 * first replies, likes and "reply", more replies on demand, and the composer sheet.
 */
export const DiscussionThread = observer(function DiscussionThread({ discussion, comments, setComments, richText = false, onPosted, footer, count }: Props) {
  const { settings } = discussion
  const actions = useDiscussion(discussion, setComments, onPosted)
  const [target, setTarget] = useState<ReplyTarget | null>(null)

  const compose = (next: ReplyTarget) => {
    if (!ensureLogin()) return
    setTarget(next)
  }
  const replyTo = (comment: DiscussionComment) => {
    if (!comment.parentId) compose({ comment })
    else compose({ comment: comments.find((c) => c.id === comment.parentId), answered: comment })
  }

  if (!settings.show) return null
  const rowProps = {
    richText,
    canLike: settings.canLike,
    canReply: settings.canComment,
    onLike: (comment: DiscussionComment) => void actions.like(comment),
    onReply: replyTo,
  }
  return (
    <View className='dsc' data-testid='discussion'>
      <View className='dsc__head'>
        <Text className='dsc__title'>{t('plugin-content.comments_title', { n: count })}</Text>
        {settings.canComment ? (
          <Text className='dsc__write' onClick={() => compose({})} {...pressable(() => compose({}))} data-testid='discussion-write'>
            {t('plugin-content.write_comment')}
          </Text>
        ) : null}
      </View>
      {comments.length ? null : <Text className='dsc__empty'>{t('plugin-content.comments_empty')}</Text>}
      {comments.map((comment) => {
        const moreReplies = comment.replyCount - comment.replies.length
        const loading = actions.isBusy(`replies:${comment.id}`)
        return (
          <CommentRow key={comment.id} comment={comment} likeBusy={actions.isBusy(`like:${comment.id}`)} {...rowProps}>
            {comment.replies.length || moreReplies > 0 ? (
              <View className='dsc__replies'>
                {comment.replies.map((reply) => (
                  <CommentRow key={reply.id} comment={reply} likeBusy={actions.isBusy(`like:${reply.id}`)} {...rowProps} />
                ))}
                {moreReplies > 0 ? (
                  <Text
                    className='dsc__more-replies'
                    onClick={() => void actions.loadReplies(comment)}
                    {...pressable(() => void actions.loadReplies(comment))}
                    data-testid='discussion-more-replies'
                  >
                    {loading ? t('common.loading') : t('plugin-content.more_replies', { n: moreReplies })}
                  </Text>
                ) : null}
              </View>
            ) : null}
          </CommentRow>
        )
      })}
      {footer}
      <CommentComposerOnDemand
        open={target !== null}
        target={target}
        emoji={discussion.emoji}
        busy={actions.posting}
        onClose={() => setTarget(null)}
        onSubmit={async (text) => {
          const posted = await actions.post(text, target ?? {})
          if (posted) setTarget(null)
          return posted
        }}
      />
    </View>
  )
})
