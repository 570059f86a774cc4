// Malformed, hostile or out-of-range parameters are refused with code -1 and a message, and change nothing.
import { startTestApp, useTestApp, type TestApp, type CallOptions } from './helpers'
import { dbFingerprint } from './db-fingerprint'

let t: TestApp
let demo: string

useTestApp(startTestApp, (app) => ([t, demo] = [app, app.tokenFor('demo')]))

const INJECTION = "1 OR 1=1; DROP TABLE orders; --"
const HUGE = '9'.repeat(30)
const SPEC = [{ type: '色号', value: '01 正红' }, { type: '规格', value: '正装 3.5g' }]

const table: Array<[string, Record<string, unknown>, CallOptions?]> = [
  // goods
  ['goods/detail', {}],
  ['goods/detail', { id: 0 }],
  ['goods/detail', { id: -5 }],
  ['goods/detail', { id: HUGE }],
  ['goods/detail', { id: INJECTION }],
  ['goods/detail', { id: [1, 2] }],
  ['goods/detail', { id: 99999 }],
  ['goods/specdetail', { id: 1, spec: '{not json' }],
  ['goods/specdetail', { id: 1, spec: [{ type: '色号', value: '不存在' }, SPEC[1]] }],
  ['goods/specdetail', { id: 1, spec: [{ type: { $ne: 1 }, value: 'x' }] }],
  ['goods/spectype', { id: 2, spec: [] }],
  ['goods/stock', { id: 1, spec: SPEC }],
  ['goods/stock', { id: 1, spec: SPEC, stock: 0 }],
  ['goods/stock', { id: 1, spec: SPEC, stock: 1.5 }],
  ['goods/comments', { goods_id: 'abc' }],
  ['goods/favor', { id: INJECTION }],
  // search
  ['search/datalist', { order_by_field: 'title; DROP TABLE goods' }],
  ['search/datalist', { order_by_type: 'sideways' }],
  ['search/datalist', { category_id: INJECTION }],
  ['search/datalist', { brand_ids: '{"0":"x"}' }],
  ['search/datalist', { screening_price_values: 'cheap' }],
  ['search/datalist', { wd: 'x'.repeat(200) }],
  // cart
  ['cart/save', {}],
  ['cart/save', { goods_id: 2 , stock: -1 }],
  ['cart/save', { goods_id: 2, stock: HUGE }],
  ['cart/save', { goods_id: 2, stock: 'two' }],
  ['cart/save', { goods_id: 99999, stock: 1 }],
  ['cart/save', { goods_id: 1, stock: 1, spec: 'oops' }],
  ['cart/save', { goods_id: 1, stock: 1, spec: Array.from({ length: 20 }, () => SPEC[0]) }],
  ['cart/stock', { id: 1 }],
  ['cart/stock', { id: 1, stock: 0 }],
  ['cart/stock', { id: 99999, stock: 1 }],
  ['cart/stock', { id: 1, stock: 1, goods_id: 3 }],
  ['cart/delete', {}],
  ['cart/delete', { id: 'a,b' }],
  ['cart/delete', { id: '99999' }],
  // buy
  ['buy/index', {}],
  ['buy/index', { buy_type: 'goods', goods_data: 'not-base64-json' }],
  ['buy/index', { buy_type: 'goods', goods_data: [] }],
  ['buy/index', { buy_type: 'goods', goods_data: [{ goods_id: 2 }] }],
  ['buy/index', { buy_type: 'goods', goods_data: [{ goods_id: 2, stock: 1 }], address_id: 99999 }],
  ['buy/index', { buy_type: 'goods', goods_data: [{ goods_id: 2, stock: 1 }], site_model: 7 }],
  ['buy/index', { buy_type: 'goods', goods_data: [{ goods_id: INJECTION, stock: 1 }] }],
  ['buy/index', { buy_type: 'cart', ids: INJECTION }],
  ['buy/index', { buy_type: 'nonsense', ids: '1' }],
  ['buy/add', { buy_type: 'goods', goods_data: [{ goods_id: 2, stock: 1 }], address_id: 1 }],
  ['buy/add', { buy_type: 'goods', goods_data: [{ goods_id: 2, stock: 1 }], address_id: 1, payment_id: 99 }],
  ['buy/add', { buy_type: 'goods', goods_data: [{ goods_id: 2, stock: 1 }], payment_id: 2 }],
  ['buy/add', { buy_type: 'goods', goods_data: [{ goods_id: 2, stock: 1 }], address_id: 1, payment_id: 2, user_note: 'x'.repeat(231) }],
  ['buy/add', { buy_type: 'goods', goods_data: [{ goods_id: 2, stock: 1 }], address_id: 1, payment_id: 2, user_note: { evil: true } }],
  ['buy/add', { buy_type: 'goods', goods_data: [{ goods_id: 2, stock: 100000 }], address_id: 1, payment_id: 2 }],
  // order
  ['order/index', { is_more: 1, status: '9' }],
  ['order/index', { is_more: 1, status: INJECTION }],
  ['order/index', { keywords: 'k'.repeat(100) }],
  ['order/detail', {}],
  ['order/detail', { id: -1 }],
  ['order/pay', {}],
  ['order/pay', { ids: '2', payment_id: 99 }],
  ['order/pay', { ids: 'x', payment_id: 2 }],
  ['order/pay', { ids: Array.from({ length: 60 }, (_, i) => i + 1).join(','), payment_id: 2 }],
  ['order/paycheck', {}],
  ['order/paycheck', { order_no: INJECTION }],
  ['order/cancel', { id: HUGE }],
  ['order/collect', { id: 'abc' }],
  ['order/delete', { id: 2 }],
  ['order/commentssave', { id: 5 }],
  ['order/commentssave', { id: 5, goods_id: [14], rating: [9], content: ['ok'] }],
  ['order/commentssave', { id: 5, goods_id: [14], rating: [5], content: [''] }],
  ['order/commentssave', { id: 5, goods_id: [14], rating: [5], content: ['ok'], images: [['https://evil.example/x.png']] }],
  ['order/commentssave', { id: 5, goods_id: [999], rating: [5], content: ['ok'] }],
  // also as a form body and as GET
  ['cart/save', { goods_id: '2', stock: '-3' }, { encoding: 'form' }],
  ['goods/detail', { id: 'x' }, { encoding: 'get' }],
]

