// Plugins switched off: a second demo server with SHOP_PLUGINS_DISABLED=all publishes no plugins_base
// and answers plugin calls with -11 "应用未启用". The core pages must show no trace of any plugin, and a
// plugin page opened directly must show the server's message, not a blank page. The same places are
// checked on the main server (plugins on) so this test fails if an embed's test id goes away. A third
// server turns off only the switches of the newer plugins (shop, blog, gifts...): their embeds go, the
// others stay, so each embed follows its own plugin's switch.
import { apiCall, assert, buyNowRoute, loginUser, openAs, pluginCall, startDemoServer, visible } from './harness.mjs'

/** Every plugin embed of the core pages, by the page that hosts it: [test id, the plugin switch that hides it]. */
const EMBEDS = {
  home: [
    ['seckill-home-block', 'seckill'],
    ['goods-label-chips', 'label'],
    ['home-shop-block', 'shop'],
    ['home-activity-0', 'activity'],
    ['home-magic', 'magic'],
    ['blog-home-block', 'blog'],
  ],
  goods: [
    ['coupon-goods-card', 'coupon'],
    ['seckill-goods-badge', 'seckill'],
    ['vip-member-price', 'membershiplevelvip'],
  ],
  // Goods 1: sold by a shop, in a running activity, with questions, the toolbox tips and giftable.
  shopGoods: [
    ['seller-card', 'shop'],
    ['activity-badges', 'activity'],
    ['goods-ask-block', 'ask'],
    ['toolbox-goods-tips', 'intellectstools'],
    ['gift-entry', 'givegift'],
    ['goods-poster', 'distribution'],
  ],
  checkout: [
    ['checkout-coupon-row', 'coupon'],
    ['checkout-points', 'points'],
  ],
  // Goods 19 asks for an engraving at checkout.
  formCheckout: [['ogf-checkout', 'ordergoodsform']],
  user: [
    ['vip-user-entry', 'membershiplevelvip'],
    ['signin-user-shortcut', 'signin'],
    ['points-user-shortcut', 'points'],
    ['wallet-shortcut', 'wallet'],
    ['user-plugin-grid', 'wallet'],
  ],
  settings: [
    ['setup-currency', 'exchangerate'],
    ['invoice-settings-entry', 'invoice'],
    ['setup-thirdparty-demo', 'thirdpartylogin'],
  ],
  // Seen by a guest.
  login: [['thirdparty-demo', 'thirdpartylogin']],
}

/** The switches of the newer plugins (issues 14-17), turned off together on the third server. */
const NEWER = ['shop', 'activity', 'magic', 'blog', 'ask', 'intellectstools', 'givegift', 'distribution', 'ordergoodsform', 'thirdpartylogin']

/** A goods of the running flash-sale period (asked on the main server: both servers seed the same catalogue). */
async function seckillGoodsId(server) {
  const hall = await pluginCall(server, 'seckill', 'index', 'index')
  const running = (hall.data?.periods_list || []).find((p) => Number(p.time?.status) === 1 && p.goods?.length)
  assert(running, `a running flash-sale period with goods: ${JSON.stringify(hall).slice(0, 200)}`)
  return String(running.goods[0].id)
}

/** A single-spec goods that is not in the flash sale, for "buy now" at checkout. */
async function plainGoodsId(server, exclude) {
  const list = await apiCall(server, 'search/datalist', { page: 1, wd: '' })
  // Shipped goods: a virtual one (site_type 3) is ordered at once by its checkout (direct submit).
  const goods = (list.data?.data || []).find(
    (g) => Number(g.is_exist_many_spec) === 0 && Number(g.site_type) !== 3 && Number(g.inventory) > 5 && String(g.id) !== exclude,
  )
  assert(goods, 'a single-spec goods in stock')
  return String(goods.id)
}

/**
 * Open each core page in a page of its own, wait until its own content is there and the network is
 * quiet (embeds load after the page), and return the test ids of EMBEDS present per place.
 */
