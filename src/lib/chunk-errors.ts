import Taro from '@tarojs/taro'
import { t } from '@/i18n'

/** Spec 2: a page still loading after 200 ms shows a placeholder, which turns into an error after 60 s. */
export const PLACEHOLDER_DELAY_MS = 200
export const PLACEHOLDER_TIMEOUT_MS = 60_000

export function isChunkLoadError(reason: unknown): boolean {
  const error = reason as { name?: string; message?: string } | null
  return Boolean(error && (error.name === 'ChunkLoadError' || /Loading (CSS )?chunk .* failed/i.test(error.message ?? '')))
}

export interface PageLoadPlaceholder {
  /** A page starts loading: show the placeholder if it is not there within the delay. */
  start(): void
  /** The page is there (or the route does not exist, which has its own page). */
  done(): void
  /** Its code failed to load: the error with a way to try again. */
  fail(): void
}

/**
 * The web's page-load placeholder, drawn outside the pages (a page that has not loaded cannot draw its
 * own): the loading text, then the error text and a reload button.
 */
export function createPageLoadPlaceholder(doc: Document = document): PageLoadPlaceholder {
  let root: HTMLElement | null = null
  let timers: ReturnType<typeof setTimeout>[] = []
  const clear = () => {
    timers.forEach(clearTimeout)
    timers = []
  }

  const show = (failed: boolean) => {
    if (!root) {
      root = doc.createElement('div')
      root.setAttribute('role', 'status')
      root.setAttribute('data-testid', 'page-load-placeholder')
      root.style.cssText =
        'position:fixed;inset:0;z-index:2000;display:flex;flex-direction:column;align-items:center;justify-content:center;' +
        'gap:12px;padding:24px;background:#f5f5f5;color:#999;font-size:14px;text-align:center'
      root.append(doc.createElement('span'), doc.createElement('button'))
      const retry = root.lastChild as HTMLButtonElement
      retry.style.cssText = 'padding:6px 20px;border:1px solid #ccc;border-radius:16px;background:#fff;color:#333;font-size:14px'
      retry.onclick = () => location.reload()
      doc.body.append(root)
    }
    const [text, retry] = Array.from(root.children) as [HTMLElement, HTMLButtonElement]
    text.textContent = failed ? t('errors.chunk_load_failed') : t('common.page_loading_slow')
    text.style.color = failed ? '#ff0036' : ''
    retry.textContent = t('common.retry')
    retry.hidden = !failed
    root.style.display = 'flex'
  }

  return {
    start() {
      clear()
      timers = [setTimeout(() => show(false), PLACEHOLDER_DELAY_MS), setTimeout(() => show(true), PLACEHOLDER_TIMEOUT_MS)]
    },
    done() {
      clear()
      if (root) root.style.display = 'none'
    },
    fail() {
      clear()
      show(true)
    },
  }
}

/**
 * On the web, page code loads on demand: Taro's router announces a route change, then the page's
 * navigation style once its code is there; a chunk that fails rejects unhandled.
 */
export function watchPageLoads(): void {
  if (process.env.TARO_ENV !== 'h5' || typeof window === 'undefined') return
  const placeholder = createPageLoadPlaceholder()
  Taro.eventCenter.on('__taroRouterChange', placeholder.start)
  Taro.eventCenter.on('__taroSetNavigationStyle', placeholder.done)
  Taro.eventCenter.on('__taroRouterNotFound', placeholder.done)
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) placeholder.fail()
  })
}
