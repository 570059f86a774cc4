// Issue #18 in chromium against the demo server: the category goods-list mode's cart, a search filtered
// by a spec value, batch payment of two orders, a freight option with coin payment, share payloads
// (goods detail, article, coupon page), the top offset and the page-load placeholder.
import { apiCall, assert, buyNowRoute, loginUser, openAs, pluginCall, registerUser, waitForShownPage, webUrl } from './harness.mjs'

const DEMO_PAY_ID = '2'
const CLEANSER = '2' // 花间集 玫瑰氨基酸洁面乳: no specs, in the first top category
const BULK = 44 // warehouse 1 goods the coin test buys (its freight options come from migration 062)

const meta = (page, property) => page.evaluate((p) => document.head.querySelector(`meta[property="${p}"]`)?.getAttribute('content') ?? '', property)

async function waitForMeta(page, property, test, timeout = 15_000) {
  await page.waitForFunction(
    ([p, source]) => new RegExp(source).test(document.head.querySelector(`meta[property="${p}"]`)?.getAttribute('content') ?? ''),
    [property, test.source],
    { timeout },
  )
}

/** A shopper of the test's own with an address and `count` unpaid DemoPay orders. */
async function shopperWithUnpaidOrders(server, count) {
  const user = await registerUser(server, { prefix: 'cd' })
  const address = await apiCall(
    server,
    'useraddress/save',
    { name: '林测试', tel: '13800001234', province: 1, city: 36, county: 457, address: '东华门大街9号', label: '家', is_default: 1 },
    user.token,
  )
  assert(address.code === 0, `address: ${address.msg}`)
  const addressId = (await apiCall(server, 'useraddress/index', {}, user.token)).data.data[0].id
  const orderIds = []
  for (let i = 0; i < count; i++) {
    const placed = await apiCall(
      server,
      'buy/add',
      // A note of its own: the server answers an identical submit within 3 s with the first order.
      {
        buy_type: 'goods',
        goods_data: [{ goods_id: Number(CLEANSER), stock: 1 }],
        address_id: addressId,
        payment_id: Number(DEMO_PAY_ID),
        user_note: `e2e ${i}`,
      },
      user.token,
    )
    assert(placed.code === 0, `buy/add: ${placed.msg}`)
    orderIds.push(String(placed.data.order_ids[0]))
  }
  return { user, orderIds }
}

