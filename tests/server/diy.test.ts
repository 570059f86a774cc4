// Page builder on the demo server: diy/index (every module's data filled, badges, time windows, plugin
// modules), design/index, customview/index, and the home page's modes in index/index.
import { setPluginEnabled } from '../../server/core/plugins'
import { setConfig } from '../../server/services/site/configs'
import { startTestApp, useTestApp, type TestApp } from './helpers'

let t: TestApp
useTestApp(startTestApp, (app) => (t = app))

type Module = { id: string; key: string; is_enable: string; com_data: { content: Record<string, any>; style: Record<string, any> } }
const byKey = (modules: Module[], key: string) => modules.filter((m) => m.key === key)
const showcase = async (token = '') => (await t.call('diy/index', { id: 1 }, { token })).data.data.config

const CORE_KEYS = [
  'search',
  'carousel',
  'nav-group',
  'user-info',
  'notice',
  'video',
  'article-list',
  'article-tabs',
  'goods-list',
  'goods-tabs',
  'goods-magic',
  'data-tabs',
  'data-magic',
  'custom',
  'img-magic',
  'hot-zone',
  'title',
  'row-line',
  'auxiliary-blank',
  'rich-text',
  'float-window',
]

describe('diy/index', () => {
  it('answers the showcase page: header, footer, tabs and every core and plugin module', async () => {
    const reply = await t.call('diy/index', { id: 1 })
    expect(reply.code).toBe(0)
    expect(reply.data.data).toMatchObject({ id: 1, name: '美妆专题' })
    const config = reply.data.data.config
    expect(config.header.com_data.content.title).toBe('美妆专题')
    expect(config.footer.com_data.content.nav_content.length).toBeGreaterThan(1)
    const keys = new Set((config.diy_data as Module[]).map((m) => m.key))
    for (const key of [...CORE_KEYS, 'seckill', 'coupon']) expect(keys.has(key)).toBe(true)
    for (const m of config.diy_data as Module[]) expect(m.id).toMatch(/^[0-9a-f]{32}$/)
    const slide = byKey(config.diy_data, 'carousel')[0].com_data.content.carousel_list[0]
    expect(slide.carousel_img[0].url).toMatch(/^http:\/\/.+\/static\/diy\/slide-1\.svg$/)
    const tabs = config.tabs_data[0].com_data.content
    expect(tabs.tabs_list.map((tab: { data_type: string }) => tab.data_type)).toEqual(['0', '1'])
    expect(tabs.tabs_list[0].micro_page_list.id).toBe(2)
    expect((await t.call('diy/index', { id: 2 })).data.data.name).toBe('护肤课堂')
  })

  it('fills goods picks (keeping new_title) and automatic lists, per tab too', async () => {
    const config = await showcase()
    const picks = byKey(config.diy_data, 'goods-list')[0].com_data.content.data_list
    expect(picks).toHaveLength(4)
    expect(picks[0]).toMatchObject({ new_title: '人气主推好物', data: { id: picks[0].data_id, goods_url: expect.stringContaining('goods-detail') } })
    expect(Number(picks[1].data.min_price)).toBeGreaterThan(0)
    // goods-magic: automatic, best sellers first (order_by_type '1')
    const sold = byKey(config.diy_data, 'goods-magic')[0].com_data.content.data_source_content.data_auto_list.map((g: { sales_count: number }) => g.sales_count)
    expect(sold).toHaveLength(3)
    expect(sold).toEqual([...sold].sort((a: number, b: number) => b - a))
    // a category tab takes the goods of that category's subcategories
    const [skin, picked] = byKey(config.diy_data, 'goods-tabs')[0].com_data.content.tabs_list
    expect(skin.data_auto_list.length).toBeGreaterThan(0)
    expect(picked.data_list).toHaveLength(4)
    const dataTabs = byKey(config.diy_data, 'data-tabs')[0].com_data.content.tabs_list
    expect(dataTabs[0].goods_config.content.data_auto_list.length).toBeGreaterThan(0)
    expect(dataTabs[1].article_config.content.data_auto_list).toHaveLength(2)
    expect(dataTabs[2].custom_config.content.data_source_content.data_auto_list[0]).toMatchObject({
      name: expect.any(String),
      logo: expect.stringContaining('/static/brand/'),
    })
    expect(byKey(config.diy_data, 'data-magic')[0].com_data.content.data_magic_list[0].data_content.goods_list).toHaveLength(4)
    const articles = byKey(config.diy_data, 'article-list')[0].com_data.content.data_auto_list
    expect(articles[0]).toMatchObject({ title: expect.any(String), url: expect.stringContaining('/pages/article-detail/article-detail?id=') })
    expect(byKey(config.diy_data, 'article-tabs')[0].com_data.content.tabs_list[1].data_auto_list).toHaveLength(2)
    expect(byKey(config.diy_data, 'rich-text')[0].com_data.content.html).toMatch(/src="http:\/\/.+\/static\/diy\/slide-1\.svg"/)
  })

  it('fills the user card and the header badges for the shopper; guests get none', async () => {
    const guest = await showcase()
    expect(byKey(guest.diy_data, 'user-info')[0].com_data.content.data).toEqual({})
    expect(guest.header.com_data.content.icon_setting.map((i: { badge: number }) => i.badge)).toEqual([0, 0])

    const token = await t.tokenFor('demo')
    await t.call('cart/save', { goods_id: 2, stock: 2, spec: '' }, { token })
    const config = await showcase(token)
    const card = byKey(config.diy_data, 'user-info')[0].com_data.content.data
    expect(card).toMatchObject({
      user_name_view: expect.any(String),
      user_number_code: expect.any(String),
      order_count: expect.any(Number),
      integral_number: expect.any(Number),
    })
    expect(card.order_count).toBeGreaterThan(0)
    const [messages, cart] = config.header.com_data.content.icon_setting.map((i: { badge: number }) => i.badge)
    const unread = (t.app.db.prepare('SELECT COUNT(*) AS n FROM messages WHERE user_id = 1 AND is_read = 0 AND user_is_delete_time = 0').get() as { n: number })
      .n
    expect(messages).toBe(unread)
    expect(cart).toBeGreaterThanOrEqual(2)
  })

  it('fills the seckill period and the coupons with this shopper’s claim state; off plugins take their modules away', async () => {
    const token = await t.tokenFor('buyer2')
    const config = await showcase(token)
    const current = byKey(config.diy_data, 'seckill')[0].com_data.content.data.current
    expect(current.goods.length).toBeGreaterThan(0)
    expect(current).toMatchObject({ time: { status: expect.any(Number) }, time_start_number: expect.any(Number), time_end_number: expect.any(Number) })
    const coupons = byKey(config.diy_data, 'coupon')[0].com_data.content.data_auto_list
    expect(coupons).toHaveLength(3)
    const claimable = coupons.find((c: { status_type: number }) => c.status_type === 0)
    await t.call('plugins/index', { pluginsname: 'coupon', pluginscontrol: 'coupon', pluginsaction: 'receive', coupon_id: claimable.id }, { token })
    const after = byKey((await showcase(token)).diy_data, 'coupon')[0].com_data.content.data_auto_list.find((c: { id: number }) => c.id === claimable.id)
    expect(after.status_type).not.toBe(0)

    setPluginEnabled(t.app.db, 'coupon', false)
    setPluginEnabled(t.app.db, 'seckill', false)
    try {
      const keys = (await showcase()).diy_data.map((m: Module) => m.key)
      expect(keys).not.toContain('coupon')
      expect(keys).not.toContain('seckill')
      expect(keys).toContain('goods-list')
    } finally {
      setPluginEnabled(t.app.db, 'coupon', true)
      setPluginEnabled(t.app.db, 'seckill', true)
    }
  })

  it('counts the visit', async () => {
    const before = (t.app.db.prepare('SELECT access_count AS n FROM diy_pages WHERE id = 1').get() as { n: number }).n
    await t.call('diy/index', { id: 1 })
    expect((t.app.db.prepare('SELECT access_count AS n FROM diy_pages WHERE id = 1').get() as { n: number }).n).toBe(before + 1)
  })

  it('a missing, unknown, malformed or disabled id is a clear error with code != 0', async () => {
    const missing = await t.call('diy/index', {})
    expect(missing.code).not.toBe(0)
    expect(missing.msg).toBe('页面不存在：缺少页面编号')
    for (const id of [99999, 'abc']) {
      const reply = await t.call('diy/index', { id })
      expect(reply.code).not.toBe(0)
      expect(reply.msg).toBe('页面不存在或已停用')
    }
    t.app.db.prepare('UPDATE diy_pages SET is_enable = 0 WHERE id = 1').run()
    try {
      expect((await t.call('diy/index', { id: 1 })).code).not.toBe(0)
    } finally {
      t.app.db.prepare('UPDATE diy_pages SET is_enable = 1 WHERE id = 1').run()
    }
    expect((await t.call('diy/index', { id: 404 }, { lang: 'en' })).msg).toBe('This page does not exist or has been disabled')
  })

  it('drops a module outside its time window', async () => {
    const row = t.app.db.prepare('SELECT config FROM diy_pages WHERE id = 1').get() as { config: string }
    const config = JSON.parse(row.config)
    config.diy_data[0].com_data.content.content_top = { time_value: ['2020-01-01 00:00:00', '2020-12-31 00:00:00'] }
    t.app.db.prepare('UPDATE diy_pages SET config = ? WHERE id = 1').run(JSON.stringify(config))
    try {
      const keys = (await showcase()).diy_data.map((m: Module) => m.key)
      expect(keys).not.toContain('search')
    } finally {
      t.app.db.prepare('UPDATE diy_pages SET config = ? WHERE id = 1').run(row.config)
    }
  })
})

