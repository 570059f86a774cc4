import { Countdown, type CountdownState } from '@/components/verify-code-button/countdown'

describe('verify code countdown', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it('counts 60 s after a successful send and refuses to send meanwhile', async () => {
    const states: CountdownState[] = []
    const countdown = new Countdown((s) => states.push(s))
    const send = jest.fn().mockResolvedValue(true)
    await countdown.send(send)
    expect(states.map((s) => s.phase)).toEqual(['sending', 'counting'])
    expect(countdown.state).toEqual({ phase: 'counting', remaining: 60 })
    expect(countdown.canSend).toBe(false)
    expect(await countdown.send(send)).toBe(false)
    expect(send).toHaveBeenCalledTimes(1)
    jest.advanceTimersByTime(1000)
    expect(countdown.state.remaining).toBe(59)
    jest.advanceTimersByTime(58_000)
    expect(countdown.state).toEqual({ phase: 'counting', remaining: 1 })
    jest.advanceTimersByTime(1000)
    expect(countdown.state).toEqual({ phase: 'idle', remaining: 0 })
    expect(countdown.canSend).toBe(true)
  })

  it('goes back to idle when sending fails or throws', async () => {
    const countdown = new Countdown(() => undefined)
    expect(await countdown.send(async () => false)).toBe(false)
    expect(countdown.state.phase).toBe('idle')
    expect(await countdown.send(async () => Promise.reject(new Error('x')))).toBe(false)
    expect(countdown.state.phase).toBe('idle')
  })

  it('is busy (sending) while the request runs', async () => {
    const countdown = new Countdown(() => undefined)
    let release: (ok: boolean) => void = () => undefined
    const pending = countdown.send(() => new Promise<boolean>((resolve) => (release = resolve)))
    expect(countdown.state.phase).toBe('sending')
    expect(countdown.canSend).toBe(false)
    release(true)
    await pending
    expect(countdown.state.phase).toBe('counting')
    countdown.reset()
    expect(countdown.state.phase).toBe('idle')
  })
})
