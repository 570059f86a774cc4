// Stores and bundles: a new shopper chooses a store by location, fills its store cart and orders for pickup
// (DemoPay), then buys a bundle at its bundle price; the demo shopper opens the store lists (and a new one
// sees their empty states); store staff verify a punch-card code after a refused bad one.
import {
  apiCall,
  assert,
  expectToast,
  loginUser,
  openAs,
  openRoute,
  pluginCall,
  registerUser,
  shooter,
  startDemoServer,
  visible,
  waitForShownPage,
} from './harness.mjs'

const shot = shooter('PLUGIN_SHOTS')
const DEMO_PAY_ID = 2
const JINGAN = { lng: '121.4551', lat: '31.2284' }
const ROOT = '/pages/plugins/realstore'

async function fill(page, testId, value) {
  const input = visible(page, `[data-testid=${testId}] input, input[data-testid=${testId}]`)
  await input.waitFor({ timeout: 20_000 })
  await input.fill(value)
}

/** Checkout already open: DemoPay, submit, pay in the sheet, land on the success page. */
async function payWithDemoPay(page) {
  await page.locator(`[data-testid=buy-payment][data-id="${DEMO_PAY_ID}"]`).click()
  await page.locator(`[data-testid=buy-payment][data-id="${DEMO_PAY_ID}"].pay-method--on`).waitFor({ timeout: 15_000 })
  await page.locator('[data-testid=buy-submit]:not(.at-button--disabled)').waitFor({ timeout: 15_000 })
  await page.locator('[data-testid=buy-submit]').click()
  await page.locator('[data-testid=payment-sheet]').waitFor({ timeout: 15_000 })
  await page.locator(`[data-testid=payment-method][data-id="${DEMO_PAY_ID}"]`).click()
  await page.locator('[data-testid=payment-confirm]').click()
  await page.locator('[data-testid=paytips][data-result=success]').waitFor({ timeout: 20_000 })
}

/** A new shopper buys the fixed skincare bundle with the serum's size chosen, collecting it at a store. */
async function buyBundle(newPage, server) {
  const user = await registerUser(server, { prefix: 'bundle' })
  const { page } = await openAs(newPage, server, user, '/pages/plugins/binding/detail/detail?id=1')
  await visible(page, '[data-testid=bundle-detail]').waitFor({ timeout: 30_000 })
  assert((await visible(page, '[data-testid=bundle-bar-saving]').textContent()).includes('70.00'), 'saving shown')
  await visible(page, '[data-testid=bundle-goods-spec]').click()
  await visible(page, '[data-testid=spec-picker]').waitFor({ timeout: 10_000 })
  await visible(page, '[data-testid=spec-value]').first().click()
  await visible(page, '[data-testid=spec-confirm-buy]').click()
  await page.locator('[data-testid=spec-picker]').waitFor({ state: 'detached', timeout: 10_000 })
  await page.waitForFunction(() => document.querySelector('[data-testid=bundle-bar]')?.textContent?.includes('357.00'), null, { timeout: 10_000 })
  await shot(page, 'binding-detail')
  await visible(page, '[data-testid=bundle-buy]').click()

  await waitForShownPage(page, '/pages/buy/buy')
  await page.waitForFunction(() => document.body.innerText.includes('-￥70.00'), null, { timeout: 30_000 })
  // A new shopper has no address yet: the Jing'an store sells all three, so collect it there.
  await visible(page, '[data-testid=buy-modes] .buy-modes__item:has-text("门店自提")').click()
  await visible(page, '[data-testid=checkout-store-name]').waitFor({ timeout: 15_000 })
  await payWithDemoPay(page)
  const orders = await apiCall(server, 'order/index', { page: 1 }, user.token)
  const order = orders.data.data[0]
  assert(order.total_price === '357.00' && order.preferential_price === '70.00', `bundle priced by the server: ${order.total_price}`)
  assert(order.items.length === 3, 'all three goods of the fixed bundle')
  assert(order.order_model === 2, 'collected at the store')
}

