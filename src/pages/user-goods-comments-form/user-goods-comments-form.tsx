import { View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useRef, useState } from 'react'
import { getEditableReview, saveReview, type EditableReview } from '@/api/review'
import { PageShell } from '@/components/page-shell/page-shell'
import { StatusView } from '@/components/status-view/status-view'
import { useRemote } from '@/hooks/use-remote'
import { whenLinked } from '@/lib/route-params'
import { t } from '@/i18n'
import { goBack, toast } from '@/lib/navigate'
import { ActionButton } from '@/components/action-button/action-button'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { useLoginGate, whenLoggedIn } from '@/hooks/use-login-gate'
import { validateReviewDraft } from '../user-order-comments/review-rules'
import { ReviewEditFields, type ReviewEditValues } from './review-edit-fields'
import '@/styles/activity.scss'
import './user-goods-comments-form.scss'
import '@/i18n/locales/activity'

const BACK_DELAY_MS = 2000

/** Edit one of my reviews (api-core 3.22): usergoodscomments/detail, then usergoodscomments/save. */
function UserGoodsCommentsFormPage() {
  const reviewId = useRouter().params.id ?? ''
  const allowed = useLoginGate()
  const review = useRemote(
    whenLoggedIn(
      allowed,
      whenLinked(reviewId, () => getEditableReview(reviewId)),
    ),
    [reviewId, allowed],
    (r: EditableReview | null) => r === null,
  )
  const [values, setValues] = useState<ReviewEditValues | null>(null)
  const [saving, setSaving] = useState(false)
  const [saved, setSaved] = useState(false)
  const loadedId = useRef('')

  // Fill the form once; a refresh keeps what the shopper has typed since.
  useEffect(() => {
    const data = review.data
    if (!data || loadedId.current === data.id) return
    loadedId.current = data.id
    setValues({ rating: data.rating, content: data.content, isAnonymous: data.isAnonymous })
  }, [review.data])

  const submit = async () => {
    if (!values || saving || saved) return
    const error = validateReviewDraft({ rating: values.rating, content: values.content, images: [] })
    if (error) {
      toast(error.message)
      return
    }
    setSaving(true)
    const result = await saveReview({ id: reviewId, ...values })
    setSaving(false)
    if (!result.ok) return // toasted by the client; the form keeps its values
    setSaved(true)
    toast(result.msg || t('activity.review_saved'), 'success')
    setTimeout(() => goBack('/pages/user-goods-comments/user-goods-comments'), BACK_DELAY_MS)
  }

  if (!allowed) {
    return (
      <PageShell titleKey='activity.title_goods_comments_form'>
        <GuestNotice />
      </PageShell>
    )
  }
  const data = review.data
  return (
    <PageShell titleKey='activity.title_goods_comments_form'>
      <StatusView
        status={review.status}
        kind={review.failureKind}
        message={review.status === 'empty' ? t('activity.review_not_found') : review.error}
        onRetry={review.reload}
      />
      {review.status === 'ready' && data && values ? (
        <View className='act-page review-edit'>
          <ReviewEditFields
            goodsImage={data.goodsImage}
            goodsTitle={data.goodsTitle}
            values={values}
            disabled={saving || saved}
            onChange={(patch) => setValues({ ...values, ...patch })}
          />
          <View className='review-edit__submit'>
            <ActionButton busy={saving} disabled={saved} onClick={submit} testId='review-edit-submit'>
              {t('common.save')}
            </ActionButton>
          </View>
        </View>
      ) : null}
    </PageShell>
  )
}

export default observer(UserGoodsCommentsFormPage)
