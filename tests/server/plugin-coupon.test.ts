// coupon plugin: centre, detail, shop, my coupons, claiming, checkout deduction and the switch.
import { setPluginEnabled } from '../../server/core/plugins'
import { couponDeductionCents } from '../../server/plugins/coupon/scope'
import { startTestApp, useTestApp, type TestApp } from './helpers'

const S = 'plugins/index'
const route = (control: string, action: string) => ({ pluginsname: 'coupon', pluginscontrol: control, pluginsaction: action })
const ROSE_CLEANSER = 2 // 69.00, skin category, covered by "指定好物8.5折"

let t: TestApp
let demo: string
let buyer2: string

useTestApp(startTestApp, (app) => ([t, demo, buyer2] = [app, app.tokenFor('demo'), app.tokenFor('buyer2')]))

function couponIdByName(name: string): number {
  return (t.app.db.prepare('SELECT id FROM coupons WHERE name = ?').get(name) as { id: number }).id
}

function userCoupon(userId: number, couponName: string) {
  return t.app.db
    .prepare('SELECT cu.* FROM coupon_users cu JOIN coupons c ON c.id = cu.coupon_id WHERE cu.user_id = ? AND c.name = ? ORDER BY cu.id LIMIT 1')
    .get(userId, couponName) as { id: number; is_use: number; use_order_id: number }
}

const demoId = () => (t.app.db.prepare("SELECT id FROM users WHERE username = 'demo'").get() as { id: number }).id

function checkout(extra: Record<string, unknown> = {}, stock = 2) {
  return { buy_type: 'goods', goods_data: [{ goods_id: ROSE_CLEANSER, stock }], address_id: 1, site_model: 0, ...extra }
}

describe('deduction maths', () => {
  const base = { type: 0, discount_value: 10, where_order_price: 100 } as any
  it('money off needs the threshold and never exceeds the covered total', () => {
    expect(couponDeductionCents(base, 9999)).toBe(0)
    expect(couponDeductionCents(base, 10000)).toBe(1000)
    expect(couponDeductionCents({ ...base, where_order_price: 0, discount_value: 50 }, 3000)).toBe(3000)
  })
  it('a discount of 8.5 takes 15 %', () => {
    expect(couponDeductionCents({ type: 1, discount_value: 8.5, where_order_price: 0 } as any, 13800)).toBe(2070)
  })
})

describe('coupon centre', () => {
  it('lists platform coupons with card fields and a status for the visitor', async () => {
    const guest = await t.call(S, route('index', 'index'))
    expect(guest.code).toBe(0)
    expect(guest.data.base).toMatchObject({ application_name: '领券中心' })
    const card = guest.data.data[0]
    expect(card).toMatchObject({
      id: expect.any(Number),
      type: expect.stringMatching(/^[01]$/),
      discount_value: expect.any(String),
      type_unit: expect.any(String),
      desc: expect.any(String),
      use_limit_type_name: expect.any(String),
      process_data: { type: expect.any(Number), value: expect.any(Number), msg: expect.any(String) },
      expire_tips: expect.any(String),
      status_type: expect.any(Number),
      status_operable_name: expect.any(String),
    })
    expect(guest.data.data.every((c: any) => c.shop_id === 0)).toBe(true)
    expect(guest.data.data.some((c: any) => c.type === '1' && c.type_unit === '折')).toBe(true)
    expect(guest.data.data.find((c: any) => c.name === '满300减50').status_type).toBe(2)
    expect(guest.data.data.some((c: any) => c.name === '双十一满99减20')).toBe(false)

    const mine = await t.call(S, route('index', 'index'), { token: demo })
    expect(mine.data.data.find((c: any) => c.name === '全场满200减30')).toMatchObject({ status_type: 1, status_operable_name: '已领取' })
    expect(mine.data.data.find((c: any) => c.name === '全场满100减10').status_type).toBe(0)
  })

  it('goods_id narrows the centre to coupons covering that goods', async () => {
    const res = await t.call(S, { ...route('index', 'index'), goods_id: 7 })
    const names = res.data.data.map((c: any) => c.name)
    expect(names).toContain('指定好物8.5折')
    expect(names).not.toContain('护肤9折券')
    expect((await t.call(S, { ...route('index', 'index'), goods_id: 'x' })).code).toBe(-1)
  })

  it('detail and shop pages', async () => {
    const id = couponIdByName('全场满100减10')
    const detail = await t.call(S, { ...route('index', 'detail'), id })
    expect(detail.data.data).toMatchObject({ id, name: '全场满100减10', status_type: 0 })
    expect((await t.call(S, { ...route('index', 'detail'), id: 99999 })).code).toBe(-1)
    const noId = await t.call(S, route('index', 'detail'), { lang: 'en' })
    expect(noId).toMatchObject({ code: -1, msg: 'Coupon id cannot be empty' })

    const shop = await t.call(S, { ...route('index', 'shop'), shop_id: 1 })
    expect(shop.data.base.shop_application_name).toContain('花间集旗舰店')
    expect(shop.data.shop).toMatchObject({ id: 1, url: '' })
    expect(shop.data.data).toHaveLength(2)
    const empty = await t.call(S, { ...route('index', 'shop'), shop_id: 42 })
    expect(empty.data).toMatchObject({ shop: null, data: [] })
    expect((await t.call(S, { ...route('index', 'shop'), shop_id: -3 })).code).toBe(-1)
  })
})

