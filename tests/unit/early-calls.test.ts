import Taro from '@tarojs/taro'
import { getCommonConfig } from '@/api/base'
import { commonQuery } from '@/api/client'
import { setupApiClient } from '@/api/setup'
import { getHome } from '@/api/home'
import { resetRootStore } from '@/stores/root-store'
import { clearAll, getItem } from '@/stores/storage'

// The calls index.html starts before the app's scripts (config/landing-chunks.js, config/early-calls.js),
// run here in jsdom as the built page runs them, and taken by the app's transport (src/api/early-calls.ts).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { inlineScript } = require('../../config/landing-chunks') as { inlineScript: (...args: unknown[]) => string }
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { earlyCalls, FIRST_VISIT_QUERY } = require('../../config/early-calls') as {
  earlyCalls: (env: Record<string, string>) => Record<string, unknown>
  FIRST_VISIT_QUERY: string
}

type Early = { url: string; body: string }
const started = () => ((globalThis as { __shopEarly?: Early[] }).__shopEarly ?? []).map(({ url, body }) => ({ url, body }))
const answer = (data: unknown) => Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(data) })

/** Open the page at `hash` the way index.html does: its inline script runs with this fetch. */
function openPage(hash: string, fetch: jest.Mock) {
  window.history.replaceState(null, '', `/web/${hash}`)
  ;(globalThis as { fetch?: unknown }).fetch = fetch
  const script = inlineScript([], {}, [], { ...earlyCalls({ TARO_APP_REQUEST_URL: 'http://shop.test/' }) })
  new Function(script)()
}

let network: jest.SpyInstance

beforeEach(() => {
  clearAll()
  delete (globalThis as { __shopEarly?: unknown }).__shopEarly
  setupApiClient(resetRootStore())
  network = jest
    .spyOn(Taro, 'request')
    .mockImplementation(((options: { url: string }) =>
      Promise.resolve({ statusCode: 200, data: { code: 0, msg: 'network', data: { from: options.url } } })) as never)
})
afterEach(() => {
  network.mockRestore()
  delete (globalThis as { fetch?: unknown }).fetch
})

describe('calls started by index.html', () => {
  it('a first visit sends the common query a fresh web app sends (the device id aside)', () => {
    expect(getItem('early_query')).toBeUndefined()
    expect(commonQuery().replace(/&uuid=[^&]*/, '')).toBe(FIRST_VISIT_QUERY)
  })

  it('home starts the boot call and its answer; the app takes each once, then asks the network', async () => {
    const fetch = jest.fn((url: string) => answer({ code: 0, msg: 'early', data: { early: url.includes('index/index') ? 'home' : 'boot' } }))
    openPage('#/pages/index/index', fetch)
    expect(started()).toEqual([
      { url: `http://shop.test/api.php?s=base/common&${FIRST_VISIT_QUERY}&ajax=ajax`, body: '{"is_key":1}' },
      { url: `http://shop.test/api.php?s=index/index&${FIRST_VISIT_QUERY}&ajax=ajax`, body: '{"is_cache":0}' },
    ])
    const home = await getHome()
    expect(home.ok && (home.data.raw as { early?: string }).early).toBe('home')
    const boot = await getCommonConfig()
    expect(boot.ok && (boot.data.raw as { early?: string }).early).toBe('boot')
    expect(network).not.toHaveBeenCalled()
    // Taken once: the next home answer comes from the network.
    await getHome()
    expect(network).toHaveBeenCalledTimes(1)
  })

  it("home fetches its first banner picture as soon as index/index answers, before the app's scripts run", async () => {
    const pictures: string[] = []
    const realImage = window.Image
    window.Image = class {
      setAttribute() {}
      set src(url: string) {
        pictures.push(url)
      }
    } as unknown as typeof Image
    try {
      const banner = (images_url: unknown) => ({ code: 0, msg: '', data: { banner_list: [{ images_url }, { images_url: '/b/2.png' }] } })
      openPage(
        '#/pages/index/index',
        jest.fn((url: string) => answer(url.includes('index/index') ? banner('/b/1.png') : { code: 0, msg: '', data: {} })),
      )
      await Promise.all(((globalThis as { __shopEarly?: Array<{ answer: Promise<unknown> }> }).__shopEarly ?? []).map((call) => call.answer))
      expect(pictures).toEqual(['/b/1.png'])

      // No banner, or not a text: nothing is fetched; goods detail fetches no picture.
      openPage(
        '#/pages/index/index',
        jest.fn(() => answer({ code: 0, msg: '', data: { banner_list: [] } })),
      )
      openPage(
        '#/pages/index/index',
        jest.fn(() => answer(banner(12))),
      )
      openPage(
        '#/pages/goods-detail/goods-detail?id=7',
        jest.fn(() => answer(banner('/b/1.png'))),
      )
      await new Promise((resolve) => setTimeout(resolve, 0))
      expect(pictures).toEqual(['/b/1.png'])
    } finally {
      window.Image = realImage
    }
  })

  it("goods detail starts its goods call with the page's id, and none without an id", async () => {
    openPage(
      '#/pages/goods-detail/goods-detail?id=7',
      jest.fn(() => answer({ code: 0, msg: '', data: {} })),
    )
    expect(started().map((call) => [call.url.split('&')[0], call.body])).toEqual([
      ['http://shop.test/api.php?s=base/common', '{"is_key":1}'],
      ['http://shop.test/api.php?s=goods/detail', '{"id":"7"}'],
    ])
    openPage(
      '#/pages/goods-detail/goods-detail',
      jest.fn(() => answer({ code: 0, msg: '', data: {} })),
    )
    expect(started().map((call) => call.url.split('&')[0])).toEqual(['http://shop.test/api.php?s=base/common'])
  })

  it('an answer for another shopper is not taken, and a failed early call falls back to the network', async () => {
    // A different token than the app sends: the app asks the network itself.
    const fetch = jest.fn(() => answer({ code: 0, msg: 'early', data: { early: 'boot' } }))
    window.localStorage.setItem('early_query', JSON.stringify({ data: FIRST_VISIT_QUERY.replace('token=', 'token=someone-else') }))
    openPage('#/pages/user/user', fetch)
    expect(started()[0].url).toContain('token=someone-else')
    const boot = await getCommonConfig()
    expect(boot.ok && (boot.data.raw as { early?: string }).early).toBeUndefined()
    expect(network).toHaveBeenCalledTimes(1)
    // The first ask took it out, matching or not: a later ask (say after a sign-out, when the addresses
    // would match) goes to the network, never to this old answer.
    expect(started()).toEqual([])
    await getCommonConfig()
    expect(network).toHaveBeenCalledTimes(2)

    clearAll()
    network.mockClear()
    openPage(
      '#/pages/user/user',
      jest.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    )
    const retried = await getCommonConfig()
    expect(retried.ok).toBe(true)
    expect(network).toHaveBeenCalledTimes(1)
  })

  it('keeps the query the app sends for the next visit', async () => {
    await getCommonConfig()
    expect(getItem('early_query')).toBe(commonQuery())
  })
})
