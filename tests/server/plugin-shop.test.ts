import { setPluginEnabled } from '../../server/core/plugins'
import { PICKUP_CODES } from '../../server/plugins/shop/seed'
import { dbFingerprint } from './db-fingerprint'
import { startTestApp, useTestApp, type TestApp } from './helpers'

const plugin = (app: TestApp, name: string, control: string, action: string, params: Record<string, unknown> = {}, token = '', lang = 'zh') =>
  app.call('plugins/index', { pluginsname: name, pluginscontrol: control, pluginsaction: action, ...params }, { token, lang })
const shop = (app: TestApp, control: string, action: string, params: Record<string, unknown> = {}, token = '', lang = 'zh') =>
  plugin(app, 'shop', control, action, params, token, lang)

/** The seeded shops by data_model (0 goods grid, 1 slider + floors, 2 layout). */
function shopIds(app: TestApp): Record<0 | 1 | 2, number> {
  const rows = app.app.db.prepare('SELECT id, data_model FROM shops ORDER BY id').all() as Array<{ id: number; data_model: 0 | 1 | 2 }>
  return Object.fromEntries(rows.map((r) => [r.data_model, r.id])) as Record<0 | 1 | 2, number>
}

describe('shop plugin: directory and shop home', () => {
  let app: TestApp
  useTestApp(startTestApp, (started) => (app = started))

  it('lists the shops of a category, and the shop home by its data_model', async () => {
    const index = await shop(app, 'index', 'index')
    expect(index.data.shop_category.map((c: { name: string }) => c.name)).toEqual(['彩妆', '洗护', '工具', '香氛'])
    const all = await shop(app, 'index', 'shoplist', { page: 1 })
    expect(all.data).toMatchObject({ total: 3, page_total: 1 })
    const fragrance = index.data.shop_category[3].id
    expect((await shop(app, 'index', 'shoplist', { page: 1, category_id: fragrance })).data.total).toBe(0)

    const ids = shopIds(app)
    const grid = (await shop(app, 'index', 'detail', { id: ids[0] })).data
    expect(grid.shop).toMatchObject({ data_model: 0, service_qq: '800123456', open_week_name: '周一' })
    expect(grid.data.length).toBe(7)
    expect(grid.data.every((g: { goods_url: string }) => g.goods_url.startsWith('/pages/goods-detail/'))).toBe(true)
    const floors = (await shop(app, 'index', 'detail', { id: ids[1] })).data
    expect(floors.slider.length).toBe(2)
    expect(floors.data[0]).toMatchObject({ title: '洗发专区', keywords_arr: ['洗发水', '控油'] })
    const layout = (await shop(app, 'index', 'detail', { id: ids[2] })).data
    expect(layout.data[0]).toMatchObject({ value: '12', value_arr: ['12'], status: 1 })
    expect(layout.data[0].children[0].children[0].value).toBe('images')

    // Unknown, malformed or closed: a clear message.
    expect(await shop(app, 'index', 'detail', { id: 9999 }, '', 'en')).toMatchObject({ code: -1, msg: 'This shop does not exist or has closed' })
    expect((await shop(app, 'index', 'detail', { id: 'x' })).code).toBe(-1)
    app.app.db.prepare('UPDATE shops SET is_enable = 0 WHERE id = ?').run(ids[1])
    try {
      expect((await shop(app, 'index', 'detail', { id: ids[1] })).code).toBe(-1)
      expect((await shop(app, 'index', 'shoplist', { page: 1 })).data.total).toBe(2)
    } finally {
      app.app.db.prepare('UPDATE shops SET is_enable = 1 WHERE id = ?').run(ids[1])
    }
  })

  it('answers the licence and the design page', async () => {
    const ids = shopIds(app)
    const licence = (await shop(app, 'license', 'index', { id: ids[0] })).data.data
    expect(licence).toMatchObject({ title: '营业执照', images: [expect.stringMatching(/licence\.svg$/)] })
    const design = app.app.db.prepare('SELECT id FROM shop_designs LIMIT 1').get() as { id: number }
    const page = (await shop(app, 'design', 'index', { id: design.id })).data
    expect(page.shop.id).toBe(ids[2])
    expect(page.data).toMatchObject({ id: design.id, is_header: 1 })
    expect(page.layout_data.length).toBeGreaterThan(0)
    expect((await shop(app, 'design', 'index', { id: 9999 })).code).toBe(-1)
  })

  it('adds the seller to goods detail and the shop list to home, and nothing while switched off', async () => {
    const ids = shopIds(app)
    const goodsId = (app.app.db.prepare('SELECT id FROM goods WHERE shop_id = ? LIMIT 1').get(ids[0]) as { id: number }).id
    const detail = await app.call('goods/detail', { id: goodsId })
    expect(detail.data.plugins_shop_data).toMatchObject({ id: ids[0], name: '悦色彩妆旗舰店', is_favor: 0 })
    const platformGoods = (app.app.db.prepare('SELECT id FROM goods WHERE shop_id = 0 AND is_shelves = 1 LIMIT 1').get() as { id: number }).id
    expect((await app.call('goods/detail', { id: platformGoods })).data.plugins_shop_data).toBeUndefined()
    const home = await app.call('index/index', {})
    expect(home.data.plugins_shop_data.data.map((s: { id: number }) => s.id)).toEqual([ids[0], ids[1], ids[2]])
    expect(home.data.plugins_shop_data.base.home_data_list_title).toBe('精选店铺')
    // Goods lists carry no seller (search shares the goods extension with goods detail).
    const found = await app.call('search/datalist', { wd: '悦色', page: 1 })
    expect(found.data.total).toBeGreaterThan(0)
    expect(found.data.plugins_shop_data).toBeUndefined()

    setPluginEnabled(app.app.db, 'shop', false)
    try {
      expect((await app.call('goods/detail', { id: goodsId })).data.plugins_shop_data).toBeUndefined()
      const off = await app.call('index/index', {})
      expect(off.data.plugins_shop_data).toBeUndefined()
      expect(off.data.plugins_sort_list).not.toContainEqual({ plugins: 'shop' })
      expect((await shop(app, 'index', 'index')).code).toBe(-11)
    } finally {
      setPluginEnabled(app.app.db, 'shop', true)
    }
  })
})