describe('claiming and my coupons', () => {
  it('guests get -400; claiming returns the updated coupon; repeats are refused', async () => {
    const id = couponIdByName('全场满100减10')
    expect((await t.call(S, { ...route('coupon', 'receive'), coupon_id: id })).code).toBe(-400)
    const claimed = await t.call(S, { ...route('coupon', 'receive'), coupon_id: id }, { token: demo })
    expect(claimed).toMatchObject({ code: 0, msg: '领取成功', data: { coupon: { id, status_type: 1 } } })
    const again = await t.call(S, { ...route('coupon', 'receive'), coupon_id: id }, { token: demo })
    expect(again).toMatchObject({ code: -1, msg: '您已领取过该优惠券' })
    const soldOut = await t.call(S, { ...route('coupon', 'receive'), coupon_id: couponIdByName('满300减50') }, { token: demo, lang: 'en' })
    expect(soldOut).toMatchObject({ code: -1, msg: 'All of these coupons have been claimed' })
    expect((await t.call(S, { ...route('coupon', 'receive'), coupon_id: 'abc' }, { token: demo })).code).toBe(-1)
    expect((await t.call(S, { ...route('coupon', 'receive') }, { token: demo })).code).toBe(-1)
  })

  it('claim all with comma-joined ids answers a list', async () => {
    const ids = [couponIdByName('护肤9折券'), couponIdByName('满300减50')].join(',')
    const res = await t.call(S, { ...route('coupon', 'receive'), coupon_id: ids }, { token: buyer2 })
    expect(res.code).toBe(0)
    expect(res.data.coupon).toHaveLength(1)
  })

  it('my coupons: unused / used / expired, only my own', async () => {
    expect((await t.call(S, route('coupon', 'index'))).code).toBe(-400)
    const res = await t.call(S, route('coupon', 'index'), { token: demo })
    const { not_use, already_use, already_expire } = res.data
    expect(not_use.length).toBeGreaterThanOrEqual(2)
    expect(already_use.length).toBe(1)
    expect(already_expire.length).toBe(1)
    expect(not_use[0]).toMatchObject({
      status_type: 3,
      coupon: { name: expect.any(String) },
      time_start_show_text: expect.any(String),
      time_end_show_text: expect.any(String),
    })
    expect(already_use[0].status_type).toBe(4)
    expect(already_expire[0].status_type).toBe(5)
    const other = await t.call(S, route('coupon', 'index'), { token: buyer2 })
    const otherIds = new Set([...other.data.not_use, ...other.data.already_use, ...other.data.already_expire].map((c: any) => c.id))
    for (const row of [...not_use, ...already_use, ...already_expire]) expect(otherIds.has(row.id)).toBe(false)
  })
})

