// seckill plugin: the hall's periods, countdowns, progress and the plugin switch.
import { setPluginEnabled } from '../../server/core/plugins'
import { countdown, currentWindowIndex, localMidnight, visibleWindows } from '../../server/plugins/seckill/periods'
import { startTestApp, TEST_NOW, type TestApp } from './helpers'

const S = 'plugins/index'
const hall = { pluginsname: 'seckill', pluginscontrol: 'index', pluginsaction: 'index' }

describe('seckill period maths', () => {
  const periods = [0, 240, 480, 720, 960, 1200].map((start, i) => ({ id: i + 1, start_minute: start, duration_minutes: 240 }))

  it('counts down to the start, then to the end, then stops', () => {
    const window = { start: 1000, end: 2000 }
    expect(countdown(window, 400)).toMatchObject({ status: 0, remaining: 600, hours: 0, minutes: 10, seconds: 0 })
    expect(countdown(window, 1000)).toMatchObject({ status: 1, remaining: 1000, minutes: 16, seconds: 40 })
    expect(countdown(window, 2000)).toMatchObject({ status: 2, remaining: 0 })
    expect(countdown({ start: 0, end: 90061 }, 0)).toMatchObject({ hours: 25, minutes: 1, seconds: 1 })
  })

  it('always shows a running period and an upcoming one (tomorrow after the last slot starts)', () => {
    const late = new Date(2026, 10, 22, 21, 30)
    const windows = visibleWindows(periods, late)
    expect(windows).toHaveLength(7)
    expect(windows[6]).toMatchObject({ dayOffset: 1, start: localMidnight(late, 1) })
    const now = Math.floor(late.getTime() / 1000)
    expect(currentWindowIndex(windows, now)).toBe(5)
    const morning = new Date(2026, 10, 22, 9, 0)
    const mWindows = visibleWindows(periods, morning)
    expect(mWindows).toHaveLength(6)
    expect(currentWindowIndex(mWindows, Math.floor(morning.getTime() / 1000))).toBe(2)
  })
})

describe('seckill hall', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp()
  })
  afterAll(() => t.close())

  it('answers periods with status, countdown and goods with flash prices and progress', async () => {
    const res = await t.call(S, hall)
    expect(res.code).toBe(0)
    const { periods_list, current, config } = res.data
    expect(periods_list.length).toBeGreaterThanOrEqual(6)
    const statuses = periods_list.map((p: any) => p.time.status)
    expect(statuses).toContain(1)
    expect(statuses).toContain(0)
    for (const period of periods_list) {
      expect(period.name).toMatch(/\d\d:\d\d/)
      expect(period.time).toEqual({
        status: expect.any(Number),
        msg: expect.any(String),
        time_first_text: expect.any(String),
        hours: expect.any(Number),
        minutes: expect.any(Number),
        seconds: expect.any(Number),
      })
      expect(period.goods.length).toBe(3)
    }
    expect(current.time.status).toBe(1)
    expect(current.goods_detail_icon).toBe('秒杀价')
    const remaining = current.time.hours * 3600 + current.time.minutes * 60 + current.time.seconds
    expect(remaining).toBeGreaterThan(0)
    expect(remaining).toBeLessThanOrEqual(4 * 3600)
    expect(current.time_end_number - Math.floor(TEST_NOW.getTime() / 1000)).toBe(remaining)
    const goods = current.goods[0]
    expect(goods).toMatchObject({ seckill_min_price: expect.stringMatching(/^\d+\.\d\d$/), goods_url: expect.stringContaining('goods-detail') })
    expect(Number(goods.seckill_min_price)).toBeLessThan(Number(goods.min_price ?? goods.price))
    expect(goods.seckill_progress).toBeGreaterThanOrEqual(0)
    expect(goods.seckill_progress).toBeLessThanOrEqual(100)
    expect(config.content_notice.length).toBeGreaterThan(0)
  })

  it('speaks English when asked', async () => {
    const res = await t.call(S, hall, { lang: 'en' })
    expect(res.data.current.time.msg).toBe('On now')
    expect(res.data.config.application_name).toBe('Flash sale')
  })

  it('disabled: -11 and no plugins_base key', async () => {
    setPluginEnabled(t.app.db, 'seckill', false)
    try {
      expect((await t.call(S, hall)).code).toBe(-11)
      const common = await t.call('base/common', { is_key: 1 })
      expect(common.data.plugins_base.seckill).toBeUndefined()
    } finally {
      setPluginEnabled(t.app.db, 'seckill', true)
    }
    expect((await t.call('base/common', { is_key: 1 })).data.plugins_base.seckill).toBeDefined()
  })
})

