import { Image, Text, View } from '@tarojs/components'
import { TextArea } from '@/components/text-area/text-area'
import { Toggle } from '@/components/toggle/toggle'
import { observer } from 'mobx-react-lite'
import { t } from '@/i18n'
import { imageAlt } from '@/lib/a11y'
import { charLength } from '@/lib/text-rules'
import { StarRating } from '@/components/star-rating/star-rating'
import { REVIEW_MAX_LENGTH } from '../user-order-comments/review-item-card'
import '@/i18n/locales/activity'

export interface ReviewEditValues {
  rating: number
  content: string
  isAnonymous: boolean
}

interface Props {
  goodsImage: string
  goodsTitle: string
  values: ReviewEditValues
  disabled: boolean
  onChange: (patch: Partial<ReviewEditValues>) => void
}

/** Score, words and the anonymous switch of an existing review. */
export const ReviewEditFields = observer(function ReviewEditFields({ goodsImage, goodsTitle, values, disabled, onChange }: Props) {
  return (
    <>
      <View className='act-card review-edit__goods'>
        {goodsImage ? <Image className='review-edit__image' src={goodsImage} mode='aspectFill' {...imageAlt('')} /> : null}
        <View className='review-edit__goods-side'>
          {goodsTitle ? <Text className='review-edit__title'>{goodsTitle}</Text> : null}
          <View className='review-edit__score'>
            <Text className='review-edit__score-label'>{t('activity.review_score')}</Text>
            <StarRating value={values.rating} onChange={disabled ? undefined : (rating) => onChange({ rating })} testId='review-edit-rating' />
          </View>
        </View>
      </View>
      <View className='act-card'>
        <TextArea
          className='act-field__textarea review-edit__textarea'
          value={values.content}
          maxlength={REVIEW_MAX_LENGTH}
          disabled={disabled}
          hint={t('activity.review_content_hint')}
          onChange={(content) => onChange({ content })}
          testId='review-edit-content'
        />
        <View className='act-field__counter'>
          {charLength(values.content)}/{REVIEW_MAX_LENGTH}
        </View>
        <View className='review-edit__anonymous'>
          <Text>{t('activity.review_anonymous')}</Text>
          <Toggle
            checked={values.isAnonymous}
            disabled={disabled}
            label={t('activity.review_anonymous')}
            onChange={(isAnonymous) => onChange({ isAnonymous })}
          />
        </View>
      </View>
    </>
  )
})
