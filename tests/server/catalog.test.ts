// Catalogue reads: search filters and ordering, category tree, specs, home page, favourites.
import { startTestApp, useTestApp, type TestApp } from './helpers'
import { SPECIAL_GOODS } from '../../server/db/seed/catalog-data'

let t: TestApp
let demo: string

useTestApp(startTestApp, (app) => ([t, demo] = [app, app.tokenFor('demo')]))

type Goods = { id: number; min_price: string; brand_id: number; title: string; is_shelves: number }

describe('search/datalist', () => {
  it('answers code -1 with an empty page when nothing matches, like ShopXO', async () => {
    const reply = await t.call('search/datalist', { wd: '不存在的商品名' })
    expect(reply.code).toBe(-1)
    expect(reply.msg).toBe('没有相关数据')
    expect(reply.data).toMatchObject({ page: 1, page_total: 0, total: 0, data: [] })
  })

  it('matches keywords in titles and pages the results', async () => {
    const reply = await t.call('search/datalist', { wd: '口红' })
    expect(reply.code).toBe(0)
    expect(reply.data.data.every((g: Goods) => g.title.includes('口红') || g.title.includes('唇'))).toBe(true)
    const page2 = await t.call('search/datalist', { page: 2, page_size: 10 })
    expect(page2.data).toMatchObject({ page: 2, page_size: 10 })
    expect(page2.data.data).toHaveLength(10)
  })

  it('never lists goods that are off the shelves', async () => {
    const reply = await t.call('search/datalist', { page_size: 100 })
    expect(reply.data.data.some((g: Goods) => g.id === SPECIAL_GOODS.offShelf)).toBe(false)
    expect(reply.data.total).toBe(44)
  })

  it('sorts by price both ways', async () => {
    for (const dir of ['asc', 'desc'] as const) {
      const reply = await t.call('search/datalist', { order_by_field: 'min_price', order_by_type: dir, page_size: 50 })
      const prices = reply.data.data.map((g: Goods) => Number(g.min_price))
      const sorted = [...prices].sort((a, b) => (dir === 'asc' ? a - b : b - a))
      expect(prices).toEqual(sorted)
    }
  })

  it('filters by top-level category (including its children), brand and price range', async () => {
    const makeupId = (t.app.db.prepare("SELECT id FROM categories WHERE name = '彩妆' AND pid = 0").get() as { id: number }).id
    const makeup = await t.call('search/datalist', { category_id: makeupId, page_size: 50 })
    expect(makeup.data.total).toBe(7) // 8 make-up goods, one of them off the shelves
    const brand = await t.call('search/datalist', { brand: 4, page_size: 50 })
    expect(brand.data.data.every((g: Goods) => g.brand_id === 4)).toBe(true)
    const brandIds = await t.call('search/datalist', { brand_ids: '{"0":4,"1":5}', page_size: 50 })
    expect(brandIds.data.data.every((g: Goods) => g.brand_id === 4 || g.brand_id === 5)).toBe(true)
    const cheap = await t.call('search/datalist', { screening_price_values: '{"0":"0-50"}', page_size: 50 })
    expect(cheap.data.data.every((g: Goods) => Number(g.min_price) <= 50)).toBe(true)
    expect(cheap.data.total).toBeGreaterThan(0)
  })
})

