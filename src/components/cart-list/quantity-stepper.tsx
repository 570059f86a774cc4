import { Input, Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { t } from '@/i18n'
import { pressable } from '@/lib/a11y'
import '@/i18n/locales/cart'

interface Props {
  value: number
  disabled?: boolean
  /** Asks for a new quantity; the parent validates and calls the server. */
  onChange: (wanted: number) => void
}

/** − [n] + ; typed numbers are sent on blur/confirm, the field snaps back if the parent refuses. */
export function QuantityStepper({ value, disabled, onChange }: Props) {
  const [text, setText] = useState(String(value))
  useEffect(() => setText(String(value)), [value])

  const commit = () => {
    const wanted = parseInt(text, 10)
    setText(String(value))
    if (Number.isFinite(wanted)) onChange(wanted)
  }

  return (
    <View className={`qty ${disabled ? 'qty--disabled' : ''}`} onClick={(e) => e.stopPropagation()}>
      <View
        className='qty__btn'
        data-testid='qty-minus'
        aria-label={t('cart.decrease')}
        onClick={() => !disabled && onChange(value - 1)}
        {...pressable(() => !disabled && onChange(value - 1))}
      >
        <Text className='qty__sign'>−</Text>
      </View>
      <Input
        className='qty__input'
        type='number'
        value={text}
        disabled={disabled || undefined}
        aria-label={t('cart.quantity')}
        data-testid='qty-input'
        onInput={(e) => setText(String(e.detail.value))}
        onBlur={commit}
        onConfirm={commit}
      />
      <View
        className='qty__btn'
        data-testid='qty-plus'
        aria-label={t('cart.increase')}
        onClick={() => !disabled && onChange(value + 1)}
        {...pressable(() => !disabled && onChange(value + 1))}
      >
        <Text className='qty__sign'>+</Text>
      </View>
    </View>
  )
}
