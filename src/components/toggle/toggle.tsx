import { Switch } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useStores } from '@/stores/root-store'
import { THEMES } from '@/theme/themes'
import './toggle.scss'

interface Props {
  checked: boolean
  onChange: (checked: boolean) => void
  disabled?: boolean
  /** Accessible name (the visible text beside the switch). */
  label: string
  testId?: string
}

/**
 * An on/off switch in the theme colour. Taro's web Switch is a web component whose runtime (~35 KB
 * gzip) would load with its page, so the web build draws a checkbox with the switch role; the ternary
 * on the build-time constant keeps each build to its own branch.
 */
export const Toggle = observer(function Toggle({ checked, onChange, disabled, label, testId }: Props) {
  const { app } = useStores()
  if (process.env.TARO_ENV === 'h5') {
    return (
      <input
        type='checkbox'
        role='switch'
        className='toggle'
        checked={checked}
        disabled={disabled}
        aria-label={label}
        aria-checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        data-testid={testId}
      />
    )
  }
  return (
    <Switch
      checked={checked}
      disabled={disabled}
      color={THEMES[app.theme].main}
      onChange={(event) => onChange(Boolean(event.detail.value))}
      data-testid={testId}
    />
  )
})
