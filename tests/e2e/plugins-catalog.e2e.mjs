// Catalogue and order-tracking plugins: the brand wall (filter by category, open a brand's goods), a
// label's goods page (from the chip on a goods photo; sorting sent as the arrow shows, the empty state of a
// label without goods, an unknown label), parcel tracking and merchant attachments from the order list.
// CATALOG_SHOTS=<dir> also saves a screenshot of every page visited.
import { assert, loginUser, openAs, pluginCall, shooter, visible, waitForShownPage } from './harness.mjs'

const shot = shooter('CATALOG_SHOTS', { settleMs: 400 })

async function labelIdNamed(server, name) {
  for (let id = 1; id <= 10; id++) {
    const answer = await pluginCall(server, 'label', 'index', 'detailinit', { id })
    if (answer.data?.label?.name === name) return id
  }
  throw new Error(`no label named ${name}`)
}

export const tests = [
  {
    name: 'brand wall: a category narrows the brands, a brand opens its goods',
    async run({ newPage, server }) {
      const { page } = await openAs(newPage, server, null, '/pages/plugins/brand/index/index')
      const items = page.locator('[data-testid=brand-item] >> visible=true')
      await items.first().waitFor({ timeout: 30_000 })
      const all = await items.count()
      await shot(page, 'brand-wall')
      await page.locator('[data-testid=brand-category] >> visible=true').filter({ hasText: '香氛' }).click()
      await page.waitForFunction((n) => document.querySelectorAll('[data-testid=brand-item]').length < n, all, { timeout: 10_000 })
      assert((await items.count()) === 1, 'one fragrance brand')
      const name = (await items.first().innerText()).trim()
      await items.first().click()
      await waitForShownPage(page, '/pages/goods-search/goods-search')
      await page.locator('.goods-search__brand-name', { hasText: name }).waitFor({ timeout: 15_000 })
      await visible(page, '[data-testid=goods-card]').first().waitFor({ timeout: 15_000 })
      await shot(page, 'brand-goods')
    },
  },
  {
    name: 'label page: from the chip on a goods photo; count, sorting by price; a label without goods; an unknown label',
    async run({ newPage, server }) {
      const hot = await labelIdNamed(server, '热卖')
      const labelled = (await pluginCall(server, 'label', 'index', 'detailgoodslist', { id: hot, page: 1 })).data.data[0].id
      const { page } = await openAs(newPage, server, null, `/pages/goods-detail/goods-detail?id=${labelled}`)
      // The gallery's chip (cards further down may carry chips too).
      await page.locator('[data-testid=goods-gallery] [data-testid=goods-label-chip]', { hasText: '热卖' }).click({ timeout: 30_000 })
      await waitForShownPage(page, '/pages/plugins/label/detail/detail')
      await page.locator('[data-testid=label-chip]', { hasText: '热卖' }).waitFor({ timeout: 30_000 })
      await page.locator('[data-testid=label-goods-count]', { hasText: '6' }).waitFor({ timeout: 15_000 })
      // Only the shown page's cards count: the goods detail below it in the stack has cards of its own.
      const sortedBy = (direction) =>
        page.waitForFunction(
          (dir) => {
            const shown = [...document.querySelectorAll('[data-testid=goods-card] .price:not(.price--original)')].filter((el) => el.offsetParent !== null)
            const values = shown.map((el) => Number(el.textContent.replace(/[^\d.]/g, '')))
            return values.length === 6 && values.every((v, i) => i === 0 || (dir === 'asc' ? values[i - 1] <= v : values[i - 1] >= v))
          },
          direction,
          { timeout: 15_000 },
        )
      await visible(page, '[data-testid=sort-price]').click() // cheapest first
      await sortedBy('asc')
      await visible(page, '[data-testid=sort-price]').click() // then dearest first
      await sortedBy('desc')
      await shot(page, 'label-hot')

      const limited = await labelIdNamed(server, '限定')
      const other = await openAs(newPage, server, null, `/pages/plugins/label/detail/detail?id=${limited}`)
      await other.page.locator('[data-testid=status-empty]', { hasText: '该标签下暂无商品' }).waitFor({ timeout: 30_000 })
      const unknown = await openAs(newPage, server, null, '/pages/plugins/label/detail/detail?id=9999')
      await unknown.page.locator('[data-testid=status-empty]', { hasText: '标签不存在' }).waitFor({ timeout: 30_000 })
    },
  },
  {
    name: 'a completed order: "track parcel" in my orders shows the steps, newest first',
    async run({ newPage, server }) {
      const user = await loginUser(server)
      const { page } = await openAs(newPage, server, user, '/pages/user-order/user-order?status=4')
      await page.locator('[data-testid=order-card] [data-testid=track-parcel]').first().click({ timeout: 30_000 })
      await waitForShownPage(page, '/pages/plugins/express/detail/detail')
      const steps = page.locator('[data-testid=express-step] >> visible=true')
      await steps.first().waitFor({ timeout: 15_000 })
      assert((await steps.first().innerText()).includes('已签收'), 'the newest step is the signature')
      assert((await steps.last().innerText()).includes('已揽收'), 'the oldest step is the collection')
      await shot(page, 'express')
    },
  },
  {
    name: 'an order with merchant attachments: "resources" in my orders shows its images, file and note',
    async run({ newPage, server }) {
      const user = await loginUser(server)
      const { page } = await openAs(newPage, server, user, '/pages/user-order/user-order?status=4')
      // Newest first: the older completed order is the one with photos and a file (the newer has a note only).
      const buttons = page.locator('[data-testid=order-card] [data-testid=order-resources]')
      await buttons.first().waitFor({ timeout: 30_000 })
      await buttons.last().click()
      await waitForShownPage(page, '/pages/plugins/orderresources/orderannex/orderannex')
      await page.locator('[data-testid=annex-image] >> visible=true').first().waitFor({ timeout: 15_000 })
      await page.locator('[data-testid=annex-file]', { hasText: '护理指南' }).waitFor({ timeout: 5_000 })
      await page.locator('[data-testid=annex-note]', { hasText: '护理指南' }).waitFor({ timeout: 5_000 })
      await shot(page, 'order-resources')
    },
  },
]
