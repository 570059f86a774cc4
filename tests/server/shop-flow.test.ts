// Business rules of the shop side: order state machine, stock reservation, DB-computed totals,
// purchase limits, idempotent submits.
import { startTestApp, useTestApp, type TestApp } from './helpers'
import { SPECIAL_GOODS } from '../../server/db/seed/catalog-data'

let t: TestApp
let demo: string

useTestApp(startTestApp, (app) => ([t, demo] = [app, app.tokenFor('demo')]))

const LIPSTICK = [
  { type: '色号', value: '02 豆沙' },
  { type: '规格', value: '正装 3.5g' },
]

function specInventory(goodsId: number, specKey = ''): number {
  return (t.app.db.prepare('SELECT inventory FROM goods_spec_base WHERE goods_id = ? AND spec_key = ?').get(goodsId, specKey) as { inventory: number })
    .inventory
}
function goodsInventory(goodsId: number): number {
  return (t.app.db.prepare('SELECT inventory FROM goods WHERE id = ?').get(goodsId) as { inventory: number }).inventory
}
function order(id: number) {
  return t.app.db.prepare('SELECT * FROM orders WHERE id = ?').get(id) as {
    status: number
    pay_status: number
    pay_time: number
    total_price: number
    user_id: number
  }
}

async function buyNow(goodsId: number, stock: number, paymentId = 2, extra: Record<string, unknown> = {}, spec?: unknown) {
  return t.call(
    'buy/add',
    { buy_type: 'goods', goods_data: [{ goods_id: goodsId, stock, ...(spec ? { spec } : {}) }], address_id: 1, payment_id: paymentId, site_model: 0, ...extra },
    { token: demo },
  )
}

describe('order state machine', () => {
  it('online demo pay: 1 pending payment → 2 paid → 3 shipped → 4 completed → deleted', async () => {
    const created = await buyNow(SPECIAL_GOODS.single, 1, 2, { user_note: 'state machine' })
    expect(created.code).toBe(0)
    expect(created.data.order_status).toBe(1)
    const id = created.data.order_ids[0]
    expect(order(id).status).toBe(1)

    const collectEarly = await t.call('order/collect', { id }, { token: demo })
    expect(collectEarly).toMatchObject({ code: -1, msg: '状态不可操作[待付款]' })

    const paid = await t.call('order/pay', { ids: String(id), payment_id: 2 }, { token: demo })
    expect(paid.code).toBe(0)
    expect(paid.data).toMatchObject({ is_success: 1, is_payment_type: 0, payment: { payment: 'DemoPay' } })
    expect(typeof paid.data.order_id).toBe('string')
    expect(order(id)).toMatchObject({ status: 2, pay_status: 1 })
    expect(order(id).pay_time).toBeGreaterThan(0)

    const check = await t.call('order/paycheck', { order_no: paid.data.order_no }, { token: demo })
    expect(check.code).toBe(0)

    const payAgain = await t.call('order/pay', { ids: String(id), payment_id: 2 }, { token: demo })
    expect(payAgain.code).toBe(-1)
    expect(payAgain.msg).toMatch(/^状态不可操作\[待发货-\d+\]$/)

    const cancelPaid = await t.call('order/cancel', { id }, { token: demo })
    expect(cancelPaid).toMatchObject({ code: -1, msg: '状态不可操作[待发货]' })
    const collectUndelivered = await t.call('order/collect', { id }, { token: demo })
    expect(collectUndelivered).toMatchObject({ code: -1, msg: '状态不可操作[待发货]' })
    const deleteActive = await t.call('order/delete', { id }, { token: demo })
    expect(deleteActive.code).toBe(-1)

    // The shop ships it (admin side).
    t.app.db.prepare("UPDATE orders SET status = 3, delivery_time = 1, express_name = '顺丰速运', express_number = 'SF1' WHERE id = ?").run(id)
    const detail = await t.call('order/detail', { id }, { token: demo })
    expect(detail.data.data.operate_data).toMatchObject({ is_collect: 1, is_cancel: 0, is_pay: 0 })
    expect(detail.data.data.express_data[0].express_number).toBe('SF1')

    const collected = await t.call('order/collect', { id }, { token: demo })
    expect(collected).toMatchObject({ code: 0, msg: '收货成功' })
    expect(order(id).status).toBe(4)
    const again = await t.call('order/collect', { id }, { token: demo })
    expect(again).toMatchObject({ code: -1, msg: '状态不可操作[已完成]' })

    const deleted = await t.call('order/delete', { id }, { token: demo })
    expect(deleted.code).toBe(0)
    const gone = await t.call('order/detail', { id }, { token: demo })
    expect(gone).toMatchObject({ code: -1, msg: '订单不存在' })
  })

  it('cash on delivery creates the order straight in status 2 (unpaid, so still cancellable)', async () => {
    const created = await buyNow(SPECIAL_GOODS.single, 1, 1)
    expect(created).toMatchObject({ code: 0, data: { order_status: 2 } })
    const id = created.data.order_ids[0]
    expect(order(id)).toMatchObject({ status: 2, pay_status: 0 })
    const detail = await t.call('order/detail', { id }, { token: demo })
    expect(detail.data.data).toMatchObject({ status_name: '待发货', pay_status_name: '待确认', is_under_line: 1 })
    const cancelled = await t.call('order/cancel', { id }, { token: demo })
    expect(cancelled).toMatchObject({ code: 0, msg: '取消成功' })
    const twice = await t.call('order/cancel', { id }, { token: demo })
    expect(twice).toMatchObject({ code: -1, msg: '状态不可操作[已取消]' })
  })

  it('order/index filters by status only with is_more=1', async () => {
    const all = await t.call('order/index', { status: 4 }, { token: demo })
    const completed = await t.call('order/index', { is_more: 1, status: 4 }, { token: demo })
    const closed = await t.call('order/index', { is_more: 1, status: '5,6' }, { token: demo })
    expect(all.data.total).toBeGreaterThan(completed.data.total)
    expect(completed.data.data.every((o: { status: number }) => o.status === 4)).toBe(true)
    expect(closed.data.data.every((o: { status: number }) => o.status === 5 || o.status === 6)).toBe(true)
  })

  it('the seeded demo user has orders in every status 0-6', () => {
    const statuses = (t.app.db.prepare('SELECT DISTINCT status FROM orders WHERE user_id = 1 ORDER BY status').all() as Array<{ status: number }>).map(
      (r) => r.status,
    )
    expect(statuses).toEqual([0, 1, 2, 3, 4, 5, 6])
  })
})

