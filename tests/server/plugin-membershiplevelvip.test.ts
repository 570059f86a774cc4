import { setPluginEnabled } from '../../server/core/plugins'
import { startTestApp, useTestApp, type TestApp } from './helpers'

const vip = (app: TestApp, control: string, action: string, params: Record<string, unknown> = {}, token = '', lang = 'zh') =>
  app.call('plugins/index', { pluginsname: 'membershiplevelvip', pluginscontrol: control, pluginsaction: action, ...params }, { token, lang })

describe('membershiplevelvip plugin', () => {
  let app: TestApp
  let demo: string
  let buyer2: string
  useTestApp(startTestApp, (started) => ([app, demo, buyer2] = [started, started.tokenFor('demo'), started.tokenFor('buyer2')]))

  it('landing is public and carries base, images and introductions', async () => {
    const res = await vip(app, 'index', 'index')
    expect(res.code).toBe(0)
    expect(res.data.base).toMatchObject({ banner_middle_name: '加入会员', application_name: '会员VIP' })
    expect(typeof res.data.base.banner_bottom_content).toBe('string')
    expect(res.data.default_images_data.default_bg_images_app).toMatch(/^http/)
    expect(res.data.introduce_data).toHaveLength(3)
    expect(Object.keys(res.data.introduce_data[0]).sort()).toEqual(['desc', 'images_url', 'name'])
    const en = await vip(app, 'index', 'index', {}, '', 'en')
    expect(en.data.base.banner_middle_name).toBe('Join now')
  })

  it('buy/index lists two levels with durations (lifetime has an empty number) and payments', async () => {
    const res = await vip(app, 'buy', 'index', {}, demo)
    expect(res.code).toBe(0)
    expect(res.data.data).toHaveLength(2)
    const [gold, diamond] = res.data.data
    expect(gold.pay_period_rules[0]).toEqual({ number: '30', value: '1', unit: '个月', desc: expect.any(String), price: '29.90' })
    expect(diamond.pay_period_rules.find((r: { number: string }) => r.number === '')).toMatchObject({ number: '', value: '', unit: '', price: '999.00' })
    expect(res.data.payment_list.map((p: { payment: string }) => p.payment)).toEqual(expect.arrayContaining(['DemoPay', 'DeliveryPayment']))
    expect(res.data.default_payment_id).toBe(2)
  })

  it('login-only actions answer -400 for guests', async () => {
    for (const [control, action] of [
      ['buy', 'index'],
      ['buy', 'create'],
      ['vip', 'index'],
      ['order', 'index'],
      ['profit', 'index'],
      ['team', 'index'],
      ['poster', 'index'],
    ]) {
      expect((await vip(app, control, action)).code).toBe(-400)
    }
  })

  it('validates the opening parameter', async () => {
    expect(await vip(app, 'buy', 'create', {}, demo)).toMatchObject({ code: -1, msg: '请选择开通时长' })
    expect(await vip(app, 'buy', 'create', { opening: 'abc' }, demo)).toMatchObject({ code: -1, msg: '开通时长有误' })
    expect(await vip(app, 'buy', 'create', { opening: '1-31' }, demo)).toMatchObject({ code: -1, msg: '开通时长有误' })
    expect(await vip(app, 'buy', 'create', { opening: '99-30' }, demo)).toMatchObject({ code: -1 })
    expect((await vip(app, 'buy', 'create', {}, demo, 'en')).msg).toBe('Please select the duration')
  })

  it('buys a lifetime diamond membership with DemoPay and the member becomes permanent', async () => {
    const created = await vip(app, 'buy', 'create', { opening: '2-' }, buyer2)
    expect(created.code).toBe(0)
    expect(created.data).toMatchObject({ price: '999.00', payment_user_id: expect.any(Number) })
    const id = created.data.id
    expect((await vip(app, 'vip', 'index', {}, buyer2)).data.user_vip).toBeNull()

    expect(await vip(app, 'buy', 'pay', { id, payment_id: 99 }, buyer2)).toMatchObject({ code: -1 })
    expect((await vip(app, 'buy', 'pay', { id, payment_id: 2 }, demo)).code).toBe(-1) // not demo's order
    const paid = await vip(app, 'buy', 'pay', { id, payment_id: 2 }, buyer2)
    expect(paid.code).toBe(0)
    expect(paid.data).toMatchObject({ is_success: 1, is_payment_type: 0, order_no: expect.stringMatching(/^VIP/) })
    expect((await vip(app, 'buy', 'paycheck', { order_no: paid.data.order_no }, buyer2)).code).toBe(0)
    expect((await vip(app, 'buy', 'pay', { id, payment_id: 2 }, buyer2)).code).toBe(-1) // already paid

    const center = await vip(app, 'vip', 'index', {}, buyer2)
    expect(center.data.user_vip).toMatchObject({ user_vip_model: 'pay', level_name: '钻石会员', is_permanent: 1, permanent_unit: '终身' })
    const detail = await vip(app, 'order', 'detail', { id }, buyer2)
    expect(detail.data.data).toMatchObject({ status: 1, status_name: '已支付', pay_price: '999.00', payment_name: '演示支付', period_unit: '终身' })
  })

  it('an offline payment leaves the order pending and paycheck says -333', async () => {
    const created = await vip(app, 'buy', 'create', { opening: '1-30' }, buyer2)
    const paid = await vip(app, 'buy', 'pay', { id: created.data.id, payment_id: 1 }, buyer2)
    expect(paid.data.is_payment_type).toBe(1)
    expect((await vip(app, 'buy', 'paycheck', { order_no: paid.data.order_no }, buyer2)).code).toBe(-333)
    expect((await vip(app, 'order', 'cancel', { id: created.data.id }, buyer2)).code).toBe(0)
    expect((await vip(app, 'order', 'detail', { id: created.data.id }, buyer2)).data.data.status).toBe(2)
  })

  it('demo is a gold member with 20 days left, renews, and sees only their own orders', async () => {
    const center = await vip(app, 'vip', 'index', {}, demo)
    expect(center.data.user_vip).toMatchObject({ level_name: '黄金会员', is_permanent: 0, surplus_time_number: 20, surplus_time_unit: '天' })
    expect(center.data.nav_list).toHaveLength(4)
    expect(center.data.statistics_data.user_total[0].value).toBe(4)
    expect(center.data.statistics_data.user_profit[0]).toMatchObject({ first: '￥', value: expect.any(String) })

    const before = await vip(app, 'order', 'index', { page: 1, status: '-1', is_more: 1 }, demo)
    expect(before.data.total).toBe(3)
    expect(before.data.payment_list.length).toBeGreaterThan(0)
    const renewed = await vip(app, 'buy', 'renew', {}, demo)
    expect(renewed.code).toBe(0)
    const pending = await vip(app, 'order', 'index', { page: 1, status: 0 }, demo)
    expect(pending.data.data).toHaveLength(1)
    expect(pending.data.data[0]).toMatchObject({ id: renewed.data.id, status: 0, type: 1, period_value: '3', price: '79.00' })
    expect(Object.keys(pending.data.data[0])).toEqual(
      expect.arrayContaining(['add_time', 'status_name', 'payment_user_order_no', 'period_unit', 'pay_price', 'payment_id']),
    )
    expect((await vip(app, 'buy', 'pay', { id: renewed.data.id, payment_id: 2 }, demo)).code).toBe(0)
    expect((await vip(app, 'vip', 'index', {}, demo)).data.user_vip.surplus_time_number).toBe(110)

    const buyerOrders = await vip(app, 'order', 'index', { page: 1 }, buyer2)
    const demoIds = new Set((await vip(app, 'order', 'index', { page: 1 }, demo)).data.data.map((o: { id: number }) => o.id))
    expect(buyerOrders.data.data.some((o: { id: number }) => demoIds.has(o.id))).toBe(false)
    expect((await vip(app, 'order', 'detail', { id: renewed.data.id }, buyer2)).code).toBe(-1)
  })

  it('order status filter, cancel and delete rules', async () => {
    expect((await vip(app, 'order', 'index', { status: 9 }, demo)).code).toBe(-1)
    const closed = (await vip(app, 'order', 'index', { status: 3 }, demo)).data.data[0]
    expect((await vip(app, 'order', 'cancel', { id: closed.id }, demo)).code).toBe(-1)
    expect((await vip(app, 'order', 'delete', { id: closed.id }, demo)).code).toBe(0)
    expect((await vip(app, 'order', 'detail', { id: closed.id }, demo)).code).toBe(-1)
    const paid = (await vip(app, 'order', 'index', { status: 1 }, demo)).data.data[0]
    expect((await vip(app, 'order', 'delete', { id: paid.id }, demo)).code).toBe(-1)
    expect((await vip(app, 'order', 'detail', { id: 'x' }, demo)).code).toBe(-1)
  })

  it('profits, profit detail, team and poster', async () => {
    const all = await vip(app, 'profit', 'index', { page: 1, status: '-1' }, demo)
    expect(all.data.total).toBe(5)
    const pending = await vip(app, 'profit', 'index', { page: 1, status: 0 }, demo)
    expect(pending.data.data.every((p: { status: number }) => p.status === 0)).toBe(true)
    const row = all.data.data[0]
    expect(Object.keys(row)).toEqual(expect.arrayContaining(['add_time', 'status_name', 'total_price', 'profit_price', 'level_name']))
    const detail = await vip(app, 'profit', 'detail', { id: row.id }, demo)
    expect(detail.data.data).toMatchObject({ id: row.id, commission_rules: expect.any(String), upd_time: expect.any(String) })
    expect((await vip(app, 'profit', 'detail', { id: row.id }, buyer2)).code).toBe(-1)
    expect((await vip(app, 'profit', 'index', {}, buyer2)).data.total).toBe(0)

    const team = await vip(app, 'team', 'index', { page: 1 }, demo)
    expect(team.data.data).toHaveLength(4)
    expect(Object.keys(team.data.data[0]).sort()).toEqual(['add_time', 'avatar', 'find_order_total', 'id', 'order_total', 'referrer_count', 'user_name_view'])
    const poster = await vip(app, 'poster', 'index', {}, demo)
    expect(poster.data).toMatchObject({ user_share_qrode: '', user_share_url: expect.stringContaining('referrer=') })
  })

  it('disabled: -11 and no plugins_base key', async () => {
    expect((await app.call('base/common', { is_key: 1 })).data.plugins_base.membershiplevelvip).toMatchObject({ data: { is_enable_member_code: 1 } })
    setPluginEnabled(app.app.db, 'membershiplevelvip', false)
    try {
      expect((await app.call('base/common', { is_key: 1 })).data.plugins_base.membershiplevelvip).toBeUndefined()
      expect((await vip(app, 'index', 'index')).code).toBe(-11)
      expect((await vip(app, 'buy', 'pay', { id: 1, payment_id: 2 }, demo)).code).toBe(-11)
    } finally {
      setPluginEnabled(app.app.db, 'membershiplevelvip', true)
    }
  })
})
