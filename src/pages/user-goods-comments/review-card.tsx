import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { MyReview } from '@/api/review'
import { t } from '@/i18n'
import { openPage } from '@/lib/navigate'
import { pressable, imageAlt } from '@/lib/a11y'
import { ActionButton } from '@/components/action-button/action-button'
import { StarRating } from '@/components/star-rating/star-rating'
import '@/i18n/locales/activity'
import { previewImages } from '@/components/image-viewer/image-preview'

interface Props {
  review: MyReview
  deleting: boolean
  busy: boolean
  onDelete: () => void
}

/** One of my reviews: the goods, my score and words, photos, the shop's reply, edit and delete. */
export const ReviewCard = observer(function ReviewCard({ review, deleting, busy, onDelete }: Props) {
  const preview = (url: string) => previewImages(review.images, url)
  return (
    <View className='act-card my-review' data-testid='my-review-row'>
      <View className='my-review__goods' onClick={() => openPage(review.goodsUrl)} {...pressable(() => openPage(review.goodsUrl))}>
        <Image className='my-review__image' src={review.goodsImage} mode='aspectFill' {...imageAlt('')} />
        <View className='my-review__goods-info'>
          <Text className='my-review__title'>{review.goodsTitle}</Text>
          {review.specText ? <Text className='my-review__spec'>{review.specText}</Text> : null}
        </View>
      </View>
      <View className='my-review__meta'>
        <StarRating value={review.rating} size='small' />
        <View className='my-review__flags'>
          {review.isAnonymous ? <Text className='act-badge act-badge--muted'>{t('activity.review_flag_anonymous')}</Text> : null}
          <Text className={`act-badge ${review.isShown ? 'act-badge--success' : 'act-badge--warning'}`}>
            {review.isShown ? t('activity.review_flag_shown') : t('activity.review_flag_pending')}
          </Text>
        </View>
      </View>
      <Text className='my-review__content'>{review.content}</Text>
      {review.images.length ? (
        <View className='my-review__images'>
          {review.images.map((url) => (
            <Image key={url} className='my-review__photo' src={url} mode='aspectFill' onClick={() => preview(url)} {...imageAlt('')} />
          ))}
        </View>
      ) : null}
      {review.reply ? (
        <View className='my-review__reply'>
          <Text className='my-review__reply-label'>{t('activity.review_reply')}</Text>
          <Text>{review.reply}</Text>
        </View>
      ) : null}
      <View className='act-row-actions my-review__actions'>
        <Text className='my-review__time'>{review.time}</Text>
        <ActionButton kind='plain' size='small' busy={deleting} disabled={busy} onClick={onDelete} testId='my-review-delete'>
          {t('common.delete')}
        </ActionButton>
        <ActionButton
          kind='secondary'
          size='small'
          disabled={busy}
          onClick={() => openPage(`/pages/user-goods-comments-form/user-goods-comments-form?id=${review.id}`)}
          testId='my-review-edit'
        >
          {t('common.edit')}
        </ActionButton>
      </View>
    </View>
  )
})
