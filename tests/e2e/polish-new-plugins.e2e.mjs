// What a shopper sees on the newer plugin pages (issue 20; shop, activity, magic, blog, ask, live rooms,
// toolbox, distribution, gifts, order forms, hospital, third-party login, delivery, scan-to-pay, cashier,
// anti-fake, form check): every page with the seeded data passes axe-core without critical or serious
// violations; in English a sample of them shows no Chinese text that did not come from the shop (the API
// answers are shop content); pages opened with an id nobody knows say so with a way home.
// POLISH_NEW_SHOTS=<dir> saves a screenshot of every page audited.
import { assert, openAs, shooter, webUrl } from './harness.mjs'
import { accountsFor, axeViolations, foreignText, newPluginPages, recordServerText } from './polish-new-audit.mjs'
import { DEVELOPER_TEXT, waitForSettled } from './walk-routes.mjs'

const shot = shooter('POLISH_NEW_SHOTS', { settleMs: 200 })

/** One line per violation: where, which rule, the first nodes; "[shared part]" when only borrowed parts fail. */
function describe(where, violations) {
  return violations.map((v) => `${v.shared ? '[shared part] ' : ''}${where}: ${v.id} (${v.impact}) ${v.nodes.slice(0, 2).join(' ; ')}`)
}

/**
 * Audit `pages` in `lang`, one browser page per account (pages of staff accounts such as the courier sign in
 * as them). English also looks for Chinese UI text. Returns the problems.
 */
async function audit(newPage, server, pages, lang, { foreign = false } = {}) {
  const users = await accountsFor(server, pages)
  const problems = []
  for (const account of new Set(pages.map((p) => p.account))) {
    const made = await openAs(newPage, server, users[account], '', { lang, contextOptions: { bypassCSP: true } })
    const serverText = recordServerText(made.page)
    for (const { name, route } of pages.filter((p) => p.account === account)) {
      await made.page.goto(webUrl(server, route))
      await waitForSettled(made.page, route)
      problems.push(...describe(`${lang} ${name}`, await axeViolations(made.page)))
      if (foreign) for (const text of await foreignText(made.page, serverText)) problems.push(`${lang} ${name}: Chinese UI text "${text}"`)
      await shot(made.page, `${name.replace(/\W+/g, '-')}-${lang}`)
    }
    await made.context.close()
  }
  return problems
}

function report(problems, what) {
  for (const problem of problems) console.log(`        ${problem}`)
  const shared = problems.filter((p) => p.startsWith('[shared part]')).length
  assert(!problems.length, `${problems.length} problems (${shared} only in shared parts) on ${what} (listed above)`)
}

// Groups small enough for one test each (about a second a page on a quiet machine).
const GROUPS = [
  [
    'distribution centre',
    'distribution orders',
    'distribution order',
    'distribution profit',
    'distribution profit detail',
    'distribution team',
    'distribution map',
  ],
  ['distribution bundle', 'distribution poster', 'distribution pickup', 'distribution levels', 'distribution promoted', 'distribution visit'],
  ['shop', 'favourite shops', 'activit', 'magic'],
  ['blog', 'my posts', 'question', 'ask form', 'my question', 'goods questions'],
  ['live', 'toolbox', 'gift', 'patient', 'consultation', 'desktop login'],
  ['deliver', 'scan to pay', 'cashier', 'anti-fake', 'form check'],
]

/** The English sample: one page of each kind of layout (centre, list, detail, form, result). */
const ENGLISH = [
  'distribution centre',
  'distribution order',
  'shop grid',
  'activity',
  'blog post',
  'question',
  'live room',
  'gift receive',
  'patient',
  'delivery',
  'scan to pay result',
]

export const tests = [
  ...GROUPS.map((prefixes) => ({
    name: `axe: 0 critical/serious on the ${prefixes.join(', ')} pages (zh)`,
    async run({ newPage, server }) {
      const pages = (await newPluginPages(server)).filter((p) => prefixes.some((prefix) => p.name.startsWith(prefix)))
      assert(pages.length >= prefixes.length, `pages found for ${prefixes.join(', ')}`)
      report(await audit(newPage, server, pages, 'zh'), `${pages.length} pages`)
    },
  })),
  {
    name: 'English: no Chinese UI text and 0 critical/serious on a sample of the pages',
    async run({ newPage, server }) {
      const pages = (await newPluginPages(server)).filter((p) => ENGLISH.includes(p.name))
      assert(pages.length === ENGLISH.length, `the English sample is there: ${pages.map((p) => p.name).join(', ')}`)
      report(await audit(newPage, server, pages, 'en', { foreign: true }), `${pages.length} English pages`)
    },
  },
  {
    name: 'a page opened with an id nobody knows says not found, with a way home',
    async run({ newPage, server }) {
      const routes = [
        '/pages/plugins/shop/detail/detail?id=99999',
        '/pages/plugins/blog/detail/detail?id=99999',
        '/pages/plugins/givegift/gift-detail/gift-detail?id=99999',
        '/pages/plugins/distribution/order-detail/order-detail?id=99999',
        '/pages/plugins/weixinliveplayer/detail/detail?id=99999',
      ]
      const users = await accountsFor(server, [])
      const made = await openAs(newPage, server, users[''], '', { lang: 'en' })
      const problems = []
      for (const route of routes) {
        await made.page.goto(webUrl(server, route))
        await waitForSettled(made.page, route)
        // A page behind a gate (distribution) draws its status in two steps: wait for the home action as a state.
        await made.page
          .waitForFunction(
            () => {
              const shown = [...document.querySelectorAll('.taro_page')].find((el) => getComputedStyle(el).display !== 'none')
              const view = shown?.querySelector('.status-view')
              return [...(view?.querySelectorAll('[role=button], .at-button, button') ?? [])].some((b) => /home/i.test(b.innerText))
            },
            null,
            { timeout: 10_000 },
          )
          .catch(() => undefined)
        const state = await made.page.evaluate(() => {
          const shown = [...document.querySelectorAll('.taro_page')].find((el) => getComputedStyle(el).display !== 'none')
          const view = shown?.querySelector('.status-view')
          return { text: view?.innerText ?? '', buttons: [...(view?.querySelectorAll('[role=button], .at-button, button') ?? [])].map((b) => b.innerText) }
        })
        if (!state.text) problems.push(`${route}: no status message`)
        else if (DEVELOPER_TEXT.test(state.text) || /[\u4e00-\u9fff]/.test(state.text)) problems.push(`${route}: "${state.text}"`)
        if (!state.buttons.some((label) => /home/i.test(label))) problems.push(`${route}: no way home (${state.buttons.join(', ')})`)
      }
      report(problems, `${routes.length} bad links`)
    },
  },
]
