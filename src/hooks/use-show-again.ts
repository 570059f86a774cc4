import { useDidShow } from '@tarojs/taro'
import { useRef } from 'react'

/**
 * Runs `onShowAgain` each time the page is shown again after its first show: the shopper came back
 * from a page this one opened (detail, edit form, checkout), so what it lists may have changed.
 * The first show is skipped because the page's own load is already running.
 */
export function useShowAgain(onShowAgain: () => void): void {
  const shownOnce = useRef(false)
  useDidShow(() => {
    if (shownOnce.current) onShowAgain()
    shownOnce.current = true
  })
}
