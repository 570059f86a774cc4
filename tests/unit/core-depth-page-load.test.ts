import Taro from '@tarojs/taro'
import { createPageLoadPlaceholder, isChunkLoadError, PLACEHOLDER_DELAY_MS, PLACEHOLDER_TIMEOUT_MS, watchPageLoads } from '@/lib/chunk-errors'

const placeholderEl = () => document.querySelector<HTMLElement>('[data-testid="page-load-placeholder"]')
const shown = () => placeholderEl()?.style.display === 'flex'

describe('page-load placeholder (spec 2: 200 ms, 60 s)', () => {
  beforeEach(() => {
    jest.useFakeTimers()
    document.body.innerHTML = ''
  })
  afterEach(() => {
    jest.useRealTimers()
  })

  it('shows nothing for a page that loads within 200 ms', () => {
    const placeholder = createPageLoadPlaceholder()
    placeholder.start()
    jest.advanceTimersByTime(PLACEHOLDER_DELAY_MS - 10)
    placeholder.done()
    jest.advanceTimersByTime(PLACEHOLDER_TIMEOUT_MS)
    expect(placeholderEl()).toBeNull()
  })

  it('shows the loading text after 200 ms, the error after 60 s, and hides when the page is there', () => {
    const placeholder = createPageLoadPlaceholder()
    placeholder.start()
    jest.advanceTimersByTime(PLACEHOLDER_DELAY_MS)
    expect(shown()).toBe(true)
    expect(placeholderEl()?.textContent).toContain('页面加载中')
    expect(placeholderEl()?.querySelector('button')?.hidden).toBe(true)

    jest.advanceTimersByTime(PLACEHOLDER_TIMEOUT_MS - PLACEHOLDER_DELAY_MS)
    expect(placeholderEl()?.textContent).toContain('页面资源加载失败')
    expect(placeholderEl()?.querySelector('button')?.hidden).toBe(false)

    placeholder.done()
    expect(shown()).toBe(false)
  })

  it('follows the router: route change, then the page style; a failed chunk shows the error at once', () => {
    watchPageLoads()
    Taro.eventCenter.trigger('__taroRouterChange', { toLocation: { path: '/pages/about/about' } })
    jest.advanceTimersByTime(PLACEHOLDER_DELAY_MS)
    expect(shown()).toBe(true)
    Taro.eventCenter.trigger('__taroSetNavigationStyle', 'default', 'white', '#000000')
    expect(shown()).toBe(false)

    Taro.eventCenter.trigger('__taroRouterChange', { toLocation: { path: '/pages/about/about' } })
    const failure = new Event('unhandledrejection') as Event & { reason?: unknown }
    failure.reason = Object.assign(new Error('Loading chunk 12 failed.'), { name: 'ChunkLoadError' })
    window.dispatchEvent(failure)
    expect(shown()).toBe(true)
    expect(placeholderEl()?.textContent).toContain('页面资源加载失败')
    Taro.eventCenter.off('__taroRouterChange')
    Taro.eventCenter.off('__taroSetNavigationStyle')
    Taro.eventCenter.off('__taroRouterNotFound')
  })

  it('tells chunk failures from other errors', () => {
    expect(isChunkLoadError({ name: 'ChunkLoadError' })).toBe(true)
    expect(isChunkLoadError(new Error('Loading CSS chunk 3 failed.'))).toBe(true)
    expect(isChunkLoadError(new Error('network'))).toBe(false)
    expect(isChunkLoadError(null)).toBe(false)
  })
})
