import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { deleteReview, getMyReviews } from '@/api/review'
import { PageShell } from '@/components/page-shell/page-shell'
import { PagedList } from '@/components/paged-list/paged-list'
import { usePagedList } from '@/hooks/use-paged-list'
import { useShowAgain } from '@/hooks/use-show-again'
import { t } from '@/i18n'
import { confirmAction } from '@/lib/dialogs'
import { toast } from '@/lib/navigate'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { useLoginGate } from '@/hooks/use-login-gate'
import { ReviewCard } from './review-card'
import '@/styles/activity.scss'
import './user-goods-comments.scss'
import '@/i18n/locales/activity'

/** My reviews (api-core 3.21): paged; edit opens the review form, delete asks first. */
function UserGoodsCommentsPage() {
  const allowed = useLoginGate()
  const list = usePagedList(getMyReviews, [], { enabled: allowed })
  const [deleting, setDeleting] = useState('')

  // Coming back from the edit form: show the edited text.
  useShowAgain(() => {
    if (allowed) void list.refresh()
  })

  const remove = async (id: string) => {
    if (deleting) return
    if (!(await confirmAction(t('activity.review_delete_confirm')))) return
    setDeleting(id)
    const result = await deleteReview(id)
    setDeleting('')
    if (!result.ok) return
    list.setItems((items) => items.filter((item) => item.id !== id))
    toast(t('activity.deleted'), 'success')
  }

  return (
    <PageShell titleKey='activity.title_goods_comments'>
      {allowed ? (
        <View className='act-page'>
          <PagedList
            list={list}
            emptyMessage={t('activity.my_reviews_empty')}
            renderItem={(review) => (
              <ReviewCard key={review.id} review={review} deleting={deleting === review.id} busy={Boolean(deleting)} onDelete={() => remove(review.id)} />
            )}
          />
        </View>
      ) : (
        <GuestNotice />
      )}
    </PageShell>
  )
}

export default observer(UserGoodsCommentsPage)
