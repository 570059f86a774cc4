// points plugin: mall, claim codes, points at checkout (deduction, pure exchange, refund) and the switch.
import { setPluginEnabled } from '../../server/core/plugins'
import { maxUsablePoints, pointsToCents } from '../../server/plugins/points/rules'
import { startTestApp, useTestApp, type TestApp } from './helpers'

const S = 'plugins/index'
const route = (control: string, action: string) => ({ pluginsname: 'points', pluginscontrol: control, pluginsaction: action })
const ROSE_CLEANSER = 2 // 69.00

let t: TestApp
let demo: string
let buyer2: string

useTestApp(startTestApp, (app) => ([t, demo, buyer2] = [app, app.tokenFor('demo'), app.tokenFor('buyer2')]))

const balance = (username: string) => (t.app.db.prepare('SELECT integral FROM users WHERE username = ?').get(username) as { integral: number }).integral
const buy = (goodsId: number, stock: number, extra: Record<string, unknown> = {}) => ({
  buy_type: 'goods',
  goods_data: [{ goods_id: goodsId, stock }],
  address_id: 1,
  site_model: 0,
  ...extra,
})

describe('points rules', () => {
  it('100 points = 1 yuan, at most half of the payable, never more than the balance', () => {
    expect(pointsToCents(150)).toBe(150)
    expect(maxUsablePoints(680, 13800)).toBe(680)
    expect(maxUsablePoints(10000, 13800)).toBe(6900)
    expect(maxUsablePoints(0, 13800)).toBe(0)
    expect(maxUsablePoints(500, -5)).toBe(0)
  })
})

describe('points mall', () => {
  it('guests see goods and rules but no balance; users see their balance', async () => {
    const guest = await t.call(S, route('index', 'index'))
    expect(guest.code).toBe(0)
    expect(guest.data.user_integral).toBeNull()
    expect(guest.data.base.points_desc.length).toBeGreaterThan(0)
    expect(guest.data.base.goods_exchange_data.length).toBe(4)
    expect(guest.data.base.goods_exchange_data[0]).toMatchObject({
      points_value: 300,
      goods_url: expect.stringContaining('goods-detail'),
      title: expect.any(String),
    })
    const mine = await t.call(S, route('index', 'index'), { token: demo })
    expect(mine.data.user_integral).toEqual({ integral: 680 })
  })
})

describe('claim by code', () => {
  it('landing without a code; guests are asked to log in', async () => {
    const landing = await t.call(S, route('scan', 'index'))
    expect(landing.data.data.status).toBe(-10000)
    expect(landing.data.base.scan_tips).toContain('XO2026')
    const guest = await t.call(S, { ...route('scan', 'index'), id: 'XO2026' })
    expect(guest.data.data).toMatchObject({ status: -10000, msg: '登录后即可领取积分' })
  })

  it('claims once, refuses repeats, unknown, expired and used-up codes; bad format is -1', async () => {
    const before = balance('demo')
    const ok = await t.call(S, { ...route('scan', 'index'), id: 'xo2026' }, { token: demo })
    expect(ok.data.data).toMatchObject({ status: 0, msg: '成功领取100积分' })
    expect(balance('demo')).toBe(before + 100)
    const again = await t.call(S, { ...route('scan', 'index'), id: 'XO2026' }, { token: demo, lang: 'en' })
    expect(again.data.data).toMatchObject({ status: -100, msg: 'You have already claimed this code' })
    expect(balance('demo')).toBe(before + 100)
    expect((await t.call(S, { ...route('scan', 'index'), id: 'NOPE' }, { token: demo })).data.data.status).toBe(-100)
    expect((await t.call(S, { ...route('scan', 'index'), id: 'OLD2025' }, { token: demo })).data.data.msg).toBe('领取码已过期')
    expect((await t.call(S, { ...route('scan', 'index'), id: 'FIRST1' }, { token: demo })).data.data.msg).toBe('积分已被领完')
    expect((await t.call(S, { ...route('scan', 'index'), id: 'bad code!' }, { token: demo })).code).toBe(-1)
    // Another user can still claim the same code.
    expect((await t.call(S, { ...route('scan', 'index'), id: 'XO2026' }, { token: buyer2 })).data.data.status).toBe(0)
  })
})

