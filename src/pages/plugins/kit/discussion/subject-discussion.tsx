import { Text } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import type { Discussion, DiscussionComment } from '@/api/plugins/discussion'
import { t } from '@/i18n'
import { openPage } from '@/lib/navigate'
import { DiscussionThread } from './discussion-thread'
import './discussion.scss'
import '@/i18n/locales/plugin-content'

interface Props {
  discussion: Discussion
  /** The comments the detail answer carried, and the subject's comment count. */
  comments: DiscussionComment[]
  count: number
  /** The subject's comments page. */
  allUrl: string
  richText?: boolean
}

/**
 * Comments on a post's or question's own page: the first page the detail answer carried; past it (or the
 * shop's threshold) "view all comments" opens the comments page.
 */
export const SubjectDiscussion = observer(function SubjectDiscussion({ discussion, comments: initial, count: initialCount, allUrl, richText }: Props) {
  const [comments, setComments] = useState<DiscussionComment[]>(initial)
  const [count, setCount] = useState(initialCount)
  useEffect(() => {
    setComments(initial)
    setCount(initialCount)
  }, [initial, initialCount])
  const shown = comments.reduce((n, c) => n + 1 + c.replies.length, 0)
  const more = count > shown || comments.length >= discussion.settings.moreThreshold
  return (
    <DiscussionThread
      discussion={discussion}
      comments={comments}
      setComments={setComments}
      count={count}
      richText={richText}
      onPosted={(comment) => !comment.pending && setCount((n) => n + 1)}
      footer={
        more ? (
          <Text className='dsc__view-all' onClick={() => void openPage(allUrl)} data-testid='discussion-view-all'>
            {t('plugin-content.view_all_comments')} ›
          </Text>
        ) : null
      }
    />
  )
})
