// Platform journey: the built H5 app under /web/ against the demo server.
import { assert } from './harness.mjs'

async function openHome(newPage, server) {
  const made = await newPage()
  await made.page.goto(`${server.baseUrl}/web/#/pages/index/index`)
  await made.page.locator('[data-testid=goods-card]').first().waitFor({ timeout: 30_000 })
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
      const { page } = await openHome(newPage, server)
      await page.locator('[data-testid=tab-goods-category]').last().click()
      await page.locator('[data-testid=category-top]').first().waitFor({ timeout: 15_000 })
      assert(page.url().includes('/pages/goods-category/goods-category'), `category url, got ${page.url()}`)
      await page.locator('[data-testid=tab-user]').last().click()
      await page.waitForURL(/pages\/user\/user/, { timeout: 15_000 })
      await page.locator('[data-testid=tab-cart]').last().click()
      await page.waitForURL(/pages\/cart\/cart/, { timeout: 15_000 })
      await page.locator('[data-testid=tab-index]').last().click()
      await page.waitForURL(/pages\/index\/index/, { timeout: 15_000 })
    },
  },
  {
    name: 'a deep link straight to a tab page works',
    async run({ newPage, server }) {
      const { page } = await newPage()
      await page.goto(`${server.baseUrl}/web/#/pages/goods-category/goods-category`)
      await page.locator('[data-testid=category-top]').first().waitFor({ timeout: 30_000 })
      const active = await page.locator('.tab-bar__item--active').last().textContent()
      assert(/分类/.test(active || ''), `category tab active, got ${active}`)
    },
  },
]
