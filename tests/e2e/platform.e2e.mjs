// Platform journey: the built H5 app under /web/ against the demo server.
import { assert, loginUser, openAs, openRoute, visible, waitForShownPage } from './harness.mjs'

async function openHome(newPage, server, user) {
  const made = await openAs(newPage, server, user, 'pages/index/index')
  await visible(made.page, '[data-testid=goods-card]').waitFor({ timeout: 30_000 })
  return made
}

/** Tap a tab and wait until its page is the one displayed (the URL changes before the old page is hidden). */
async function switchTab(page, key, route) {
  await visible(page, `[data-testid=tab-${key}]`).click()
  await page.waitForURL(new RegExp(route), { timeout: 15_000 })
  await waitForShownPage(page, route, 15_000)
}

export const tests = [
  {
    name: 'home shows goods from the API under /web/',
    async run({ newPage, server }) {
      const { page } = await openHome(newPage, server)
      const cards = await page.locator('[data-testid=goods-card]').count()
      assert(cards >= 4, `expected goods cards on home, saw ${cards}`)
      assert(page.url().includes('/web/#/pages/index/index'), `hash route, got ${page.url()}`)
    },
  },
  {
    name: 'tab bar switches between the four tabs',
    async run({ newPage, server }) {
      const { page } = await openHome(newPage, server, await loginUser(server))
      await switchTab(page, 'goods-category', 'pages/goods-category/goods-category')
      await visible(page, '[data-testid=category-top]').waitFor({ timeout: 15_000 })
      await switchTab(page, 'user', 'pages/user/user')
      await switchTab(page, 'cart', 'pages/cart/cart')
      await switchTab(page, 'index', 'pages/index/index')
      const active = await visible(page, '.tab-bar__item--active').getAttribute('data-testid')
      assert(active === 'tab-index', `home tab active, got ${active}`)
    },
  },
  {
    name: 'a deep link straight to a tab page works',
    async run({ newPage, server }) {
      const { page } = await openAs(newPage, server, null, 'pages/goods-category/goods-category')
      await visible(page, '[data-testid=category-top]').waitFor({ timeout: 30_000 })
      const active = await visible(page, '.tab-bar__item--active').textContent()
      assert(/分类/.test(active || ''), `category tab active, got ${active}`)
    },
  },
  {
    name: 'choosing English and another theme in settings changes the strings and the primary colour',
    async run({ newPage, server }) {
      const { page } = await openAs(newPage, server, null, 'pages/setup/setup')
      await visible(page, '[data-testid=lang-en]').click()
      await visible(page, '[data-testid=theme-blue]').click()
      await openRoute(page, server, 'pages/index/index', '[data-testid=goods-card]')
      const labels = await page.locator('.tab-bar__label >> visible=true').allTextContents()
      assert(JSON.stringify(labels) === JSON.stringify(['Home', 'Category', 'Cart', 'Me']), `English tab labels, got ${labels}`)
      const searchText = await visible(page, '[data-testid=home-search]').textContent()
      assert(/[A-Za-z]/.test(searchText || '') && !/[\u4e00-\u9fff]/.test(searchText || ''), `English search placeholder, got ${searchText}`)
      // Prices are drawn in the theme's strong colour (#1262d0: the blue main darkened to 4.5:1 on its tint).
      const colour = await visible(page, '[data-testid=goods-card] .price:not(.price--original)').evaluate((el) => getComputedStyle(el).color)
      assert(colour === 'rgb(18, 98, 208)', `blue theme on prices, got ${colour}`)
      const stored = await page.evaluate(() => [localStorage.getItem('language'), localStorage.getItem('theme')])
      assert(stored.join(',').includes('en') && stored.join(',').includes('blue'), `language and theme persisted, got ${stored}`)
    },
  },
]
