// What a shopper sees on the plugin pages (issue 20): every plugin page with the demo shopper's data passes
// axe-core without critical or serious violations in Chinese and in English, English mode shows no Chinese
// text that did not come from the shop (the API answers and the signed-in user are shop content), the
// plugins' parts of core pages (home, goods detail, checkout, user centre, settings) pass axe too, and the
// running flash-sale session is scrolled into view on a phone.
// POLISH_SHOTS=<dir> saves a screenshot of every page audited.
import { assert, buyNowRoute, loginUser, openAs, shooter, startDemoServer, waitForShownPage, webUrl } from './harness.mjs'
import { axeViolations, collectStrings, foreignText, pluginPages, recordServerText } from './polish-audit.mjs'
import { waitForSettled } from './walk-routes.mjs'

const shot = shooter('POLISH_SHOTS', { settleMs: 200 })

/** A signed-in page in `lang` where axe can be injected, with the text the server sent it recorded. */
async function auditPage(newPage, server, user, lang) {
  const made = await openAs(newPage, server, user, '', { lang, contextOptions: { bypassCSP: true } })
  const serverText = recordServerText(made.page)
  collectStrings(user, serverText)
  return { page: made.page, serverText }
}

function describe(route, violations) {
  return violations.map((v) => {
    const where = v.nodes.every((node) => node.shared) ? '[shared component] ' : ''
    return `${where}${route}: ${v.id} (${v.impact}) ${v.nodes
      .slice(0, 2)
      .map((node) => `${node.target} | ${node.failure}`)
      .join(' ; ')}`
  })
}

/** "N problems (M in shared components)": where to look first. */
function summary(problems) {
  const shared = problems.filter((problem) => problem.startsWith('[shared component]')).length
  return `${problems.length} problems (${shared} of them in shared components only)`
}

/** Audit `pages` ([name, route]) in both languages; English also for Chinese UI text. Returns the problems. */
async function auditBoth(newPage, server, user, pages) {
  const problems = []
  for (const lang of ['zh', 'en']) {
    const { page, serverText } = await auditPage(newPage, server, user, lang)
    for (const [name, route] of pages) {
      await page.goto(webUrl(server, route))
      await waitForSettled(page, route)
      problems.push(...describe(`${lang} ${name}`, await axeViolations(page)))
      if (lang === 'en') for (const text of await foreignText(page, serverText)) problems.push(`en ${name}: Chinese UI text "${text}"`)
      await shot(page, `${name.replace(/\W+/g, '-')}-${lang}`)
    }
  }
  return problems
}

// The plugin pages (names of pluginPages) in groups small enough for one test each: two languages, about a
// second a page.
const GROUPS = [
  ['seckill hall', 'coupon centre', 'coupon detail', 'shop coupons', 'my coupons', 'points mall', 'points code'],
  ['vip intro', 'vip buy', 'vip centre', 'vip orders', 'vip order detail', 'vip profit', 'vip profit detail', 'vip poster', 'vip team'],
  ['check-in', 'check-in mine', 'check-in code', 'check-in code form', 'check-in members', 'currency', 'cashback', 'cashback detail'],
  ['brands', 'label', 'parcel', 'order resources', 'gift cards', 'gift card redeem'],
  ['wallet', 'wallet recharges', 'wallet withdrawals', 'wallet transfers', 'wallet recharge', 'wallet cash check'],
  ['wallet withdraw', 'wallet transfer', 'wallet log', 'wallet recharge detail', 'wallet withdrawal detail', 'wallet transfer detail'],
  ['coins', 'coin account', 'coin recharge', 'coin recharge pay', 'coin convert', 'coin withdraw', 'coin transfer'],
  ['coin collection', 'coin recharges', 'coin withdrawals', 'coin conversions', 'coin transactions', 'coin transfers'],
  ['certificates', 'certificate form', 'certificate detail', 'invoices', 'invoice detail', 'invoice form', 'invoice orders', 'invoice recharges'],
]

const pageTests = GROUPS.map((names) => ({
  name: `axe 0 critical/serious (zh, en) and no Chinese UI text in English: ${names[0]} … ${names[names.length - 1]}`,
  async run({ newPage, server }) {
    const user = await loginUser(server)
    const all = await pluginPages(server, user.token)
    const pages = all.filter(([name]) => names.includes(name))
    assert(pages.length === names.length, `every page of the group is known: ${names.filter((name) => !pages.some(([n]) => n === name)).join(', ')}`)
    const problems = await auditBoth(newPage, server, user, pages)
    for (const problem of problems) console.log(`        ${problem}`)
    assert(!problems.length, `${summary(problems)} on ${pages.length} pages (listed above)`)
  },
}))

// Where core pages draw the plugins' parts: axe runs on those parts only.
const EMBEDS = [
  ['home', 'pages/index/index', ['[data-testid=seckill-home-block]']],
  ['goods detail', 'pages/goods-detail/goods-detail?id=2', ['.seckill-badge', '.coupon-goods', '.vip-badge', '[data-testid=goods-label-chips]']],
  ['user centre', 'pages/user/user', ['.points-shortcut', '.signin-shortcut', '.vip-entry', '.wallet-shortcut']],
  ['settings', 'pages/setup/setup', ['[data-testid=setup-currency]', '[data-testid=invoice-settings-entry]']],
]

