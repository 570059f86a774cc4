import { startTransition, useEffect, useState } from 'react'

const nextTask: (callback: () => void) => unknown =
  typeof requestAnimationFrame === 'function' ? (callback) => requestAnimationFrame(() => setTimeout(callback, 0)) : (callback) => setTimeout(callback, 16)

/**
 * How many of `total` items to render: 0 until `enabled`, then one more per frame. A long list built in
 * one go is one long main-thread task (the shopper cannot tap meanwhile); built item by item it is many
 * short ones, and the first items paint sooner.
 */
export function useProgressiveCount(total: number, enabled: boolean): number {
  const [count, setCount] = useState(0)
  useEffect(() => {
    if (!enabled || count >= total) return undefined
    let cancelled = false
    nextTask(() => {
      // A transition: each item is built in slices of a few milliseconds (see usePaintedOnce).
      if (!cancelled) startTransition(() => setCount((n) => Math.min(total, n + 1)))
    })
    return () => {
      cancelled = true
    }
  }, [enabled, count, total])
  return enabled ? Math.min(count, total) : 0
}
