import { Button } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useRef, useState } from 'react'
import { t } from '@/i18n'
import { Countdown, VERIFY_CODE_SECONDS, type CountdownState } from './countdown'
import './verify-code-button.scss'
import '@/i18n/locales/account'

interface Props {
  /** Sends the code; resolves true when the server accepted it (starts the countdown). */
  onSend: () => Promise<boolean>
  seconds?: number
  disabled?: boolean
  /** Changing the key (e.g. another form) resets a running countdown. */
  resetKey?: string
  testId?: string
}

/** "Get code" button: disabled while sending and for 60 s after a successful send. */
export const VerifyCodeButton = observer(function VerifyCodeButton({
  onSend,
  seconds = VERIFY_CODE_SECONDS,
  disabled,
  resetKey,
  testId = 'verify-send',
}: Props) {
  const [state, setState] = useState<CountdownState>({ phase: 'idle', remaining: 0 })
  const countdown = useRef<Countdown | null>(null)
  if (!countdown.current) countdown.current = new Countdown(setState, seconds)

  useEffect(() => () => countdown.current?.stop(), [])
  useEffect(() => {
    countdown.current?.reset()
  }, [resetKey])

  const label =
    state.phase === 'sending'
      ? t('account.code_sending')
      : state.phase === 'counting'
        ? t('account.code_resend_in', { n: state.remaining })
        : t('account.code_get')
  const busy = state.phase !== 'idle'
  return (
    <Button
      className={`verify-code-button ${busy || disabled ? 'verify-code-button--disabled' : ''}`}
      disabled={busy || disabled}
      onClick={() => void countdown.current?.send(onSend)}
      data-testid={testId}
    >
      {label}
    </Button>
  )
})
