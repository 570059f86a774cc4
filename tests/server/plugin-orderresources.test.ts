import { setPluginEnabled } from '../../server/core/plugins'
import { startTestApp, useTestApp, type TestApp } from './helpers'

const annex = (app: TestApp, oid: unknown, token = '') =>
  app.call('plugins/index', { pluginsname: 'orderresources', pluginscontrol: 'orderannex', pluginsaction: 'index', oid }, { token })

describe('orderresources plugin', () => {
  let app: TestApp
  let demo: string
  let buyer2: string
  useTestApp(startTestApp, (started) => ([app, demo, buyer2] = [started, started.tokenFor('demo'), started.tokenFor('buyer2')]))

  const withResources = () =>
    (app.app.db.prepare('SELECT order_id FROM order_resources ORDER BY order_id').all() as Array<{ order_id: number }>).map((r) => r.order_id)

  it('lists what the merchant attached: images, files with their titles, the note', async () => {
    const [first] = withResources()
    const answer = await annex(app, first, demo)
    expect(answer.code).toBe(0)
    expect(answer.data.images_data.length).toBeGreaterThan(0)
    expect(answer.data.images_data[0]).toMatch(/^http:\/\/.+\.svg$/)
    expect(answer.data.file_data).toEqual([{ title: '护理指南 Care guide.txt', url: expect.stringMatching(/care-guide\.txt$/) }])
    expect(answer.data.note).toContain('护理指南')
    expect(answer.data.video_data).toEqual([])
  })

  it('order answers flag the orders with resources, and only while the plugin is on', async () => {
    const flagged = withResources()
    const list = await app.call('order/index', { page: 1, status: -1, is_more: 1 }, { token: demo })
    const rows = list.data.data as Array<{ id: number; plugins_orderresources_data?: number }>
    for (const row of rows) expect(row.plugins_orderresources_data === 1).toBe(flagged.includes(row.id))
    setPluginEnabled(app.app.db, 'orderresources', false)
    try {
      const off = await app.call('order/detail', { id: flagged[0] }, { token: demo })
      expect(off.data.data?.plugins_orderresources_data ?? off.data.plugins_orderresources_data).toBeUndefined()
      expect((await annex(app, flagged[0], demo)).code).toBe(-11)
    } finally {
      setPluginEnabled(app.app.db, 'orderresources', true)
    }
  })

  it("another shopper's order is not found; a guest must log in; an order without resources is empty", async () => {
    const [first] = withResources()
    expect((await annex(app, first, buyer2)).code).toBe(-1)
    expect((await annex(app, first)).code).toBe(-400)
    const bare = app.app.db
      .prepare(
        "SELECT o.id FROM orders o JOIN users u ON u.id = o.user_id WHERE u.username = 'demo' AND o.id NOT IN (SELECT order_id FROM order_resources) LIMIT 1",
      )
      .get() as { id: number }
    expect((await annex(app, bare.id, demo)).data).toEqual({ images_data: [], video_data: [], file_data: [], note: '' })
  })
})
