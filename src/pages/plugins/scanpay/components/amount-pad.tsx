import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { t } from '@/i18n'
import { pressable } from '@/lib/a11y'
import { KEYPAD, MAX_INTEGER_DIGITS, pressKey, type KeypadKey, type KeyRefusal } from './amount'
import './scanpay.scss'
import '@/i18n/locales/plugin-scanpay'
import { Icon } from '@/components/icon/icon'

const area = 'plugin-scanpay'

export function refusalMessage(refusal: KeyRefusal): string {
  return t(`${area}.key_${refusal}`, { n: MAX_INTEGER_DIGITS })
}

interface Props {
  value: string
  onChange: (value: string) => void
  symbol: string
  /** A problem found when paying (required, above the maximum...), shown where key refusals show. */
  error?: string
}

/**
 * The amount field with its in-page keypad (api-plugins-2 §3.12). A refused key (a third decimal, a ninth
 * integer digit, a digit after a leading 0) leaves the amount as typed and says why.
 */
export const AmountPad = observer(function AmountPad({ value, onChange, symbol, error }: Props) {
  const [refused, setRefused] = useState<KeyRefusal | null>(null)
  const press = (key: KeypadKey) => {
    // A short buzz per key, as on a till; ignored where the device cannot vibrate.
    if (process.env.TARO_ENV !== 'h5') void Taro.vibrateShort({ type: 'light' }).catch(() => undefined)
    const next = pressKey(value, key)
    setRefused(next.refused)
    if (!next.refused) onChange(next.amount)
  }
  const message = refused ? refusalMessage(refused) : error
  return (
    <View className='sp-pad'>
      <View className='sp-amount' data-testid='scanpay-amount'>
        <Text className='sp-amount__label'>{t(`${area}.amount`)}</Text>
        <View className='sp-amount__value'>
          <Text className='sp-amount__symbol'>{symbol}</Text>
          <Text className={value ? 'sp-amount__digits' : 'sp-amount__digits sp-amount__digits--empty'} data-testid='scanpay-amount-value'>
            {value || '0.00'}
          </Text>
          <View className='sp-amount__caret' />
        </View>
        {message ? (
          <Text className='sp-amount__error' data-testid='scanpay-amount-error'>
            {message}
          </Text>
        ) : null}
      </View>
      <View className='sp-keys'>
        {KEYPAD.map((key) => (
          <View
            key={key}
            className={`sp-keys__key ${key === 'delete' ? 'sp-keys__key--delete' : ''}`}
            data-testid={`scanpay-key-${key === '.' ? 'dot' : key}`}
            onClick={() => press(key)}
            {...pressable(() => press(key), key === 'delete' ? t(`${area}.delete_key`) : key)}
          >
            {key === 'delete' ? <Icon name='delete' size={44} /> : key}
          </View>
        ))}
      </View>
    </View>
  )
})
