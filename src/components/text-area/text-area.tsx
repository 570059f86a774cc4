import { Textarea, View } from '@tarojs/components'
import { useLayoutEffect, useRef } from 'react'
import './text-area.scss'

interface Props {
  value: string
  onChange: (value: string) => void
  /** Greyed text shown while the field is empty. */
  hint?: string
  maxlength?: number
  disabled?: boolean
  /** Grow with the text instead of scrolling inside a fixed box. */
  autoHeight?: boolean
  /** Classes of the box (size, padding, border); the field fills it. */
  className?: string
  testId?: string
  /** Accessible name when no visible label is tied to the field. */
  label?: string
}

/** The web build's field: the browser's own textarea, growing with its text when asked. */
function WebTextArea({ value, onChange, hint, maxlength, disabled, autoHeight, className, testId, label }: Props) {
  const field = useRef<HTMLTextAreaElement>(null)
  useLayoutEffect(() => {
    const element = field.current
    if (!autoHeight || !element) return
    element.style.height = 'auto'
    element.style.height = `${element.scrollHeight}px`
  }, [autoHeight, value])
  return (
    <View className={`text-area ${className ?? ''}`} data-testid={testId}>
      <textarea
        ref={field}
        className='text-area__field'
        value={value}
        maxLength={maxlength !== undefined && maxlength > 0 ? maxlength : undefined}
        placeholder={hint}
        disabled={disabled}
        aria-label={label ?? hint}
        rows={autoHeight ? 1 : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </View>
  )
}

/** The mini-programs' field: Taro's Textarea. */
function MiniTextArea({ value, onChange, hint, maxlength, disabled, autoHeight, className, testId }: Props) {
  return (
    <Textarea
      className={`text-area text-area__field ${className ?? ''}`}
      value={value}
      maxlength={maxlength ?? -1}
      disabled={disabled}
      autoHeight={autoHeight}
      placeholder={hint}
      onInput={(event) => onChange(String(event.detail.value ?? ''))}
      data-testid={testId}
    />
  )
}

/**
 * A multi-line text field. Taro's web Textarea is a web component whose runtime (~35 KB gzip) would
 * load with every page that has one, so the web build uses the browser's textarea. A ternary on the
 * build-time constant (not an if) lets webpack drop the other build's branch and its import.
 */
export const TextArea = process.env.TARO_ENV === 'h5' ? WebTextArea : MiniTextArea
