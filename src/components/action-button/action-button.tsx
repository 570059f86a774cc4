import { observer } from 'mobx-react-lite'
import { cloneElement, type ReactElement, type ReactNode } from 'react'
// Per-component import: the taro-ui barrel would drag other components' dependencies into this chunk.
import AtButton from 'taro-ui/lib/components/button'
import { pressable } from '@/lib/a11y'
import 'taro-ui/lib/style/components/button.scss'
import 'taro-ui/lib/style/components/loading.scss'
import './action-button.scss'

/**
 * AtButton drops unknown props, so its root never got our test id nor a way to reach it by keyboard (on the
 * web it is a plain element): this puts both on the root `.at-button`.
 */
class TestableAtButton extends AtButton {
  render(): JSX.Element {
    const root = super.render() as ReactElement<Record<string, unknown>>
    const { testId, a11y } = this.props as { testId?: string; a11y?: Record<string, unknown> }
    return cloneElement(root, { ...a11y, ...(testId ? { 'data-testid': testId } : {}) })
  }
}

interface Props {
  children: ReactNode
  onClick: () => void
  /** A request is running: show the spinner and refuse further taps. */
  busy?: boolean
  disabled?: boolean
  /** primary = filled theme colour, secondary = outlined, plain = grey outline. */
  kind?: 'primary' | 'secondary' | 'plain'
  /** large = taro-ui's own 32px text (page and sheet footers); normal = 28px; small = inline chip-sized. */
  size?: 'small' | 'normal' | 'large'
  testId?: string
  className?: string
}

/** The one button of the shop: taro-ui's AtButton, themed, round, disabled while its request runs. */
export const ActionButton = observer(function ActionButton({ children, onClick, busy, disabled, kind = 'primary', size = 'normal', testId, className }: Props) {
  const press = () => {
    if (!busy && !disabled) onClick()
  }
  return (
    <TestableAtButton
      className={`action-button action-button--${kind} action-button--${size} ${className ?? ''}`}
      type={kind === 'plain' ? undefined : kind}
      size={size === 'small' ? 'small' : 'normal'}
      circle
      loading={busy}
      disabled={busy || disabled}
      onClick={press}
      {...{ testId, a11y: { ...pressable(press), 'aria-disabled': busy || disabled ? 'true' : undefined, 'aria-busy': busy ? 'true' : undefined } }}
    >
      {children}
    </TestableAtButton>
  )
})