describe('coupon at checkout', () => {
  it('buy/index lists usable coupons per warehouse and the server applies the chosen one', async () => {
    const plain = await t.call('buy/index', checkout(), { token: demo })
    expect(plain.code).toBe(0)
    expect(plain.data.base).toMatchObject({ total_price: '138.00', actual_price: '138.00' })
    const entry = plain.data.plugins_coupon_data[0]
    expect(entry.warehouse_id).toBe(1)
    expect(entry.coupon_data.coupon_choice).toBeNull()
    const goodsCoupon = entry.coupon_data.coupon_list.find((c: any) => c.coupon.name === '指定好物8.5折')
    expect(goodsCoupon).toBeDefined()
    expect(entry.coupon_data.coupon_list.some((c: any) => c.coupon.name === '全场满200减30')).toBe(false)

    const withCoupon = await t.call('buy/index', checkout({ coupon_id_1: goodsCoupon.id, total_price: '0.01' }), { token: demo })
    expect(withCoupon.data.base).toMatchObject({ total_price: '138.00', actual_price: '117.30', preferential_price: '20.70' })
    expect(withCoupon.data.plugins_coupon_data[0].coupon_data.coupon_choice.id).toBe(goodsCoupon.id)
    expect(withCoupon.data.goods_list[0].order_base.extension_data[0]).toMatchObject({ name: '优惠券', tips: '-￥20.70' })
  })

  it('rejects bad or foreign coupon ids; a used coupon cannot be reused; cancel gives it back', async () => {
    expect((await t.call('buy/index', checkout({ coupon_id_1: 'x' }), { token: demo })).code).toBe(-1)
    const foreign = userCoupon((t.app.db.prepare("SELECT id FROM users WHERE username = 'buyer2'").get() as { id: number }).id, '全场满100减10')
    const foreignSubmit = await t.call('buy/add', checkout({ coupon_id_1: foreign.id, payment_id: 2 }), { token: demo })
    expect(foreignSubmit).toMatchObject({ code: -1, msg: '该优惠券不可用于当前订单' })

    const mine = userCoupon(demoId(), '指定好物8.5折')
    const created = await t.call('buy/add', checkout({ coupon_id_1: mine.id, payment_id: 2 }), { token: demo })
    expect(created.code).toBe(0)
    const orderId = created.data.order_ids[0]
    const order = t.app.db.prepare('SELECT price, preferential_price, total_price FROM orders WHERE id = ?').get(orderId)
    expect(order).toEqual({ price: 138, preferential_price: 20.7, total_price: 117.3 })
    expect(userCoupon(demoId(), '指定好物8.5折')).toMatchObject({ is_use: 1, use_order_id: orderId })

    const reuse = await t.call('buy/add', checkout({ coupon_id_1: mine.id, payment_id: 2, user_note: 'again' }), { token: demo })
    expect(reuse).toMatchObject({ code: -1, msg: '该优惠券不可用于当前订单' })
    const preview = await t.call('buy/index', checkout({ coupon_id_1: mine.id }), { token: demo })
    expect(preview.data.plugins_coupon_data[0].coupon_data.coupon_choice).toBeNull()

    expect((await t.call('order/cancel', { id: orderId }, { token: demo })).code).toBe(0)
    expect(userCoupon(demoId(), '指定好物8.5折')).toMatchObject({ is_use: 0, use_order_id: 0 })
  })

  it('disabled: -11, no plugins_base key, no coupon data at checkout and no deduction', async () => {
    setPluginEnabled(t.app.db, 'coupon', false)
    try {
      expect((await t.call(S, route('index', 'index'))).code).toBe(-11)
      expect((await t.call('base/common', { is_key: 1 })).data.plugins_base.coupon).toBeUndefined()
      const mine = userCoupon(demoId(), '指定好物8.5折')
      const res = await t.call('buy/index', checkout({ coupon_id_1: mine.id }), { token: demo })
      expect(res.data.plugins_coupon_data).toBeUndefined()
      expect(res.data.base.actual_price).toBe('138.00')
    } finally {
      setPluginEnabled(t.app.db, 'coupon', true)
    }
  })
})