export const tests = [
  ...pageTests,
  {
    name: "the plugins' parts of home, goods detail, user centre, settings and checkout pass axe (zh, en)",
    async run({ newPage, server }) {
      const user = await loginUser(server)
      const checkout = buyNowRoute([{ goods_id: 2, stock: 1, spec: [] }])
      const problems = []
      for (const lang of ['zh', 'en']) {
        const { page } = await auditPage(newPage, server, user, lang)
        for (const [name, route, parts] of [...EMBEDS, ['checkout', checkout, ['.checkout-coupons', '[data-testid=checkout-points]']]]) {
          await page.goto(webUrl(server, route))
          await waitForSettled(page, route)
          // Wait for the parts to come (embeds load their own data); a page may show only some of them.
          await page.waitForFunction(
            (selectors) => selectors.some((sel) => [...document.querySelectorAll(sel)].some((el) => el.getClientRects().length)),
            parts,
            {
              timeout: 15_000,
            },
          )
          problems.push(...describe(`${lang} ${name}`, await axeViolations(page, parts)))
          await shot(page, `embeds-${name.replace(/\W+/g, '-')}-${lang}`)
        }
      }
      for (const problem of problems) console.log(`        ${problem}`)
      assert(!problems.length, `${summary(problems)} in the plugins' parts of core pages (listed above)`)
    },
  },
  {
    name: 'checkout points row reads as a sentence with a labelled field (en)',
    async run({ newPage, server }) {
      const user = await loginUser(server)
      const route = buyNowRoute([{ goods_id: 2, stock: 1, spec: [] }])
      const { page } = await openAs(newPage, server, user, route, { lang: 'en' })
      const row = page.locator('[data-testid=checkout-points] .checkout-points__amount >> visible=true')
      await row.waitFor({ timeout: 30_000 })
      const text = (await row.innerText()).replace(/\s+/g, ' ').trim()
      assert(/^Use of \d+ points? Apply$/.test(text), `points row reads "Use [field] of N points Apply", got "${text}"`)
      const label = await row.locator('input').getAttribute('aria-label')
      assert(/^Points to use, up to \d+$/.test(label ?? ''), `the field is labelled, got "${label}"`)
    },
  },
  {
    name: 'flash sale on a phone: the running session, the last tab late in the day, is scrolled into view',
    async run({ newPage }) {
      // 21:30 server time: the 20:00 session runs, the sixth tab, past the right edge of a 390 px phone.
      const day = new Date()
      const late = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}T21:30:00`
      const evening = await startDemoServer({ webRoot: process.env.E2E_WEB_ROOT || undefined, env: { SHOP_NOW: late } })
      try {
        const { page } = await openAs(newPage, evening, null, '/pages/plugins/seckill/index/index')
        const tabs = page.locator('[data-testid=seckill-tab] >> visible=true')
        await tabs.first().waitFor({ timeout: 30_000 })
        const names = await tabs.allInnerTexts()
        const current = await page
          .locator('[data-testid=seckill-tab] >> visible=true')
          .evaluateAll((els) => els.findIndex((el) => el.getAttribute('aria-current') === 'true'))
        assert(current >= 5 && names[current].includes('20:00'), `the 20:00 session (the sixth tab or later) is current: ${current} of ${names.join(' | ')}`)
        await page.waitForFunction(
          () => {
            const on = [...document.querySelectorAll('[data-testid=seckill-tab][aria-current=true]')].find((el) => el.getClientRects().length)
            const box = on?.getBoundingClientRect()
            const frame = on?.parentElement?.getBoundingClientRect()
            return Boolean(box && frame && box.left >= frame.left - 1 && box.right <= frame.right + 1)
          },
          null,
          { timeout: 10_000 },
        )
      } finally {
        await evening.stop()
      }
    },
  },
  {
    name: 'keyboard: Tab reaches a status tab and a record, Enter picks the tab and opens the record (VIP orders)',
    async run({ newPage, server }) {
      const user = await loginUser(server)
      const { page } = await openAs(newPage, server, user, '/pages/plugins/membershiplevelvip/order/order')
      await page.locator('[data-testid=vip-order] >> visible=true').first().waitFor({ timeout: 30_000 })
      // Tab from the top of the page until `selector` (the shown page's copy) has the focus.
      const tabTo = async (selector) => {
        for (let presses = 0; presses < 40; presses++) {
          await page.keyboard.press('Tab')
          const there = await page.evaluate((sel) => {
            const active = document.activeElement
            return Boolean(active && active.matches(sel) && active.getClientRects().length)
          }, selector)
          if (there) return
        }
        throw new Error(`Tab never reached ${selector}`)
      }
      await tabTo('[data-testid=tab-1]')
      await page.keyboard.press('Enter')
      await page.locator('[data-testid=tab-1][aria-current=true] >> visible=true').waitFor({ timeout: 10_000 })
      await page.locator('[data-testid=vip-order] >> visible=true').first().waitFor({ timeout: 15_000 })
      await tabTo('[data-testid=vip-order] [role=button]')
      await page.keyboard.press('Enter')
      await waitForShownPage(page, '/pages/plugins/membershiplevelvip/order-detail/order-detail')
      await page.locator('[data-testid=vip-order-detail] >> visible=true').waitFor({ timeout: 15_000 })
    },
  },
]
