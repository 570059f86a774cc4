import { Input } from '@tarojs/components'
import { NO_MAX_LENGTH } from '../form-field/form-field'
import { TextArea } from '../text-area/text-area'

interface Props {
  value: string
  onChange: (value: string) => void
  /** Greyed text shown while the field is empty. */
  hint?: string
  testId?: string
  className?: string
  type?: 'text' | 'number' | 'digit' | 'idcard'
  /** Default: no limit. */
  maxlength?: number
  /** A growing text area instead of a one-line input. */
  multiline?: boolean
  /** Keyboard "done" on a one-line input. */
  onConfirm?: () => void
}

/**
 * A bare input (no label row) for forms that lay out their own rows; the empty-field text goes
 * through `hint` as in FormField.
 */
export function HintField({ value, onChange, hint, testId, className, type = 'text', maxlength = NO_MAX_LENGTH, multiline, onConfirm }: Props) {
  if (multiline) {
    return <TextArea className={className} value={value} maxlength={maxlength} hint={hint} onChange={onChange} testId={testId} />
  }
  return (
    <Input
      className={className}
      type={type}
      value={value}
      maxlength={maxlength}
      placeholder={hint}
      onInput={(e) => onChange(String(e.detail.value ?? ''))}
      onConfirm={onConfirm ? () => onConfirm() : undefined}
      data-testid={testId}
    />
  )
}
