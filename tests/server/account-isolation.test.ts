// User B (buyer2) must not read or change user A's (demo's) rows: every attempt answers -1 "not found"
// and leaves the data as it was.
import { startAccountApp, snapshot, type AccountTestApp } from './account-helpers'
import { useTestApp } from './helpers'

let app: AccountTestApp
let tokenB: string
const demoRow = (sql: string) => app.app.db.prepare(sql).get() as { id: number; goods_id?: number }
useTestApp(startAccountApp, (started) => ([app, tokenB] = [started, started.tokenFor('buyer2')]))

async function expectRefused(s: string, params: Record<string, unknown>, table: string) {
  const before = snapshot(app, `SELECT * FROM ${table} ORDER BY id`)
  const reply = await app.call(s, params, { token: tokenB })
  expect(reply.code).toBe(-1)
  expect(reply.msg).not.toBe('')
  expect(snapshot(app, `SELECT * FROM ${table} ORDER BY id`)).toEqual(before)
}

describe("buyer2 vs demo's data", () => {
  const demoAddress = () => demoRow("SELECT a.id FROM user_addresses a JOIN users u ON u.id = a.user_id WHERE u.username = 'demo' LIMIT 1").id

  test('addresses: list shows only own rows; detail/save/delete/setdefault of demo ids are refused', async () => {
    const list = await app.call('useraddress/index', {}, { token: tokenB })
    const buyer2Id = demoRow("SELECT id FROM users WHERE username = 'buyer2'").id
    const own = (app.app.db.prepare('SELECT id FROM user_addresses WHERE user_id = ?').all(buyer2Id) as Array<{ id: number }>).map((r) => r.id)
    expect(list.data.data.map((a: { id: number }) => a.id).sort()).toEqual(own.sort())
    const id = demoAddress()
    await expectRefused('useraddress/detail', { id }, 'user_addresses')
    await expectRefused('useraddress/save', { id, name: '偷改', tel: '13900000002', province: 1, city: 36, county: 457, address: 'x' }, 'user_addresses')
    await expectRefused('useraddress/delete', { id }, 'user_addresses')
    await expectRefused('useraddress/setdefault', { id }, 'user_addresses')
  })

  test("favourites: cancelling demo's favourite goods is refused", async () => {
    const goodsId = demoRow(
      "SELECT f.goods_id AS id FROM user_goods_favor f JOIN users u ON u.id = f.user_id WHERE u.username = 'demo' AND f.goods_id NOT IN (SELECT goods_id FROM user_goods_favor WHERE user_id = (SELECT id FROM users WHERE username = 'buyer2')) LIMIT 1",
    ).id
    await expectRefused('usergoodsfavor/cancel', { id: goodsId }, 'user_goods_favor')
  })

  test('browse history: deleting demo rows is refused (also when mixed with own ids)', async () => {
    const id = demoRow("SELECT b.id FROM user_goods_browse b JOIN users u ON u.id = b.user_id WHERE u.username = 'demo' LIMIT 1").id
    await expectRefused('usergoodsbrowse/delete', { ids: String(id) }, 'user_goods_browse')
    const list = await app.call('usergoodsbrowse/index', {}, { token: tokenB })
    expect(list.data.data.every((r: { user_id: number }) => r.user_id !== demoRow("SELECT id FROM users WHERE username = 'demo'").id)).toBe(true)
  })

  test("messages and points: buyer2 never sees demo's rows, and reading does not mark demo's messages read", async () => {
    const demoUnread = () => snapshot(app, "SELECT id, is_read FROM messages WHERE user_id = (SELECT id FROM users WHERE username = 'demo') ORDER BY id")
    const before = demoUnread()
    const messages = await app.call('message/index', {}, { token: tokenB })
    const points = await app.call('userintegral/index', {}, { token: tokenB })
    const buyer2Id = demoRow("SELECT id FROM users WHERE username = 'buyer2'").id
    for (const row of [...messages.data.data, ...points.data.data]) expect(row.user_id).toBe(buyer2Id)
    expect(demoUnread()).toEqual(before)
  })

  test("reviews: demo's review cannot be read, edited or deleted", async () => {
    const id = demoRow("SELECT c.id FROM goods_comments c JOIN users u ON u.id = c.user_id WHERE u.username = 'demo' LIMIT 1").id
    await expectRefused('usergoodscomments/detail', { id }, 'goods_comments')
    await expectRefused('usergoodscomments/save', { id, rating: 1, content: '被别人改掉的评价内容' }, 'goods_comments')
    await expectRefused('usergoodscomments/delete', { ids: String(id) }, 'goods_comments')
  })

  test("after-sales: demo's request and order lines are out of reach", async () => {
    const aftersale = demoRow("SELECT a.id FROM order_aftersales a JOIN users u ON u.id = a.user_id WHERE u.username = 'demo' LIMIT 1").id
    const line = app.app.db
      .prepare(
        "SELECT o.id AS oid, d.id AS did FROM orders o JOIN order_details d ON d.order_id = o.id JOIN users u ON u.id = o.user_id WHERE u.username = 'demo' AND o.status = 4 LIMIT 1",
      )
      .get() as { oid: number; did: number }
    await expectRefused('orderaftersale/cancel', { id: aftersale }, 'order_aftersales')
    await expectRefused('orderaftersale/delivery', { id: aftersale, express_name: '顺丰', express_number: 'SF123456' }, 'order_aftersales')
    await expectRefused('orderaftersale/detail', { id: aftersale }, 'order_aftersales')
    await expectRefused('orderaftersale/aftersale', { oid: line.oid, did: line.did }, 'order_aftersales')
    await expectRefused(
      'orderaftersale/create',
      { order_id: line.oid, order_detail_id: line.did, type: 0, price: '0', reason: '不喜欢/不想要' },
      'order_aftersales',
    )
    const list = await app.call('orderaftersale/index', {}, { token: tokenB })
    expect(list.data.data.map((r: { id: number }) => r.id)).not.toContain(aftersale)
  })
})
