// What a shopper sees on the core pages (issue 20): the ten key pages pass axe-core without critical or
// serious violations in Chinese and in English, English mode shows no Chinese text that did not come from the
// shop (the API answers and the signed-in user are shop content), and every action of the key flows is
// reachable with the keyboard (Tab, then Enter).
// LOOK_SHOTS=<dir> saves a screenshot of every page audited.
import { apiCall, assert, buyNowRoute, loginUser, openAs, registerUser, shooter, waitForShownPage, webUrl } from './harness.mjs'
import { axeViolations, collectStrings, foreignText, recordServerText } from './polish-audit.mjs'
import { KEY_PAGES, waitForSettled } from './walk-routes.mjs'

const shot = shooter('LOOK_SHOTS', { settleMs: 200 })

function describe(name, violations) {
  return violations.map(
    (v) =>
      `${name}: ${v.id} (${v.impact}) ${v.nodes
        .slice(0, 3)
        .map((node) => `${node.target} | ${node.failure}`)
        .join(' ; ')}`,
  )
}

/** Audit `pages` in `lang` as `user` (null: a guest): axe, and in English the Chinese UI text. */
async function audit(newPage, server, user, lang, pages) {
  const made = await openAs(newPage, server, user, '', { lang, contextOptions: { bypassCSP: true } })
  const serverText = recordServerText(made.page)
  if (user) collectStrings(user, serverText)
  const problems = []
  for (const [name, route] of pages) {
    await made.page.goto(webUrl(server, route))
    await waitForSettled(made.page, route)
    problems.push(...describe(`${lang} ${name}`, await axeViolations(made.page)))
    if (lang === 'en') for (const text of await foreignText(made.page, serverText)) problems.push(`en ${name}: Chinese UI text "${text}"`)
    await shot(made.page, `${name.replace(/\W+/g, '-')}-${lang}`)
  }
  return problems
}

/** Press Tab until `selector` (in the shown page) has the focus. */
async function tabTo(page, selector, presses = 60) {
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press('Tab')
    const there = await page.evaluate((sel) => {
      const active = document.activeElement
      return Boolean(active && active.matches(sel) && active.getClientRects().length)
    }, selector)
    if (there) return
  }
  throw new Error(`Tab never reached ${selector}`)
}

const auditTests = [
  [KEY_PAGES.slice(0, 5), 'home … cart'],
  [KEY_PAGES.slice(5), 'checkout … address form, and login as a guest'],
].map(([pages, label]) => ({
  name: `axe 0 critical/serious (zh, en) and no Chinese UI text in English: ${label}`,
  async run({ newPage, server }) {
    const user = await loginUser(server)
    const problems = []
    for (const lang of ['zh', 'en']) {
      problems.push(...(await audit(newPage, server, user, lang, pages)))
      if (label.includes('login')) problems.push(...(await audit(newPage, server, null, lang, [['login', 'pages/login/login']])))
    }
    for (const problem of problems) console.log(`        ${problem}`)
    assert(!problems.length, `${problems.length} problems on the key pages (listed above)`)
  },
}))

