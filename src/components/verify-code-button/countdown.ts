/**
 * The "resend in N s" countdown as a small state machine, independent of React so the timing is
 * testable with fake timers. The button is idle, sending (request running) or counting.
 */
export type CountdownPhase = 'idle' | 'sending' | 'counting'

export interface CountdownState {
  phase: CountdownPhase
  remaining: number
}

export const VERIFY_CODE_SECONDS = 60

export class Countdown {
  state: CountdownState = { phase: 'idle', remaining: 0 }
  private timer: ReturnType<typeof setInterval> | null = null

  constructor(
    private readonly onChange: (state: CountdownState) => void,
    private readonly seconds = VERIFY_CODE_SECONDS,
  ) {}

  /** Sending is refused while a request runs or the countdown is on. */
  get canSend(): boolean {
    return this.state.phase === 'idle'
  }

  /** Run `send`; a success starts the countdown, a failure returns the button to idle. */
  async send(send: () => Promise<boolean>): Promise<boolean> {
    if (!this.canSend) return false
    this.set({ phase: 'sending', remaining: 0 })
    let sent = false
    try {
      sent = await send()
    } catch {
      sent = false
    }
    if (sent) this.start()
    else this.set({ phase: 'idle', remaining: 0 })
    return sent
  }

  start(): void {
    this.stop()
    this.set({ phase: 'counting', remaining: this.seconds })
    this.timer = setInterval(() => {
      const remaining = this.state.remaining - 1
      if (remaining <= 0) this.reset()
      else this.set({ phase: 'counting', remaining })
    }, 1000)
  }

  reset(): void {
    this.stop()
    this.set({ phase: 'idle', remaining: 0 })
  }

  /** Stop ticking without a state change (unmount). */
  stop(): void {
    if (this.timer) clearInterval(this.timer)
    this.timer = null
  }

  private set(state: CountdownState): void {
    this.state = state
    this.onChange(state)
  }
}