describe('bad input is refused with code -1 and leaves the DB unchanged', () => {
  it.each(table.map(([s, p, o], i) => [`${i + 1}. ${s} ${JSON.stringify(p).slice(0, 70)}`, s, p, o] as const))('%s', async (_label, s, params, opts) => {
    const before = dbFingerprint(t.app.db)
    const reply = await t.call(s, params, { token: demo, ...opts })
    expect(reply.code).toBe(-1)
    expect(typeof reply.msg).toBe('string')
    expect(reply.msg.length).toBeGreaterThan(0)
    expect(reply.msg).not.toMatch(/at \w+ \(|SQLITE|Error:/) // no stack traces or driver errors
    expect(dbFingerprint(t.app.db)).toBe(before)
  })

  it('a broken JSON body is answered, not crashed on', async () => {
    const res = await fetch(`${t.baseUrl}/api.php?s=cart/index&token=${demo}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"a":' })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ code: -1 })
  })

  it('prototype-polluting keys are dropped', async () => {
    await t.call('goods/detail', JSON.parse('{"id": 1, "__proto__": {"polluted": true}}'))
    const form = await fetch(`${t.baseUrl}/api.php?s=goods/detail&__proto__[polluted]=1&constructor[prototype][polluted]=1`, { method: 'POST' })
    expect(((await form.json()) as { code: number }).code).toBe(-1)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })
})
