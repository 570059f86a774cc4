import { useEffect, useRef, useState } from 'react'

export interface ClockParts {
  hours: string
  minutes: string
  seconds: string
}

const pad = (n: number) => String(n).padStart(2, '0')

/** 3725 -> {hours '01', minutes '02', seconds '05'}; hours may pass 24. */
export function splitSeconds(total: number): ClockParts {
  const safe = Math.max(0, Math.floor(total))
  return { hours: pad(Math.floor(safe / 3600)), minutes: pad(Math.floor((safe % 3600) / 60)), seconds: pad(safe % 60) }
}

/** Whole seconds left until a deadline (never negative). */
export function secondsLeft(deadlineMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((deadlineMs - nowMs) / 1000))
}

/**
 * Count down from `seconds` (as the server measured it) using the device clock only for elapsed time,
 * so a wrong device clock does not shift the sale. `resetKey` restarts it; `onDone` fires once at zero.
 */
export function useCountdown(seconds: number, resetKey: unknown, onDone?: () => void): number {
  const [left, setLeft] = useState(Math.max(0, seconds))
  const doneRef = useRef(onDone)
  doneRef.current = onDone

  useEffect(() => {
    const deadline = Date.now() + Math.max(0, seconds) * 1000
    setLeft(Math.max(0, seconds))
    if (seconds <= 0) return undefined
    const timer = setInterval(() => {
      const next = secondsLeft(deadline, Date.now())
      setLeft(next)
      if (next === 0) {
        clearInterval(timer)
        doneRef.current?.()
      }
    }, 1000)
    return () => clearInterval(timer)
  }, [seconds, resetKey])

  return left
}