describe('design/index and customview/index', () => {
  it('design: the page without its config, and layout_data with goods filled and images absolute', async () => {
    const reply = await t.call('design/index', { id: 1 })
    expect(reply.code).toBe(0)
    expect(reply.data.data).toMatchObject({ id: 1, name: '品牌特卖', is_header: 1, is_footer: 1, seo_title: expect.any(String) })
    expect(reply.data.data.config).toBeUndefined()
    const rows = reply.data.layout_data
    expect(rows.length).toBeGreaterThan(3)
    const modules = rows.flatMap((row: { children: Array<{ children: Array<{ value: string; config: any }> }> }) => row.children.flatMap((c) => c.children))
    const goods = modules.filter((m: { value: string }) => m.value === 'goods')
    expect(goods[0].config.data_list.length).toBe(4)
    expect(goods[0].config.data_list[0]).toMatchObject({
      title: expect.any(String),
      images: expect.stringMatching(/^http/),
      goods_url: expect.stringContaining('goods-detail'),
    })
    expect(goods[1].config.data_list).toHaveLength(3)
    expect(modules.find((m: { value: string }) => m.value === 'images').config.images).toMatch(/^http:\/\/.+\/static\//)
  })

  it('customview: the HTML page with its flags and absolute static paths', async () => {
    const reply = await t.call('customview/index', { id: 1 })
    expect(reply.code).toBe(0)
    expect(reply.data.data).toMatchObject({ id: 1, name: '关于我们', is_header: 1, is_footer: 1, is_full_screen: 0 })
    expect(reply.data.data.html_content).toMatch(/src="http:\/\/.+\/static\/diy\/slide-1\.svg"/)
  })

  it('missing and unknown ids are clear errors; a visit is counted', async () => {
    for (const s of ['design/index', 'customview/index']) {
      expect((await t.call(s, {})).msg).toBe('页面不存在：缺少页面编号')
      expect((await t.call(s, { id: 777 })).msg).toBe('页面不存在')
      expect((await t.call(s, { id: 777 }, { lang: 'en' })).msg).toBe('This page does not exist')
    }
    const count = () => (t.app.db.prepare('SELECT access_count AS n FROM custom_views WHERE id = 1').get() as { n: number }).n
    const before = count()
    await t.call('customview/index', { id: 1 })
    expect(count()).toBe(before + 1)
  })
})

describe('index/index home modes', () => {
  afterEach(() => {
    delete process.env.SHOP_HOME_MODE
    setConfig(t.app.db, 'common_app_home_data_diy_mode', '')
    setConfig(t.app.db, 'home_index_floor_data_type', '0')
  })

  it('the demo home is classic (floors) by default', async () => {
    const reply = await t.call('index/index')
    expect(reply.data.data_mode).toBe('0')
    expect(reply.data.data_list.length).toBeGreaterThan(0)
    expect(reply.data.banner_list.length).toBeGreaterThan(0)
  })

  it('a DIY page assigned to this client is the home (data_mode 3, only the page and the cart badge), inside its time window only', async () => {
    setConfig(t.app.db, 'common_app_home_data_diy_mode', JSON.stringify({ h5: 3 }))
    const diy = await t.call('index/index')
    expect(diy.data.data_mode).toBe(3)
    expect(diy.data.data_list.id).toBe(3)
    expect(diy.data.data_list.config.diy_data.length).toBeGreaterThan(3)
    expect(diy.data.cart_total).toBeDefined()
    expect(diy.data.banner_list).toBeUndefined()
    expect(diy.data.plugins_sort_list).toBeUndefined()

    setConfig(
      t.app.db,
      'common_app_home_data_diy_mode',
      JSON.stringify({ h5: { diy_id: 3, time_start: '2020-01-01 00:00:00', time_end: '2020-02-01 00:00:00' } }),
    )
    expect((await t.call('index/index')).data.data_mode).toBe('0')
  })

  it('home_index_floor_data_type 2 answers the home drag layout', async () => {
    setConfig(t.app.db, 'home_index_floor_data_type', '2')
    const reply = await t.call('index/index')
    expect(reply.data.data_mode).toBe('2')
    expect(reply.data.data_list[0]).toMatchObject({ value: '12', status: 1, children: [{ children: [{ value: 'many-images' }] }] })
    expect(reply.data.navigation.length).toBeGreaterThan(0)
  })

  it('SHOP_HOME_MODE switches the demo home: diy, layout, classic (over the configs)', async () => {
    process.env.SHOP_HOME_MODE = 'diy'
    expect((await t.call('index/index')).data.data_mode).toBe(3)
    process.env.SHOP_HOME_MODE = 'layout'
    expect((await t.call('index/index')).data.data_mode).toBe('2')
    setConfig(t.app.db, 'common_app_home_data_diy_mode', JSON.stringify({ h5: 3 }))
    process.env.SHOP_HOME_MODE = 'classic'
    expect((await t.call('index/index')).data.data_mode).toBe('0')
  })
})
