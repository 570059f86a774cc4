// Merchants and campaigns: browse the shop directory, favourite a shop and find it (then remove it) in my
// favourite shops; search inside a shop with a category and a sort; the home page's shop list, activity
// floors and magic cube, opening an activity and a magic group.
// SHOP_SHOTS=<dir> also saves a screenshot of every page visited.
import { assert, confirmModal, openAs, openRoute, registerUser, shooter, visible, waitForShownPage } from './harness.mjs'

const shot = shooter('SHOP_SHOTS', { settleMs: 400 })
const FAVOR_PAGE = '/pages/plugins/shop/favor/favor'

/** Every shown match of `selector` (harness `visible` is the first one only). */
const shown = (page, selector) => page.locator(`${selector} >> visible=true`)

/** Prices of the goods cards on the shown page, in order. */
function shownPrices(page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('[data-testid=goods-card] .price:not(.price--original)')]
      .filter((el) => el.offsetParent !== null)
      .map((el) => Number(el.textContent.replace(/[^\d.]/g, ''))),
  )
}

export const tests = [
  {
    name: 'shop directory: open a shop, favourite it, see it in my favourite shops and remove it',
    async run({ newPage, server }) {
      const user = await registerUser(server, { prefix: 'shop' })
      const { page } = await openAs(newPage, server, user, '/pages/plugins/shop/index/index')
      const cards = shown(page, '[data-testid=shop-card]')
      await cards.first().waitFor({ timeout: 30_000 })
      assert((await cards.count()) === 3, 'three shops')
      await shown(page, '[data-testid^=tab-]').filter({ hasText: '香氛' }).click()
      await shown(page, '[data-testid=status-empty]').filter({ hasText: '该分类下暂无店铺' }).waitFor({ timeout: 15_000 })
      await shown(page, '[data-testid^=tab-]').filter({ hasText: '洗护' }).click()
      await shown(page, '[data-testid=shop-card]').filter({ hasText: '海盐之境洗护馆' }).click({ timeout: 15_000 })
      await waitForShownPage(page, '/pages/plugins/shop/detail/detail')
      await visible(page, '[data-testid=shop-slider]').waitFor({ timeout: 30_000 })
      await visible(page, '[data-testid=shop-floor]').first().waitFor({ timeout: 15_000 })
      await shot(page, 'shop-detail-floors')

      const favourites = async () => Number((await visible(page, '[data-testid=shop-favor-count]').innerText()).replace(/\D/g, ''))
      const before = await favourites()
      const favor = visible(page, '[data-testid=shop-favor]')
      assert((await favor.getAttribute('data-on')) === '0', 'not a favourite yet')
      await favor.click()
      await visible(page, '[data-testid=shop-favor][data-on="1"]').waitFor({ timeout: 15_000 })
      assert((await favourites()) === before + 1, 'the count rose by one')

      await openRoute(page, server, FAVOR_PAGE)
      const row = shown(page, '[data-testid=shop-favor-row]')
      await row.filter({ hasText: '海盐之境洗护馆' }).waitFor({ timeout: 30_000 })
      assert((await row.count()) === 1, 'one favourite shop')
      await shot(page, 'shop-favor')
      await visible(page, '[data-testid=shop-favor-cancel]').click()
      await confirmModal(page)
      await shown(page, '[data-testid=status-empty]').filter({ hasText: '还没有收藏店铺' }).waitFor({ timeout: 15_000 })
    },
  },
  {
    name: 'search inside a shop: a category from the header, a price sort both ways, a sub-category from the filter',
    async run({ newPage, server }) {
      const { page } = await openAs(newPage, server, null, '/pages/plugins/shop/detail/detail?id=1')
      await visible(page, '[data-testid=shop-header]').waitFor({ timeout: 30_000 })
      await visible(page, '[data-testid=shop-categories-toggle]').click()
      await shown(page, '[data-testid=shop-category]').filter({ hasText: '底妆' }).click()
      await waitForShownPage(page, '/pages/plugins/shop/search/search')
      await shown(page, '[data-testid=shop-search-category]').filter({ hasText: '底妆' }).waitFor({ timeout: 30_000 })
      await page.waitForFunction(() => [...document.querySelectorAll('[data-testid=goods-card]')].filter((el) => el.offsetParent !== null).length === 2, null, {
        timeout: 15_000,
      })

      await visible(page, '[data-testid=sort-min_price]').click() // first tap: ascending
      await page.waitForFunction(() => Boolean(document.querySelector('[data-testid=sort-min_price] .sort-bar__arrow--up.sort-bar__arrow--on')), null, {
        timeout: 10_000,
      })
      await page.waitForFunction(
        () => {
          const prices = [...document.querySelectorAll('[data-testid=goods-card] .price:not(.price--original)')]
            .filter((el) => el.offsetParent !== null)
            .map((el) => Number(el.textContent.replace(/[^\d.]/g, '')))
          return prices.length === 2 && prices[0] < prices[1]
        },
        null,
        { timeout: 15_000 },
      )
      await visible(page, '[data-testid=sort-min_price]').click() // then descending
      await page.waitForFunction(
        () => {
          const prices = [...document.querySelectorAll('[data-testid=goods-card] .price:not(.price--original)')]
            .filter((el) => el.offsetParent !== null)
            .map((el) => Number(el.textContent.replace(/[^\d.]/g, '')))
          return prices.length === 2 && prices[0] > prices[1]
        },
        null,
        { timeout: 15_000 },
      )
      const [dear, cheap] = await shownPrices(page)
      assert(dear > cheap, 'descending after the second tap')
      await shot(page, 'shop-search-sorted')

      await visible(page, '[data-testid=shop-filter-open]').click()
      await shown(page, '[data-testid=shop-filter-found]').filter({ hasText: '2' }).waitFor({ timeout: 10_000 })
      await shown(page, '[data-testid=shop-filter-category]').filter({ hasText: '气垫' }).click()
      await shot(page, 'shop-search-filter')
      await visible(page, '[data-testid=shop-filter-apply]').click()
      await shown(page, '[data-testid=shop-search-category]').filter({ hasText: '气垫' }).waitFor({ timeout: 15_000 })
      await page.waitForFunction(
        () => {
          const cards = [...document.querySelectorAll('[data-testid=goods-card]')].filter((el) => el.offsetParent !== null)
          return cards.length === 1 && cards[0].textContent.includes('气垫')
        },
        null,
        { timeout: 15_000 },
      )
    },
  },
  {
    name: 'home: the shop list, activity floors above and after the goods floors, a magic cube; an activity and a magic group open',
    async run({ newPage, server }) {
      const { page } = await openAs(newPage, server, null, '/pages/index/index')
      await visible(page, '[data-testid=home-activity-0] [data-testid=home-activity-floor]').first().waitFor({ timeout: 30_000 })
      await visible(page, '[data-testid=home-shop-block] [data-testid=home-shop]').first().waitFor({ timeout: 15_000 })
      assert((await shown(page, '[data-testid=home-shop]').count()) === 3, 'three shops on home')
      await visible(page, '[data-testid=home-magic]').waitFor({ timeout: 15_000 })
      await visible(page, '[data-testid=home-activity-1] [data-testid=home-activity-floor]').first().waitFor({ timeout: 30_000 })
      assert((await visible(page, '[data-testid=home-activity-1]').innerText()).includes('彩妆焕新周'), 'the second activity comes after the floors')
      await shot(page, 'home-blocks')

      await visible(page, '[data-testid=home-activity-0] .activity-floors__head').first().click()
      await waitForShownPage(page, '/pages/plugins/activity/detail/detail')
      await shown(page, '[data-testid=activity-title]').filter({ hasText: '秋冬护肤节' }).waitFor({ timeout: 30_000 })
      assert((await visible(page, '[data-testid=activity-state]').innerText()).includes('进行中'), 'running')
      assert(/\d{4}-\d{2}-\d{2}/.test(await visible(page, '[data-testid=activity-window]').innerText()), 'the time window shows')
      await visible(page, '[data-testid=goods-card]').first().waitFor({ timeout: 15_000 })
      await shot(page, 'activity-detail')
      await visible(page, '[data-testid=activity-more]').click()
      await waitForShownPage(page, '/pages/plugins/activity/index/index')
      await shown(page, '[data-testid=activity-card]').filter({ hasText: '夏日防晒季' }).click({ timeout: 30_000 })
      await shown(page, '[data-testid=activity-notice]').filter({ hasText: '活动已结束' }).waitFor({ timeout: 30_000 })

      const home = await openAs(newPage, server, null, '/pages/index/index')
      await shown(home.page, '[data-testid=home-magic] [data-testid=magic-tab]').filter({ hasText: '居家护理' }).click({ timeout: 30_000 })
      await shown(home.page, '[data-testid=home-magic] [data-testid=magic-group]').filter({ hasText: '居家护理' }).click()
      await waitForShownPage(home.page, '/pages/plugins/magic/detail/detail')
      await shown(home.page, '[data-testid=magic-title]').filter({ hasText: '居家护理' }).waitFor({ timeout: 30_000 })
      assert((await shown(home.page, '[data-testid=goods-card]').count()) === 4, 'the group goods')
      await shot(home.page, 'magic-detail')
    },
  },
]
