import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { t } from '@/i18n'
import './star-rating.scss'
import '@/i18n/locales/activity'

interface Props {
  value: number
  /** Without onChange the stars are read-only. */
  onChange?: (value: number) => void
  size?: 'small' | 'normal'
  testId?: string
}

const STARS = [1, 2, 3, 4, 5]

/** Score 1-5 as stars; the label under an editable rating says what the score means. */
export const StarRating = observer(function StarRating({ value, onChange, size = 'normal', testId }: Props) {
  return (
    <View className={`star-rating star-rating--${size}`} data-testid={testId}>
      {STARS.map((star) => (
        <Text
          key={star}
          className={`star-rating__star ${star <= value ? 'star-rating__star--on' : ''}`}
          data-testid={testId ? `${testId}-${star}` : undefined}
          onClick={onChange ? () => onChange(star) : undefined}
        >
          ★
        </Text>
      ))}
      {onChange ? <Text className='star-rating__label'>{value > 0 ? t(`activity.rating_${value}`) : t('activity.rating_none')}</Text> : null}
    </View>
  )
})