export const tests = [
  {
    name: 'choose a store by location, fill its store cart and order for pickup there',
    async run({ newPage, server }) {
      const user = await registerUser(server, { prefix: 'store' })
      const { page } = await openAs(newPage, server, user, `${ROOT}/search/search`)
      await waitForShownPage(page, `${ROOT}/search/search`)
      await visible(page, '[data-testid=store-card]').waitFor({ timeout: 30_000 })
      // Choose a place next to the Jing'an store: the list sorts by distance and shows it.
      await visible(page, '[data-testid=realstore-location]').click()
      await waitForShownPage(page, '/pages/common/open-setting-location/open-setting-location')
      await fill(page, 'location-name', '静安寺')
      await fill(page, 'location-lng', JINGAN.lng)
      await fill(page, 'location-lat', JINGAN.lat)
      await visible(page, '[data-testid=location-save]').click()
      await waitForShownPage(page, `${ROOT}/search/search`)
      const first = visible(page, '[data-testid=store-card]')
      await page.waitForFunction(
        () => {
          const cards = [...document.querySelectorAll('[data-testid=store-card]')].filter((el) => el.offsetParent)
          return cards[0]?.getAttribute('data-store') === '1' && cards[0].querySelector('[data-testid=store-distance]')?.textContent?.includes('0m')
        },
        null,
        { timeout: 20_000 },
      )
      await shot(page, 'realstore-search')
      await first.locator('[data-testid=store-enter]').click()

      await waitForShownPage(page, `${ROOT}/detail/detail`)
      await visible(page, '[data-testid=store-goods][data-goods="2"]').waitFor({ timeout: 30_000 })
      const plus = visible(page, '[data-testid=store-goods][data-goods="2"] [data-testid=store-goods-plus]')
      await plus.click()
      await page.locator('[data-testid=store-cart-count]', { hasText: '1' }).waitFor({ timeout: 15_000 })
      await plus.click()
      await page.locator('[data-testid=store-cart-count]', { hasText: '2' }).waitFor({ timeout: 15_000 })
      await shot(page, 'realstore-detail')
      await visible(page, '[data-testid=store-cart-settle]:not(.at-button--disabled)').click()

      await waitForShownPage(page, '/pages/buy/buy')
      const store = visible(page, '[data-testid=checkout-store-name]')
      await store.waitFor({ timeout: 30_000 })
      assert((await store.textContent()).includes('静安旗舰店'), 'checkout collects at the chosen store')
      await shot(page, 'realstore-checkout')
      await payWithDemoPay(page)

      const orders = await pluginCall(server, 'realstore', 'orderallot', 'index', {}, user.token)
      assert(orders.data.total === 1, `one store order: ${JSON.stringify(orders.data).slice(0, 200)}`)
      const order = orders.data.data[0]
      assert(order.status === 2 && order.realstore_info.id === 1, `paid, received by the Jing'an store: ${order.status}`)
      assert(order.items[0].buy_number === 2, 'two of the cleanser')
      const cart = await pluginCall(server, 'realstore', 'detail', 'cartdata', { id: 1 }, user.token)
      assert(cart.data.buy_number === 0, 'the store cart was emptied by the order')
    },
  },
  {
    name: 'buy a bundle: choose the serum size, check out at the bundle price, collect it at a store',
    async run({ newPage }) {
      // The demo flash sale runs all day in 4-hour slots and sells its goods cheaper (bundle goods too):
      // this server's clock stands at 10:00, a slot without the bundle's goods, so the prices are known.
      const server = await startDemoServer({
        ...(process.env.E2E_WEB_ROOT ? { webRoot: process.env.E2E_WEB_ROOT } : {}),
        env: { SHOP_NOW: '2026-11-27T10:00:00Z' },
      })
      try {
        await buyBundle(newPage, server)
      } finally {
        await server.stop()
      }
    },
  },
  {
    name: 'store lists open with data for the demo shopper and empty for a new one; staff verify a card code',
    async run({ newPage, server }) {
      const demo = await loginUser(server)
      const { page } = await openAs(newPage, server, demo, `${ROOT}/orderallot-list/orderallot-list`)
      await waitForShownPage(page, `${ROOT}/orderallot-list/orderallot-list`)
      await visible(page, '[data-testid=store-order]').waitFor({ timeout: 30_000 })
      await visible(page, '[data-testid="tab-2,5"]').click()
      await page.locator('[data-testid=store-order][data-status="5"]').first().waitFor({ timeout: 15_000 })
      await shot(page, 'realstore-orders')
      await visible(page, '[data-testid=store-order] .pk-card__head').click()
      await waitForShownPage(page, `${ROOT}/orderallot-detail/orderallot-detail`)
      await visible(page, '[data-testid=store-order-code]').waitFor({ timeout: 30_000 })
      await openRoute(page, server, `${ROOT}/batchorder-list/batchorder-list`, '[data-testid=batch-step]')
      await openRoute(page, server, `${ROOT}/frequencycard-list/frequencycard-list`, '[data-testid=punch-card]')
      await visible(page, '[data-testid=punch-card][data-status="0"] [data-testid=punch-card-uses]').click()
      await waitForShownPage(page, `${ROOT}/frequencycard-used/frequencycard-used`)
      await visible(page, '[data-testid=card-use]').waitFor({ timeout: 30_000 })
      await openRoute(page, server, `${ROOT}/favor/favor`, '[data-testid=favor-store]')
      await openRoute(page, server, `${ROOT}/index/index`, '[data-testid=store-card]')
      await openRoute(page, server, '/pages/plugins/binding/index/index', '[data-testid=bundle-card]')

      const fresh = await registerUser(server, { prefix: 'empty' })
      const other = await openAs(newPage, server, fresh, `${ROOT}/frequencycard-list/frequencycard-list`)
      await visible(other.page, '[data-testid=status-empty]').waitFor({ timeout: 30_000 })
      await openRoute(other.page, server, `${ROOT}/orderallot-list/orderallot-list`, '[data-testid=status-empty]')
      await openRoute(other.page, server, `${ROOT}/favor/favor`, '[data-testid=status-empty]')

      const staff = await loginUser(server, 'storestaff', 'staff123456')
      const check = await openAs(newPage, server, staff, `${ROOT}/check/check`)
      await fill(check.page, 'check-code', '12')
      await visible(check.page, '[data-testid=check-submit]').click()
      await expectToast(check.page, '核销码为4-20位字母或数字')
      assert((await visible(check.page, 'input[data-testid=check-code], [data-testid=check-code] input').inputValue()) === '12', 'the typed code stays')
      await fill(check.page, 'check-code', '80000001')
      await visible(check.page, '[data-testid=check-submit]').click()
      await check.page.locator('[data-testid=check-result][data-ok="1"]').waitFor({ timeout: 15_000 })
      await shot(check.page, 'realstore-check')
      const card = await pluginCall(server, 'realstore', 'frequencycard', 'index', { status: 0 }, demo.token)
      const used = card.data.data.find((c) => c.code === '80000001')
      assert(used && used.use_number >= 4, `one use taken off the card: ${used?.use_number}`)
    },
  },
]