describe('stock', () => {
  it('is reserved when the order is created and restored when it is cancelled', async () => {
    const key = '02 豆沙\u0001正装 3.5g'
    const specBefore = specInventory(SPECIAL_GOODS.multiSpec, key)
    const goodsBefore = goodsInventory(SPECIAL_GOODS.multiSpec)
    const created = await buyNow(SPECIAL_GOODS.multiSpec, 3, 2, {}, LIPSTICK)
    expect(created.code).toBe(0)
    expect(specInventory(SPECIAL_GOODS.multiSpec, key)).toBe(specBefore - 3)
    expect(goodsInventory(SPECIAL_GOODS.multiSpec)).toBe(goodsBefore - 3)
    const cancelled = await t.call('order/cancel', { id: created.data.order_ids[0] }, { token: demo })
    expect(cancelled.code).toBe(0)
    expect(specInventory(SPECIAL_GOODS.multiSpec, key)).toBe(specBefore)
    expect(goodsInventory(SPECIAL_GOODS.multiSpec)).toBe(goodsBefore)
  })

  it('refuses more than what is left, and the last units go to exactly one buyer', async () => {
    t.app.db.prepare("UPDATE goods_spec_base SET inventory = 2 WHERE goods_id = ? AND spec_key = ''").run(SPECIAL_GOODS.single)
    const tooMany = await buyNow(SPECIAL_GOODS.single, 3)
    expect(tooMany.code).toBe(-1)
    expect(tooMany.msg).toContain('库存不足，仅剩2')
    const [a, b] = await Promise.all([buyNow(SPECIAL_GOODS.single, 2, 2, { user_note: 'a' }), buyNow(SPECIAL_GOODS.single, 2, 2, { user_note: 'b' })])
    expect([a.code, b.code].sort()).toEqual([-1, 0])
    expect(specInventory(SPECIAL_GOODS.single)).toBe(0)
    t.app.db.prepare("UPDATE goods_spec_base SET inventory = 500 WHERE goods_id = ? AND spec_key = ''").run(SPECIAL_GOODS.single)
  })

  it('spectype only offers values that are in stock', async () => {
    const reply = await t.call('goods/spectype', { id: SPECIAL_GOODS.multiSpec, spec: [{ type: '色号', value: '04 奶茶' }] })
    expect(reply.data.spec_type).toEqual(['正装 3.5g'])
  })
})

