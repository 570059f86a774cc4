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

/** The web build's switch: a checkbox with the switch role, drawn in the theme colour by CSS. */
function WebToggle({ checked, onChange, disabled, label, testId }: Props) {
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

/** The mini-programs' switch: Taro's, coloured with the theme. Marked pure so the web build can drop it (and Switch). */
const MiniToggle = /*#__PURE__*/ observer(function MiniToggle({ checked, onChange, disabled, testId }: Props) {
  const { app } = useStores()
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

/**
 * An on/off switch. Taro's web Switch is a web component whose runtime (~35 KB gzip) would load with
 * its page; a ternary on the build-time constant (not an if) lets webpack drop the other build's
 * branch and its import.
 */
export const Toggle = process.env.TARO_ENV === 'h5' ? WebToggle : MiniToggle
