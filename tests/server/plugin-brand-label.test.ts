import { setPluginEnabled } from '../../server/core/plugins'
import { startTestApp, useTestApp, type TestApp } from './helpers'

const plugin = (app: TestApp, name: string, action: string, params: Record<string, unknown> = {}, lang = 'zh') =>
  app.call('plugins/index', { pluginsname: name, pluginscontrol: 'index', pluginsaction: action, ...params }, { lang })

describe('brand plugin', () => {
  let app: TestApp
  useTestApp(startTestApp, (started) => (app = started))

  it('lists every enabled brand with its category ids, and the categories', async () => {
    const answer = await plugin(app, 'brand', 'index')
    expect(answer.code).toBe(0)
    const { brand_list: brands, brand_category_list: categories } = answer.data
    expect(brands.length).toBe(8)
    expect(categories.map((c: { name: string }) => c.name)).toEqual(['护肤', '彩妆', '香氛', '洗护', '男士'])
    expect(brands[0]).toMatchObject({ id: expect.any(Number), name: '花间集', logo: expect.stringMatching(/^http:\/\/.+\.svg$/) })
    // A brand can sit in several categories; the ids come as strings as ShopXO sends them.
    expect(brands[0].brand_category_ids).toEqual([String(categories[0].id), String(categories[3].id)])
    expect(categories[0].icon).toMatch(/^http/)
  })

  it('answers "not enabled" when switched off', async () => {
    setPluginEnabled(app.app.db, 'brand', false)
    try {
      expect((await plugin(app, 'brand', 'index')).code).toBe(-11)
      const common = await app.call('base/common', { is_key: 1 })
      expect(common.data.plugins_base.brand).toBeUndefined()
    } finally {
      setPluginEnabled(app.app.db, 'brand', true)
    }
  })
})

describe('label plugin', () => {
  let app: TestApp
  useTestApp(startTestApp, (started) => (app = started))

  const labelId = async (name: string) => {
    const row = app.app.db.prepare('SELECT id FROM labels WHERE name = ?').get(name) as { id: number }
    return row.id
  }

  it('describes a label, and answers null for one that does not exist', async () => {
    const hot = await labelId('热卖')
    const answer = await plugin(app, 'label', 'detailinit', { id: hot })
    expect(answer).toMatchObject({
      code: 0,
      data: { base: { is_user_goods_label_url: 1 }, label: { id: hot, name: '热卖', bg_color: '#ff4d4f', text_color: '#ffffff' } },
    })
    expect((await plugin(app, 'label', 'detailinit', { id: 99999 })).data.label).toBeNull()
    expect((await plugin(app, 'label', 'detailinit', { id: 'x' })).code).toBe(-1)
  })

  it('pages the goods of a label in the order asked for', async () => {
    const hot = await labelId('热卖')
    const first = await plugin(app, 'label', 'detailgoodslist', { id: hot, page: 1, ov: '' })
    expect(first.data).toMatchObject({ page: 1, total: 6, page_total: 1 })
    expect(first.data.data[0]).toMatchObject({ id: expect.any(Number), title: expect.any(String), min_price: expect.any(String) })
    const cheapFirst = (await plugin(app, 'label', 'detailgoodslist', { id: hot, page: 1, ov: 'price-asc' })).data.data.map((g: { min_price: string }) =>
      Number(g.min_price),
    )
    expect(cheapFirst).toEqual([...cheapFirst].sort((a, b) => a - b))
    const bestFirst = (await plugin(app, 'label', 'detailgoodslist', { id: hot, page: 1, ov: 'sales-desc' })).data.data.map((g: { sales_count: number }) =>
      Number(g.sales_count),
    )
    expect(bestFirst).toEqual([...bestFirst].sort((a, b) => b - a))
    expect((await plugin(app, 'label', 'detailgoodslist', { id: hot, ov: 'title-asc' })).code).toBe(-1)
    expect((await plugin(app, 'label', 'detailgoodslist', { id: hot, ov: 'price-sideways' })).code).toBe(-1)
  })

  it('goods detail carries the labels of a labelled goods, and none when the plugin is off', async () => {
    const hot = await labelId('热卖')
    const goodsId = (app.app.db.prepare('SELECT goods_id FROM label_goods WHERE label_id = ? LIMIT 1').get(hot) as { goods_id: number }).goods_id
    const detail = await app.call('goods/detail', { id: goodsId })
    expect(detail.data.plugins_label_data).toMatchObject({
      base: { is_user_goods_label_url: 1 },
      data: [{ id: hot, name: '热卖', url: `/pages/plugins/label/detail/detail?id=${hot}`, goods_ids: [goodsId] }],
    })
    const unlabelled = app.app.db.prepare('SELECT id FROM goods WHERE id NOT IN (SELECT goods_id FROM label_goods) LIMIT 1').get() as { id: number }
    expect((await app.call('goods/detail', { id: unlabelled.id })).data.plugins_label_data).toBeUndefined()
    setPluginEnabled(app.app.db, 'label', false)
    try {
      expect((await app.call('goods/detail', { id: goodsId })).data.plugins_label_data).toBeUndefined()
    } finally {
      setPluginEnabled(app.app.db, 'label', true)
    }
  })

  it('a label without goods, or an unknown one, has an empty list', async () => {
    const limited = await labelId('限定')
    expect((await plugin(app, 'label', 'detailgoodslist', { id: limited, page: 1 })).data).toMatchObject({ total: 0, data: [] })
    expect((await plugin(app, 'label', 'detailgoodslist', { id: 99999, page: 1 })).data).toMatchObject({ total: 0, data: [] })
  })
})

describe('label data on goods lists', () => {
  let app: TestApp
  useTestApp(startTestApp, (started) => (app = started))

  it('home and search answers carry the labels of the goods they list, and nothing with the plugin off', async () => {
    const labelled = new Set((app.app.db.prepare('SELECT goods_id FROM label_goods').all() as Array<{ goods_id: number }>).map((r) => r.goods_id))
    const search = await app.call('search/datalist', { page: 1 })
    const listed = new Set(search.data.data.map((g: { id: number }) => g.id))
    const labels = search.data.plugins_label_data.data as Array<{ name: string; goods_ids: number[] }>
    // Every goods id a label names is on this page and carries that label.
    for (const label of labels) for (const id of label.goods_ids) expect(listed.has(id) && labelled.has(id)).toBe(true)
    expect(labels.map((l) => l.name)).toContain('热卖')
    const home = await app.call('index/index')
    expect(home.data.plugins_label_data.base).toMatchObject({ is_user_goods_label_url: 1 })
    setPluginEnabled(app.app.db, 'label', false)
    try {
      expect((await app.call('search/datalist', { page: 1 })).data.plugins_label_data).toBeUndefined()
      expect((await app.call('index/index')).data.plugins_label_data).toBeUndefined()
    } finally {
      setPluginEnabled(app.app.db, 'label', true)
    }
  })
})