describe('totals come from the database', () => {
  it('ignores prices sent by the client', async () => {
    const created = await buyNow(SPECIAL_GOODS.bulkStock, 2, 2, { total_price: 0.01, price: 0.01 })
    expect(created.code).toBe(0)
    const row = order(created.data.order_ids[0])
    expect(row.total_price).toBeCloseTo(78) // 39.00 × 2
    const detail = await t.call('order/detail', { id: created.data.order_ids[0] }, { token: demo })
    expect(detail.data.data.total_price).toBe('78.00')
  })

  it('uses the current spec price even if the stored cart row price was tampered with', async () => {
    const saved = await t.call('cart/save', { goods_id: SPECIAL_GOODS.bulkStock, stock: 1 }, { token: demo })
    expect(saved.code).toBe(0)
    t.app.db.prepare('UPDATE carts SET price = 0.01 WHERE goods_id = ?').run(SPECIAL_GOODS.bulkStock)
    const cartId = (t.app.db.prepare('SELECT id FROM carts WHERE user_id = 1 AND goods_id = ?').get(SPECIAL_GOODS.bulkStock) as { id: number }).id
    const preview = await t.call('buy/index', { buy_type: 'cart', ids: String(cartId) }, { token: demo })
    expect(preview.data.base.total_price).toBe('39.00')
    const cart = await t.call('cart/index', {}, { token: demo })
    const item = cart.data.data.find((r: { id: number }) => r.id === cartId)
    expect(item.price).toBe('39.00')
  })

  it('multi-line checkout sums price × quantity in cents', async () => {
    const preview = await t.call(
      'buy/index',
      {
        buy_type: 'goods',
        goods_data: [
          { goods_id: 40, stock: 3 },
          { goods_id: SPECIAL_GOODS.bulkStock, stock: 1 },
        ],
      },
      { token: demo },
    )
    expect(preview.data.base).toMatchObject({ total_price: '98.70', buy_count: 4, goods_count: 2 }) // 19.90 × 3 + 39.00
  })
})

describe('purchase limits', () => {
  const cases: Array<[string, number, number, RegExp]> = [
    ['buy_max_number', SPECIAL_GOODS.limitTwo, 3, /限购2/],
    ['buy_min_number', SPECIAL_GOODS.minTwo, 1, /起购2/],
    ['sold out', SPECIAL_GOODS.soldOut, 1, /已售罄/],
    ['display only', SPECIAL_GOODS.exhibition, 1, /仅展示商品，不可购买/],
    ['off the shelves', SPECIAL_GOODS.offShelf, 1, /商品已下架/],
  ]
  it.each(cases)('%s is refused by buy/index, buy/add and cart/save', async (_name, goodsId, stock, msg) => {
    for (const s of ['buy/index', 'buy/add']) {
      const reply = await t.call(s, { buy_type: 'goods', goods_data: [{ goods_id: goodsId, stock }], address_id: 1, payment_id: 2 }, { token: demo })
      expect(reply.code).toBe(-1)
      expect(reply.msg).toMatch(msg)
    }
    // buyer2 has none of these in the cart, so the quantity checked is exactly `stock`.
    const cart = await t.call('cart/save', { goods_id: goodsId, stock }, { token: t.tokenFor('buyer2') })
    expect(cart.code).toBe(-1)
    expect(cart.msg).toMatch(msg)
  })

  it('limits count the quantity already in the cart', async () => {
    const first = await t.call('cart/save', { goods_id: SPECIAL_GOODS.limitTwo, stock: 2 }, { token: demo })
    expect(first.code).toBe(0)
    const second = await t.call('cart/save', { goods_id: SPECIAL_GOODS.limitTwo, stock: 1 }, { token: demo })
    expect(second).toMatchObject({ code: -1 })
    expect(second.msg).toMatch(/限购2/)
  })

  it('messages are localised', async () => {
    const reply = await t.call('buy/index', { buy_type: 'goods', goods_data: [{ goods_id: SPECIAL_GOODS.limitTwo, stock: 3 }] }, { token: demo, lang: 'en' })
    expect(reply.msg).toMatch(/Purchase limit is 2/)
    const cht = await t.call('cart/index', {}, { lang: 'cht' })
    expect(cht.msg).toBe('登录失效，请重新登录')
  })

  it('a multi-spec goods needs its spec', async () => {
    const reply = await t.call('cart/save', { goods_id: SPECIAL_GOODS.multiSpec, stock: 1 }, { token: demo })
    expect(reply.code).toBe(-1)
    expect(reply.msg).toMatch(/请选择规格$/)
  })
})

describe('double submits', () => {
  it('buy/add sent twice at once creates one order', async () => {
    const params = { buy_type: 'goods', goods_data: [{ goods_id: SPECIAL_GOODS.bulkStock, stock: 1 }], address_id: 1, payment_id: 2, user_note: 'double tap' }
    const [a, b] = await Promise.all([t.call('buy/add', params, { token: demo }), t.call('buy/add', params, { token: demo })])
    expect(a.code).toBe(0)
    expect(b.data.order_ids).toEqual(a.data.order_ids)
  })

  it('buying a cart twice fails the second time (the rows are gone)', async () => {
    await t.call('cart/save', { goods_id: 39, stock: 1 }, { token: demo })
    const cartId = (t.app.db.prepare('SELECT id FROM carts WHERE user_id = 1 AND goods_id = 39').get() as { id: number }).id
    const first = await t.call('buy/add', { buy_type: 'cart', ids: String(cartId), address_id: 1, payment_id: 2 }, { token: demo })
    expect(first.code).toBe(0)
    const second = await t.call('buy/add', { buy_type: 'cart', ids: String(cartId), address_id: 1, payment_id: 1 }, { token: demo })
    expect(second.code).toBe(-1)
  })
})
