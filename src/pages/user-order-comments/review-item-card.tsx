import { Image, Text, View } from '@tarojs/components'
import { TextArea } from '@/components/text-area/text-area'
import { observer } from 'mobx-react-lite'
import type { ReviewableItem, ReviewDraft } from '@/api/review'
import { Price } from '@/components/price/price'
import { ImagePicker } from '@/components/image-picker/image-picker'
import { t } from '@/i18n'
import { imageAlt } from '@/lib/a11y'
import { charLength, LIMITS } from '@/lib/text-rules'
import { StarRating } from '@/components/star-rating/star-rating'
import '@/i18n/locales/activity'

export const REVIEW_MAX_LENGTH = 230

interface Props {
  item: ReviewableItem
  draft: ReviewDraft
  index: number
  uploadPathType: string
  disabled: boolean
  onChange: (patch: Partial<ReviewDraft>) => void
}

/** One goods of the order: its score, what the shopper says about it, and up to 3 photos. */
export const ReviewItemCard = observer(function ReviewItemCard({ item, draft, index, uploadPathType, disabled, onChange }: Props) {
  const length = charLength(draft.content)
  return (
    <View className='act-card review-item' data-testid={`review-item-${index}`}>
      <View className='review-item__goods'>
        <Image className='review-item__image' src={item.image} mode='aspectFill' {...imageAlt('')} />
        <View className='review-item__info'>
          <Text className='review-item__title'>{item.title}</Text>
          {item.specText ? <Text className='review-item__spec'>{item.specText}</Text> : null}
          <View className='review-item__price'>
            <Price value={item.price} size='small' />
            <Text className='review-item__qty'>×{item.quantity}</Text>
          </View>
        </View>
      </View>
      <View className='act-field'>
        <View className='act-field__label'>
          {t('activity.review_score')}
          <Text className='act-field__required'>*</Text>
        </View>
        <StarRating value={draft.rating} onChange={disabled ? undefined : (rating) => onChange({ rating })} testId={`review-rating-${index}`} />
      </View>
      <View className='act-field'>
        <View className='act-field__label'>
          {t('activity.review_content')}
          <Text className='act-field__required'>*</Text>
        </View>
        <TextArea
          className='act-field__textarea'
          value={draft.content}
          maxlength={REVIEW_MAX_LENGTH}
          disabled={disabled}
          hint={t('activity.review_content_hint')}
          onChange={(content) => onChange({ content })}
          testId={`review-content-${index}`}
        />
        <View className={`act-field__counter ${length > 0 && length < 6 ? 'act-field__counter--over' : ''}`}>
          {length}/{REVIEW_MAX_LENGTH}
        </View>
      </View>
      <View className='act-field'>
        <View className='act-field__label'>
          {t('activity.review_images')}
          <Text className='act-field__hint'>{t('activity.images_limit', { max: LIMITS.reviewImages })}</Text>
        </View>
        <ImagePicker
          value={draft.images}
          max={LIMITS.reviewImages}
          pathType={uploadPathType}
          disabled={disabled}
          onChange={(images) => onChange({ images })}
          testId={`review-images-${index}`}
        />
      </View>
    </View>
  )
})
