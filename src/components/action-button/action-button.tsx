import { observer } from 'mobx-react-lite'
import type { ReactNode } from 'react'
// Per-component import: the taro-ui barrel would drag other components' dependencies into this chunk.
import AtButton from 'taro-ui/lib/components/button'
import 'taro-ui/lib/style/components/button.scss'
import 'taro-ui/lib/style/components/loading.scss'
import './action-button.scss'

interface Props {
  children: ReactNode
  onClick: () => void
  /** A request is running: show the spinner and refuse further taps. */
  busy?: boolean
  disabled?: boolean
  /** primary = filled theme colour, secondary = outlined, plain = grey outline. */
  kind?: 'primary' | 'secondary' | 'plain'
  size?: 'small' | 'normal'
  testId?: string
  className?: string
}

/** The one button of the activity pages: themed, round, disabled while its request runs. */
export const ActionButton = observer(function ActionButton({ children, onClick, busy, disabled, kind = 'primary', size = 'normal', testId, className }: Props) {
  return (
    <AtButton
      className={`action-button action-button--${kind} ${className ?? ''}`}
      type={kind === 'plain' ? undefined : kind}
      size={size}
      circle
      loading={busy}
      disabled={busy || disabled}
      onClick={() => {
        if (!busy && !disabled) onClick()
      }}
      data-testid={testId}
    >
      {children}
    </AtButton>
  )
})
