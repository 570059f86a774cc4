// Browse journey: a guest goes home -> category -> search start (history) -> results (sort, filter)
// -> goods detail -> spec choice (price changes) -> "add to cart" sends the guest to login.
import { apiCall, assert, shooter } from './harness.mjs'

const shot = shooter('BROWSE_SHOTS', { settleMs: 0 })

/** A multi-spec goods whose specs differ in price (shown as a range), found through the API the app uses. */
async function multiSpecGoodsId(server) {
  for (let page = 1; page <= 5; page++) {
    const body = await apiCall(server, 'search/datalist', { page, wd: '' })
    const found = (body.data?.data || []).find((g) => Number(g.is_exist_many_spec) === 1 && Number(g.inventory) > 0 && g.min_price !== g.max_price)
    if (found) return String(found.id)
    if (page >= Number(body.data?.page_total || 0)) break
  }
  return ''
}

function priceText(page) {
  return page.locator('[data-testid=spec-picker-price]').innerText()
}

export const tests = [
  {
    name: 'guest browses home and a category',
    async run({ newPage, server }) {
      const { page } = await newPage()
      await page.goto(`${server.baseUrl}/web/#/pages/index/index`)
      await page.locator('[data-testid=goods-card]').first().waitFor({ timeout: 30_000 })
      await page.locator('[data-testid=home-search]').waitFor()
      await shot(page, 'home')
      await page.locator('[data-testid=tab-goods-category]').last().click()
      await page.locator('[data-testid=category-top]').first().waitFor({ timeout: 15_000 })
      await shot(page, 'category')
      const child = page.locator('[data-testid=category-child]:visible').first()
      if (await child.count()) {
        await child.click()
        await page.waitForURL(/goods-search\/goods-search\?category_id=/, { timeout: 15_000 })
        await page.locator('[data-testid=goods-card]:visible, [data-testid=status-empty]:visible').first().waitFor({ timeout: 15_000 })
      } else {
        await page.locator('[data-testid=goods-card]:visible').first().waitFor({ timeout: 15_000 })
      }
    },
  },
  {
    name: 'search from the start page saves history, then sorts and filters',
    async run({ newPage, server }) {
      const { page } = await newPage()
      await page.goto(`${server.baseUrl}/web/#/pages/goods-search-start/goods-search-start`)
      const input = page.locator('[data-testid=search-input] input, input[data-testid=search-input]').last()
      await input.waitFor({ timeout: 30_000 })
      await shot(page, 'search-start')
      const hot = page.locator('[data-testid=hot-item]').first()
      const keyword = (await hot.count()) ? (await hot.innerText()).trim() : '口红'
      await input.fill(keyword)
      await page.locator('[data-testid=search-submit]').last().click()
      await page.waitForURL(/goods-search\/goods-search\?keywords=/, { timeout: 15_000 })
      const history = await page.evaluate(() => localStorage.getItem('cache_search_history_key') || '')
      assert(history.includes(keyword), `history saved with "${keyword}", got ${history}`)
      await page.locator('[data-testid=goods-card]:visible, [data-testid=status-empty]:visible').first().waitFor({ timeout: 15_000 })
      await shot(page, 'search-results')

      // Sort by price: the first tap lists the cheapest first, the second the dearest first.
      const cardPrices = () =>
        page.evaluate(() =>
          [...document.querySelectorAll('[data-testid=goods-card] .price:not(.price--original)')]
            .filter((el) => el.getClientRects().length > 0)
            .map((el) => parseFloat(el.textContent.replace(/[^\d.]/g, ''))),
        )
      const sortedBy = async (direction) => {
        await page.locator(`[data-testid=sort-min_price][data-direction=${direction}]:visible`).waitFor({ timeout: 15_000 })
        await page.waitForFunction(
          (dir) => {
            const shown = [...document.querySelectorAll('[data-testid=goods-card] .price:not(.price--original)')]
              .filter((el) => el.getClientRects().length > 0)
              .map((el) => parseFloat(el.textContent.replace(/[^\d.]/g, '')))
            return shown.length > 1 && shown.every((n, i) => i === 0 || (dir === 'asc' ? shown[i - 1] <= n : shown[i - 1] >= n))
          },
          direction,
          { timeout: 15_000 },
        )
      }
      await page.locator('[data-testid=sort-min_price]:visible').click()
      await sortedBy('asc')
      const ascending = await cardPrices()
      await page.locator('[data-testid=sort-min_price]:visible').click()
      await sortedBy('desc')
      const descending = await cardPrices()
      assert(descending[0] >= ascending[0], `dearest first after the second tap (${ascending.join(', ')} then ${descending.join(', ')})`)

      // Filter by the first brand or category chip and apply.
      await page.locator('[data-testid=open-filter]:visible').click()
      await page.locator('[data-testid=filter-drawer]').waitFor({ timeout: 10_000 })
      await shot(page, 'search-filter')
      const chip = page.locator('[data-testid=filter-chip]:visible').first()
      if (await chip.count()) await chip.click()
      await page.locator('[data-testid=filter-apply]:visible').click()
      await page.locator('[data-testid=filter-drawer]').waitFor({ state: 'detached', timeout: 10_000 })
      await page.locator('[data-testid=goods-card]:visible, [data-testid=status-empty]:visible').first().waitFor({ timeout: 15_000 })

      // Back on the start page the keyword is listed under history.
      await page.goto(`${server.baseUrl}/web/#/pages/goods-search-start/goods-search-start`)
      await page.locator('[data-testid=history-item]', { hasText: keyword }).first().waitFor({ timeout: 15_000 })
    },
  },
  {
    name: 'a search with no match shows the empty state, not an error',
    async run({ newPage, server }) {
      const { page } = await newPage()
      await page.goto(`${server.baseUrl}/web/#/pages/goods-search/goods-search?keywords=${encodeURIComponent('zzzz-no-such-goods')}`)
      await page.locator('[data-testid=status-empty]:visible').first().waitFor({ timeout: 30_000 })
      assert((await page.locator('[data-testid=status-error]:visible').count()) === 0, 'no error state')
    },
  },
  {
    name: 'goods detail: choosing a spec changes the price, add to cart sends a guest to login',
    async run({ newPage, server }) {
      const id = await multiSpecGoodsId(server)
      assert(id, 'the demo data has a multi-spec goods')
      const { page } = await newPage()
      await page.goto(`${server.baseUrl}/web/#/pages/goods-detail/goods-detail?id=${id}`)
      await page.locator('[data-testid=goods-title]').waitFor({ timeout: 30_000 })
      await page.locator('[data-testid=buy-bar]').waitFor({ timeout: 15_000 })
      await shot(page, 'goods-detail')
      // Tapping a photo opens the full-screen viewer at that photo; a tap closes it.
      await page.locator('[data-testid=goods-gallery] img').first().click()
      const viewer = page.locator('.web-image-viewer')
      await viewer.waitFor({ timeout: 10_000 })
      assert(/^1 \/ \d+$|^$/.test(await viewer.locator('.web-image-viewer__counter').innerText()), 'the viewer shows which photo of how many')
      await viewer.click()
      await viewer.waitFor({ state: 'detached', timeout: 5_000 })
      await page.locator('[data-testid=buy-button-cart]').click()
      await page.locator('[data-testid=spec-picker]').waitFor()
      const before = await priceText(page)
      // Choose the first selectable value of each group in order; each answer opens the next group.
      const groups = await page.locator('[data-testid=spec-group]').count()
      for (let g = 0; g < groups; g++) {
        const group = page.locator('[data-testid=spec-group]').nth(g)
        const value = group.locator('[data-testid=spec-value][data-status=enabled]').first()
        await value.waitFor({ timeout: 10_000 })
        await value.click()
        await group.locator('[data-testid=spec-value][data-status=selected]').waitFor({ timeout: 10_000 })
      }
      await page.waitForFunction(
        (old) => {
          const el = document.querySelector('[data-testid=spec-picker-price]')
          return el && el.textContent !== old && !/-/.test(el.textContent || '')
        },
        before,
        { timeout: 10_000 },
      )
      const after = await priceText(page)
      assert(after !== before, `price changed from ${before} to ${after}`)
      const confirmDisabled = await page.locator('[data-testid=spec-confirm-cart]').evaluate((el) => el.getAttribute('aria-disabled') === 'true')
      assert(!confirmDisabled, 'confirm is enabled once the spec is known')
      await shot(page, 'spec-picker')
      await page.locator('[data-testid=spec-confirm-cart]').click()
      await page.waitForURL(/pages\/login\/login/, { timeout: 15_000 })
      const back = await page.evaluate(() => localStorage.getItem('cache_prev_page_key') || '')
      assert(back.includes(`goods-detail?id=${id}`), `login returns to the goods, got ${back}`)
    },
  },
  {
    name: 'goods comments page shows the rating summary',
    async run({ newPage, server }) {
      const id = await multiSpecGoodsId(server)
      const { page } = await newPage()
      await page.goto(`${server.baseUrl}/web/#/pages/goods-comment/goods-comment?goods_id=${id}`)
      await page.locator('[data-testid=score-summary]').waitFor({ timeout: 30_000 })
      await page.locator('[data-testid=comment-item]:visible, [data-testid=status-empty]:visible').first().waitFor({ timeout: 15_000 })
      await shot(page, 'goods-comment')
    },
  },
]