describe('catalogue', () => {
  it('has at least 8 top categories with children and 40 goods', async () => {
    const tree = await t.call('goods/category')
    expect(tree.data.category.length).toBeGreaterThanOrEqual(8)
    expect(tree.data.category.every((c: { items?: unknown[] }) => (c.items ?? []).length > 0)).toBe(true)
    const count = (t.app.db.prepare('SELECT COUNT(*) AS n FROM goods').get() as { n: number }).n
    expect(count).toBeGreaterThanOrEqual(40)
  })

  it('spec rows carry their own price and stock', async () => {
    const small = await t.call('goods/specdetail', { id: 3, spec: [{ type: '规格', value: '30ml' }] })
    const large = await t.call('goods/specdetail', { id: 3, spec: JSON.stringify([{ type: '规格', value: '50ml' }]) })
    expect(small.data.spec_base.price).toBe('239.00')
    expect(large.data.spec_base.price).toBe('359.00')
    const soldOutCombo = await t.call(
      'buy/index',
      {
        buy_type: 'goods',
        goods_data: [
          {
            goods_id: 1,
            stock: 1,
            spec: [
              { type: '色号', value: '04 奶茶' },
              { type: '规格', value: '迷你 1.8g' },
            ],
          },
        ],
      },
      { token: demo },
    )
    expect(soldOutCombo).toMatchObject({ code: -1 })
    expect(soldOutCombo.msg).toMatch(/已售罄/)
  })

  it('goods/detail shows the display-only and sold-out states in its buy button', async () => {
    const show = await t.call('goods/detail', { id: SPECIAL_GOODS.exhibition })
    expect(show.data.buy_button).toMatchObject({ is_buy: 0, is_cart: 0, is_show: 1 })
    const soldOut = await t.call('goods/detail', { id: SPECIAL_GOODS.soldOut }, { lang: 'en' })
    expect(soldOut.data.buy_button).toMatchObject({ is_buy: 0, error: 'Sold out' })
  })

  it('goods/detail records browse history for a logged-in user', async () => {
    const before = t.app.db.prepare('SELECT COUNT(*) AS n FROM user_goods_browse WHERE user_id = 1 AND goods_id = 30').get() as { n: number }
    expect(before.n).toBe(0)
    await t.call('goods/detail', { id: 30 }, { token: demo })
    const after = t.app.db.prepare('SELECT access_count FROM user_goods_browse WHERE user_id = 1 AND goods_id = 30').get() as { access_count: number }
    expect(after.access_count).toBe(1)
  })

  it('goods/favor toggles, and is_mandatory_favor only adds', async () => {
    const on = await t.call('goods/favor', { id: 30 }, { token: demo })
    expect(on.data).toMatchObject({ status: 1 })
    const still = await t.call('goods/favor', { id: 30, is_mandatory_favor: 1 }, { token: demo })
    expect(still.data).toMatchObject({ status: 1 })
    const off = await t.call('goods/favor', { id: 30 }, { token: demo })
    expect(off.data).toMatchObject({ status: 0, text: '收藏' })
  })

  it('the home page has banners, navigation, floors with goods and articles', async () => {
    const home = await t.call('index/index', {}, { token: demo })
    expect(home.data.banner_list.length).toBeGreaterThanOrEqual(3)
    expect(home.data.navigation.length).toBeGreaterThanOrEqual(8)
    expect(home.data.data_list.length).toBeGreaterThanOrEqual(4)
    expect(home.data.data_list.every((f: { goods: unknown[] }) => f.goods.length > 0)).toBe(true)
    expect(home.data.article_list.length).toBeGreaterThan(0)
    expect(home.data.message_total).toBeGreaterThan(0)
    expect(home.data.cart_total.buy_number).toBe('3')
  })

  it('order labels follow the request language', async () => {
    const detail = await t.call('order/detail', { id: 3 }, { token: demo, lang: 'en' })
    expect(detail.data.data).toMatchObject({ status_name: 'Pending delivery', order_model_name: 'Express' })
  })

  it('order/index searches by order number and consignee', async () => {
    const no = (t.app.db.prepare('SELECT order_no FROM orders WHERE id = 3').get() as { order_no: string }).order_no
    const byNo = await t.call('order/index', { keywords: no }, { token: demo })
    expect(byNo.data.data.map((o: { id: number }) => o.id)).toEqual([3])
    const byName = await t.call('order/index', { keywords: '林小美' }, { token: demo })
    expect(byName.data.total).toBeGreaterThan(3)
  })
})
