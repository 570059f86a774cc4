import Taro from '@tarojs/taro'
import { t } from '@/i18n'

/** Spec 2: a page still loading after 200 ms shows a placeholder, which turns into an error after 60 s. */
export const PLACEHOLDER_DELAY_MS = 200
export const PLACEHOLDER_TIMEOUT_MS = 60_000

export function isChunkLoadError(reason: unknown): boolean {
  const error = reason as { name?: string; message?: string } | null
  return Boolean(error && (error.name === 'ChunkLoadError' || /Loading (CSS )?chunk .* failed/i.test(error.message ?? '')))
}

type PlaceholderState = '' | 'loading' | 'failed'

/**
 * The page-load placeholder of the pages opened after the first (index.html shows it while the app
 * itself loads, and styles both): the same #boot-placeholder, in the shopper's language, says "loading"
 * once a page has taken 200 ms and "failed" after 60 s or at once when the page's code fails to load
 * (a tap then reloads). Taro's router announces a route change, then the page's navigation style once
 * its code is there (or "not found", which has its own page).
 */
export function watchPageLoads(): void {
  if (process.env.TARO_ENV !== 'h5' || typeof window === 'undefined') return
  let timers: Array<ReturnType<typeof setTimeout>> = []
  const show = (state: PlaceholderState) => {
    const box = document.getElementById('boot-placeholder')
    if (!box) return
    box.className = state
    const [early, late] = Array.from(box.children) as HTMLElement[]
    if (state && early && late) {
      early.textContent = t('common.page_loading_slow')
      late.textContent = t('errors.chunk_load_failed')
    }
    box.onclick = state === 'failed' ? () => location.reload() : null
  }
  /** A new state replaces whatever the last page load had scheduled. */
  const settle = (state: PlaceholderState) => {
    timers.forEach(clearTimeout)
    timers = []
    show(state)
  }
  Taro.eventCenter.on('__taroRouterChange', () => {
    settle('')
    timers = [setTimeout(() => show('loading'), PLACEHOLDER_DELAY_MS), setTimeout(() => show('failed'), PLACEHOLDER_TIMEOUT_MS)]
  })
  Taro.eventCenter.on('__taroSetNavigationStyle', () => settle(''))
  Taro.eventCenter.on('__taroRouterNotFound', () => settle(''))
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) settle('failed')
  })
}
