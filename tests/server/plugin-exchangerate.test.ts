import { setPluginEnabled } from '../../server/core/plugins'
import { startTestApp, type TestApp } from './helpers'

const rate = (app: TestApp, action: string, params: Record<string, unknown> = {}, opts: { token?: string; uuid?: string; lang?: string } = {}) =>
  app.call('plugins/index', { pluginsname: 'exchangerate', pluginscontrol: 'index', pluginsaction: action, ...params }, opts)

describe('exchangerate plugin', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp()
  })
  afterAll(() => app.close())

  it('lists currencies with CNY as the default', async () => {
    const res = await rate(app, 'index', {}, { uuid: 'dev-a' })
    expect(res.code).toBe(0)
    expect(res.data.data.default).toMatchObject({ code: 'CNY', symbol: '￥' })
    const codes = res.data.data.data.map((c: { code: string }) => c.code)
    expect(codes).toEqual(['CNY', 'USD', 'EUR'])
    expect(Object.keys(res.data.data.data[0])).toEqual(expect.arrayContaining(['id', 'icon', 'name', 'symbol']))
  })

  it('validates the currency id', async () => {
    expect((await rate(app, 'setcurrency', {}, { uuid: 'dev-a' })).code).toBe(-1)
    expect((await rate(app, 'setcurrency', { currency: 'x' }, { uuid: 'dev-a' })).code).toBe(-1)
    expect(await rate(app, 'setcurrency', { currency: 99 }, { uuid: 'dev-a' })).toMatchObject({ code: -1, msg: '货币不存在' })
    expect((await rate(app, 'setcurrency', { currency: 2 }, { uuid: '' })).code).toBe(-1)
  })

  it('switching to USD converts goods prices and the config symbol, per device', async () => {
    const cnyDetail = await app.call('goods/detail', { id: 2 }, { uuid: 'dev-b' })
    const cnyPrice = Number(cnyDetail.data.goods.min_price)
    const usd = (await rate(app, 'index', {}, { uuid: 'dev-b' })).data.data.data.find((c: { code: string }) => c.code === 'USD')
    expect(await rate(app, 'setcurrency', { currency: usd.id }, { uuid: 'dev-b' })).toMatchObject({ code: 0 })

    expect((await rate(app, 'index', {}, { uuid: 'dev-b' })).data.data.default.code).toBe('USD')
    expect((await app.call('base/common', { is_key: 1 }, { uuid: 'dev-b' })).data.currency_symbol).toBe('$')
    const usdDetail = await app.call('goods/detail', { id: 2 }, { uuid: 'dev-b' })
    expect(Number(usdDetail.data.goods.min_price)).toBeCloseTo(Math.round(cnyPrice * usd.rate * 100) / 100, 2)
    expect(usdDetail.data.goods.show_price_symbol).toBe('$')
    const search = await app.call('search/datalist', { page: 1 }, { uuid: 'dev-b' })
    const plain = await app.call('search/datalist', { page: 1 }, { uuid: 'dev-c' })
    expect(Number(search.data.data[0].min_price)).toBeLessThan(Number(plain.data.data[0].min_price))

    // Another device keeps CNY.
    expect((await app.call('base/common', { is_key: 1 }, { uuid: 'dev-c' })).data.currency_symbol).toBe('￥')
  })

  it('a logged-in choice follows the user to another device', async () => {
    const token = app.tokenFor('buyer2')
    await rate(app, 'setcurrency', { currency: 3 }, { token, uuid: 'phone-1' })
    expect((await app.call('base/common', { is_key: 1 }, { token, uuid: 'laptop-2' })).data.currency_symbol).toBe('€')
  })

  it('disabled: -11, no plugins_base key and prices back in CNY', async () => {
    expect((await app.call('base/common', { is_key: 1 }, { uuid: 'dev-b' })).data.plugins_base.exchangerate).toBeDefined()
    setPluginEnabled(app.app.db, 'exchangerate', false)
    try {
      const common = await app.call('base/common', { is_key: 1 }, { uuid: 'dev-b' })
      expect(common.data.plugins_base.exchangerate).toBeUndefined()
      expect(common.data.currency_symbol).toBe('￥')
      expect((await rate(app, 'index', {}, { uuid: 'dev-b' })).code).toBe(-11)
    } finally {
      setPluginEnabled(app.app.db, 'exchangerate', true)
    }
  })
})