describe('shop plugin: search inside a shop', () => {
  let app: TestApp
  useTestApp(startTestApp, (started) => (app = started))

  const search = (params: Record<string, unknown>) => shop(app, 'search', 'datalist', { page: 1, ...params })
  const categoryId = (shopId: number, name: string) =>
    (app.app.db.prepare('SELECT id FROM shop_goods_categories WHERE shop_id = ? AND name = ?').get(shopId, name) as { id: number }).id

  it("finds only the shop's goods, by keyword, by category (a top category includes its children) and sorted", async () => {
    const ids = shopIds(app)
    const everything = await search({ shop_id: ids[0] })
    expect(everything.data.total).toBe(7)
    const lips = categoryId(ids[0], '唇妆')
    // The first form of the page ('{"0":id}') and the filter panel's plain id.
    const byTop = await search({ shop_id: ids[0], category_ids: JSON.stringify({ 0: lips }) })
    expect(byTop.data.total).toBe(2)
    const lipstick = await search({ shop_id: ids[0], category_ids: String(categoryId(ids[0], '口红')) })
    expect(lipstick.data.data.map((g: { title: string }) => g.title)).toEqual([expect.stringContaining('口红')])
    const cheapFirst = await search({ shop_id: ids[0], category_ids: lips, order_by_field: 'min_price', order_by_type: 'asc' })
    const prices = cheapFirst.data.data.map((g: { min_price: string }) => Number(g.min_price))
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    const dearFirst = await search({ shop_id: ids[0], category_ids: lips, order_by_field: 'min_price', order_by_type: 'desc' })
    expect(dearFirst.data.data.map((g: { min_price: string }) => Number(g.min_price))).toEqual([...prices].reverse())
    const worded = await search({ shop_id: ids[0], wd: '睫毛' })
    expect(worded.data.data.map((g: { title: string }) => g.title)).toEqual([expect.stringContaining('睫毛')])
    // A keyword of another shop's goods finds nothing here.
    expect((await search({ shop_id: ids[0], wd: '洗发水' })).data).toMatchObject({ total: 0, data: [] })
  })

  it('refuses a category of another shop, an unknown sort, and an unknown shop', async () => {
    const ids = shopIds(app)
    const otherShops = categoryId(ids[1], '洗发')
    const before = dbFingerprint(app.app.db)
    expect(await search({ shop_id: ids[0], category_ids: otherShops })).toMatchObject({ code: -1, msg: '分类参数有误' })
    expect(await search({ shop_id: ids[0], order_by_field: 'constructor' })).toMatchObject({ code: -1, msg: '排序参数有误' })
    expect(await search({ shop_id: ids[0], order_by_field: 'id', order_by_type: 'sideways' })).toMatchObject({ code: -1 })
    expect(await search({ shop_id: ids[0], category_ids: '{"0":"1 OR 1=1"}' })).toMatchObject({ code: -1 })
    expect((await search({ shop_id: 9999 })).code).toBe(-1)
    expect((await shop(app, 'search', 'index', { shop_id: 9999 })).code).toBe(-1)
    expect(dbFingerprint(app.app.db)).toBe(before)
    const info = (await shop(app, 'search', 'index', { shop_id: ids[0], category_id: categoryId(ids[0], '眼妆') })).data
    expect(info.shop.id).toBe(ids[0])
    expect(info.search_map_info.category.name).toBe('眼妆')
  })
})

