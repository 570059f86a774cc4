import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { CoinOption } from '@/api/plugins/coin'
import { t } from '@/i18n'
import { pressable } from '@/lib/a11y'
import './coin.scss'
import '@/i18n/locales/plugin-coin'

interface Props {
  open: boolean
  title: string
  options: CoinOption[]
  /** '' = "All" when `withAll`. */
  value: string
  onSelect: (value: string) => void
  onClose: () => void
  withAll?: boolean
  testId?: string
}

/** A drop-down sheet of choices with "All" and "Collapse" (api-plugins-1 §6.9 filters, account switchers). */
export const OptionSheet = observer(function OptionSheet({ open, title, options, value, onSelect, onClose, withAll, testId = 'coin-sheet' }: Props) {
  if (!open) return null
  const choices = withAll ? [{ value: '', label: t('plugin-coin.all') }, ...options] : options
  return (
    <View className='coin-sheet' data-testid={testId}>
      <View className='coin-sheet__mask' onClick={onClose} />
      <View className='coin-sheet__panel'>
        <Text className='coin-sheet__title'>{title}</Text>
        <View className='coin-sheet__options'>
          {choices.map((option) => (
            <View
              key={option.value || 'all'}
              className={`coin-sheet__option ${option.value === value ? 'coin-sheet__option--on' : ''}`}
              data-testid={`${testId}-option`}
              onClick={() => {
                onSelect(option.value)
                onClose()
              }}
              {...pressable(() => {
                onSelect(option.value)
                onClose()
              })}
            >
              {option.label}
            </View>
          ))}
        </View>
        <View className='coin-sheet__close' onClick={onClose} {...pressable(onClose)}>
          {t('plugin-coin.collapse')}
        </View>
      </View>
    </View>
  )
})