async function embedsShown(newPage, server, user, { goodsId, buyGoodsId }) {
  const places = {
    home: ['/pages/index/index', '[data-testid=goods-card]'],
    goods: [`/pages/goods-detail/goods-detail?id=${goodsId}`, '[data-testid=goods-title]'],
    shopGoods: ['/pages/goods-detail/goods-detail?id=1', '[data-testid=goods-title]'],
    checkout: [buyNowRoute([{ goods_id: buyGoodsId, stock: 1, spec: [] }]), '[data-testid=buy-line]'],
    formCheckout: [buyNowRoute([{ goods_id: 19, stock: 1, spec: [] }]), '[data-testid=buy-line]'],
    user: ['/pages/user/user', '[data-testid=user-name]'],
    settings: ['/pages/setup/setup', '[data-testid=lang-en]'],
    login: ['/pages/login/login', 'input'],
  }
  const found = {}
  for (const [place, [route, ready]] of Object.entries(places)) {
    const { page, errors } = await openAs(newPage, server, place === 'login' ? null : user, route)
    await visible(page, ready).waitFor({ timeout: 30_000 })
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined)
    await page.waitForTimeout(300)
    found[place] = []
    for (const [id] of EMBEDS[place]) {
      if ((await page.locator(`[data-testid=${id}]`).count()) > 0) found[place].push(id)
    }
    assert(errors.length === 0, `${place}: page errors ${errors.join(' | ')}`)
    await page.context().close()
  }
  return found
}

export const tests = [
  {
    name: 'with plugins on, the core pages show every plugin embed',
    async run({ newPage, server }) {
      const goodsId = await seckillGoodsId(server)
      const found = await embedsShown(newPage, server, await loginUser(server), { goodsId, buyGoodsId: await plainGoodsId(server, goodsId) })
      for (const [place, embeds] of Object.entries(EMBEDS)) {
        const missing = embeds.map(([id]) => id).filter((id) => !found[place].includes(id))
        assert(missing.length === 0, `${place} shows ${missing.join(', ')} with plugins on (found ${found[place].join(', ') || 'none'})`)
      }
    },
  },
  {
    name: 'with every plugin off, the core pages show no trace of a plugin and plugin pages say so',
    async run({ newPage, server }) {
      const goodsId = await seckillGoodsId(server)
      const buyGoodsId = await plainGoodsId(server, goodsId)
      const off = await startDemoServer({ webRoot: process.env.E2E_WEB_ROOT || undefined, env: { SHOP_PLUGINS_DISABLED: 'all' } })
      try {
        const common = await apiCall(off, 'base/common')
        const published = Object.keys(common.data?.plugins_base || {})
        assert(published.length === 0, `no plugins published, got ${published.join(', ')}`)

        const found = await embedsShown(newPage, off, await loginUser(off), { goodsId, buyGoodsId })
        for (const [place, ids] of Object.entries(found)) assert(ids.length === 0, `${place} shows ${ids.join(', ')} with plugins off`)

        // A plugin page opened directly: the server's "not enabled" message, not a blank page.
        for (const route of ['/pages/plugins/points/index/index', '/pages/plugins/coupon/index/index', '/pages/plugins/seckill/index/index']) {
          const { page } = await openAs(newPage, off, await loginUser(off), route)
          await visible(page, '.status-view').waitFor({ timeout: 30_000 })
          await page.locator('.status-view >> visible=true', { hasText: '应用未启用' }).first().waitFor({ timeout: 15_000 })
          await page.context().close()
        }
      } finally {
        await off.stop()
      }
    },
  },
  {
    name: "with only the newer plugins' switches off, their embeds go and the others stay",
    async run({ newPage, server }) {
      const goodsId = await seckillGoodsId(server)
      const buyGoodsId = await plainGoodsId(server, goodsId)
      const off = await startDemoServer({ webRoot: process.env.E2E_WEB_ROOT || undefined, env: { SHOP_PLUGINS_DISABLED: NEWER.join(',') } })
      try {
        const found = await embedsShown(newPage, off, await loginUser(off), { goodsId, buyGoodsId })
        const wrong = []
        for (const [place, embeds] of Object.entries(EMBEDS)) {
          for (const [id, plugin] of embeds) {
            const shown = found[place].includes(id)
            if (NEWER.includes(plugin) === shown) wrong.push(`${place} ${id} (${plugin}) ${shown ? 'shown' : 'missing'}`)
          }
        }
        assert(wrong.length === 0, `each embed follows its own switch: ${wrong.join(', ')}`)
      } finally {
        await off.stop()
      }
    },
  },
]
