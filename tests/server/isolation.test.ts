// A shopper can never read or change another shopper's cart rows, orders or payment records.
import { startTestApp, type TestApp } from './helpers'
import { dbFingerprint } from './db-fingerprint'

let t: TestApp
let demo: string
let buyer2: string
let demoCartId: number
let demoPayLogNo: string

beforeAll(async () => {
  t = await startTestApp()
  demo = t.tokenFor('demo')
  buyer2 = t.tokenFor('buyer2')
  demoCartId = (t.app.db.prepare('SELECT id FROM carts WHERE user_id = 1 ORDER BY id LIMIT 1').get() as { id: number }).id
  const paid = await t.call('order/pay', { ids: '2', payment_id: 2 }, { token: demo })
  demoPayLogNo = paid.data.order_no
})
afterAll(() => t.close())

// Seeded demo orders: 1 to confirm, 2 paid above, 3 to ship, 4 shipped, 5/6 completed, 7 cancelled, 8 closed.
const attempts: Array<[string, () => Record<string, unknown>]> = [
  ['cart/stock', () => ({ id: demoCartId, stock: 1 })],
  ['cart/delete', () => ({ id: String(demoCartId) })],
  ['buy/index', () => ({ buy_type: 'cart', ids: String(demoCartId) })],
  ['buy/add', () => ({ buy_type: 'cart', ids: String(demoCartId), address_id: 1, payment_id: 2 })],
  ['buy/add', () => ({ buy_type: 'goods', goods_data: [{ goods_id: 2, stock: 1 }], address_id: 1, payment_id: 2 })], // demo's address
  ['order/detail', () => ({ id: 3 })],
  ['order/pay', () => ({ ids: '1', payment_id: 2 })],
  ['order/pay', () => ({ ids: '9,1', payment_id: 2 })], // own order mixed with someone else's
  ['order/cancel', () => ({ id: 1 })],
  ['order/collect', () => ({ id: 4 })],
  ['order/delete', () => ({ id: 7 })],
  ['order/comments', () => ({ id: 5 })],
  ['order/commentssave', () => ({ id: 5, goods_id: [14], rating: [5], content: ['not mine'] })],
  ['order/paycheck', () => ({ order_no: demoPayLogNo })],
  ['paylog/detail', () => ({ orderno: demoPayLogNo })],
]

describe("buyer2 cannot touch demo's data", () => {
  it.each(attempts.map(([s, params], i) => [`${i + 1}. ${s}`, s, params] as const))('%s', async (_label, s, params) => {
    const before = dbFingerprint(t.app.db)
    const reply = await t.call(s, params(), { token: buyer2 })
    expect(reply.code).toBe(-1)
    expect(reply.msg).not.toBe('')
    expect(JSON.stringify(reply.data)).not.toContain('林小美') // demo's consignee name never leaks
    expect(dbFingerprint(t.app.db)).toBe(before)
  })

  it("lists only contain the caller's own rows", async () => {
    const cart = await t.call('cart/index', {}, { token: buyer2 })
    expect(cart.data.data.every((r: { user_id: number }) => r.user_id === 2)).toBe(true)
    const orders = await t.call('order/index', { page: 1 }, { token: buyer2 })
    expect(orders.data.data.length).toBeGreaterThan(0)
    expect(orders.data.data.every((o: { user_id: number }) => o.user_id === 2)).toBe(true)
  })

  it('guests get -400 on every private action', async () => {
    for (const s of [
      'cart/index',
      'cart/save',
      'cart/stock',
      'cart/delete',
      'buy/index',
      'buy/add',
      'order/index',
      'order/detail',
      'order/pay',
      'order/cancel',
      'order/collect',
      'order/delete',
      'order/paycheck',
      'paylog/index',
      'goods/favor',
    ]) {
      const reply = await t.call(s, { id: 1, ids: '1' })
      expect([s, reply.code, reply.msg]).toEqual([s, -400, '登录失效，请重新登录'])
    }
    const bogus = await t.call('cart/index', {}, { token: 'f'.repeat(32) })
    expect(bogus.code).toBe(-400)
  })
})