export const tests = [
  {
    name: 'category goods-list mode: add, change the quantity and check out from the cart bar',
    async run({ newPage, server }) {
      const user = await registerUser(server, { prefix: 'cc' })
      const made = await openAs(newPage, server, user)
      const { page } = made
      // category_show_level 0 turns the category tab into the goods-list mode.
      await page.route(/s=base\/common/, async (route) => {
        const response = await route.fetch()
        const json = await response.json()
        json.data.config.category_show_level = '0'
        await route.fulfill({ response, json })
      })
      await page.goto(webUrl(server, 'pages/goods-category/goods-category'))
      const row = page.locator(`[data-testid=category-goods-row][data-id="${CLEANSER}"]`).first()
      await row.waitFor({ timeout: 30_000 })
      const count = row.locator('[data-testid=category-step]')
      const waitCount = (n) => row.locator(`[data-testid=category-step][data-count="${n}"]:not(.cat-step--busy)`).waitFor({ timeout: 15_000 })

      await row.getByTestId('category-step-plus').click()
      await waitCount(1)
      await row.getByTestId('category-step-plus').click()
      await waitCount(2)
      await row.getByTestId('category-step-minus').click()
      await waitCount(1)
      await row.getByTestId('category-step-plus').click()
      await waitCount(2)
      assert((await count.getAttribute('data-count')) === '2', 'the row shows 2 in the cart')
      await page.getByTestId('category-cart-count').filter({ hasText: '2' }).waitFor({ timeout: 10_000 })
      const cart = await apiCall(server, 'cart/index', {}, user.token)
      const line = cart.data.data.find((c) => String(c.goods_id) === CLEANSER)
      assert(line && Number(line.stock) === 2, `cart/index has the goods twice: ${JSON.stringify(cart.data.data.map((c) => [c.goods_id, c.stock]))}`)

      await page.getByTestId('category-checkout').click()
      await waitForShownPage(page, 'pages/buy/buy')
      const buyLine = page.locator('[data-testid=buy-line] >> visible=true').first()
      await buyLine.waitFor({ timeout: 20_000 })
      assert((await buyLine.textContent()).includes('x2'), `checkout has the two: ${await buyLine.textContent()}`)
    },
  },
  {
    name: 'search filtered by a spec value lists only the goods with it',
    async run({ newPage, server }) {
      const { page } = await openAs(newPage, server, null, 'pages/goods-search/goods-search')
      await page.locator('[data-testid=goods-card]').nth(1).waitFor({ timeout: 30_000 })
      await page.getByTestId('open-filter').click()
      const chip = page.locator('[data-testid=filter-specs] [data-testid=filter-chip]', { hasText: '02 豆沙' })
      await chip.click()
      const request = page.waitForRequest((r) => r.url().includes('s=search/datalist') && (r.postData() ?? '').includes('02 豆沙'), { timeout: 15_000 })
      await page.getByTestId('filter-apply').click()
      const sent = JSON.parse((await request).postData())
      assert(JSON.parse(sent.goods_spec_values)[0] === '02 豆沙', `goods_spec_values: ${sent.goods_spec_values}`)
      await page.waitForFunction(
        () => {
          const cards = [...document.querySelectorAll('[data-testid=goods-card]')]
          return cards.length === 1 && cards[0].textContent.includes('丝绒哑光口红')
        },
        null,
        { timeout: 15_000 },
      )
    },
  },
  {
    name: 'batch-pay two orders from "to pay" (and the order tabs stick under the title bar)',
    async run({ newPage, server }) {
      const { user, orderIds } = await shopperWithUnpaidOrders(server, 2)
      const { page } = await openAs(newPage, server, user, 'pages/user-order/user-order?status=1')
      for (const id of orderIds) await page.locator(`[data-testid=order-card][data-id="${id}"] [data-testid=order-pick]`).click()
      await page.getByTestId('order-bulk-pay').filter({ hasText: '2' }).click()
      await page.locator('[data-testid=payment-sheet]').waitFor({ timeout: 15_000 })
      await page.locator(`[data-testid=payment-method][data-id="${DEMO_PAY_ID}"]`).click()
      await page.locator(`[data-testid=payment-method][data-id="${DEMO_PAY_ID}"].pay-method--on`).waitFor({ timeout: 5_000 })
      await page.getByTestId('payment-confirm').click()
      await page.waitForURL(/pages\/paytips\/paytips/, { timeout: 20_000 })
      await page.locator('[data-testid=paytips][data-result=success]').waitFor({ timeout: 10_000 })
      for (const id of orderIds) {
        const order = (await apiCall(server, 'order/detail', { id }, user.token)).data.data
        assert(Number(order.status) === 2 && Number(order.pay_status) === 1, `order ${id} paid: status ${order.status}`)
      }

      // Spec 2's top offset: the order tabs stick right under the web title bar of this inner page.
      const { page: orders } = await openAs(newPage, server, user, 'pages/user-order/user-order')
      const tabs = orders.locator('.order-tabs >> visible=true').first()
      await tabs.waitFor({ timeout: 30_000 })
      const barHeight = await orders
        .locator('[data-testid=nav-bar] >> visible=true')
        .first()
        .evaluate((el) => el.getBoundingClientRect().height)
      const tabsTop = await tabs.evaluate((el) => parseFloat(getComputedStyle(el).top))
      assert(barHeight > 0 && Math.abs(tabsTop - barHeight) < 1, `tabs stick at ${tabsTop}px under the ${barHeight}px title bar`)
    },
  },
  {
    name: 'checkout: choose a freight option and pay with coins',
    async run({ newPage, server }) {
      const user = await loginUser(server)
      const coins = async () => (await pluginCall(server, 'coin', 'user', 'index', {}, user.token)).data.accounts_list.find((a) => a.platform_symbol === 'USDT')
      const before = await coins()
      const { page } = await openAs(newPage, server, user, buyNowRoute([{ goods_id: BULK, stock: 1 }]))
      const freight = page.getByTestId('buy-freight')
      await freight.waitFor({ timeout: 30_000 })
      await freight.click()
      await page.getByTestId('buy-freight-option').filter({ hasText: '顺丰次日达' }).click()
      await freight.filter({ hasText: '顺丰次日达' }).waitFor({ timeout: 15_000 })
      const coin = page.locator(`[data-testid=checkout-coin-account][data-id="${before.id}"]`)
      await coin.click()
      await page.locator(`[data-testid=checkout-coin-account][data-id="${before.id}"].pay-method--on`).waitFor({ timeout: 10_000 })
      assert((await page.locator('[data-testid=buy-payment].pay-method--on').count()) === 0, 'no payment method while coins pay')
      await page.getByTestId('buy-submit').click()
      await waitForShownPage(page, 'pages/user-order/user-order')

      const orders = (await apiCall(server, 'order/index', { status: -1, page: 1 }, user.token)).data.data
      const newest = orders[0]
      assert(Number(newest.status) === 2 && Number(newest.pay_status) === 1, `paid by coins: status ${newest.status}`)
      assert(newest.increase_price === '12.00', `the next-day freight is on the order: ${newest.increase_price}`)
      const after = await coins()
      assert(Number(after.normal_coin) < Number(before.normal_coin), `coins spent: ${before.normal_coin} -> ${after.normal_coin}`)
    },
  },
  {
    name: 'share payloads of goods detail, an article and the coupon page',
    async run({ newPage, server }) {
      const user = await loginUser(server)
      const referrer = `referrer=${user.id}`
      const { page } = await openAs(newPage, server, user, `pages/goods-detail/goods-detail?id=${CLEANSER}`)
      const title = (await page.locator('.gd-title, [data-testid=goods-title]').first().textContent({ timeout: 30_000 })).trim()
      await waitForMeta(page, 'og:title', new RegExp(title.slice(0, 6)))
      const goodsUrl = await meta(page, 'og:url')
      assert(goodsUrl.includes(`#/pages/goods-detail/goods-detail?id=${CLEANSER}`) && goodsUrl.includes(referrer), `goods share url: ${goodsUrl}`)
      assert((await meta(page, 'og:image')).startsWith('http'), 'goods share image')
      // The floating top nav sits right under the title bar (spec 2's top offset of inner pages).
      const barHeight = await page
        .locator('[data-testid=nav-bar] >> visible=true')
        .first()
        .evaluate((el) => el.getBoundingClientRect().height)
      const navTop = await page
        .locator('[data-testid=goods-topnav] >> visible=true')
        .first()
        .evaluate((el) => parseFloat(getComputedStyle(el).top))
      assert(barHeight > 0 && Math.abs(navTop - barHeight) < 1, `top nav at ${navTop}px under the ${barHeight}px title bar`)

      const { page: article } = await openAs(newPage, server, user, 'pages/article-detail/article-detail?id=1')
      await waitForMeta(article, 'og:title', /如何下单购买/)
      const articleUrl = await meta(article, 'og:url')
      assert(articleUrl.includes('#/pages/article-detail/article-detail?id=1') && articleUrl.includes(referrer), `article share url: ${articleUrl}`)

      const { page: coupons } = await openAs(newPage, server, user, 'pages/plugins/coupon/index/index')
      await waitForMeta(coupons, 'og:url', /pages\/plugins\/coupon\/index\/index/)
      assert((await meta(coupons, 'og:url')).includes(referrer), 'coupon share carries the referrer')
      assert((await meta(coupons, 'og:title')).length > 0, 'coupon share title')
    },
  },
  {
    name: 'a slow page shows the load placeholder, a failed one the error that reloads on a tap',
    async run({ newPage, server }) {
      const made = await newPage({ allowPageErrors: true })
      const { page } = made
      await page.goto(webUrl(server, 'pages/about/about'))
      await waitForShownPage(page, 'pages/about/about')
      // From here on every script is a page chunk: hold the next one back, then refuse the one after.
      let mode = 'slow'
      await page.route(/\.js(\?|$)/, async (route) => {
        if (mode === 'slow') {
          await new Promise((r) => setTimeout(r, 1500))
          await route.continue()
        } else await route.abort()
      })
      await page.evaluate(() => (location.hash = '#/pages/login/login'))
      const placeholder = page.locator('#boot-placeholder')
      await placeholder.waitFor({ state: 'visible', timeout: 10_000 })
      assert((await placeholder.textContent()).includes('页面加载中'), 'the loading text')
      await waitForShownPage(page, 'pages/login/login')
      await placeholder.waitFor({ state: 'hidden', timeout: 10_000 })

      mode = 'fail'
      await page.evaluate(() => (location.hash = '#/pages/goods-search/goods-search'))
      await page.locator('#boot-placeholder.failed').waitFor({ state: 'visible', timeout: 10_000 })
      assert((await placeholder.textContent()).includes('页面资源加载失败'), 'the error text')
      // A tap reloads the app (the held-back page then loads).
      await page.unroute(/\.js(\?|$)/)
      await placeholder.click()
      await waitForShownPage(page, 'pages/goods-search/goods-search')
    },
  },
]
