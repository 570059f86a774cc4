import { definePlugin, setPluginEnabled, syncPlugins } from '../../server/core/plugins'
import { ok } from '../../server/core/router'
import { startTestApp, type TestApp } from './helpers'

// A throwaway plugin proves the switch mechanism independent of the real plugins.
definePlugin({
  name: 'switchprobe',
  baseData: () => ({ greeting: 'hi' }),
  controls: { index: { ping: () => ok('pong') } },
})

describe('plugin switches', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp()
  })
  afterAll(() => app.close())

  it('an enabled plugin is keyed in plugins_base and answers its calls', async () => {
    const common = await app.call('base/common', { is_key: 1 })
    expect(common.data.plugins_base.switchprobe).toMatchObject({ plugins: 'switchprobe', data: { greeting: 'hi' } })
    const ping = await app.call('plugins/index', { pluginsname: 'switchprobe', pluginscontrol: 'index', pluginsaction: 'ping' })
    expect(ping).toMatchObject({ code: 0, data: 'pong' })
  })

  it('a disabled plugin leaves no key and answers -11', async () => {
    setPluginEnabled(app.app.db, 'switchprobe', false)
    const common = await app.call('base/common', { is_key: 1 })
    expect(common.data.plugins_base.switchprobe).toBeUndefined()
    const ping = await app.call('plugins/index', { pluginsname: 'switchprobe', pluginscontrol: 'index', pluginsaction: 'ping' })
    expect(ping.code).toBe(-11)
    syncPlugins(app.app.db, new Date(), { enabled: 'switchprobe' })
    expect((await app.call('base/common', { is_key: 1 })).data.plugins_base.switchprobe).toBeDefined()
  })
})
