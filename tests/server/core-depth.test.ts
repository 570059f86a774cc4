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

describe('after-sale is offered as ShopXO offers it (issue 18 compatibility defect)', () => {
  it('sends is_can_launch_aftersale for open orders but a button text only from "to ship" on', async () => {
    const token = t.tokenFor('demo')
    const list = await t.call('order/index', { page: 1, page_size: 50 }, { token })
    type Line = { id: number; orderaftersale_btn_text: string | null }
    const orders = list.data.data as Array<{ id: number; status: number; is_can_launch_aftersale: number; items: Line[] }>
    const toPay = orders.find((o) => o.status === 1) as (typeof orders)[number]
    expect(toPay.is_can_launch_aftersale).toBe(1)
    expect(toPay.items.every((i) => i.orderaftersale_btn_text === null)).toBe(true)
    const toShip = orders.find((o) => o.status === 2) as (typeof orders)[number]
    expect(toShip.items.every((i) => typeof i.orderaftersale_btn_text === 'string')).toBe(true)
    const cancelled = orders.find((o) => o.status === 5) as (typeof orders)[number]
    expect(cancelled.is_can_launch_aftersale).toBe(0)
    expect(cancelled.items.every((i) => i.orderaftersale_btn_text === null)).toBe(true)

    // The after-sale page of an unpaid order's line refuses with a clear message, and so does create.
    const open = await t.call('orderaftersale/aftersale', { oid: toPay.id, did: toPay.items[0].id }, { token })
    expect(open.code).toBe(-1)
    expect(open.msg).toContain('待付款')
    const create = await t.call(
      'orderaftersale/create',
      { order_id: toPay.id, order_detail_id: toPay.items[0].id, type: 0, reason: '其他', price: '1.00' },
      { token },
    )
    expect(create.code).toBe(-1)
    const shippedLine = await t.call('orderaftersale/aftersale', { oid: toShip.id, did: toShip.items[0].id }, { token })
    expect(shippedLine.code).toBe(0)
  })
})

describe('checkout: freight options, coin payment, virtual goods (api-core 3.5, 3.18)', () => {
  const bulk = 44 // SPECIAL_GOODS.bulkStock
  const goodsData = (goodsId: number) => [{ goods_id: goodsId, stock: 1 }]

  it('lists the freight options of the warehouse and adds the chosen one to the order', async () => {
    const token = t.tokenFor('demo')
    const preview = await t.call('buy/index', { buy_type: 'goods', goods_data: goodsData(bulk) }, { token })
    const group = preview.data.goods_list[0]
    expect(group.plugins_freightfee_data.fee_list.length).toBe(3)
    expect(group.plugins_freightfee_data.default.key).toBe(0)
    const chosen = await t.call('buy/index', { buy_type: 'goods', goods_data: goodsData(bulk), freightfee_id_1: 1 }, { token })
    const base = chosen.data.base
    expect(base.increase_price).toBe('12.00')
    expect(Number(base.actual_price)).toBeCloseTo(Number(base.total_price) + 12, 2)
    expect(chosen.data.goods_list[0].order_base.extension_data.some((row: { name: string }) => row.name === '运费')).toBe(true)
    const bad = await t.call('buy/index', { buy_type: 'goods', goods_data: goodsData(bulk), freightfee_id_1: 9 }, { token })
    expect(bad).toMatchObject({ code: -1, msg: '运费选择有误' })

    const added = await t.call('buy/add', { buy_type: 'goods', goods_data: goodsData(bulk), address_id: 1, payment_id: 2, freightfee_id_1: 1 }, { token })
    expect(added.code).toBe(0)
    const order = (await t.call('order/detail', { id: added.data.order_ids[0] }, { token })).data.data
    expect(order.increase_price).toBe('12.00')
    expect(Number(order.total_price)).toBeCloseTo(Number(order.price) + 12, 2)
  })

  it('pays with a coin account at submit: no payment method, the order leaves "to pay" and the coins go', async () => {
    const token = t.tokenFor('demo')
    const before = await t.call('plugins/index', { pluginsname: 'coin', pluginscontrol: 'user', pluginsaction: 'index' }, { token })
    const account = before.data.accounts_list.find((a: { platform_symbol: string }) => a.platform_symbol === 'USDT')
    const preview = await t.call('buy/index', { buy_type: 'goods', goods_data: goodsData(bulk) }, { token })
    expect(preview.data.plugins_coin_data.accounts_list.map((a: { id: number }) => a.id)).toContain(account.id)
    const added = await t.call(
      'buy/add',
      { buy_type: 'goods', goods_data: goodsData(bulk), address_id: 1, payment_id: 0, plugins_coin_payment_id: account.id, freightfee_id_1: 2 },
      { token },
    )
    expect(added.code).toBe(0)
    expect(added.data.order_status).toBe(2)
    const order = (await t.call('order/detail', { id: added.data.order_ids[0] }, { token })).data.data
    expect(order).toMatchObject({ status: 2, pay_status: 1 })
    const after = await t.call('plugins/index', { pluginsname: 'coin', pluginscontrol: 'user', pluginsaction: 'index' }, { token })
    const spent = Number(account.normal_coin) - Number(after.data.accounts_list.find((a: { id: number }) => a.id === account.id).normal_coin)
    // 39.00 + 20.00 freight at 7.2 CNY per USDT, rounded up to the cent.
    expect(spent).toBeCloseTo(Math.ceil((5900 / 7.2) * 1) / 100, 2)
    const other = await t.call('buy/add', { buy_type: 'goods', goods_data: goodsData(bulk), address_id: 1, plugins_coin_payment_id: 999999 }, { token })
    expect(other.code).toBe(-1)
  })

  it('places a virtual goods order when checkout opens (is_order_submit) and shows its keys once paid', async () => {
    const token = t.tokenFor('demo')
    const virtualGoods = 45 // SPECIAL_GOODS.virtual
    const opened = await t.call('buy/index', { buy_type: 'goods', goods_data: goodsData(virtualGoods) }, { token })
    expect(opened.code).toBe(0)
    expect(opened.data).toMatchObject({ is_order_submit: 1, order_status: 1 })
    const orderId = opened.data.order_ids[0]
    const unpaid = await t.call('order/detail', { id: orderId }, { token })
    expect(unpaid.data.data.order_model).toBe(3)
    expect(unpaid.data.site_fictitious).toBeNull()
    const paid = await t.call('order/pay', { ids: String(orderId), payment_id: 2 }, { token })
    expect(paid.code).toBe(0)
    const delivered = await t.call('order/detail', { id: orderId }, { token })
    expect(delivered.data.data.status).toBe(3)
    expect(delivered.data.site_fictitious.title).toBe('密钥信息')
    expect(delivered.data.data.items[0].fictitious_goods_value).toContain('卡密')
  })

  it('answers the service appointment and the parcel note of the seeded orders', async () => {
    const token = t.tokenFor('demo')
    const done = (await t.call('order/detail', { id: 5 }, { token })).data.data
    expect(done.service_data).toMatchObject({ service_name: '美妆顾问 林晓', service_mobile: '13912345678', service_duration_minute_text: '45分钟' })
    expect(done.service_data.service_start_time).toMatch(/^\d{4}-\d{2}-\d{2} /)
    const shipped = (await t.call('order/detail', { id: 4 }, { token })).data.data
    expect(shipped.express_data[0].note).toContain('快递柜')
  })
})
