// The demo server's support for the core pages' reference features (issue 18): category levels and
// banners, search filter groups, goods-detail navigation, checkout freight, order service data, ...
import { startTestApp, useTestApp, type TestApp } from './helpers'

let t: TestApp

useTestApp(startTestApp, (app) => (t = app))

type Node = { id: number; name: string; banner_images: string; items?: Node[] }

describe('goods/category', () => {
  it('has a third level under some second levels, and banners on the first level', async () => {
    const reply = await t.call('goods/category', {})
    expect(reply.code).toBe(0)
    const tree = reply.data.category as Node[]
    const skin = tree.find((c) => c.name === '护肤') as Node
    expect(skin.banner_images).toMatch(/\/static\/category\/skin-banner\.svg$/)
    const serum = skin.items?.find((c) => c.name === '精华') as Node
    expect(serum.items?.map((c) => c.name)).toEqual(['修护精华', '美白精华'])
  })

  it('finds goods by a third-level category, and the same goods through its parents', async () => {
    const tree = (await t.call('goods/category', {})).data.category as Node[]
    const serum = (tree.find((c) => c.name === '护肤') as Node).items?.find((c) => c.name === '精华') as Node
    const leaf = serum.items?.[0] as Node
    const byLeaf = await t.call('search/datalist', { category_id: leaf.id, page_size: 100 })
    const byParent = await t.call('search/datalist', { category_id: serum.id, page_size: 100 })
    expect(byLeaf.data.total).toBeGreaterThan(0)
    const parentIds = new Set(byParent.data.data.map((g: { id: number }) => g.id))
    for (const g of byLeaf.data.data as Array<{ id: number }>) expect(parentIds.has(g.id)).toBe(true)
    expect(byParent.data.total).toBeGreaterThan(byLeaf.data.total)
  })
})

describe('search filter groups (api-core 3.9)', () => {
  it('lists place of origin, parameter and spec values of the goods the search finds', async () => {
    const reply = await t.call('search/index', { wd: '口红' })
    expect(reply.code).toBe(0)
    expect(reply.data.goods_place_origin_list.length).toBeGreaterThan(0)
    expect(reply.data.goods_params_list.length).toBeGreaterThan(0)
    const specs = (reply.data.goods_spec_list as Array<{ value: string }>).map((s) => s.value)
    expect(specs.length).toBeGreaterThan(0)
    // Only values of lipsticks: a value of another goods' spec is not offered.
    const all = (await t.call('search/index', {})).data.goods_spec_list as Array<{ value: string }>
    expect(all.length).toBeGreaterThanOrEqual(specs.length)
  })

  it('filters by a spec value, a parameter value and a place of origin', async () => {
    const options = (await t.call('search/index', {})).data
    const spec = options.goods_spec_list[0].value as string
    const bySpec = await t.call('search/datalist', { goods_spec_values: JSON.stringify({ 0: spec }), page_size: 100 })
    expect(bySpec.code).toBe(0)
    for (const g of bySpec.data.data as Array<{ id: number }>) {
      const detail = await t.call('goods/detail', { id: g.id })
      const values = (detail.data.goods.specifications.choose as Array<{ value: Array<{ name: string }> }>).flatMap((c) => c.value.map((v) => v.name))
      expect(values).toContain(spec)
    }
    const everything = (await t.call('search/datalist', { page_size: 100 })).data.total
    expect(bySpec.data.total).toBeLessThan(everything)

    const param = options.goods_params_list[0].value as string
    const byParam = await t.call('search/datalist', { goods_params_values: param, page_size: 100 })
    expect(byParam.code).toBe(0)
    expect(byParam.data.total).toBeGreaterThan(0)

    const origin = options.goods_place_origin_list[0]
    const byOrigin = await t.call('search/datalist', { place_origin_ids: JSON.stringify({ 0: origin.id }), page_size: 100 })
    expect((byOrigin.data.data as Array<{ place_origin: number }>).every((g) => Number(g.place_origin) === origin.id)).toBe(true)
  })

  it('refuses a malformed value group with a clear message and sorts by popularity', async () => {
    const bad = await t.call('search/datalist', { goods_spec_values: '{not json' })
    expect(bad).toMatchObject({ code: -1, msg: '搜索条件有误' })
    const byAccess = await t.call('search/datalist', { order_by_field: 'access_count', order_by_type: 'desc', page_size: 5 })
    const counts = (byAccess.data.data as Array<{ access_count: number }>).map((g) => Number(g.access_count))
    expect(counts).toEqual([...counts].sort((a, b) => b - a))
  })
})

describe('goods/detail navigation and services (api-core 3.11)', () => {
  it('sends the chat entry in buy_left_nav, a "more" menu and the service promises in both languages', async () => {
    const zh = await t.call('goods/detail', { id: 1 })
    expect(zh.data.buy_left_nav.map((n: { type: string }) => n.type)).toEqual(['home', 'favor', 'chat'])
    expect(zh.data.nav_more_list.map((n: { url: string }) => n.url)).toContain('/pages/cart-page/cart-page')
    expect(zh.data.plugins_goodsservice_data[0]).toMatchObject({ name: '正品保障', describe: expect.any(String) })
    expect(zh.data.plugins_goodsservice_data[0].images).toMatch(/\/static\/goods\/service-genuine\.svg$/)
    const en = await t.call('goods/detail', { id: 1 }, { lang: 'en' })
    expect(en.data.plugins_goodsservice_data[0].name).toBe('Genuine guarantee')
    expect(en.data.nav_more_list[0].name).toBe('Home')
  })
})
