// What a shopper sees on the core pages (issue 20): the ten key pages pass axe-core without critical or
// serious violations in Chinese and in English, English mode shows no Chinese text that did not come from the
// shop (the API answers and the signed-in user are shop content), and every action of the key flows is
// reachable with the keyboard (Tab, then Enter).
// LOOK_SHOTS=<dir> saves a screenshot of every page audited.
import { apiCall, assert, loginUser, openAs, registerUser, shooter, waitForShownPage, webUrl } from './harness.mjs'
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

export const tests = [
  ...auditTests,
  {
    name: 'keyboard: log in with Tab and Enter, then the tab bar',
    async run({ newPage, server }) {
      const shopper = await registerUser(server, { prefix: 'kbd' })
      const { page } = await openAs(newPage, server, null, 'pages/login/login')
      await waitForSettled(page, 'pages/login/login')
      await tabTo(page, '.taro_page input[type=text], .taro_page input:not([type])')
      await page.keyboard.type(shopper.accounts)
      await tabTo(page, '.taro_page input[type=password]')
      await page.keyboard.type(shopper.pwd)
      // The agreement must be accepted before logging in: its box is a control of its own.
      await tabTo(page, '[data-testid=agreement-check]')
      await page.keyboard.press('Enter')
      await tabTo(page, '[data-testid=login-submit]')
      await page.keyboard.press('Enter')
      await page.waitForFunction(() => !location.hash.includes('pages/login/login'), null, { timeout: 15_000 })
      await tabTo(page, '[data-testid=tab-bar] [role=tab]:nth-child(4), [data-testid=tab-bar] [role=link]:nth-child(4), [data-testid=tab-bar] > *:nth-child(4)')
      await page.keyboard.press('Enter')
      await waitForShownPage(page, 'pages/cart/cart')
    },
  },
  {
    name: 'keyboard: add to cart from goods detail, change the quantity in the cart and go to checkout',
    async run({ newPage, server }) {
      const shopper = await registerUser(server, { prefix: 'kbd' })
      const { page } = await openAs(newPage, server, shopper, 'pages/goods-detail/goods-detail?id=2')
      await waitForSettled(page, 'pages/goods-detail/goods-detail')
      await tabTo(page, '[data-testid=detail-add-cart]', 120)
      await page.keyboard.press('Enter')
      // A goods with specifications opens the picker; its confirm button takes Enter too.
      const picker = page.locator('[data-testid=spec-confirm] >> visible=true')
      if (await picker.count()) {
        await picker.focus()
        await page.keyboard.press('Enter')
      }
      await page.waitForFunction(async () => true, null, { timeout: 1000 })
      const cart = (await apiCall(server, 'cart/index', {}, shopper.token)).data
      assert((cart?.data ?? cart ?? []).length >= 1, 'the goods is in the cart')
      await page.goto(webUrl(server, 'pages/cart/cart'))
      await waitForSettled(page, 'pages/cart/cart')
      await tabTo(page, '[data-testid=stepper-plus]')
      await page.keyboard.press('Enter')
      await page.locator('.taro_page:visible input[aria-label]').first().waitFor()
      await tabTo(page, '[data-testid=cart-checkout]')
      await page.keyboard.press('Enter')
      await waitForShownPage(page, 'pages/buy/buy')
    },
  },
]
