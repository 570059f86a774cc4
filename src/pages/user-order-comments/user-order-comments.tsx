import { Text, View } from '@tarojs/components'
import { Toggle } from '@/components/toggle/toggle'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useRef, useState } from 'react'
import { getOrderForReview, saveOrderReview, type OrderForReview, type ReviewDraft } from '@/api/review'
import { PageShell } from '@/components/page-shell/page-shell'
import { StatusView } from '@/components/status-view/status-view'
import { useRemote } from '@/hooks/use-remote'
import { whenLinked } from '@/lib/route-params'
import { t } from '@/i18n'
import { goBack, toast } from '@/lib/navigate'
import { ActionButton } from '@/components/action-button/action-button'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { useLoginGate, whenLoggedIn } from '@/hooks/use-login-gate'
import { ReviewItemCard } from './review-item-card'
import { emptyDraft, validateReviewDrafts } from './review-rules'
import '@/styles/activity.scss'
import './user-order-comments.scss'
import '@/i18n/locales/activity'

const BACK_DELAY_MS = 2000

/** Review a completed order: a score, words and photos per goods, then order/commentssave. */
function UserOrderCommentsPage() {
  const orderId = useRouter().params.id ?? ''
  const allowed = useLoginGate()
  const order = useRemote(
    whenLoggedIn(
      allowed,
      whenLinked(orderId, () => getOrderForReview(orderId)),
    ),
    [orderId, allowed],
    (o: OrderForReview) => o.items.length === 0 || o.alreadyReviewed,
  )
  const [drafts, setDrafts] = useState<ReviewDraft[]>([])
  const [anonymous, setAnonymous] = useState(false)
  const [submitting, setSubmitting] = useState(false)
  const [done, setDone] = useState(false)
  const preparedFor = useRef('')

  // One empty draft per goods, once per order: a pull-down refresh must not wipe what was typed.
  useEffect(() => {
    const data = order.data
    if (!data || preparedFor.current === data.orderId) return
    preparedFor.current = data.orderId
    setDrafts(data.items.map(() => emptyDraft()))
  }, [order.data])

  const updateDraft = (index: number, patch: Partial<ReviewDraft>) => setDrafts((current) => current.map((d, i) => (i === index ? { ...d, ...patch } : d)))

  const submit = async () => {
    const data = order.data
    if (!data || submitting || done) return
    const error = validateReviewDrafts(drafts)
    if (error) {
      toast(error.message)
      return
    }
    setSubmitting(true)
    const result = await saveOrderReview(data.orderId, data.items, drafts, anonymous)
    setSubmitting(false)
    // A failure was already toasted by the client; the drafts stay as typed for another try.
    if (!result.ok) return
    setDone(true)
    toast(result.msg || t('activity.review_saved'), 'success')
    setTimeout(() => goBack('/pages/user-order/user-order'), BACK_DELAY_MS)
  }

  if (!allowed) {
    return (
      <PageShell titleKey='activity.title_order_comments'>
        <GuestNotice />
      </PageShell>
    )
  }

  const data = order.data
  const emptyMessage = data?.alreadyReviewed ? t('activity.review_already') : t('activity.review_nothing')
  return (
    <PageShell titleKey='activity.title_order_comments'>
      <StatusView status={order.status} kind={order.failureKind} message={order.status === 'empty' ? emptyMessage : order.error} onRetry={order.reload} />
      {order.status === 'ready' && data && drafts.length === data.items.length ? (
        <View className='act-page act-page--with-footer order-review'>
          <View className='order-review__head'>
            <Text className='order-review__heading'>{t('activity.review_heading')}</Text>
            <Text className='order-review__order-no'>{t('activity.order_no', { no: data.orderNo })}</Text>
          </View>
          {data.items.map((item, index) => (
            <ReviewItemCard
              key={`${item.goodsId}-${index}`}
              item={item}
              index={index}
              draft={drafts[index]}
              uploadPathType={data.uploadPathType}
              disabled={submitting || done}
              onChange={(patch) => updateDraft(index, patch)}
            />
          ))}
          <View className='act-card order-review__anonymous'>
            <View>
              <Text className='order-review__anonymous-title'>{t('activity.review_anonymous')}</Text>
              <Text className='order-review__anonymous-hint'>{t('activity.review_anonymous_hint')}</Text>
            </View>
            <Toggle
              checked={anonymous}
              disabled={submitting || done}
              label={t('activity.review_anonymous')}
              onChange={setAnonymous}
              testId='review-anonymous'
            />
          </View>
          <View className='act-footer'>
            <ActionButton busy={submitting} disabled={done} onClick={submit} testId='review-submit'>
              {t('activity.review_submit')}
            </ActionButton>
          </View>
        </View>
      ) : null}
    </PageShell>
  )
}

export default observer(UserOrderCommentsPage)
