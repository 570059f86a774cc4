// The home page in its page-builder modes, each on its own demo server started with SHOP_HOME_MODE: the
// DIY home (data_mode 3: the assigned DIY page drawn in place, as a tab page) and the layout home
// (data_mode 2: the drag layout where the goods floors go, under the classic header).
import { resolve } from 'node:path'
import { apiCall, assert, openAs, ROOT, shooter, startDemoServer, visible } from './harness.mjs'

const shot = shooter('DIY_SHOTS')
const webRoot = process.env.E2E_WEB_ROOT ? resolve(ROOT, process.env.E2E_WEB_ROOT) : undefined

async function withHome(mode, run) {
  const server = await startDemoServer({ ...(webRoot ? { webRoot } : {}), env: { SHOP_HOME_MODE: mode } })
  try {
    await run(server)
  } finally {
    await server.stop()
  }
}

export const tests = [
  {
    name: 'SHOP_HOME_MODE=diy: the home is the DIY page, drawn as a tab page with its modules',
    async run({ newPage }) {
      await withHome('diy', async (server) => {
        const answer = await apiCall(server, 'index/index')
        assert(answer.data.data_mode === 3, `data_mode ${answer.data.data_mode}`)
        const keys = answer.data.data_list.config.diy_data.map((m) => m.key)
        const { page } = await openAs(newPage, server, null, '/pages/index/index')
        await visible(page, '[data-testid=diy-view]').waitFor({ timeout: 30_000 })
        for (const key of keys) await visible(page, `[data-testid=diy-module-${key}]`).waitFor({ timeout: 10_000 })
        await visible(page, '[data-testid=diy-header-location]').waitFor()
        await visible(page, '[data-testid=diy-header-search]').waitFor()
        assert((await page.locator('[data-testid=diy-back] >> visible=true').count()) === 0, 'no back button on the home tab')
        assert((await page.locator('[data-testid=home-banner] >> visible=true').count()) === 0, 'no classic banner in DIY mode')
        await visible(page, '[data-testid=tab-goods-category]').waitFor()
        await shot(page, 'home-diy')
      })
    },
  },
  {
    name: 'SHOP_HOME_MODE=layout: the drag layout stands where the floors go, under the classic header',
    async run({ newPage }) {
      await withHome('layout', async (server) => {
        const { page } = await openAs(newPage, server, null, '/pages/index/index')
        await visible(page, '[data-testid=home-banner]').waitFor({ timeout: 30_000 })
        await visible(page, '[data-testid=layout-view]').waitFor({ timeout: 15_000 })
        await visible(page, '[data-testid=layout-goods] [data-testid=goods-card]').waitFor()
        assert((await page.locator('[data-testid=home-floor] >> visible=true').count()) === 0, 'no goods floors in layout mode')
        await shot(page, 'home-layout')
      })
    },
  },
]
