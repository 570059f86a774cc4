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
