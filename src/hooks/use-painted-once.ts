import { startTransition, useEffect, useState } from 'react'

const nextFrame: (callback: () => void) => unknown =
  typeof requestAnimationFrame === 'function' ? (callback) => requestAnimationFrame(callback) : (callback) => setTimeout(callback, 16)

/**
 * False until the page has painted once with `ready` true, then true. A long page renders what is
 * above the fold first and builds the rest a frame later, so its first screen (and largest paint)
 * is not held back by content the shopper has not scrolled to yet.
 */
export function usePaintedOnce(ready: boolean): boolean {
  const [painted, setPainted] = useState(false)
  useEffect(() => {
    if (!ready || painted) return undefined
    let timer: ReturnType<typeof setTimeout> | undefined
    let cancelled = false
    // The frame callback runs just before that frame paints; a timeout queued from it runs after.
    nextFrame(() => {
      // A transition: React builds the rest in slices of a few milliseconds, so the shopper's first tap
      // is not held behind one long task.
      if (!cancelled) timer = setTimeout(() => startTransition(() => setPainted(true)), 0)
    })
    return () => {
      cancelled = true
      if (timer) clearTimeout(timer)
    }
  }, [ready, painted])
  return painted
}
