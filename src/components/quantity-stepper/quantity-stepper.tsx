import { Input, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { t } from '@/i18n'
import { pressable } from '@/lib/a11y'
import './quantity-stepper.scss'
import '@/i18n/locales/goods'

/** A typed or stepped number kept within [min, max]; max <= 0 means no upper limit. */
export function clampStep(value: number, min: number, max: number): number {
  const low = Math.max(1, min)
  const whole = Number.isFinite(value) ? Math.floor(value) : low
  const high = max > 0 ? Math.max(low, max) : Number.MAX_SAFE_INTEGER
  return Math.min(high, Math.max(low, whole))
}

interface Props {
  value: number
  min?: number
  /** 0 = unlimited. */
  max?: number
  disabled?: boolean
  /** `requested` is what the shopper asked for before clamping, so callers can say which limit was hit. */
  onChange: (next: number, requested: number) => void
}

/** − [n] + with the ends disabled at the limits; typed values are clamped when the input loses focus. */
export const QuantityStepper = observer(function QuantityStepper({ value, min = 1, max = 0, disabled, onChange }: Props) {
  const [text, setText] = useState(String(value))
  useEffect(() => setText(String(value)), [value])

  const atMin = disabled || value <= Math.max(1, min)
  const atMax = disabled || (max > 0 && value >= max)
  const change = (requested: number) => {
    const next = clampStep(requested, min, max)
    setText(String(next))
    onChange(next, requested)
  }

  return (
    <View className={`quantity-stepper ${disabled ? 'quantity-stepper--disabled' : ''}`} data-testid='quantity-stepper'>
      <View
        className={`quantity-stepper__button ${atMin ? 'quantity-stepper__button--off' : ''}`}
        onClick={() => !disabled && change(value - 1)}
        {...pressable(() => !disabled && change(value - 1))}
        aria-label={t('goods.decrease')}
        data-testid='quantity-minus'
      >
        <Text>−</Text>
      </View>
      <Input
        className='quantity-stepper__input'
        type='number'
        value={text}
        disabled={disabled}
        onInput={(e) => setText(String(e.detail.value))}
        onBlur={(e) => change(parseInt(String(e.detail.value), 10))}
        aria-label={t('goods.quantity')}
        data-testid='quantity-input'
      />
      <View
        className={`quantity-stepper__button ${atMax ? 'quantity-stepper__button--off' : ''}`}
        onClick={() => !disabled && change(value + 1)}
        {...pressable(() => !disabled && change(value + 1))}
        aria-label={t('goods.increase')}
        data-testid='quantity-plus'
      >
        <Text>+</Text>
      </View>
    </View>
  )
})
