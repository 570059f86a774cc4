import { useEffect, useState } from 'react'
import { afterPageLoad, pageLoaded } from '@/lib/after-page-load'

/** False until the page's load event (H5, first page only; see lib/after-page-load), then true. */
export function usePageLoaded(): boolean {
  const [loaded, setLoaded] = useState(pageLoaded)
  useEffect(() => {
    if (loaded) return undefined
    let live = true
    void afterPageLoad().then(() => live && setLoaded(true))
    return () => {
      live = false
    }
  }, [loaded])
  return loaded
}
