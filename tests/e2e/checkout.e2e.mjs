// Checkout journey: cart -> checkout -> DemoPay -> pay result -> my orders -> order detail,
// plus "buy now", each in Chinese and English. The shopper logs in through the API (the login
// page belongs to another area) and the user object is stored as Taro's H5 storage does.
import { apiCall, assert, buyNowRoute, confirmModal, loginUser, openAs as openUserPage } from './harness.mjs'

/** A signed-in page in `lang` (nothing opened yet). */
const openAs = (newPage, server, user, lang) => openUserPage(newPage, server, user, '', { lang })

const DEMO_PAY_ID = '2'
/** Single-spec goods of the demo catalogue. */
const GOODS_KEEP = 44
const GOODS_DELETE = 42
const GOODS_BUY_NOW = 41

async function cartRows(server, token) {
  const answer = await apiCall(server, 'cart/index', {}, token)
  return answer.data?.data ?? []
}

async function waitFor(check, message, timeout = 15_000) {
  const started = Date.now()
  for (;;) {
    const value = await check()
    if (value) return value
    if (Date.now() - started > timeout) throw new Error(`timed out: ${message}`)
    await new Promise((r) => setTimeout(r, 300))
  }
}

/** A finger moving left across the row (the row listens to touchstart/touchend). */
async function swipeLeft(page, selector) {
  await page.locator(selector).evaluate((el) => {
    const box = el.getBoundingClientRect()
    const y = box.top + box.height / 2
    const touch = (x) => new Touch({ identifier: 1, target: el, clientX: x, clientY: y })
    el.dispatchEvent(new TouchEvent('touchstart', { bubbles: true, touches: [touch(box.right - 20)], changedTouches: [touch(box.right - 20)] }))
    el.dispatchEvent(new TouchEvent('touchend', { bubbles: true, touches: [], changedTouches: [touch(box.right - 200)] }))
  })
}

/** On the checkout page: DemoPay, submit, pay in the sheet, land on the success page. */
async function payWithDemoPay(page, lang) {
  await page.locator(`[data-testid=buy-payment][data-id="${DEMO_PAY_ID}"]`).click()
  await page.locator(`[data-testid=buy-payment][data-id="${DEMO_PAY_ID}"].pay-method--on`).waitFor({ timeout: 15_000 })
  await page.locator('[data-testid=buy-submit]:not(.at-button--disabled)').waitFor({ timeout: 15_000 })
  await page.locator('[data-testid=buy-submit]').click()
  await page.locator('[data-testid=payment-sheet]').waitFor({ timeout: 15_000 })
  await page.locator(`[data-testid=payment-method][data-id="${DEMO_PAY_ID}"].pay-method--on`).waitFor({ timeout: 5_000 })
  await page.locator('[data-testid=payment-confirm]').click()
  await page.waitForURL(/pages\/paytips\/paytips/, { timeout: 20_000 })
  await page.locator('[data-testid=paytips][data-result=success]').waitFor({ timeout: 10_000 })
  const title = await page.locator('[data-testid=paytips-title]').textContent()
  assert(lang === 'en' ? /Payment successful/.test(title) : /支付成功/.test(title), `pay result title in ${lang}: ${title}`)
}

/** The newest order is paid and waiting for shipping, in the list and in its detail. */
async function checkNewestOrderPaid(page, server, token, lang) {
  const orders = await apiCall(server, 'order/index', { page: 1, is_more: 1, status: -1 }, token, lang)
  const newest = orders.data.data[0]
  assert(
    newest && Number(newest.status) === 2 && Number(newest.pay_status) === 1,
    `newest order paid and to ship, got status ${newest?.status} pay ${newest?.pay_status}`,
  )
  await page.locator('[data-testid=paytips-next]').click()
  await page.waitForURL(/pages\/user-order\/user-order/, { timeout: 15_000 })
  const card = page.locator(`[data-testid=order-card][data-id="${newest.id}"]`)
  await card.waitFor({ timeout: 15_000 })
  assert((await card.getAttribute('data-status')) === '2', 'order card shows status 2')
  assert((await card.locator('[data-testid=order-status]').textContent()).includes(newest.status_name), `status name ${newest.status_name}`)
  await card.click()
  await page.waitForURL(/pages\/user-order-detail\/user-order-detail/, { timeout: 15_000 })
  await page.locator('[data-testid=order-detail]').waitFor({ timeout: 15_000 })
  const number = await page.locator('[data-testid=order-detail-no]').textContent()
  assert(number.includes(newest.order_no), `detail shows ${newest.order_no}`)
  const payStatus = await page.locator('[data-testid=order-detail-pay-status]').textContent()
  assert(payStatus.includes(newest.pay_status_name), `detail pay status ${newest.pay_status_name}, saw ${payStatus}`)
  return newest
}