describe('points at checkout', () => {
  it('preview: max usable, deduction applied by the server only when is_points=1', async () => {
    const points = balance('demo')
    const off = await t.call('buy/index', buy(ROSE_CLEANSER, 2), { token: demo })
    expect(off.data.plugins_points_data).toMatchObject({ is_points: 0, use_integral: Math.min(points, 6900), discount_type: 0, is_pure_exchange_modal: 0 })
    expect(off.data.base.actual_price).toBe('138.00')
    const on = await t.call('buy/index', buy(ROSE_CLEANSER, 2, { is_points: 1, actual_use_integral: 300 }), { token: demo })
    expect(on.data.plugins_points_data).toMatchObject({ is_points: 1, actual_use_integral: 300, discount_price: '3.00' })
    expect(on.data.base).toMatchObject({ actual_price: '135.00', preferential_price: '3.00' })
    expect((await t.call('buy/index', buy(ROSE_CLEANSER, 2, { is_points: 2 }), { token: demo })).code).toBe(-1)
    expect((await t.call('buy/index', buy(ROSE_CLEANSER, 2, { is_points: 1, actual_use_integral: -4 }), { token: demo })).code).toBe(-1)
    const tooMany = await t.call('buy/add', buy(ROSE_CLEANSER, 2, { is_points: 1, actual_use_integral: 999999, payment_id: 2 }), { token: demo })
    expect(tooMany.code).toBe(-1)
  })

  it('coupon first, then points on what is left', async () => {
    const couponRow = t.app.db
      .prepare(
        "SELECT cu.id FROM coupon_users cu JOIN coupons c ON c.id = cu.coupon_id JOIN users u ON u.id = cu.user_id WHERE u.username = 'demo' AND c.name = '指定好物8.5折'",
      )
      .get() as { id: number }
    const res = await t.call('buy/index', buy(ROSE_CLEANSER, 2, { coupon_id_1: couponRow.id, is_points: 1, actual_use_integral: 500 }), { token: demo })
    expect(res.data.base).toMatchObject({ total_price: '138.00', preferential_price: '25.70', actual_price: '112.30' })
    expect(res.data.goods_list[0].order_base.extension_data.map((r: any) => r.name)).toEqual(['优惠券', '积分抵扣'])
  })

  it('submit takes the points with the order; cancelling returns them', async () => {
    const before = balance('demo')
    const created = await t.call('buy/add', buy(ROSE_CLEANSER, 1, { is_points: 1, actual_use_integral: 200, payment_id: 2 }), { token: demo })
    expect(created.code).toBe(0)
    const orderId = created.data.order_ids[0]
    expect(t.app.db.prepare('SELECT total_price, preferential_price FROM orders WHERE id = ?').get(orderId)).toEqual({ total_price: 67, preferential_price: 2 })
    expect(balance('demo')).toBe(before - 200)
    expect((await t.call('order/cancel', { id: orderId }, { token: demo })).code).toBe(0)
    expect(balance('demo')).toBe(before)
    const log = t.app.db.prepare('SELECT type, operation_integral FROM user_integral_log WHERE operation_id = ? ORDER BY id').all(orderId)
    expect(log).toEqual([
      { type: 0, operation_integral: 200 },
      { type: 1, operation_integral: 200 },
    ])
  })

  it('points-mall goods only: a pure exchange pays everything with points', async () => {
    const cheapest = t.app.db.prepare('SELECT goods_id, points_value FROM points_goods ORDER BY sort LIMIT 1').get() as {
      goods_id: number
      points_value: number
    }
    const before = balance('demo')
    const preview = await t.call('buy/index', buy(cheapest.goods_id, 1, { is_points: 1 }), { token: demo })
    expect(preview.data.plugins_points_data).toMatchObject({ is_pure_exchange_modal: 1, discount_type: 1, use_integral: cheapest.points_value, is_points: 1 })
    expect(preview.data.base.actual_price).toBe('0.00')
    const created = await t.call('buy/add', buy(cheapest.goods_id, 1, { is_points: 1, payment_id: 2 }), { token: demo })
    expect(created.code).toBe(0)
    expect(balance('demo')).toBe(before - cheapest.points_value)
    // buyer2 has 100 points: the preview does not apply the exchange, submitting it is refused.
    const poorPreview = await t.call('buy/index', buy(cheapest.goods_id, 1, { is_points: 1, address_id: 0 }), { token: buyer2 })
    expect(poorPreview.data.plugins_points_data).toMatchObject({ is_points: 0, discount_price: '0.00' })
    const address = t.app.db.prepare("SELECT a.id FROM user_addresses a JOIN users u ON u.id = a.user_id WHERE u.username = 'buyer2'").get() as
      { id: number } | undefined
    if (address) {
      const poor = await t.call('buy/add', buy(cheapest.goods_id, 1, { is_points: 1, payment_id: 2, address_id: address.id }), { token: buyer2 })
      expect(poor).toMatchObject({ code: -1, msg: '积分不足' })
    }
  })

  it('disabled: -11, no plugins_base key, no points data and no deduction', async () => {
    setPluginEnabled(t.app.db, 'points', false)
    try {
      expect((await t.call(S, route('scan', 'index'))).code).toBe(-11)
      expect((await t.call('base/common', { is_key: 1 })).data.plugins_base.points).toBeUndefined()
      const res = await t.call('buy/index', buy(ROSE_CLEANSER, 2, { is_points: 1, actual_use_integral: 300 }), { token: demo })
      expect(res.data.plugins_points_data).toBeUndefined()
      expect(res.data.base.actual_price).toBe('138.00')
    } finally {
      setPluginEnabled(t.app.db, 'points', true)
    }
  })
})
