import { setPluginEnabled } from '../../server/core/plugins'
import { bundleTotals, lineSavingCents } from '../../server/plugins/binding/pricing'
import { startTestApp, useTestApp, type TestApp } from './helpers'

// Seeded bundles: 1 = fixed "焕亮护肤三件套" (cleanser 69 -10, toner 119 -20, serum 239/359 -40),
// 2 = pick-and-mix "夏日防晒自由搭" (at least 2 of: sun cream 139/209 -20, after-sun 49 -10, kids' sun cream 99 -15, sponge 29 -5).
const SKINCARE = [
  { goods_id: 2, stock: 1 },
  { goods_id: 24, stock: 1 },
  { goods_id: 3, stock: 1, spec: [{ type: '规格', value: '30ml' }] },
]
const DEMO_PAY = 2

describe('binding plugin', () => {
  let app: TestApp
  let demo: string
  useTestApp(startTestApp, (started) => ([app, demo] = [started, started.tokenFor('demo')]))

  const bd = (action: string, params: Record<string, unknown> = {}, lang = 'zh') =>
    app.call('plugins/index', { pluginsname: 'binding', pluginscontrol: 'index', pluginsaction: action, ...params }, { token: demo, lang })
  const buy = (action: 'index' | 'add', goods: unknown[], extra: Record<string, unknown> = {}, lang = 'zh') =>
    app.call(`buy/${action}`, { buy_type: 'goods', goods_data: goods, binding_id: 1, address_id: 1, payment_id: DEMO_PAY, ...extra }, { token: demo, lang })

  it('prices a bundle: the bundle price, the usual price and the saving (ranges while a goods has several specs)', async () => {
    const detail = await bd('detail', { id: 1 })
    expect(detail.code).toBe(0)
    expect(detail.data.data).toMatchObject({
      type: 0,
      estimate_price: '357.00-477.00',
      estimate_original_price: '427.00-547.00',
      estimate_discount_price: '70.00',
    })
    const goods = detail.data.data.goods as Array<{ id: number; price: string; discount_price: string; specifications: unknown }>
    expect(goods.map((g) => [g.id, g.price, g.discount_price])).toEqual([
      [2, '69.00', '59.00'],
      [24, '119.00', '99.00'],
      [3, '239.00-359.00', '199.00-319.00'],
    ])
    expect(goods[2].specifications).toMatchObject({ choose: [{ name: '规格' }] })
    const list = await bd('datalist')
    expect(list.data.data.map((b: { title: string }) => b.title)).toEqual(['焕亮护肤三件套', '夏日防晒自由搭'])
    expect((await bd('detail', { id: 99 })).msg).toBe('组合搭配不存在或已下架')
    expect((await bd('detail', { id: 'x' }, 'en')).msg).toBe('Bundle id is invalid')
  })

  it('a discount never makes a goods cost less than nothing', () => {
    expect(lineSavingCents(500, 8, 2)).toBe(1000)
    expect(lineSavingCents(2000, 8, 2)).toBe(1600)
    expect(bundleTotals([{ minCents: 500, maxCents: 900, discountCents: 500 }])).toMatchObject({ bundleMinCents: 0, bundleMaxCents: 400, savingCents: 500 })
  })

  it('checkout takes the saving off: the fixed bundle costs its bundle price', async () => {
    const preview = await buy('index', SKINCARE)
    expect(preview.code).toBe(0)
    expect(preview.data.base).toMatchObject({ total_price: '427.00', actual_price: '357.00', preferential_price: '70.00' })
    expect(preview.data.goods_list[0].order_base.extension_data).toEqual([expect.objectContaining({ name: '组合优惠', price: 70, tips: '-￥70.00' })])
    expect(preview.data.plugins_binding_data).toMatchObject({ binding: { id: 1 }, discount_price: '70.00' })
    const created = await buy('add', SKINCARE)
    expect(created.code).toBe(0)
    const order = app.app.db.prepare('SELECT total_price, preferential_price FROM orders WHERE id = ?').get(created.data.order_ids[0])
    expect(order).toEqual({ total_price: 357, preferential_price: 70 })
  })

  it('a bundle is bought as the bundle: all of a fixed one, enough of a pick-and-mix, one set, only its goods', async () => {
    expect((await buy('index', SKINCARE.slice(0, 2))).msg).toBe('固定组合需购买全部商品，缺少【澄光 烟酰胺焕亮精华液 淡化痘印 提亮肤色】')
    expect((await buy('index', [...SKINCARE, { goods_id: 4, stock: 1 }])).msg).toBe('【雪域之境 雪莲修护面霜 深层保湿 50g】不在该组合中')
    expect((await buy('index', [{ ...SKINCARE[0], stock: 2 }, ...SKINCARE.slice(1)], {}, 'en')).msg).toContain('one set at a time')
    expect((await buy('index', [{ goods_id: 18, stock: 1 }], { binding_id: 2 })).msg).toBe('至少选择2件商品')
    const pair = await buy(
      'index',
      [
        { goods_id: 17, stock: 1, spec: [{ type: '规格', value: '50ml' }] },
        { goods_id: 18, stock: 1 },
      ],
      { binding_id: 2 },
    )
    expect(pair.data.base).toMatchObject({ total_price: '188.00', actual_price: '158.00', preferential_price: '30.00' })
    expect((await buy('index', SKINCARE, { binding_id: 'one' })).code).toBe(-1)
  })

  it('switched off: the list answers "not enabled" and a bundle id no longer changes the price', async () => {
    setPluginEnabled(app.app.db, 'binding', false)
    try {
      expect((await bd('datalist')).code).toBe(-11)
      expect((await buy('index', SKINCARE)).data.base.actual_price).toBe('427.00')
      expect((await app.call('index/index', {})).data.plugins_binding_data).toBeUndefined()
      expect((await app.call('goods/detail', { id: 2 })).data.plugins_binding_data).toBeUndefined()
    } finally {
      setPluginEnabled(app.app.db, 'binding', true)
    }
    const detail = await app.call('goods/detail', { id: 2 })
    expect(detail.data.plugins_binding_data.binding_list.map((b: { id: number }) => b.id)).toEqual([1])
    expect(detail.data.plugins_binding_data.relevant_data.data.map((g: { id: number }) => g.id)).toEqual([24, 3])
  })
})
