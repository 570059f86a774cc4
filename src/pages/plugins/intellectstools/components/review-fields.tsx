import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { ToolboxReview, ToolboxReviewInfo } from '@/api/plugins/intellectstools'
import { ImagePicker } from '@/components/image-picker/image-picker'
import { StarRating } from '@/components/star-rating/star-rating'
import { TextArea } from '@/components/text-area/text-area'
import { Toggle } from '@/components/toggle/toggle'
import { t } from '@/i18n'
import { charLength, LIMITS } from '@/lib/text-rules'
import './toolbox.scss'
import '@/i18n/locales/plugin-intellectstools'
import { imageAlt } from '../../kit/image-alt'

/** Longest review (spec 5, order review: 6-230 characters). */
export const TOOLBOX_REVIEW_MAX = 230

interface Props {
  info: ToolboxReviewInfo
  values: ToolboxReview
  disabled: boolean
  onChange: (patch: Partial<ToolboxReview>) => void
}

/** The review form: the goods, stars, words with their count, up to three photos, anonymous or not. */
export const ReviewFields = observer(function ReviewFields({ info, values, disabled, onChange }: Props) {
  return (
    <>
      <View className='toolbox-card'>
        <View className='toolbox-goods'>
          {info.goodsImage ? <Image className='toolbox-goods__image' src={info.goodsImage} mode='aspectFill' {...imageAlt('')} /> : null}
          <Text className='toolbox-goods__title' data-testid='toolbox-goods-title'>
            {info.goodsTitle}
          </Text>
        </View>
        <View className='toolbox-goods__score'>
          <Text className='toolbox-goods__label'>{t('plugin-intellectstools.score')}</Text>
          <StarRating value={values.rating} onChange={disabled ? undefined : (rating) => onChange({ rating })} testId='toolbox-rating' />
        </View>
      </View>
      <View className='toolbox-card'>
        <TextArea
          className='toolbox-text'
          value={values.content}
          hint={t('plugin-intellectstools.content_hint')}
          disabled={disabled}
          onChange={(content) => onChange({ content })}
          testId='toolbox-content'
        />
        <Text className={`toolbox-counter ${charLength(values.content) > TOOLBOX_REVIEW_MAX ? 'toolbox-counter--over' : ''}`}>
          {charLength(values.content)}/{TOOLBOX_REVIEW_MAX}
        </Text>
        <Text className='toolbox-label'>{t('plugin-intellectstools.images', { max: LIMITS.reviewImages })}</Text>
        <ImagePicker
          value={values.images}
          onChange={(images) => onChange({ images })}
          max={LIMITS.reviewImages}
          pathType={info.pathType}
          disabled={disabled}
          testId='toolbox-images'
        />
        <View className='toolbox-anonymous'>
          <Text>{t('plugin-intellectstools.anonymous')}</Text>
          <Toggle
            checked={values.anonymous}
            disabled={disabled}
            label={t('plugin-intellectstools.anonymous')}
            onChange={(anonymous) => onChange({ anonymous })}
            testId='toolbox-anonymous'
          />
        </View>
      </View>
    </>
  )
})
