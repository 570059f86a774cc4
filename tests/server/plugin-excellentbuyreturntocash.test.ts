import { setPluginEnabled } from '../../server/core/plugins'
import { startTestApp, useTestApp, type TestApp } from './helpers'

const cash = (app: TestApp, action: string, params: Record<string, unknown> = {}, token = '', lang = 'zh') =>
  app.call('plugins/index', { pluginsname: 'excellentbuyreturntocash', pluginscontrol: 'profit', pluginsaction: action, ...params }, { token, lang })

describe('excellentbuyreturntocash plugin', () => {
  let app: TestApp
  let demo: string
  let buyer2: string
  useTestApp(startTestApp, (started) => ([app, demo, buyer2] = [started, started.tokenFor('demo'), started.tokenFor('buyer2')]))

  it('demo has a record in every state', async () => {
    const all = await cash(app, 'index', { page: 1, status: '-1', is_more: 1 }, demo)
    expect(all.code).toBe(0)
    expect(new Set(all.data.data.map((r: { status: number }) => r.status))).toEqual(new Set([0, 1, 2, 3, 4]))
    expect(Object.keys(all.data.data[0])).toEqual(
      expect.arrayContaining(['add_time', 'status_name', 'total_price', 'refund_price', 'valid_price', 'profit_price', 'order_id', 'id']),
    )
    for (const status of [0, 1, 2, 3, 4]) {
      const rows = (await cash(app, 'index', { page: 1, status }, demo)).data.data
      expect(rows.length).toBeGreaterThan(0)
      expect(rows.every((r: { status: number }) => r.status === status)).toBe(true)
    }
    expect((await cash(app, 'index', { status: 7 }, demo)).code).toBe(-1)
    expect((await cash(app, 'index', { status: 'x' }, demo)).code).toBe(-1)
  })

  it('detail carries the order facts and the estimate mark while pending settlement', async () => {
    const pending = (await cash(app, 'index', { status: 2 }, demo)).data.data[0]
    const detail = await cash(app, 'detail', { id: pending.id }, demo)
    expect(detail.data.data).toMatchObject({
      status: 2,
      status_name: '待结算',
      success_estimate_icon: '预计',
      order_no: expect.any(String),
      order_status_name: expect.any(String),
      order_pay_status_name: expect.any(String),
    })
    expect(detail.data.data.success_time).not.toBe('')
    expect((await cash(app, 'detail', { id: pending.id }, buyer2)).code).toBe(-1)
    expect((await cash(app, 'detail', { id: pending.id }, demo, 'en')).data.data.status_name).toBe('Pending settlement')
  })

  it('settles only records pending settlement, only their own', async () => {
    const pending = (await cash(app, 'index', { status: 2 }, demo)).data.data[0]
    expect((await cash(app, 'auto', { id: pending.id }, buyer2)).code).toBe(-1)
    const settled = await cash(app, 'auto', { id: pending.id }, demo)
    expect(settled).toMatchObject({ code: 0, data: { status: 3 } })
    expect((await cash(app, 'auto', { id: pending.id }, demo)).code).toBe(-1)
    const inEffect = (await cash(app, 'index', { status: 1 }, demo)).data.data[0]
    expect(await cash(app, 'auto', { id: inEffect.id }, demo)).toMatchObject({ code: -1, msg: '仅待结算的返现可以结算' })
  })

  it('guests get -400; others see nothing', async () => {
    expect((await cash(app, 'index')).code).toBe(-400)
    expect((await cash(app, 'index', {}, buyer2)).data.total).toBe(0)
  })

  it('disabled: -11 and no plugins_base key', async () => {
    setPluginEnabled(app.app.db, 'excellentbuyreturntocash', false)
    try {
      expect((await app.call('base/common', { is_key: 1 })).data.plugins_base.excellentbuyreturntocash).toBeUndefined()
      expect((await cash(app, 'index', {}, demo)).code).toBe(-11)
    } finally {
      setPluginEnabled(app.app.db, 'excellentbuyreturntocash', true)
    }
  })
})
