import { setPluginEnabled } from '../../server/core/plugins'
import { DEMO_KEYS } from '../../server/plugins/giftcard/seed'
import { startTestApp, useTestApp, type TestApp } from './helpers'

const card = (app: TestApp, action: string, params: Record<string, unknown> = {}, token = '', lang = 'zh') =>
  app.call('plugins/index', { pluginsname: 'giftcard', pluginscontrol: 'index', pluginsaction: action, ...params }, { token, lang })
const wallet = async (app: TestApp, token: string) =>
  Number((await app.call('plugins/index', { pluginsname: 'wallet', pluginscontrol: 'user', pluginsaction: 'index' }, { token })).data.user_wallet.normal_money)

describe('giftcard plugin', () => {
  let app: TestApp
  let demo: string
  let buyer2: string
  useTestApp(startTestApp, (started) => ([app, demo, buyer2] = [started, started.tokenFor('demo'), started.tokenFor('buyer2')]))

  it('lists demo redeemed cards in data_list with value links and goods-card uses', async () => {
    const list = await card(app, 'index', { page: 1 }, demo)
    expect(list.code).toBe(0)
    expect(list.data.data).toBeUndefined()
    const rows = list.data.data_list
    expect(new Set(rows.map((r: { data_type: number }) => r.data_type))).toEqual(new Set([0, 1, 2, 3]))
    expect(Object.keys(rows[0])).toEqual(
      expect.arrayContaining([
        'data_type',
        'data_type_name',
        'secret_key',
        'secret_value_text',
        'secret_value_data',
        'use_data',
        'exchange_time',
        'add_time',
        'upd_time',
      ]),
    )
    const byType = (t: number) => rows.find((r: { data_type: number }) => r.data_type === t)
    expect(byType(0)).toMatchObject({
      data_type_name: '钱包余额',
      secret_value_text: '100.00',
      secret_value_data: [{ url: '/pages/plugins/wallet/user/user' }],
    })
    expect(byType(1).secret_value_text).toBe('全场满100减10')
    expect(byType(2).secret_value_text).toBe('200 积分')
    expect(byType(3).use_data[0]).toMatchObject({
      order_no: expect.any(String),
      goods_url: expect.stringContaining('/pages/goods-detail/goods-detail?id='),
      goods_title: expect.any(String),
    })
    expect((await card(app, 'index', {}, buyer2)).data).toMatchObject({ total: 0, data_list: [] })
    expect((await card(app, 'index')).code).toBe(-400)
  })

  it('a wallet card credits the balance through the ledger, once', async () => {
    const before = await wallet(app, buyer2)
    const done = await card(app, 'exchange', { secret_key: ` ${DEMO_KEYS.wallet} ` }, buyer2)
    expect(done).toMatchObject({ code: 0, msg: '兑换成功，￥50.00 已存入钱包' })
    expect(await wallet(app, buyer2)).toBeCloseTo(before + 50)
    const log = await app.call('plugins/index', { pluginsname: 'wallet', pluginscontrol: 'walletlog', pluginsaction: 'index' }, { token: buyer2 })
    expect(log.data.data[0].msg).toContain('礼品卡兑换')
    expect(await card(app, 'exchange', { secret_key: DEMO_KEYS.wallet }, demo)).toMatchObject({ code: -1, msg: '该卡密已被兑换' })
    expect(await card(app, 'exchange', { secret_key: DEMO_KEYS.wallet }, buyer2, 'en')).toMatchObject({ code: -1, msg: 'This card has already been redeemed' })
    const mine = (await card(app, 'index', {}, buyer2)).data.data_list
    expect(mine).toHaveLength(1)
    expect(mine[0]).toMatchObject({ secret_key: DEMO_KEYS.wallet, data_type: 0, exchange_time: expect.stringMatching(/^2026-11-22 \d\d:00:00$/) })
  })

  it('a coupon card adds the coupon; a points card adds points with a log row', async () => {
    const coupons = async () =>
      (await app.call('plugins/index', { pluginsname: 'coupon', pluginscontrol: 'coupon', pluginsaction: 'index' }, { token: buyer2 })).data
    const before = JSON.stringify(await coupons())
    expect(await card(app, 'exchange', { secret_key: DEMO_KEYS.coupon }, buyer2)).toMatchObject({ code: 0, msg: '兑换成功，优惠券「无门槛5元券」已发放' })
    expect(JSON.stringify(await coupons())).not.toBe(before)
    expect(JSON.stringify(await coupons())).toContain('无门槛5元券')
    const points = async () => (await app.call('user/center', {}, { token: buyer2 })).data.integral
    const p0 = await points()
    expect(await card(app, 'exchange', { secret_key: DEMO_KEYS.points }, buyer2)).toMatchObject({ code: 0, msg: '兑换成功，获得 100 积分' })
    expect(await points()).toBe(p0 + 100)
    const log = await app.call('userintegral/index', {}, { token: buyer2 })
    expect(JSON.stringify(log.data)).toContain('礼品卡兑换')
  })

  it('refuses empty, unknown and over-long keys and guests', async () => {
    expect(await card(app, 'exchange', { secret_key: '  ' }, buyer2)).toMatchObject({ code: -1, msg: '请输入卡密' })
    expect(await card(app, 'exchange', { secret_key: 'NOPE-0000' }, buyer2)).toMatchObject({ code: -1, msg: '卡密不存在，请核对后再试' })
    expect(await card(app, 'exchange', { secret_key: 'NOPE-0000' }, buyer2, 'en')).toMatchObject({
      code: -1,
      msg: 'This card secret does not exist; please check it',
    })
    expect((await card(app, 'exchange', { secret_key: 'x'.repeat(65) }, buyer2)).code).toBe(-1)
    expect((await card(app, 'exchange', { secret_key: DEMO_KEYS.walletSmall })).code).toBe(-400)
  })

  it('a wallet card waits while the wallet plugin is off (the card stays unused)', async () => {
    setPluginEnabled(app.app.db, 'wallet', false)
    try {
      expect(await card(app, 'exchange', { secret_key: DEMO_KEYS.walletSmall }, buyer2)).toMatchObject({ code: -1, msg: '钱包余额未启用，暂不能兑换该卡' })
    } finally {
      setPluginEnabled(app.app.db, 'wallet', true)
    }
    expect((await card(app, 'exchange', { secret_key: DEMO_KEYS.walletSmall }, buyer2)).code).toBe(0)
  })

  it('disabled: -11 and no plugins_base key', async () => {
    setPluginEnabled(app.app.db, 'giftcard', false)
    try {
      expect((await app.call('base/common', { is_key: 1 })).data.plugins_base.giftcard).toBeUndefined()
      expect((await card(app, 'index', {}, demo)).code).toBe(-11)
    } finally {
      setPluginEnabled(app.app.db, 'giftcard', true)
    }
  })
})