describe('shop plugin: favourite shops are per shopper', () => {
  let app: TestApp
  let demo: string
  let buyer2: string
  useTestApp(startTestApp, (started) => {
    app = started
    demo = started.tokenFor('demo')
    buyer2 = started.tokenFor('buyer2')
  })

  it('toggles, lists and deletes only the shopper’s own favourites', async () => {
    const ids = shopIds(app)
    expect((await shop(app, 'shopfavor', 'favor', { id: ids[0] })).code).toBe(-400)
    const on = await shop(app, 'shopfavor', 'favor', { id: ids[0] }, buyer2)
    expect(on).toMatchObject({ code: 0, msg: '收藏成功', data: { status: 1, text: '已收藏', count: 1 } })
    const mine = (await shop(app, 'shopfavor', 'index', { page: 1 }, buyer2)).data
    expect(mine.data_list.map((r: { shop_info: { id: number } }) => r.shop_info.id)).toEqual([ids[0]])
    // demo's own list holds the seeded favourite only, and the detail knows whose favourite it is.
    const demoList = (await shop(app, 'shopfavor', 'index', { page: 1 }, demo)).data.data_list
    expect(demoList.map((r: { shop_info: { id: number } }) => r.shop_info.id)).toEqual([ids[1]])
    expect((await shop(app, 'index', 'detail', { id: ids[0] }, buyer2)).data.shop_favor_user).toEqual([ids[0]])
    expect((await shop(app, 'index', 'detail', { id: ids[0] }, demo)).data.shop_favor_user).toEqual([ids[1]])

    // demo cannot delete buyer2's favourite; nothing changes.
    const favorId = mine.data_list[0].id
    expect(await shop(app, 'shopfavor', 'delete', { ids: String(favorId) }, demo)).toMatchObject({ code: -1, msg: '收藏记录不存在' })
    expect(await shop(app, 'shopfavor', 'delete', { ids: `${demoList[0].id},${favorId}` }, demo)).toMatchObject({ code: -1 })
    expect((await shop(app, 'shopfavor', 'index', { page: 1 }, demo)).data.total).toBe(1)
    expect((await shop(app, 'shopfavor', 'index', { page: 1 }, buyer2)).data.total).toBe(1)

    expect(await shop(app, 'shopfavor', 'delete', { ids: String(favorId) }, buyer2)).toMatchObject({ code: 0 })
    expect((await shop(app, 'shopfavor', 'index', { page: 1 }, buyer2)).data).toMatchObject({ total: 0, data_list: [] })
    // Toggling twice leaves it as it was.
    await shop(app, 'shopfavor', 'favor', { id: ids[2] }, buyer2)
    const off = await shop(app, 'shopfavor', 'favor', { id: ids[2] }, buyer2, 'en')
    expect(off).toMatchObject({ code: 0, msg: 'Removed from favourite shops', data: { status: 0, count: 0 } })
    expect((await shop(app, 'shopfavor', 'favor', { id: 9999 }, buyer2)).code).toBe(-1)
  })
})

describe('shop plugin: staff verify pickup codes of their own shop only', () => {
  let app: TestApp
  let staff: string
  let demo: string
  useTestApp(startTestApp, (started) => {
    app = started
    staff = started.tokenFor('shopkeeper')
    demo = started.tokenFor('demo')
  })

  const verify = (code: unknown, token: string, lang = 'zh') => shop(app, 'adminorder', 'verification', { extraction_code: code }, token, lang)
  const orderByCode = (code: string) =>
    app.app.db.prepare('SELECT id, status, user_id FROM orders WHERE extraction_code = ?').get(code) as { id: number; status: number; user_id: number }

  it('refuses guests, shoppers who are not staff, bad codes and other shops’ orders, changing nothing', async () => {
    const before = dbFingerprint(app.app.db)
    expect((await verify(PICKUP_CODES.shop1, '')).code).toBe(-400)
    expect(await verify(PICKUP_CODES.shop1, demo)).toMatchObject({ code: -1, msg: '您不是店铺工作人员，无法核销' })
    expect(await verify('', staff)).toMatchObject({ code: -1, msg: '请输入核销码' })
    expect(await verify('12; DROP TABLE orders', staff)).toMatchObject({ code: -1, msg: '核销码格式有误' })
    expect(await verify(['20261001'], staff)).toMatchObject({ code: -1 })
    expect(await verify(PICKUP_CODES.shop2, staff)).toMatchObject({ code: -1, msg: '核销码不存在或不属于本店铺' })
    expect(await verify(PICKUP_CODES.shop1Done, staff, 'en')).toMatchObject({ code: -1, msg: 'This order has already been verified' })
    expect(dbFingerprint(app.app.db)).toBe(before)
    expect(orderByCode(PICKUP_CODES.shop2).status).toBe(2)
  })

  it("completes the shop's own pickup order once and tells the shopper", async () => {
    const order = orderByCode(PICKUP_CODES.shop1)
    expect(order.status).toBe(2)
    const done = await verify(` ${PICKUP_CODES.shop1.slice(0, 4)} ${PICKUP_CODES.shop1.slice(4)} `, staff)
    expect(done).toMatchObject({ code: 0, msg: '核销成功', data: { order_id: order.id } })
    expect(orderByCode(PICKUP_CODES.shop1).status).toBe(4)
    const message = app.app.db
      .prepare("SELECT title FROM messages WHERE user_id = ? AND business_id = ? AND business_type = 'order'")
      .get(order.user_id, order.id)
    expect(message).toEqual({ title: '订单已提货' })
    expect(await verify(PICKUP_CODES.shop1, staff)).toMatchObject({ code: -1, msg: '该订单已核销' })
  })
})

