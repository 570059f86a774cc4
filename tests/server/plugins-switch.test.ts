import { definePlugin, setPluginEnabled, syncPlugins } from '../../server/core/plugins'
import { ok } from '../../server/core/router'
import { registerHomeExtension } from '../../server/services/site/home-extensions'
import { startTestApp, type TestApp } from './helpers'

// A throwaway plugin proves the switch mechanism independent of the real plugins.
definePlugin({
  name: 'switchprobe',
  baseData: () => ({ greeting: 'hi' }),
  controls: { index: { ping: () => ok('pong') } },
})
registerHomeExtension({ plugin: 'switchprobe', data: () => ({ title: 'probe block' }) })

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

  it("a plugin's home block rides in index/index as plugins_<name>_data and in plugins_sort_list only while enabled", async () => {
    syncPlugins(app.app.db, new Date(), { enabled: 'switchprobe' })
    const on = await app.call('index/index')
    expect(on.data.plugins_switchprobe_data).toEqual({ title: 'probe block' })
    expect(on.data.plugins_sort_list).toContainEqual({ plugins: 'switchprobe' })
    setPluginEnabled(app.app.db, 'switchprobe', false)
    const off = await app.call('index/index')
    expect(off.data).not.toHaveProperty('plugins_switchprobe_data')
    expect(off.data.plugins_sort_list).not.toContainEqual({ plugins: 'switchprobe' })
  })
})
