// Platform journey: the built H5 app under /web/ against the demo server.
import { assert, loginUser, presetStorage, visible } from './harness.mjs'

async function openHome(newPage, server, user) {
  const made = await newPage()
  if (user) await presetStorage(made.page, { cache_shop_user_info_key: user })
  await made.page.goto(`${server.baseUrl}/web/#/pages/index/index`)
  await visible(made.page, '[data-testid=goods-card]').waitFor({ timeout: 30_000 })
  return made
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
      await visible(page, '[data-testid=tab-goods-category]').click()
      await page.locator('[data-testid=category-top]').first().waitFor({ timeout: 15_000 })
      assert(page.url().includes('/pages/goods-category/goods-category'), `category url, got ${page.url()}`)
      await visible(page, '[data-testid=tab-user]').click()
      await page.waitForURL(/pages\/user\/user/, { timeout: 15_000 })
      await visible(page, '[data-testid=tab-cart]').click()
      await page.waitForURL(/pages\/cart\/cart/, { timeout: 15_000 })
      await visible(page, '[data-testid=tab-index]').click()
      await page.waitForURL(/pages\/index\/index/, { timeout: 15_000 })
    },
  },
  {
    name: 'a deep link straight to a tab page works',
    async run({ newPage, server }) {
      const { page } = await newPage()
      await page.goto(`${server.baseUrl}/web/#/pages/goods-category/goods-category`)
      await page.locator('[data-testid=category-top]').first().waitFor({ timeout: 30_000 })
      const active = await visible(page, '.tab-bar__item--active').textContent()
      assert(/分类/.test(active || ''), `category tab active, got ${active}`)
    },
  },
  {
    name: 'choosing English and another theme in settings changes the strings and the primary colour',
    async run({ newPage, server }) {
      const { page } = await newPage()
      await page.goto(`${server.baseUrl}/web/#/pages/setup/setup`)
      await visible(page, '[data-testid=lang-en]').click()
      await visible(page, '[data-testid=theme-blue]').click()
      await page.goto(`${server.baseUrl}/web/#/pages/index/index`)
      await page.locator('[data-testid=goods-card]').first().waitFor({ timeout: 30_000 })
      const labels = await page.locator('.tab-bar__label >> visible=true').allTextContents()
      assert(JSON.stringify(labels) === JSON.stringify(['Home', 'Category', 'Cart', 'Me']), `English tab labels, got ${labels}`)
      const searchText = await visible(page, '[data-testid=home-search]').textContent()
      assert(/[A-Za-z]/.test(searchText || '') && !/[\u4e00-\u9fff]/.test(searchText || ''), `English search placeholder, got ${searchText}`)
      // Prices are drawn in the theme's main colour (the tab bar's colours come from the server).
      const colour = await visible(page, '[data-testid=goods-card] .price').evaluate((el) => getComputedStyle(el).color)
      assert(colour === 'rgb(22, 119, 255)', `blue theme on prices, got ${colour}`)
      const stored = await page.evaluate(() => [localStorage.getItem('language'), localStorage.getItem('theme')])
      assert(stored.join(',').includes('en') && stored.join(',').includes('blue'), `language and theme persisted, got ${stored}`)
    },
  },
]