describe('activity and magic plugins', () => {
  let app: TestApp
  useTestApp(startTestApp, (started) => (app = started))

  const activityId = (title: string) => (app.app.db.prepare('SELECT id FROM activities WHERE title = ?').get(title) as { id: number }).id

  it('lists activities with their state, and shows one with its goods and time window', async () => {
    const list = (await plugin(app, 'activity', 'index', 'datalist', { page: 1 })).data
    expect(list.data.map((a: { title: string; status: number }) => [a.title, a.status])).toEqual([
      ['秋冬护肤节', 1],
      ['彩妆焕新周', 1],
      ['夏日防晒季', 2],
    ])
    const index = (await plugin(app, 'activity', 'index', 'index')).data
    const emptyCategory = index.activity_category.find((c: { name: string }) => c.name === '香氛').id
    expect((await plugin(app, 'activity', 'index', 'datalist', { page: 1, category_id: emptyCategory })).data.total).toBe(0)
    const ended = (await plugin(app, 'activity', 'index', 'detail', { id: activityId('夏日防晒季') }, '', 'en')).data.data
    expect(ended).toMatchObject({ status: 2, status_name: 'Ended', keywords_arr: ['防晒'] })
    expect(ended.goods_list.length).toBe(3)
    expect(ended.time_end).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    expect(await plugin(app, 'activity', 'index', 'detail', { id: 9999 })).toMatchObject({ code: -1, msg: '活动不存在或已下线' })
  })

  it('sends running home activities above and below the floors, and badges their goods on detail', async () => {
    const home = (await app.call('index/index', {})).data
    const floors = home.plugins_activity_data.data.map((f: { title: string; home_data_location: number }) => [f.title, f.home_data_location])
    expect(floors).toEqual([
      ['秋冬护肤节', 0],
      ['彩妆焕新周', 1],
    ])
    const goodsId = (
      app.app.db.prepare('SELECT goods_id FROM activity_goods WHERE activity_id = ? LIMIT 1').get(activityId('彩妆焕新周')) as { goods_id: number }
    ).goods_id
    const detail = (await app.call('goods/detail', { id: goodsId })).data
    expect(detail.plugins_activity_data.data.map((a: { title: string }) => a.title)).toContain('彩妆焕新周')
    // An ended activity badges nothing.
    const endedGoods = (
      app.app.db.prepare('SELECT goods_id FROM activity_goods WHERE activity_id = ? LIMIT 1').get(activityId('夏日防晒季')) as { goods_id: number }
    ).goods_id
    expect((await app.call('goods/detail', { id: endedGoods })).data.plugins_activity_data).toBeUndefined()
  })

  it('sends the magic cubes to home and lists one group, empty when nothing is on sale', async () => {
    const cubes = (await app.call('index/index', {})).data.plugins_magic_data.goods
    expect(cubes.map((c: { show_style: number }) => c.show_style)).toEqual([0, 1])
    const group = cubes[1].data[0]
    const query = new URLSearchParams(group.url.split('?')[1])
    const page = (await plugin(app, 'magic', 'goods', 'detail', { id: query.get('id'), ix: query.get('ix') })).data.data
    expect(page).toMatchObject({ title: group.title })
    expect(page.goods_list.length).toBe(4)
    const offShelfOnly = (await plugin(app, 'magic', 'goods', 'detail', { id: query.get('id'), ix: 2 })).data.data
    expect(offShelfOnly.goods_list).toEqual([])
    expect((await plugin(app, 'magic', 'goods', 'detail', { id: query.get('id'), ix: 7 })).code).toBe(-1)
    expect((await plugin(app, 'magic', 'goods', 'detail', { id: 'abc' })).code).toBe(-1)
  })
})
