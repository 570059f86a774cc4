import { startTestApp, useTestApp, type TestApp } from './helpers'

const scanpay = (app: TestApp, action: string, params: Record<string, unknown> = {}, token = '', lang = 'zh') =>
  app.call('plugins/index', { pluginsname: 'scanpay', pluginscontrol: 'index', pluginsaction: action, ...params }, { token, lang })
const ordersOf = (app: TestApp, username: string) =>
  (app.app.db.prepare('SELECT COUNT(*) AS n FROM scanpay_orders o JOIN users u ON u.id = o.user_id WHERE u.username = ?').get(username) as { n: number }).n

describe('scanpay plugin', () => {
  let app: TestApp
  let demo: string
  let buyer2: string
  useTestApp(startTestApp, (started) => ([app, demo, buyer2] = [started, started.tokenFor('demo'), started.tokenFor('buyer2')]))

  it('shows the merchant of a code and its online payment methods only', async () => {
    const info = await scanpay(app, 'index', { id: 1, type: 0 }, demo)
    expect(info.code).toBe(0)
    expect(info.data.scanpay_info).toMatchObject({
      name: '美妆优选',
      alias: '收银台',
      logo: expect.stringContaining('/static/plugins/scanpay/'),
      title: '美妆优选收款',
    })
    expect(info.data.payment_list.map((p: { payment: string }) => p.payment)).toEqual(['DemoPay'])
    expect(info.data.price_max).toBe('50000.00')
    expect((await scanpay(app, 'index', { id: 2, type: 1 }, demo)).data.scanpay_info.alias).toBe('国贸店')
    expect(await scanpay(app, 'index', { id: 2, type: 0 }, demo)).toMatchObject({ code: -1, msg: '收款码无效或商家已停用' })
    expect(await scanpay(app, 'index', { id: 99 }, demo, 'en')).toMatchObject({ code: -1, msg: 'This payment code is not valid or the merchant is closed' })
    expect((await scanpay(app, 'index', { id: 1, type: 7 }, demo)).code).toBe(-1)
    expect((await scanpay(app, 'index', { id: 1 })).code).toBe(-400)
  })

  it('validates the amount: required, positive, two decimals, within the maximum; nothing is created', async () => {
    const create = (price: unknown, lang = 'zh') => scanpay(app, 'created', { id: 1, type: 0, price, payment_id: 2 }, demo, lang)
    expect((await create('')).msg).toBe('请输入金额')
    expect((await create('abc')).msg).toBe('金额格式有误，最多两位小数')
    expect((await create('12.345')).msg).toBe('金额格式有误，最多两位小数')
    expect((await create('-5')).msg).toBe('金额格式有误，最多两位小数')
    expect((await create(true)).msg).toBe('金额格式有误，最多两位小数')
    expect((await create('0.00')).msg).toBe('金额必须大于 0')
    expect((await create('0', 'en')).msg).toBe('The amount must be greater than 0')
    expect((await create('50000.01')).msg).toBe('单笔金额不能超过 ￥50000.00')
    expect((await create('123456789')).code).toBe(-1)
    expect((await scanpay(app, 'created', { id: 1, price: '5', payment_id: 1 }, demo)).msg).toBe('请选择支付方式')
    expect((await scanpay(app, 'created', { id: 1, price: '5', payment_id: 2, note: 'n'.repeat(201) }, demo)).msg).toBe('备注最多 200 个字符')
    expect(ordersOf(app, 'demo')).toBe(0)
    expect((await create('50000')).code).toBe(0)
  })

  it('creates a payable record, pays it with the demo payment once, and reads the result', async () => {
    const made = await scanpay(app, 'created', { id: 1, type: 0, price: '88.5', note: '<i>护肤套装</i>', payment_id: 2 }, demo)
    expect(made).toMatchObject({ code: 0, data: { id: expect.any(Number) } })
    const id = made.data.id
    const before = await scanpay(app, 'orderinfo', { id }, demo)
    expect(before.data.order_info).toMatchObject({ status: 0, price: '88.50', note: '护肤套装', pay_price: '0.00' })
    // Only the owner may pay or read it.
    expect(await scanpay(app, 'pay', { id, payment_id: 2 }, buyer2)).toMatchObject({ code: -1, msg: '付款记录不存在' })
    expect((await scanpay(app, 'orderinfo', { id }, buyer2)).code).toBe(-1)
    const orderNo = before.data.order_info.order_no
    expect((await scanpay(app, 'paycheck', { order_no: orderNo }, demo)).code).toBe(-333)

    const paid = await scanpay(app, 'pay', { id, payment_id: 2 }, demo)
    expect(paid).toMatchObject({ code: 0, msg: '支付成功', data: { is_success: 1, order_no: orderNo } })
    expect(await scanpay(app, 'pay', { id, payment_id: 2 }, demo)).toMatchObject({ code: -1, msg: '该笔付款已完成，请勿重复支付' })
    expect((await scanpay(app, 'paycheck', { order_no: orderNo }, demo)).code).toBe(0)
    const after = await scanpay(app, 'orderinfo', { id }, demo)
    expect(after.data).toMatchObject({
      order_info: { status: 1, pay_price: '88.50', payment_name: '演示支付', pay_time: expect.stringMatching(/^\d{4}-/) },
      scanpay_info: { name: '美妆优选' },
      ad_code: expect.stringContaining('<img'),
    })
  })
})
