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

// Every shown amount follows the display currency: each CNY amount is converted on its own
// (round(cents × rate) / 100), orders are presented in the current display currency from their stored
// CNY amounts, and nothing stored or computed changes (server/services/display-currency.ts).
describe('exchangerate: carts, checkout, orders and plugin money views follow the display currency', () => {
  let app: TestApp
  let token: string
  // An uneven rate so per-amount rounding is visible (69 → 9.47, 3 × 69 = 207 → 28.42 ≠ 3 × 9.47).
  const RATE = 0.1373
  const UUID = 'dev-money'
  const call = (s: string, params: Record<string, unknown> = {}) => app.call(s, params, { token, uuid: UUID })
  const plugin = (name: string, control: string, action: string, params: Record<string, unknown> = {}) =>
    call('plugins/index', { pluginsname: name, pluginscontrol: control, pluginsaction: action, ...params })
  const choose = async (code: string) => {
    const list = (await rate(app, 'index', {}, { token, uuid: UUID })).data.data.data as Array<{ id: number; code: string }>
    const target = list.find((c) => c.code === code)
    expect(await rate(app, 'setcurrency', { currency: target?.id }, { token, uuid: UUID })).toMatchObject({ code: 0 })
  }
  const conv = (cny: number | string) => (Math.round(Math.round(Number(cny) * 100) * RATE) / 100).toFixed(2)
  const sum = (values: Array<string | number>) => values.reduce<number>((s, v) => s + Number(v), 0)
  const closeTo = (actual: string | number, expected: number, rows: number) =>
    expect(Math.abs(Number(actual) - expected)).toBeLessThanOrEqual(0.005 * rows + 1e-9)
  /** goods/detail without access_count (every view counts). */
  const goodsWithoutCounter = (reply: { data: { goods: Record<string, unknown> } }) => ({ ...reply.data.goods, access_count: 0 })
  const goodsData = (stock: number) => JSON.stringify([{ goods_id: 2, stock }])
  const couponCheckout = (couponId: number) => ({ buy_type: 'goods', goods_data: goodsData(4), coupon_id_1: couponId })

  /** Everything the test compares across currencies (a fixed set of answers of the demo user). */
  async function snapshot(cartIds: string, couponId: number, orderId: number) {
    return {
      cart: await call('cart/index'),
      buyCart: await call('buy/index', { buy_type: 'cart', ids: cartIds }),
      buyGoods: await call('buy/index', { ...couponCheckout(couponId), is_points: 1 }),
      orders: await call('order/index', { page: 1 }),
      order: await call('order/detail', { id: orderId }),
      coupons: await plugin('coupon', 'index', 'index'),
      mine: await plugin('coupon', 'coupon', 'index'),
      vip: await plugin('membershiplevelvip', 'buy', 'index'),
      cashback: await plugin('excellentbuyreturntocash', 'profit', 'index'),
      detail: await call('goods/detail', { id: 2 }),
    }
  }

  let cartIds = ''
  let couponId = 0
  let orderId = 0
  let cnySnapshot: Awaited<ReturnType<typeof snapshot>>

  beforeAll(async () => {
    app = await startTestApp()
    token = app.tokenFor('demo')
    app.app.db.prepare("UPDATE exchangerate_currencies SET rate = ? WHERE code = 'USD'").run(RATE)
    expect((await call('cart/save', { goods_id: 2, stock: 3 })).code).toBe(0)
    expect(
      (
        await call('cart/save', {
          goods_id: 1,
          stock: 2,
          spec: JSON.stringify([
            { type: '色号', value: '02 豆沙' },
            { type: '规格', value: '迷你 1.8g' },
          ]),
        })
      ).code,
    ).toBe(0)
    const cart = await call('cart/index')
    cartIds = cart.data.data.map((r: { id: number }) => r.id).join(',')
    const mine = await plugin('coupon', 'coupon', 'index')
    couponId = mine.data.not_use.find((c: { coupon: { type: string } }) => c.coupon.type === '0').id
    const detailCny = await call('order/detail', { id: 4 })
    orderId = detailCny.data.data.id
    cnySnapshot = await snapshot(cartIds, couponId, orderId)
  })
  afterAll(() => app.close())

  it('in CNY the figures are the stored ones', () => {
    const goodsPrice = cnySnapshot.detail.data.goods.price
    expect(goodsPrice).toBe('69.00')
    const row = cnySnapshot.cart.data.data.find((r: { goods_id: number }) => r.goods_id === 2)
    expect(row).toMatchObject({ price: '69.00', total_price: '207.00', show_price_symbol: '￥' })
    expect(cnySnapshot.buyCart.data.currency_symbol).toBe('￥')
    expect(cnySnapshot.order.data.data.currency_data).toMatchObject({ currency_code: 'RMB', currency_symbol: '￥' })
  })

  it('with USD the same goods price shows identically on detail, cart row, checkout rows and spec answers', async () => {
    await choose('USD')
    const detail = await call('goods/detail', { id: 2 })
    const price = detail.data.goods.price
    expect(price).toBe(conv(69))
    expect(detail.data.goods.show_price_symbol).toBe('$')

    const cart = await call('cart/index')
    const row = cart.data.data.find((r: { goods_id: number }) => r.goods_id === 2)
    expect(row).toMatchObject({ price, original_price: detail.data.goods.original_price, show_price_symbol: '$', show_original_price_symbol: '$' })
    expect(row.price_container.price).toBe(price)
    expect(row.total_price).toBe(conv(69 * 3))
    closeTo(row.total_price, Number(price) * 3, 3)
    closeTo(cart.data.total_price, sum(cart.data.data.map((r: { total_price: string }) => r.total_price)), cart.data.data.length)
    expect(cart.data.total_price).toBe(conv(cnySnapshot.cart.data.total_price))

    const buyCart = await call('buy/index', { buy_type: 'cart', ids: cartIds })
    expect(buyCart.data.currency_symbol).toBe('$')
    const group = buyCart.data.goods_list[0]
    expect(group.goods_items.find((r: { goods_id: number }) => r.goods_id === 2).price).toBe(price)
    closeTo(group.order_base.total_price, sum(group.goods_items.map((r: { total_price: string }) => r.total_price)), group.goods_items.length)
    expect(buyCart.data.base.total_price).toBe(cart.data.total_price)

    const buyGoods = await call('buy/index', { buy_type: 'goods', goods_data: goodsData(3) })
    const item = buyGoods.data.goods_list[0].goods_items[0]
    expect(item.price).toBe(Number(price)) // buy_type=goods rows carry numbers, as in ShopXO
    expect(item.price_container.price).toBe(Number(price))
    expect(item.show_price_symbol).toBe('$')
    expect(item.total_price).toBe(row.total_price)

    const stock = await call('goods/stock', { id: 2, stock: 1 })
    expect(stock.data.spec_base.price).toBe(price)
    expect((await call('cart/stock', { id: row.id, stock: 3 })).data.price).toBe(price)
    expect((await call('index/index')).data.cart_total.total_price).toBe(cart.data.total_price)
    // Favourites carry the goods summary and a narrow price container: both converted.
    const favourites = (await call('usergoodsfavor/index')).data.data as Array<{ price: string; price_container: { price: string } }>
    expect(favourites.length).toBeGreaterThan(0)
    for (const f of favourites) expect(f.price_container.price).toBe(f.price)
  })

  it('with USD checkout totals, deductions (coupon, points) and coupon views are converted', async () => {
    const cny = cnySnapshot.buyGoods.data
    const usd = (await call('buy/index', { ...couponCheckout(couponId), is_points: 1 })).data
    expect(Number(cny.base.preferential_price)).toBeGreaterThan(0)
    for (const key of ['total_price', 'actual_price', 'preferential_price'] as const) expect(usd.base[key]).toBe(conv(cny.base[key]))
    const rows = usd.goods_list[0].order_base.extension_data
    expect(rows.length).toBe(cny.goods_list[0].order_base.extension_data.length)
    rows.forEach((r: { price: number; tips: string }, i: number) => {
      const cnyRow = cny.goods_list[0].order_base.extension_data[i]
      expect(r.price.toFixed(2)).toBe(conv(cnyRow.price))
      expect(r.tips).toBe(`-$${conv(cnyRow.price)}`)
    })
    // Shown deductions add up to the shown difference within rounding.
    closeTo(usd.base.preferential_price, sum(rows.map((r: { price: number }) => r.price)), rows.length)
    closeTo(usd.base.actual_price, Number(usd.base.total_price) - Number(usd.base.preferential_price), 2)
    expect(usd.plugins_points_data.discount_price).toBe(conv(cny.plugins_points_data.discount_price))
    expect(usd.plugins_points_data.use_msg_tips).toContain(`$${usd.plugins_points_data.discount_price}`)

    const choice = usd.plugins_coupon_data[0].coupon_data.coupon_choice.coupon
    const cnyChoice = cny.plugins_coupon_data[0].coupon_data.coupon_choice.coupon
    expect(Number(choice.discount_value)).toBe(Number(conv(cnyChoice.discount_value)))
    expect(choice.where_order_price).toBe(conv(cnyChoice.where_order_price))
    expect(choice.desc).toContain('$')

    const centre = (await plugin('coupon', 'index', 'index')).data.data
    centre.forEach((c: { type: string; discount_value: string; where_order_price: string }, i: number) => {
      const before = cnySnapshot.coupons.data.data[i]
      expect(c.where_order_price).toBe(conv(before.where_order_price))
      // Money-off face values are converted; discount rates (8.5折) are not money.
      expect(Number(c.discount_value)).toBe(c.type === '0' ? Number(conv(before.discount_value)) : Number(before.discount_value))
    })
  })

  it('with USD orders are presented from their CNY amounts, consistently in list and detail', async () => {
    const cny = cnySnapshot.order.data.data
    const detail = (await call('order/detail', { id: orderId })).data.data
    for (const key of ['price', 'total_price', 'pay_price', 'preferential_price']) expect(detail[key]).toBe(conv(cny[key]))
    detail.items.forEach((item: { price: string; total_price: string; buy_number: number }, i: number) => {
      expect(item.price).toBe(conv(cny.items[i].price))
      expect(item.total_price).toBe(conv(cny.items[i].total_price))
    })
    closeTo(detail.price, sum(detail.items.map((i: { total_price: string }) => i.total_price)), detail.items.length)
    expect(detail.currency_data).toMatchObject({ currency_code: 'USD', currency_symbol: '$', currency_rate: RATE.toFixed(6) })
    expect(detail.describe).toContain(`$${detail.total_price}`)
    expect(detail.items[0].show_price_symbol).toBe('$')
    const listed = (await call('order/index', { page: 1 })).data.data.find((o: { id: number }) => o.id === orderId)
    expect(listed).toEqual(detail)
  })

  it('with USD VIP prices and cashback amounts are converted', async () => {
    const vip = (await plugin('membershiplevelvip', 'buy', 'index')).data.data
    vip.forEach((level: { pay_period_rules: Array<{ price: string }> }, i: number) =>
      level.pay_period_rules.forEach((rule, j) => expect(rule.price).toBe(conv(cnySnapshot.vip.data.data[i].pay_period_rules[j].price))),
    )
    const cashback = (await plugin('excellentbuyreturntocash', 'profit', 'index')).data.data
    expect(cashback.length).toBeGreaterThan(0)
    cashback.forEach((row: Record<string, string>, i: number) => {
      for (const key of ['total_price', 'profit_price']) expect(row[key]).toBe(conv(cnySnapshot.cashback.data.data[i][key]))
    })
  })

  it('switching back to CNY or turning the plugin off restores the original figures', async () => {
    await choose('CNY')
    const back = await snapshot(cartIds, couponId, orderId)
    expect(back.cart).toEqual(cnySnapshot.cart)
    expect(back.buyCart).toEqual(cnySnapshot.buyCart)
    expect(back.order).toEqual(cnySnapshot.order)
    expect(back.coupons).toEqual(cnySnapshot.coupons)
    expect(back.vip).toEqual(cnySnapshot.vip)
    expect(back.cashback).toEqual(cnySnapshot.cashback)
    expect(goodsWithoutCounter(back.detail)).toEqual(goodsWithoutCounter(cnySnapshot.detail))

    await choose('USD')
    expect((await call('cart/index')).data.total_price).not.toBe(cnySnapshot.cart.data.total_price)
    setPluginEnabled(app.app.db, 'exchangerate', false)
    try {
      const off = await snapshot(cartIds, couponId, orderId)
      expect(off.cart).toEqual(cnySnapshot.cart)
      expect(off.buyCart).toEqual(cnySnapshot.buyCart)
      expect(off.order).toEqual(cnySnapshot.order)
      expect(off.coupons).toEqual(cnySnapshot.coupons)
      expect(off.vip).toEqual(cnySnapshot.vip)
      expect(goodsWithoutCounter(off.detail)).toEqual(goodsWithoutCounter(cnySnapshot.detail))
    } finally {
      setPluginEnabled(app.app.db, 'exchangerate', true)
    }
  })

  it('an order placed while USD is shown is stored in CNY and shown in whatever currency is current', async () => {
    await choose('USD')
    const address = app.app.db
      .prepare("SELECT a.id FROM user_addresses a JOIN users u ON u.id = a.user_id WHERE u.username = 'demo' AND a.is_delete_time = 0 LIMIT 1")
      .get() as { id: number }
    const created = await call('buy/add', { ...couponCheckout(couponId), payment_id: 2, address_id: address.id })
    expect(created.code).toBe(0)
    const id = created.data.order_ids[0]
    const stored = app.app.db.prepare('SELECT price, preferential_price, total_price FROM orders WHERE id = ?').get(id) as {
      price: number
      preferential_price: number
      total_price: number
    }
    expect(stored.price).toBe(69 * 4) // CNY, from the DB prices
    const usd = (await call('order/detail', { id })).data.data
    expect(usd.total_price).toBe(conv(stored.total_price))
    expect(usd.preferential_price).toBe(conv(stored.preferential_price))
    const paid = await call('order/pay', { ids: String(id), payment_id: 2 })
    expect(paid.code).toBe(0)
    const afterPay = app.app.db.prepare('SELECT pay_price, total_price FROM orders WHERE id = ?').get(id) as { pay_price: number; total_price: number }
    expect(afterPay.pay_price).toBe(afterPay.total_price)
    const paidLog = app.app.db.prepare('SELECT total_price FROM pay_logs ORDER BY id DESC LIMIT 1').get() as { total_price: number }
    expect(paidLog.total_price).toBe(stored.total_price)
    await choose('CNY')
    const cnyView = (await call('order/detail', { id })).data.data
    expect(cnyView.total_price).toBe(stored.total_price.toFixed(2))
    expect(cnyView.currency_data.currency_symbol).toBe('￥')
    await choose('USD')
  })

  it('with USD the after-sale refund is shown and typed in USD but stored in CNY', async () => {
    const line = app.app.db
      .prepare(
        `SELECT o.id AS oid, d.id AS did FROM orders o JOIN order_details d ON d.order_id = o.id JOIN users u ON u.id = o.user_id
         WHERE u.username = 'demo' AND o.status IN (3, 4) AND o.pay_price > 0 AND NOT EXISTS (SELECT 1 FROM order_aftersales a WHERE a.order_detail_id = d.id) ORDER BY d.id LIMIT 1`,
      )
      .get() as { oid: number; did: number }
    await choose('CNY')
    const cnyMax = (await call('orderaftersale/aftersale', { oid: line.oid, did: line.did })).data.returned_data.refund_price
    await choose('USD')
    const usdMax = (await call('orderaftersale/aftersale', { oid: line.oid, did: line.did })).data.returned_data.refund_price
    expect(usdMax).toBe(conv(cnyMax))
    const base = { order_id: line.oid, order_detail_id: line.did, type: 0, reason: '不喜欢/不想要', msg: '' }
    const tooMuch = await call('orderaftersale/create', { ...base, price: (Number(usdMax) + 0.01).toFixed(2) })
    expect(tooMuch.code).toBe(-1)
    expect(tooMuch.msg).toContain(usdMax)
    const created = await call('orderaftersale/create', { ...base, price: usdMax })
    expect(created.code).toBe(0)
    const stored = app.app.db.prepare('SELECT price FROM order_aftersales WHERE id = ?').get(created.data) as { price: number }
    expect(stored.price.toFixed(2)).toBe(cnyMax)
    expect((await call('orderaftersale/detail', { id: created.data })).data.price).toBe(usdMax)
    expect(await call('orderaftersale/cancel', { id: created.data })).toMatchObject({ code: 0 })
  })
})
