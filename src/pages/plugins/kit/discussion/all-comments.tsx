import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useCallback, useState } from 'react'
import { getMoreComments, type Discussion } from '@/api/plugins/discussion'
import { ListEnd, StatusView } from '@/components/status-view/status-view'
import { usePagedList } from '@/hooks/use-paged-list'
import { t } from '@/i18n'
import { DiscussionThread } from './discussion-thread'

/**
 * Every comment of a post or question, a page at a time (commentsreplylist with no comment id), with
 * replies, likes and the composer: the body of the blog and ask comments pages.
 */
export const AllComments = observer(function AllComments({ discussion, count, richText }: { discussion: Discussion; count: number; richText?: boolean }) {
  const { plugin, subjectId } = discussion
  const fetchPage = useCallback((page: number) => getMoreComments(plugin, subjectId, '', page), [plugin, subjectId])
  const list = usePagedList(fetchPage, [plugin, subjectId])
  const [posted, setPosted] = useState(0)
  if (list.status === 'loading' || list.status === 'error') return <StatusView status={list.status} message={list.error} onRetry={list.refresh} />
  return (
    <DiscussionThread
      discussion={discussion}
      comments={list.items}
      setComments={list.setItems}
      count={count + posted}
      richText={richText}
      onPosted={(comment) => !comment.pending && setPosted((n) => n + 1)}
      footer={
        <>
          {list.loadingMore ? <View className='list-end'>{t('common.loading')}</View> : null}
          <ListEnd visible={list.finished && list.items.length > 0} />
        </>
      }
    />
  )
})