function cartJourney(lang) {
  return {
    name: `cart: change quantity, swipe-delete, check out, pay with DemoPay (${lang})`,
    async run({ newPage, server }) {
      const user = await loginUser(server)
      const token = user.token
      for (const id of [GOODS_KEEP, GOODS_DELETE]) {
        const saved = await apiCall(server, 'cart/save', { goods_id: id, stock: 1 }, token)
        assert(saved.code === 0, `cart/save ${id}: ${saved.msg}`)
      }
      const rows = await cartRows(server, token)
      const keep = rows.find((r) => Number(r.goods_id) === GOODS_KEEP)
      const drop = rows.find((r) => Number(r.goods_id) === GOODS_DELETE)

      const { page } = await openAs(newPage, server, user, lang)
      await page.goto(`${server.baseUrl}/web/#/pages/cart/cart`)
      const keepRow = `[data-testid=cart-row][data-id="${keep.id}"]`
      await page.locator(keepRow).waitFor({ timeout: 30_000 })
      const checkoutText = await page.locator('[data-testid=cart-checkout]').textContent()
      assert(lang === 'en' ? /Checkout/.test(checkoutText) : /结算/.test(checkoutText), `checkout label in ${lang}: ${checkoutText}`)

      // Quantity +1 goes through cart/stock.
      await page.locator(`${keepRow} [data-testid=qty-plus]`).click()
      await waitFor(async () => (await cartRows(server, token)).find((r) => r.id === keep.id)?.stock === keep.stock + 1, 'quantity increased on the server')

      // Swipe the other row left, delete, confirm.
      const dropRow = `[data-testid=cart-row][data-id="${drop.id}"]`
      await swipeLeft(page, `${dropRow} .cart-row__main`)
      await page.locator(`${dropRow}.cart-row--open`).waitFor({ timeout: 5_000 })
      await page.screenshot({ path: `/tmp/checkout-cart-swipe-${lang}.png` })
      await page.locator(`${dropRow} [data-testid=cart-row-delete]`).click()
      await confirmModal(page)
      await page.locator(dropRow).waitFor({ state: 'detached', timeout: 15_000 })
      assert(!(await cartRows(server, token)).some((r) => r.id === drop.id), 'row deleted on the server')

      // Check out the selected rows.
      await page.locator('[data-testid=cart-checkout]').click()
      await page.waitForURL(/pages\/buy\/buy/, { timeout: 15_000 })
      await page.locator('[data-testid=buy-group]').waitFor({ timeout: 30_000 })

      // Choose another address on the address page; it comes back through the cache key.
      await page.locator('[data-testid=buy-address]').click()
      await page.waitForURL(/pages\/user-address\/user-address/, { timeout: 15_000 })
      const other = page.locator('[data-testid=address-card]', { hasText: '南京西路' }).first()
      await other.waitFor({ timeout: 15_000 })
      await other.locator('.address-card__body').click()
      await page.waitForURL(/pages\/buy\/buy/, { timeout: 15_000 })
      await page.locator('[data-testid=buy-address]', { hasText: '南京西路' }).waitFor({ timeout: 15_000 })
      await page.screenshot({ path: `/tmp/checkout-buy-${lang}.png`, fullPage: true })

      await payWithDemoPay(page, lang)
      await page.screenshot({ path: `/tmp/checkout-paytips-${lang}.png` })
      const order = await checkNewestOrderPaid(page, server, token, lang)
      await page.screenshot({ path: `/tmp/checkout-order-detail-${lang}.png`, fullPage: true })
      assert(
        order.items.some((item) => Number(item.goods_id) === GOODS_KEEP),
        'the ordered goods are in the order',
      )
      assert(!(await cartRows(server, token)).some((r) => r.id === keep.id), 'checked-out rows left the cart')
    },
  }
}

function buyNowJourney(lang) {
  return {
    name: `buy now through buyNowUrl, pay with DemoPay (${lang})`,
    async run({ newPage, server }) {
      const user = await loginUser(server)
      const { page } = await openAs(newPage, server, user, lang)
      await page.goto(`${server.baseUrl}/web/#${buyNowRoute([{ goods_id: GOODS_BUY_NOW, stock: 2, spec: [] }])}`)
      const line = page.locator('[data-testid=buy-line]')
      await line.first().waitFor({ timeout: 30_000 })
      assert((await line.first().textContent()).includes('x2'), 'two pieces on the checkout page')
      await payWithDemoPay(page, lang)
      const order = await checkNewestOrderPaid(page, server, user.token, lang)
      assert(
        order.items.some((item) => Number(item.goods_id) === GOODS_BUY_NOW && Number(item.buy_number) === 2),
        'buy-now order holds 2 pieces',
      )
      await page.screenshot({ path: `/tmp/checkout-order-list-${lang}.png` })
    },
  }
}

export const tests = [cartJourney('zh'), buyNowJourney('zh'), cartJourney('en'), buyNowJourney('en')]
