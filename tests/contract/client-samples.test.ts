import { configureClient, interpret } from '@/api/client'
import { parseCommonConfig } from '@/api/base'
import { parseCart } from '@/api/cart'
import { parseCategory } from '@/api/goods'
import { parseHome } from '@/api/home'
import { parseUserCenter } from '@/api/user'
import { arr, obj } from '@/api/parse'
import { allSampleFiles, loadSample } from './samples'

let loginExpired = 0
beforeAll(() => {
  configureClient({
    transport: async () => ({ statusCode: 200, data: {} }),
    upload: async () => ({ statusCode: 200, data: {} }),
    baseUrl: () => 'http://shop.test/',
    commonParams: () => [],
    toast: () => undefined,
    onLoginExpired: () => {
      loginExpired += 1
    },
    networkMessage: () => 'network',
    badDataMessage: () => 'bad data',
  })
})

describe('every captured response goes through the client', () => {
  it.each(allSampleFiles())('%s', (file) => {
    const { response } = loadSample(file)
    const before = loginExpired
    // -400 arrives as text/html; feed it as a string the way the browser hands it over.
    const wire = response.code === -400 ? JSON.stringify(response) : response
    const result = interpret(wire === response ? { statusCode: 200, data: response } : { statusCode: 200, data: wire }, { silent: true })
    expect(result.ok).toBe(response.code === 0)
    expect(result.code).toBe(response.code)
    expect(result.msg).toBe(response.msg)
    expect(loginExpired - before).toBe(response.code === -400 ? 1 : 0)
  })
})

describe('parsers accept the captured shapes', () => {
  it('base/common', () => {
    const config = parseCommonConfig(loadSample('base.common').response.data)
    expect(config.status).toBe(1)
    expect(config.currencySymbol).toBeTruthy()
    expect(config.tabbar?.map((t) => t.page)).toContain('/pages/index/index')
    // The captured config, read by name (src/api/settings.ts).
    expect(config.settings).toMatchObject({
      siteName: '网站名称',
      siteType: 8,
      isExhibitionSite: false,
      categoryLevel: 0,
      loginTypes: ['username', 'email', 'sms'],
      searchEnabled: true,
      quickNavEnabled: true,
      quickNavTitle: '更多入口',
      pickupUsesLocation: true,
      sendCodeCaptcha: true,
      h5Url: '',
      serviceTel: '021-88888888',
    })
  })

  it('index/index', () => {
    const home = parseHome(loadSample('index.index').response.data)
    expect(home.banners.length).toBeGreaterThan(0)
    expect(home.floors[0].goods[0]).toMatchObject({ id: expect.any(String), title: expect.any(String), price: expect.stringMatching(/^\d+\.\d\d$/) })
    expect(home.navigation[0].eventType).toBe(1)
  })

  it('goods/category', () => {
    const tree = arr<Record<string, unknown>>(obj(loadSample('goods.category').response.data).category).map((c) => parseCategory(obj(c)))
    expect(tree.length).toBeGreaterThan(0)
    expect(tree[0].children.length).toBeGreaterThan(0)
  })

  it('cart/index, including the empty cart whose totals are numbers', () => {
    const cart = parseCart(loadSample('cart.index').response.data)
    expect(cart.items[0]).toMatchObject({ id: expect.any(String), goodsId: expect.any(String), stock: expect.any(Number) })
    expect(cart.items[0].spec.length).toBeGreaterThan(0)
    const empty = parseCart(loadSample('cart.index_after_order').response.data)
    expect(empty.items).toEqual([])
    expect(empty.buyNumber).toBe('0')
  })

  it('user/center for a user and a guest', () => {
    const center = parseUserCenter(loadSample('user.center').response.data)
    expect(center.orderStatus.length).toBeGreaterThan(0)
    expect(center.integral).toBeGreaterThan(0)
    const guest = parseUserCenter(loadSample('user.center_guest').response.data)
    expect(guest.orderCount).toBe(0)
  })
})
