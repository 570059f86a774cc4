import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { pressable } from '@/lib/a11y'
import './invoice.scss'

export interface Choice<T> {
  value: T
  label: string
}

/** A labelled single choice drawn as chips (few options: invoice type, personal/company, content). */
function ChoiceChipsView<T extends string | number>({
  label,
  options,
  value,
  onChange,
  disabled,
  testId,
}: {
  label: string
  options: Array<Choice<T>>
  value: T
  onChange: (value: T) => void
  disabled?: boolean
  testId: string
}) {
  return (
    <View className='invoice-form__group' data-testid={testId}>
      <Text className='invoice-form__label'>{label}</Text>
      <View className='invoice-form__chips'>
        {options.map((o) => (
          <Text
            key={String(o.value)}
            className={`invoice-form__chip ${o.value === value ? 'invoice-form__chip--on' : ''} ${disabled && o.value !== value ? 'invoice-form__chip--off' : ''}`}
            data-testid={`${testId}-${o.value}`}
            onClick={() => !disabled && o.value !== value && onChange(o.value)}
            {...pressable(() => !disabled && o.value !== value && onChange(o.value))}
            aria-pressed={o.value === value}
            aria-disabled={disabled && o.value !== value ? 'true' : undefined}
          >
            {o.label}
          </Text>
        ))}
      </View>
    </View>
  )
}

export const ChoiceChips = observer(ChoiceChipsView) as typeof ChoiceChipsView
