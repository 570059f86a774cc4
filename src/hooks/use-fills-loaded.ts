import { startTransition, useEffect, useState } from 'react'

/**
 * False until `start` has been true and the fills `load` asks for (a `fillsOnDemand` loader) have settled;
 * then true, set as a transition so the slots they fill are built in slices. A page draws the part that
 * holds those slots, and what sits under it, only then: the part comes below what has painted, so nothing
 * moves.
 */
export function useFillsLoaded(start: boolean, load: () => Promise<void>): boolean {
  const [loaded, setLoaded] = useState(false)
  useEffect(() => {
    if (!start) return undefined
    let live = true
    void load().then(() => live && startTransition(() => setLoaded(true)))
    return () => {
      live = false
    }
  }, [start, load])
  return loaded
}
