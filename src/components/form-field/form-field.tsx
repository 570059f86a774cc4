import { Input, Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import { TextArea } from '../text-area/text-area'
import '../../styles/form-rows.scss'

interface Props {
  label: string
  value: string
  onChange: (value: string) => void
  /** Greyed text shown while the field is empty. */
  hint?: string
  testId?: string
  type?: 'text' | 'number' | 'digit' | 'idcard'
  password?: boolean
  /** Default: no limit (the rule sets report over-long input with a message instead of cutting it). */
  maxlength?: number
  multiline?: boolean
  className?: string
  /** Something after the input, e.g. a show-password toggle or a code button. */
  suffix?: ReactNode
}

/**
 * "No limit" as each build understands it. Mini-programs take -1; Taro's web Input would cut a number
 * field to value.substring(0, -1) on every keystroke, so the web build gets a bound nobody types to.
 */
export const NO_MAX_LENGTH = process.env.TARO_ENV === 'h5' ? 100000 : -1

/** One labelled input row of a form (label left, input right), as every form of the shop draws it. */
export function FormField({ label, value, onChange, hint, testId, type = 'text', password, maxlength = NO_MAX_LENGTH, multiline, className, suffix }: Props) {
  return (
    <View className={`form-row ${className ?? ''}`}>
      <Text className='form-row__label'>{label}</Text>
      {multiline ? (
        <TextArea
          className='form-row__input form-row__textarea'
          value={value}
          maxlength={maxlength}
          autoHeight
          hint={hint}
          label={label}
          onChange={onChange}
          testId={testId}
        />
      ) : (
        <Input
          className='form-row__input'
          type={type}
          password={password}
          value={value}
          maxlength={maxlength}
          placeholder={hint}
          onInput={(e) => onChange(e.detail.value)}
          aria-label={label}
          data-testid={testId}
        />
      )}
      {suffix}
    </View>
  )
}
