// After-sale rules: what can be claimed, the status flow (with the shop-side steps driven directly), cancel.
import { startAccountApp, freshPaidLine, type AccountTestApp } from './account-helpers'
import { approveAftersale, confirmAftersale, refuseAftersale } from '../../server/services/aftersale/aftersale-admin'
import { TEST_NOW, useTestApp } from './helpers'

let app: AccountTestApp
let token: string
const now = Math.floor(TEST_NOW.getTime() / 1000)
useTestApp(startAccountApp, (started) => ([app, token] = [started, started.tokenFor('demo')]))

const status = (id: number) => (app.app.db.prepare('SELECT status FROM order_aftersales WHERE id = ?').get(id) as { status: number }).status
const count = () => (app.app.db.prepare('SELECT COUNT(*) AS n FROM order_aftersales').get() as { n: number }).n

describe('orderaftersale/create validation', () => {
  let line: ReturnType<typeof freshPaidLine>
  let refundable: string
  beforeAll(async () => {
    line = freshPaidLine(app, 'demo')
    refundable = (await app.call('orderaftersale/aftersale', { oid: line.orderId, did: line.detailId }, { token })).data.returned_data.refund_price
  })
  const base = () => ({ order_id: line.orderId, order_detail_id: line.detailId, type: 0, price: '1.00', reason: '不喜欢/不想要', msg: '' })

  test('the refundable amount is the paid share of the line', () => {
    expect(Number(refundable)).toBeGreaterThan(0)
    expect(Number(refundable)).toBeLessThanOrEqual(line.payPrice)
  })

  test.each<[string, Record<string, unknown>, RegExp]>([
    ['refund above what is refundable', { price: '999999.00' }, /退款金额不能大于可退金额/],
    ['negative price', { price: '-1' }, /退款金额格式/],
    ['price with 3 decimals', { price: '1.005' }, /退款金额格式/],
    ['no type', { type: undefined }, /售后类型/],
    ['unknown type', { type: 7 }, /售后类型/],
    ['no reason', { reason: '' }, /售后原因/],
    ['note over 200 characters', { msg: '长'.repeat(201) }, /200/],
    ['return more pieces than bought', { type: 1, number: 999 }, /退货数量有误/],
    ['return zero pieces', { type: 1, number: 0 }, /退货数量有误/],
    ['four images', { images: ['/static/upload/a.png', '/static/upload/b.png', '/static/upload/c.png', '/static/upload/d.png'] }, /凭证图片/],
    ['foreign image', { images: ['http://evil.example/a.png'] }, /凭证图片/],
    ['detail of another order', { order_detail_id: 999999 }, /订单商品不存在/],
    ['unknown order', { order_id: 999999 }, /订单不存在/],
  ])('%s -> -1', async (_label, change, msg) => {
    const before = count()
    const reply = await app.call('orderaftersale/create', { ...base(), ...change }, { token })
    expect(reply.code).toBe(-1)
    expect(reply.msg).toMatch(msg)
    expect(count()).toBe(before)
  })

  test('orders that are not shipped/completed cannot start an after-sale', async () => {
    const pending = app.app.db
      .prepare(
        "SELECT o.id AS oid, d.id AS did FROM orders o JOIN order_details d ON d.order_id = o.id JOIN users u ON u.id = o.user_id WHERE u.username = 'demo' AND o.status = 1 LIMIT 1",
      )
      .get() as { oid: number; did: number }
    const reply = await app.call('orderaftersale/create', { ...base(), order_id: pending.oid, order_detail_id: pending.did, price: '0' }, { token })
    expect(reply.code).toBe(-1)
    expect(reply.msg).toMatch(/不可发起售后/)
  })

  test('exactly the refundable amount is accepted; a second open request for the line is refused; cancel frees it', async () => {
    const created = await app.call('orderaftersale/create', { ...base(), price: refundable }, { token })
    expect(created).toMatchObject({ code: 0, msg: '申请成功' })
    expect(status(created.data)).toBe(2) // refund only goes straight to audit
    expect((await app.call('orderaftersale/create', { ...base(), price: '0' }, { token })).msg).toMatch(/进行中/)
    const view = await app.call('orderaftersale/aftersale', { oid: line.orderId, did: line.detailId }, { token })
    expect(view.data.returned_data.refund_price).toBe('0.00')

    expect(await app.call('orderaftersale/cancel', { id: created.data }, { token })).toMatchObject({ code: 0, msg: '取消成功' })
    expect(status(created.data)).toBe(5)
    expect((await app.call('orderaftersale/cancel', { id: created.data }, { token })).msg).toBe('状态不可操作[已取消]')
    const after = await app.call('orderaftersale/aftersale', { oid: line.orderId, did: line.detailId }, { token })
    expect(after.data.returned_data.refund_price).toBe(refundable)
  })
})

