import { setPluginEnabled } from '../../server/core/plugins'
import { startTestApp, useTestApp, type TestApp } from './helpers'

const track = (app: TestApp, params: Record<string, unknown>, token = '', lang = 'zh') =>
  app.call('plugins/index', { pluginsname: 'express', pluginscontrol: 'index', pluginsaction: 'index', ...params }, { token, lang })

describe('express plugin', () => {
  let app: TestApp
  let demo: string
  let buyer2: string
  useTestApp(startTestApp, (started) => ([app, demo, buyer2] = [started, started.tokenFor('demo'), started.tokenFor('buyer2')]))

  const demoOrder = (where: string) =>
    app.app.db.prepare(`SELECT o.* FROM orders o JOIN users u ON u.id = o.user_id WHERE u.username = 'demo' AND ${where} ORDER BY o.id LIMIT 1`).get() as
      { id: number; express_name: string; express_number: string } | undefined

  it('a received order: the parcel and its steps, newest first, ending with the signature', async () => {
    const order = demoOrder("o.status = 4 AND o.express_number <> ''")!
    const answer = await track(app, { oid: order.id }, demo)
    expect(answer.code).toBe(0)
    const info = answer.data.express_info
    expect(info).toMatchObject({ name: order.express_name, number: order.express_number, icon: expect.stringMatching(/express\.svg$/) })
    expect(info.data[0].desc).toContain('已签收')
    expect(info.data[info.data.length - 1].desc).toContain('已揽收')
    const times = info.data.map((step: { time: string }) => step.time)
    expect(times).toEqual([...times].sort().reverse())
    expect(answer.data.express_data).toEqual([{ show_name: '包裹1' }])
    expect((await track(app, { oid: order.id }, demo, 'en')).data.express_info.data[0].desc).toContain('Delivered')
  })

  it("an order not shipped yet has no parcel; another shopper's order is not found; a guest must log in", async () => {
    const unshipped = demoOrder("o.express_number = ''")!
    const answer = await track(app, { oid: unshipped.id }, demo)
    expect(answer.data).toMatchObject({ express_info: { data: [], msg: '' }, express_data: [] })
    const shipped = demoOrder("o.express_number <> ''")!
    expect((await track(app, { oid: shipped.id }, buyer2)).code).toBe(-1)
    expect((await track(app, { oid: shipped.id })).code).toBe(-400)
    expect((await track(app, { oid: 'x' }, demo)).code).toBe(-1)
  })

  it('answers "not enabled" when switched off', async () => {
    const shipped = demoOrder("o.express_number <> ''")!
    setPluginEnabled(app.app.db, 'express', false)
    try {
      expect((await track(app, { oid: shipped.id }, demo)).code).toBe(-11)
    } finally {
      setPluginEnabled(app.app.db, 'express', true)
    }
  })
})
