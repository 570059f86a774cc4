import Taro from '@tarojs/taro'
import { isChunkLoadError, PLACEHOLDER_DELAY_MS, PLACEHOLDER_TIMEOUT_MS, watchPageLoads } from '@/lib/chunk-errors'

/** index.html's placeholder, whose class the watcher sets ('' hidden, 'loading', 'failed'). */
const box = () => document.getElementById('boot-placeholder') as HTMLElement
const routeChange = () => Taro.eventCenter.trigger('__taroRouterChange', { toLocation: { path: '/pages/about/about' } })
const pageShown = () => Taro.eventCenter.trigger('__taroSetNavigationStyle', 'default', 'white', '#000000')

describe('page-load placeholder (spec 2: 200 ms, 60 s)', () => {
  beforeAll(() => {
    jest.useFakeTimers()
    document.body.innerHTML = '<div id="boot-placeholder"><span class="early"></span><span class="late"></span></div>'
    watchPageLoads()
  })
  afterAll(() => {
    Taro.eventCenter.off('__taroRouterChange')
    Taro.eventCenter.off('__taroSetNavigationStyle')
    Taro.eventCenter.off('__taroRouterNotFound')
    jest.useRealTimers()
  })

  it('shows nothing for a page that loads within 200 ms', () => {
    routeChange()
    jest.advanceTimersByTime(PLACEHOLDER_DELAY_MS - 10)
    pageShown()
    jest.advanceTimersByTime(PLACEHOLDER_TIMEOUT_MS)
    expect(box().className).toBe('')
  })

  it('says "loading" after 200 ms and "failed" after 60 s, in the shopper\'s language; the page arriving hides it', () => {
    routeChange()
    jest.advanceTimersByTime(PLACEHOLDER_DELAY_MS)
    expect(box().className).toBe('loading')
    expect(box().textContent).toContain('页面加载中')
    expect(box().onclick).toBeNull()
    jest.advanceTimersByTime(PLACEHOLDER_TIMEOUT_MS - PLACEHOLDER_DELAY_MS)
    expect(box().className).toBe('failed')
    expect(box().textContent).toContain('页面资源加载失败')
    expect(box().onclick).toEqual(expect.any(Function))
    pageShown()
    expect(box().className).toBe('')
  })

  it('a page whose code fails to load shows the error at once', () => {
    routeChange()
    const failure = new Event('unhandledrejection') as Event & { reason?: unknown }
    failure.reason = Object.assign(new Error('Loading chunk 12 failed.'), { name: 'ChunkLoadError' })
    window.dispatchEvent(failure)
    expect(box().className).toBe('failed')
    // Its timers are gone: nothing flips it back to "loading".
    jest.advanceTimersByTime(PLACEHOLDER_TIMEOUT_MS)
    expect(box().className).toBe('failed')
  })

  it('tells chunk failures from other errors', () => {
    expect(isChunkLoadError({ name: 'ChunkLoadError' })).toBe(true)
    expect(isChunkLoadError(new Error('Loading CSS chunk 3 failed.'))).toBe(true)
    expect(isChunkLoadError(new Error('network'))).toBe(false)
    expect(isChunkLoadError(null)).toBe(false)
  })
})
