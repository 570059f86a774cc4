import { Text, View } from '@tarojs/components'
import { pressable } from '@/lib/a11y'
import { observer } from 'mobx-react-lite'
import './content-kit.scss'

export interface Choice {
  value: string
  label: string
}

/** A single choice among a few options, drawn as chips (a post's category, a question's category). */
export const ChoiceChips = observer(function ChoiceChips({
  options,
  value,
  onChange,
  disabled,
  testId,
}: {
  options: Choice[]
  value: string
  onChange: (value: string) => void
  disabled?: boolean
  testId: string
}) {
  return (
    <View className='pk-chips' data-testid={testId}>
      {options.map((option) => (
        <Text
          key={option.value}
          className={`pk-chips__chip ${option.value === value ? 'pk-chips__chip--on' : ''}`}
          data-testid={`${testId}-option`}
          data-value={option.value}
          aria-disabled={disabled}
          onClick={() => !disabled && onChange(option.value === value ? '' : option.value)}
          {...pressable(() => !disabled && onChange(option.value === value ? '' : option.value))}
        >
          {option.label}
        </Text>
      ))}
    </View>
  )
})
