// Malformed, hostile or out-of-range parameters are refused with code -1 and a message, and change nothing.
import { startTestApp, useTestApp, type TestApp, type CallOptions } from './helpers'
import { dbFingerprint } from './db-fingerprint'
import { freshPaidLine } from './account-helpers'

let t: TestApp
let demo: string

useTestApp(startTestApp, (app) => ([t, demo] = [app, app.tokenFor('demo')]))

const INJECTION = '1 OR 1=1; DROP TABLE orders; --'
const HUGE = '9'.repeat(30)
const SPEC = [
  { type: '色号', value: '01 正红' },
  { type: '规格', value: '正装 3.5g' },
]

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
  ['cart/save', { goods_id: 2, stock: -1 }],
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
    const res = await fetch(`${t.baseUrl}/api.php?s=cart/index&token=${demo}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"a":',
    })
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

// Request values used as keys: every name an object inherits must be an unknown key, never a lookup hit.
const PROTOTYPE_NAMES = ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf', 'isPrototypeOf', 'propertyIsEnumerable', 'toLocaleString']
const plugin = (name: string, action: string, params: Record<string, unknown>) => ({
  pluginsname: name,
  pluginscontrol: 'index',
  pluginsaction: action,
  ...params,
})

const sortTable: Array<[string, Record<string, unknown>]> = [
  ...PROTOTYPE_NAMES.flatMap((key): Array<[string, Record<string, unknown>]> => [
    ['search/datalist', { order_by_field: key }],
    ['search/datalist', { order_by_field: 'price', order_by_type: key }],
    ['plugins/index', plugin('label', 'detailgoodslist', { id: 1, ov: key })],
    ['plugins/index', plugin('label', 'detailgoodslist', { id: 1, ov: `${key}-asc` })],
    ['plugins/index', plugin('label', 'detailgoodslist', { id: 1, ov: `price-${key}` })],
  ]),
  // Non-string sort values are unknown too (an array used to pass as its only element).
  ['search/datalist', { order_by_field: ['price'] }],
  ['search/datalist', { order_by_field: { price: 1 } }],
  ['search/datalist', { order_by_field: true }],
  ['search/datalist', { order_by_field: 'price', order_by_type: ['asc'] }],
  ['plugins/index', plugin('label', 'detailgoodslist', { id: 1, ov: ['price-asc'] })],
  ['plugins/index', plugin('label', 'detailgoodslist', { id: 1, ov: true })],
]

describe('sorting keys are looked up in an allowlist', () => {
  it.each(sortTable.map(([s, p], i) => [`${i + 1}. ${s} ${JSON.stringify(p).slice(0, 90)}`, s, p] as const))('%s', async (_label, s, params) => {
    const reply = await t.call(s, params, { token: demo, lang: 'en' })
    expect(reply.code).toBe(-1)
    expect(reply.msg).toBe('Invalid sort parameter')
    expect(JSON.stringify(reply)).not.toMatch(/function|native code|busy/i)
  })

  it('known sort keys still sort', async () => {
    const up = await t.call('search/datalist', { order_by_field: 'price', order_by_type: 'asc' })
    const prices = (up.data.data as Array<{ min_price: string }>).map((g) => Number(g.min_price))
    expect(up.code).toBe(0)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    const label = await t.call('plugins/index', plugin('label', 'detailgoodslist', { id: 1, ov: 'price-desc' }))
    const labelPrices = (label.data.data as Array<{ min_price: string }>).map((g) => Number(g.min_price))
    expect(label.code).toBe(0)
    expect(labelPrices).toEqual([...labelPrices].sort((a, b) => b - a))
  })
})

// Numbers: true must not become 1, ['3'] must not become 3, {} and words are refused — with a message, writing nothing.
const NOT_NUMBERS: Array<[string, unknown]> = [
  ['true', true],
  ['false', false],
  ['an array', [3]],
  ['an object', { n: 3 }],
  ['a word', 'three'],
]

function numericCases(): Array<[string, string, () => Record<string, unknown>]> {
  const comment = () =>
    t.app.db.prepare("SELECT c.id FROM goods_comments c JOIN users u ON u.id = c.user_id WHERE u.username = 'demo' ORDER BY c.id LIMIT 1").get() as {
      id: number
    }
  const address = () =>
    t.app.db
      .prepare("SELECT a.id FROM user_addresses a JOIN users u ON u.id = a.user_id WHERE u.username = 'demo' AND a.is_delete_time = 0 ORDER BY a.id LIMIT 1")
      .get() as { id: number }
  const line = () => freshPaidLine(t, 'demo')
  const validAddress = { name: '林小美', tel: '13800000000', province: 1, city: 36, county: 457, address: '东华门大街1号', is_default: 0 }
  const goods = [{ goods_id: 2, stock: 1 }]
  const fields: Array<[string, string, (bad: unknown) => Record<string, unknown>]> = [
    ['usergoodscomments/save', 'rating', (bad) => ({ id: comment().id, rating: bad, content: 'A lovely colour, lasts all day' })],
    ['usergoodscomments/save', 'is_anonymous', (bad) => ({ id: comment().id, rating: 4, content: 'A lovely colour, lasts all day', is_anonymous: bad })],
    ['order/commentssave', 'rating', (bad) => ({ id: 5, goods_id: [14], rating: [bad], content: ['A lovely colour'] })],
    ['cart/save', 'stock', (bad) => ({ goods_id: 2, stock: bad })],
    ['cart/save', 'goods_id', (bad) => ({ goods_id: bad, stock: 1 })],
    ['cart/stock', 'stock', (bad) => ({ id: 1, goods_id: 1, stock: bad })],
    ['useraddress/save', 'is_default', (bad) => ({ ...validAddress, is_default: bad })],
    ['useraddress/save', 'province', (bad) => ({ ...validAddress, province: bad })],
    ['useraddress/save', 'id', (bad) => ({ ...validAddress, id: bad, name: '改名' })],
    ['useraddress/setdefault', 'id', (bad) => ({ id: bad })],
    ['personal/save', 'gender', (bad) => ({ gender: bad })],
    ['orderaftersale/create', 'type', (bad) => ({ order_id: line().orderId, order_detail_id: line().detailId, type: bad, price: '1.00', reason: '不想要了' })],
    [
      'orderaftersale/create',
      'number',
      (bad) => ({ order_id: line().orderId, order_detail_id: line().detailId, type: 1, number: bad, price: '1.00', reason: '不想要了' }),
    ],
    ['orderaftersale/create', 'price', (bad) => ({ order_id: line().orderId, order_detail_id: line().detailId, type: 0, price: bad, reason: '不想要了' })],
    ['buy/add', 'address_id', (bad) => ({ buy_type: 'goods', goods_data: goods, address_id: bad, payment_id: 2 })],
    ['buy/add', 'payment_id', (bad) => ({ buy_type: 'goods', goods_data: goods, address_id: address().id, payment_id: bad })],
    ['buy/add', 'stock', (bad) => ({ buy_type: 'goods', goods_data: [{ goods_id: 2, stock: bad }], address_id: address().id, payment_id: 2 })],
    ['order/pay', 'payment_id', (bad) => ({ ids: '2', payment_id: bad })],
    ['plugins/index', 'wallet recharge money', (bad) => ({ pluginsname: 'wallet', pluginscontrol: 'recharge', pluginsaction: 'create', money: bad })],
    [
      'plugins/index',
      'wallet transfer money',
      (bad) => ({ pluginsname: 'wallet', pluginscontrol: 'transfer', pluginsaction: 'save', keywords: 'buyer2', money: bad }),
    ],
  ]
  return fields.flatMap(([s, field, make]) =>
    NOT_NUMBERS.map(([kind, bad]): [string, string, () => Record<string, unknown>] => [`${s} ${field} as ${kind}`, s, () => make(bad)]),
  )
}

describe('number fields refuse booleans, arrays, objects and words', () => {
  it.each(numericCases())('%s', async (_label, s, make) => {
    const params = make()
    const before = dbFingerprint(t.app.db)
    const reply = await t.call(s, params, { token: demo })
    expect(reply.code).toBe(-1)
    expect(reply.msg.length).toBeGreaterThan(0)
    expect(reply.msg).not.toMatch(/at \w+ \(|SQLITE|Error:/)
    expect(dbFingerprint(t.app.db)).toBe(before)
  })

  it('the same review with a real rating is saved (the table above is not refusing everything)', async () => {
    const { id } = t.app.db
      .prepare("SELECT c.id FROM goods_comments c JOIN users u ON u.id = c.user_id WHERE u.username = 'demo' ORDER BY c.id LIMIT 1")
      .get() as { id: number }
    expect(
      (await t.call('usergoodscomments/save', { id, rating: '4', content: 'A lovely colour, lasts all day', is_anonymous: 1 }, { token: demo })).code,
    ).toBe(0)
    expect(t.app.db.prepare('SELECT rating, is_anonymous FROM goods_comments WHERE id = ?').get(id)).toEqual({ rating: 4, is_anonymous: 1 })
  })
})

describe('user free text is stored as plain text', () => {
  const MARKUP = '<b onclick="x()">Lovely</b> colour<!-- note --> <script>alert(1)</script><img src=x onerror=alert(2)>\u0007 & 2 < 3<scr<i>ipt>'
  const CLEAN = 'Lovely colour alert(1) & 2 < 3'
  const stored = (sql: string, ...args: unknown[]) => t.app.db.prepare(sql).get(...args) as Record<string, unknown>

  it('a review', async () => {
    const { id } = stored("SELECT c.id FROM goods_comments c JOIN users u ON u.id = c.user_id WHERE u.username = 'demo' ORDER BY c.id DESC LIMIT 1")
    expect((await t.call('usergoodscomments/save', { id, rating: 5, content: MARKUP }, { token: demo })).code).toBe(0)
    expect(stored('SELECT content FROM goods_comments WHERE id = ?', id).content).toBe(CLEAN)
  })

  it('a wallet transfer note', async () => {
    const receiver = (
      await t.call('plugins/index', { pluginsname: 'wallet', pluginscontrol: 'transfer', pluginsaction: 'userquery', keywords: 'buyer2' }, { token: demo })
    ).data
    const saved = await t.call(
      'plugins/index',
      { pluginsname: 'wallet', pluginscontrol: 'transfer', pluginsaction: 'save', keywords: 'buyer2', money: '1', note: MARKUP, receive_user_id: receiver.id },
      { token: demo },
    )
    expect(saved.code).toBe(0)
    expect(stored('SELECT note FROM wallet_transfers WHERE id = ?', saved.data.id).note).toBe(CLEAN)
  })

  it('a sign-in code name, address and note', async () => {
    const reply = await t.call(
      'plugins/index',
      {
        pluginsname: 'signin',
        pluginscontrol: 'userqrcode',
        pluginsaction: 'save',
        name: '<i>Bob</i><svg onload=alert(1)>',
        tel: '1234567',
        address: MARKUP,
        note: '<u>hi</u>',
      },
      { token: t.tokenFor('buyer2') },
    )
    expect(reply.code).toBe(0)
    expect(stored('SELECT name, address, note FROM signin_qrcodes ORDER BY id DESC LIMIT 1')).toEqual({ name: 'Bob', address: CLEAN, note: 'hi' })
  })

  it('an address, a nickname and an after-sale reason', async () => {
    const address = await t.call(
      'useraddress/save',
      { name: '<b>林小美</b>', tel: '13800000000', province: 1, city: 36, county: 457, address: '<a href="javascript:alert(1)">东华门大街1号</a>' },
      { token: demo },
    )
    expect(address.code).toBe(0)
    expect(stored('SELECT name, address FROM user_addresses ORDER BY id DESC LIMIT 1')).toEqual({ name: '林小美', address: '东华门大街1号' })
    expect((await t.call('personal/save', { nickname: '<img src=x onerror=alert(1)>小美' }, { token: demo })).code).toBe(0)
    expect(stored("SELECT nickname FROM users WHERE username = 'demo'").nickname).toBe('小美')
    const line = freshPaidLine(t, 'demo')
    const aftersale = await t.call(
      'orderaftersale/create',
      { order_id: line.orderId, order_detail_id: line.detailId, type: 0, price: '1.00', reason: '<b>不想要了</b>', msg: MARKUP },
      { token: demo },
    )
    expect(aftersale.code).toBe(0)
    expect(stored('SELECT reason, msg FROM order_aftersales ORDER BY id DESC LIMIT 1')).toEqual({ reason: '不想要了', msg: CLEAN })
  })

  it('the length rule counts the cleaned text: a review that is only markup is too short', async () => {
    const { id } = stored("SELECT c.id FROM goods_comments c JOIN users u ON u.id = c.user_id WHERE u.username = 'demo' ORDER BY c.id LIMIT 1")
    const before = dbFingerprint(t.app.db)
    const reply = await t.call('usergoodscomments/save', { id, rating: 5, content: '<b></b><i>ok</i><br><br><br>' }, { token: demo, lang: 'en' })
    expect(reply).toMatchObject({ code: -1, msg: 'Review text must be 6-230 characters' })
    expect(dbFingerprint(t.app.db)).toBe(before)
  })
})