describe('return-and-refund flow', () => {
  test('pending confirm -> pending return -> (user ships back) -> pending review -> completed; refund is booked', async () => {
    const line = freshPaidLine(app, 'demo')
    const created = await app.call(
      'orderaftersale/create',
      { order_id: line.orderId, order_detail_id: line.detailId, type: 1, number: 1, price: '1.00', reason: '7天无理由退换货', msg: '退一件', images: [] },
      { token },
    )
    expect(created.code).toBe(0)
    const id = created.data
    expect(status(id)).toBe(0)
    // Shipping the goods back before the shop confirmed is not allowed.
    expect((await app.call('orderaftersale/delivery', { id, express_name: '顺丰速运', express_number: 'SF1234567' }, { token })).code).toBe(-1)

    confirmAftersale(app.app.db, id, now)
    expect(status(id)).toBe(1)
    expect((await app.call('orderaftersale/delivery', { id, express_name: '', express_number: 'SF1234567' }, { token })).msg).toMatch(/快递名称/)
    expect((await app.call('orderaftersale/delivery', { id, express_name: '顺丰速运', express_number: 'SF 12<' }, { token })).msg).toMatch(/快递单号/)
    expect(await app.call('orderaftersale/delivery', { id, express_name: '顺丰速运', express_number: 'SF1234567' }, { token })).toMatchObject({ code: 0 })
    expect(status(id)).toBe(2)

    approveAftersale(app.app.db, id, now)
    const detail = await app.call('orderaftersale/detail', { id }, { token })
    expect(detail.data).toMatchObject({ status: 3, status_text: '已完成', express_number: 'SF1234567', tips_msg: { title: '退款成功' } })
    const row = app.app.db.prepare('SELECT refund_price, returned_quantity FROM order_details WHERE id = ?').get(line.detailId)
    expect(row).toEqual({ refund_price: 1, returned_quantity: 1 })
    expect((await app.call('orderaftersale/cancel', { id }, { token })).code).toBe(-1)
  })

  test('a refused request shows the reason and frees the line', async () => {
    const line = freshPaidLine(app, 'demo')
    const id = (
      await app.call('orderaftersale/create', { order_id: line.orderId, order_detail_id: line.detailId, type: 0, price: '0.50', reason: '空包裹' }, { token })
    ).data
    refuseAftersale(app.app.db, id, '商品已签收且无问题', now)
    const view = await app.call('orderaftersale/aftersale', { oid: line.orderId, did: line.detailId }, { token })
    expect(view.data.new_aftersale_data).toMatchObject({ status: 4, status_text: '已拒绝', tips_msg: { desc: '商品已签收且无问题' } })
    expect(
      (await app.call('orderaftersale/create', { order_id: line.orderId, order_detail_id: line.detailId, type: 0, price: '0.50', reason: '空包裹' }, { token }))
        .code,
    ).toBe(0)
  })

  test('index filters by status and order number', async () => {
    const all = await app.call('orderaftersale/index', { status: -1 }, { token })
    const completed = await app.call('orderaftersale/index', { status: 3 }, { token })
    expect(completed.data.data.every((r: { status: number }) => r.status === 3)).toBe(true)
    expect(completed.data.total).toBeLessThan(all.data.total)
    const orderNo = all.data.data[0].order_no as string
    const byNumber = await app.call('orderaftersale/index', { keywords: orderNo.slice(-6) }, { token })
    expect(byNumber.data.data.every((r: { order_no: string }) => r.order_no.includes(orderNo.slice(-6)))).toBe(true)
    expect((await app.call('orderaftersale/index', { status: 9 }, { token })).code).toBe(-1)
    expect((await app.call('orderaftersale/index', { keywords: '%' }, { token })).data.total).toBe(0)
  })
})