/** Wait until the shopper's cart (cart/index) holds something. */
async function cartFilled(server, token) {
  for (let tries = 0; tries < 50; tries++) {
    const answer = await apiCall(server, 'cart/index', {}, token)
    const rows = answer.data?.data ?? answer.data ?? []
    if (Array.isArray(rows) && rows.length) return rows
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error('the cart stayed empty')
}

/**
 * Checkout with the payment sheet open, in a theme: axe finds no critical/serious problem (theme-coloured
 * text on the theme's tint included); paying then shows the amount and the payment's number.
 */
function paymentSheetTest(theme, lang) {
  return {
    name: `checkout with the payment sheet open passes axe in the ${theme} theme (${lang}); the pay result shows amount and number`,
    async run({ newPage, server }) {
      const user = await loginUser(server)
      const route = buyNowRoute([{ goods_id: 41, stock: 1, spec: [] }])
      const { page } = await openAs(newPage, server, user, route, { lang, theme, contextOptions: { bypassCSP: true } })
      await waitForSettled(page, route)
      await page.locator('[data-testid=buy-payment][data-id="2"]').click()
      await page.locator('[data-testid=buy-submit]:not(.at-button--disabled)').waitFor({ timeout: 15_000 })
      await page.locator('[data-testid=buy-submit]').click()
      await page.locator('[data-testid=payment-method][data-id="2"].pay-method--on').waitFor({ timeout: 15_000 })
      const problems = describe(`${theme} checkout + payment sheet`, await axeViolations(page))
      await shot(page, `checkout-sheet-${theme}-${lang}`)
      for (const problem of problems) console.log(`        ${problem}`)
      assert(!problems.length, `${problems.length} axe problems with the payment sheet open (listed above)`)

      const amount = (await page.locator('.pay-sheet__amount .price').first().textContent())?.replace(/[^\d.]/g, '')
      await page.locator('[data-testid=payment-confirm]').click()
      await page.locator('[data-testid=paytips][data-result=success]').waitFor({ timeout: 20_000 })
      const receipt = await page.locator('[data-testid=paytips-receipt]').textContent()
      assert(amount && receipt.replace(/[^\d.]/g, '').includes(amount), `pay result shows the amount ${amount}: ${receipt}`)
      assert(/^\d{10,}$/.test((await page.locator('[data-testid=paytips-order-no]').textContent()).trim()), `pay result shows the payment number: ${receipt}`)
      await shot(page, `paytips-${theme}-${lang}`)
    },
  }
}

export const tests = [
  ...auditTests,
  paymentSheetTest('red', 'zh'),
  paymentSheetTest('green', 'en'),
  {
    name: 'keyboard: log in with Tab and Enter (agreement box, button; Enter in the password field), then the tab bar',
    async run({ newPage, server }) {
      const shopper = await registerUser(server, { prefix: 'kbd' })
      const { page } = await openAs(newPage, server, null, 'pages/login/login')
      await waitForSettled(page, 'pages/login/login')
      await tabTo(page, 'input[data-testid=login-accounts]')
      await page.keyboard.type(shopper.accounts)
      await tabTo(page, 'input[data-testid=login-pwd]')
      await page.keyboard.type(shopper.pwd)
      // The agreement must be accepted before logging in: its box is a checkbox of its own.
      await tabTo(page, '[data-testid=login-agree]')
      await page.keyboard.press('Space')
      await page.locator('.taro_page:visible [data-testid=login-agree][aria-checked=true]').waitFor({ timeout: 5_000 })
      await tabTo(page, '[data-testid=login-submit]')
      await page.keyboard.press('Enter')
      await page.waitForFunction(() => !location.hash.includes('pages/login/login'), null, { timeout: 15_000 })
      await tabTo(page, '[data-testid=tab-cart]', 120)
      await page.keyboard.press('Enter')
      await waitForShownPage(page, 'pages/cart/cart')
    },
  },
  {
    name: 'keyboard: Enter in the password field logs in',
    async run({ newPage, server }) {
      const shopper = await registerUser(server, { prefix: 'kbd' })
      const { page } = await openAs(newPage, server, null, 'pages/login/login')
      await waitForSettled(page, 'pages/login/login')
      await page.locator('.taro_page:visible [data-testid=login-agree]').click()
      await page.locator('.taro_page:visible input[data-testid=login-accounts]').fill(shopper.accounts)
      const password = page.locator('.taro_page:visible input[data-testid=login-pwd]')
      await password.fill(shopper.pwd)
      await password.press('Enter')
      await page.waitForFunction(() => !location.hash.includes('pages/login/login'), null, { timeout: 15_000 })
    },
  },
  {
    name: 'keyboard: add to cart from goods detail, change the quantity in the cart and go to checkout',
    async run({ newPage, server }) {
      const shopper = await registerUser(server, { prefix: 'kbd' })
      const { page } = await openAs(newPage, server, shopper, 'pages/goods-detail/goods-detail?id=2')
      await waitForSettled(page, 'pages/goods-detail/goods-detail')
      await tabTo(page, '[data-testid=buy-button-cart]', 150)
      await page.keyboard.press('Enter')
      // A goods with specifications opens the picker: its values and confirm button take the keyboard too.
      await page.locator('.taro_page:visible [data-testid=spec-picker]').waitFor({ timeout: 10_000 })
      for (const group of await page.locator('.taro_page:visible [data-testid=spec-group]').all()) {
        await group.locator('[data-testid=spec-value]').first().focus()
        await page.keyboard.press('Enter')
      }
      await tabTo(page, '[data-testid=spec-confirm-cart]')
      await page.keyboard.press('Enter')
      const rows = await cartFilled(server, shopper.token)
      await page.goto(webUrl(server, 'pages/cart/cart'))
      await waitForSettled(page, 'pages/cart/cart')
      const input = page.locator('.taro_page:visible input[data-testid=qty-input]').first()
      const before = Number(await input.inputValue())
      await tabTo(page, '[data-testid=qty-plus]')
      await page.keyboard.press('Enter')
      await page.waitForFunction(
        (want) => [...document.querySelectorAll('input[data-testid=qty-input]')].some((el) => el.getClientRects().length && Number(el.value) === want),
        before + 1,
        { timeout: 10_000 },
      )
      assert(rows.length === 1, `one cart line, got ${rows.length}`)
      await tabTo(page, '[data-testid=cart-checkout]')
      await page.keyboard.press('Enter')
      await waitForShownPage(page, 'pages/buy/buy')
    },
  },
]