describe('seckill prices are what the shopper pays', () => {
  // A mutable clock: the session runs at TEST_NOW; tests move it past the session's end.
  let clock = TEST_NOW
  let t: TestApp
  let demo: string
  let goodsId: number
  let flash: number
  let normal: number
  let periodEnd: number

  let submits = 0
  const cents = (v: unknown) => Math.round(Number(v) * 100)
  const buyGoods = (stock: number) => ({ buy_type: 'goods', goods_data: [{ goods_id: goodsId, stock }] })

  beforeAll(async () => {
    t = await startTestApp({ now: () => clock })
    demo = t.tokenFor('demo')
    const { current } = (await t.call(S, hall)).data
    periodEnd = current.time_end_number
    const row = t.app.db.prepare('SELECT goods_id, seckill_price FROM seckill_goods WHERE period_id = ? ORDER BY sort, id LIMIT 1').get(current.id) as {
      goods_id: number
      seckill_price: number
    }
    goodsId = row.goods_id
    flash = row.seckill_price
    normal = (t.app.db.prepare("SELECT price FROM goods_spec_base WHERE goods_id = ? AND spec_key = ''").get(goodsId) as { price: number }).price
    // Only this session sells the goods at a flash price (other slots may hold the same goods).
    t.app.db.prepare('DELETE FROM seckill_goods WHERE goods_id = ? AND period_id <> ?').run(goodsId, current.id)
    expect(flash).toBeLessThan(normal)
    // Start from an empty cart so its totals are this goods' alone.
    t.app.db.prepare('DELETE FROM carts WHERE user_id = 1').run()
  })
  afterAll(() => t.close())
  afterEach(async () => {
    clock = TEST_NOW
    setPluginEnabled(t.app.db, 'seckill', true)
    t.app.db.prepare('DELETE FROM carts WHERE user_id = 1').run()
  })

  async function priceEverywhere(expected: number) {
    const detail = await t.call('goods/detail', { id: goodsId }, { token: demo })
    expect(cents(detail.data.goods.price)).toBe(cents(expected))
    expect(cents(detail.data.goods.min_price)).toBe(cents(expected))
    expect(cents(detail.data.goods.price_container.price)).toBe(cents(expected))
    const spec = await t.call('goods/specdetail', { id: goodsId }, { token: demo })
    expect(cents(spec.data.spec_base.price)).toBe(cents(expected))

    expect((await t.call('cart/save', { goods_id: goodsId, stock: 2 }, { token: demo })).code).toBe(0)
    const cart = await t.call('cart/index', {}, { token: demo })
    const row = cart.data.data.find((r: any) => r.goods_id === goodsId)
    expect(cents(row.price)).toBe(cents(expected))
    expect(cents(row.total_price)).toBe(2 * cents(expected))
    expect(cents(cart.data.total_price)).toBe(2 * cents(expected))

    const viaCart = await t.call('buy/index', { buy_type: 'cart', ids: String(row.id) }, { token: demo })
    expect(viaCart.code).toBe(0)
    expect(cents(viaCart.data.base.total_price)).toBe(2 * cents(expected))
    const viaGoods = await t.call('buy/index', buyGoods(3), { token: demo })
    expect(cents(viaGoods.data.base.total_price)).toBe(3 * cents(expected))
    expect(cents(viaGoods.data.base.actual_price)).toBe(3 * cents(expected))
    const item = viaGoods.data.goods_list[0].goods_items[0]
    expect(cents(item.price)).toBe(cents(expected))
    expect(cents(item.total_price)).toBe(3 * cents(expected))

    // Totals come from the DB: a client-sent price is ignored. (A distinct note: identical submits are deduplicated.)
    const created = await t.call(
      'buy/add',
      {
        ...buyGoods(3),
        goods_data: [{ goods_id: goodsId, stock: 3, price: 0.01 }],
        address_id: 1,
        payment_id: 2,
        site_model: 0,
        user_note: `seckill ${++submits}`,
      },
      { token: demo },
    )
    expect(created.code).toBe(0)
    const orderId = created.data.order_ids[0]
    const order = t.app.db.prepare('SELECT price, total_price FROM orders WHERE id = ?').get(orderId) as { price: number; total_price: number }
    expect(cents(order.price)).toBe(3 * cents(expected))
    expect(cents(order.total_price)).toBe(3 * cents(expected))
    const line = t.app.db.prepare('SELECT price, original_price, total_price FROM order_details WHERE order_id = ?').get(orderId) as {
      price: number
      total_price: number
    }
    expect(cents(line.price)).toBe(cents(expected))
    expect(cents(line.total_price)).toBe(3 * cents(expected))
  }

  it('during the session: goods detail, spec, cart, checkout and the created order use the flash price', async () => {
    await priceEverywhere(flash)
  })

  it('after the session ends: the normal price everywhere, even for a cart filled during the session', async () => {
    expect((await t.call('cart/save', { goods_id: goodsId, stock: 1 }, { token: demo })).code).toBe(0)
    clock = new Date(periodEnd * 1000)
    const cart = await t.call('cart/index', {}, { token: demo })
    expect(cents(cart.data.data[0].price)).toBe(cents(normal))
    t.app.db.prepare('DELETE FROM carts WHERE user_id = 1').run()
    await priceEverywhere(normal)
  })

  it('checkout previewed during the session, submitted after it: the order costs the normal price', async () => {
    const preview = await t.call('buy/index', buyGoods(1), { token: demo })
    expect(cents(preview.data.base.total_price)).toBe(cents(flash))
    clock = new Date(periodEnd * 1000 + 1000)
    const created = await t.call('buy/add', { ...buyGoods(1), address_id: 1, payment_id: 2, site_model: 0, user_note: `seckill ${++submits}` }, { token: demo })
    expect(created.code).toBe(0)
    const order = t.app.db.prepare('SELECT total_price FROM orders WHERE id = ?').get(created.data.order_ids[0]) as { total_price: number }
    expect(cents(order.total_price)).toBe(cents(normal))
  })

  it('plugin off: the normal price everywhere while the session runs', async () => {
    setPluginEnabled(t.app.db, 'seckill', false)
    await priceEverywhere(normal)
  })
})
