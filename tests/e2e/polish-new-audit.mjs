// What the audits of the newer plugin pages need: their routes with real ids (from the demo server's answers
// and seed), axe-core run in the shown page, and the Chinese text a page shows that did not come from the
// server (UI text left untranslated in English mode).
import { join } from 'node:path'
import { buyNowRoute, loginUser, pluginCall, ROOT } from './harness.mjs'

const P = '/pages/plugins'
const AXE = join(ROOT, 'node_modules', 'axe-core', 'axe.min.js')

/** The rows of a list answer (ShopXO lists come as data.data or data.data_list). */
function rows(answer) {
  const data = answer?.data ?? {}
  return Array.isArray(data) ? data : (data.data ?? data.data_list ?? [])
}

/** Seeded accounts that see pages the demo shopper cannot (server/README-server.md). */
export const STAFF = {
  courier: ['courier', 'courier123456'],
  formstaff: ['formstaff', 'formstaff123456'],
  shopkeeper: ['shopkeeper', 'shopkeeper123'],
}

/**
 * The pages of the newer plugins as { name, route, account } (account: a key of STAFF, else the demo
 * shopper), with ids taken from the demo server's answers to the demo shopper.
 */
export async function newPluginPages(server) {
  const demo = await loginUser(server)
  const call = (plugin, control, action, params = {}) => pluginCall(server, plugin, control, action, params, demo.token)
  const distOrder = rows(await call('distribution', 'order', 'index'))[0] ?? {}
  const profit = rows(await call('distribution', 'profit', 'index'))[0] ?? {}
  const bundle = rows(await call('distribution', 'recommend', 'index'))[0] ?? {}
  const visit = rows(await call('distribution', 'visit', 'index'))[0] ?? {}
  const level = (await call('distribution', 'introduce', 'index')).data?.level_list?.[0] ?? {}
  const gift = rows(await call('givegift', 'gift', 'index', { status: 1 }))[0] ?? {}
  const patient = rows(await call('hospital', 'patient', 'index'))[0] ?? {}
  const mine = rows(await call('ask', 'ask', 'index'))[0] ?? {}
  const post = rows(await call('blog', 'blog', 'index'))[0] ?? {}
  const page = (name, route, account = '') => ({ name, route, account })
  return [
    page('distribution centre', `${P}/distribution/user/user`),
    page('distribution orders', `${P}/distribution/order/order`),
    page('distribution order', `${P}/distribution/order-detail/order-detail?id=${distOrder.id}`),
    page('distribution profit', `${P}/distribution/profit/profit`),
    page('distribution profit detail', `${P}/distribution/profit-detail/profit-detail?id=${profit.id}`),
    page('distribution team', `${P}/distribution/team/team`),
    page('distribution map', `${P}/distribution/map/map`),
    page('distribution bundles', `${P}/distribution/recommend-list/recommend-list`),
    page('distribution bundle', `${P}/distribution/recommend-detail/recommend-detail?id=${bundle.id}`),
    page('distribution bundle form', `${P}/distribution/recommend-form/recommend-form?id=${bundle.id}`),
    page('distribution poster', `${P}/distribution/poster/poster`),
    page('distribution pickup point', `${P}/distribution/extraction/extraction`),
    page('distribution pickup apply', `${P}/distribution/extraction-apply/extraction-apply`),
    page('distribution pickup orders', `${P}/distribution/extraction-order/extraction-order`),
    page('distribution pickup switch', `${P}/distribution/extraction-switch/extraction-switch`),
    page('distribution levels', `${P}/distribution/introduce/introduce?id=${level.id}`),
    page('distribution promoted users', `${P}/distribution/promotion-user/promotion-user`),
    page('distribution promoted orders', `${P}/distribution/promotion-order/promotion-order`),
    page('distribution visits', `${P}/distribution/visit-list/visit-list`),
    page('distribution visit form', `${P}/distribution/visit-form/visit-form?id=${visit.id}`),
    page('shops', `${P}/shop/index/index`),
    page('shop grid', `${P}/shop/detail/detail?id=1`),
    page('shop floors', `${P}/shop/detail/detail?id=2`),
    page('shop design', `${P}/shop/detail/detail?id=3`),
    page('shop search', `${P}/shop/search/search?shop_id=1`),
    page('favourite shops', `${P}/shop/favor/favor`),
    page('shop licence', `${P}/shop/license/license?id=1`),
    page('shop pickup check', `${P}/shop/check/check`, 'shopkeeper'),
    page('activities', `${P}/activity/index/index`),
    page('activity', `${P}/activity/detail/detail?id=1`),
    page('magic', `${P}/magic/detail/detail?id=1&ix=0`),
    page('blog', `${P}/blog/index/index`),
    page('blog search', `${P}/blog/search/search`),
    page('blog post', `${P}/blog/detail/detail?id=1`),
    page('blog comments', `${P}/blog/comments/comments?id=1`),
    page('my posts', `${P}/blog/user-list/user-list`),
    page('blog form', `${P}/blog/form/form?id=${post.id}`),
    page('questions', `${P}/ask/index/index`),
    page('question', `${P}/ask/detail/detail?id=1`),
    page('question comments', `${P}/ask/comments/comments?id=1`),
    page('ask form', `${P}/ask/form/form?goods_id=1`),
    page('my questions', `${P}/ask/user-list/user-list`),
    page('my question', `${P}/ask/user-detail/user-detail?id=${mine.id}`),
    page('goods questions', `${P}/ask/goods-list/goods-list?goods_id=1`),
    page('live rooms', `${P}/weixinliveplayer/index/index`),
    page('live search', `${P}/weixinliveplayer/search/search`),
    page('live room', `${P}/weixinliveplayer/detail/detail?id=1`),
    page('toolbox reviews', `${P}/intellectstools/goods-comments/goods-comments?goods_id=1`),
    page('gift goods', `${P}/givegift/goods/goods?goods_id=16`),
    page('my gifts', `${P}/givegift/gift/gift`),
    page('gift detail', `${P}/givegift/gift-detail/gift-detail?id=${gift.id}`),
    page('gift codes', `${P}/givegift/code/code?oid=${gift.id}`),
    page('gift receive', `${P}/givegift/receive/receive?key=${gift.key}`),
    page('patients', `${P}/hospital/patient-list/patient-list`),
    page('patient', `${P}/hospital/patient/patient?id=${patient.id}`),
    page('consultation', `${P}/hospital/prescription/prescription?data=${buyNowRoute([{ goods_id: 26, stock: 1, spec: [] }]).split('data=')[1]}`),
    page('desktop login', `${P}/thirdpartylogin/index/index?id=1`),
    page('deliveries', `${P}/delivery/order/order`, 'courier'),
    page('delivery', `${P}/delivery/order-detail/order-detail?id=3`, 'courier'),
    page('delivery route', `${P}/delivery/logistics/logistics?id=3`, 'courier'),
    page('scan to pay', `${P}/scanpay/index/index?id=1&type=0`),
    page('scan to pay result', `${P}/scanpay/tips/tips?id=1`),
    page('cashier', `${P}/allocation/cashier/cashier`),
    page('anti-fake check', `${P}/antifakecode/index/index?id=MZ2026A0001`),
    page('form check', `${P}/form/check/check`, 'formstaff'),
  ]
}

/** The signed-in user of each account a page list needs (demo for ''). */
export async function accountsFor(server, pages) {
  const users = { '': await loginUser(server) }
  for (const key of new Set(pages.map((p) => p.account).filter(Boolean))) users[key] = await loginUser(server, ...STAFF[key])
  return users
}

/**
 * Parts these pages borrow (src/components and the plugin kit): a violation inside one is fixed in that part,
 * by its owner, for every page at once. (Webpack's error overlay exists only in watch builds.)
 */
const SHARED_PARTS = [
  '.price',
  '.at-button',
  '.goods-card',
  '.goods-strip',
  '.search-bar',
  '.image-picker',
  '.star-rating',
  '.status-view',
  '.nav-bar',
  '.form-row__value--empty',
  '.quantity-stepper',
  '.sort-bar',
  '.rich-editor',
  '[class*="pk-"]',
  '[class*="dsc"]',
  '#webpack-dev-server-client-overlay',
].join(', ')

/**
 * axe-core's critical and serious violations in the shown page: rule, impact and the nodes with their failure;
 * `shared` when every node is inside a borrowed part (SHARED_PARTS).
 */
export async function axeViolations(page) {
  if (!(await page.evaluate(() => Boolean(window.axe)))) await page.addScriptTag({ path: AXE })
  return page.evaluate(async (sharedParts) => {
    // Pages kept in Taro's stack are display: none, which axe skips.
    const result = await window.axe.run(document, { resultTypes: ['violations'] })
    const inShared = (node) => {
      const element = document.querySelector(node.target[node.target.length - 1])
      return Boolean(element?.closest(sharedParts))
    }
    return result.violations
      .filter((v) => v.impact === 'critical' || v.impact === 'serious')
      .map((v) => ({
        id: v.id,
        impact: v.impact,
        shared: v.nodes.every(inShared),
        nodes: v.nodes.map((n) => `${inShared(n) ? '[shared] ' : ''}${n.target.join(' ')} | ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`),
      }))
  }, SHARED_PARTS)
}

/** Every string of a JSON answer, so text the server sent can be told from the app's own. */
function collectStrings(value, into) {
  if (typeof value === 'string') {
    const text = value.trim()
    if (text) into.add(text)
  } else if (Array.isArray(value)) value.forEach((item) => collectStrings(item, into))
  else if (value && typeof value === 'object') Object.values(value).forEach((item) => collectStrings(item, into))
}

/** Record the strings of every API answer the page receives (call before opening the page). */
export function recordServerText(page) {
  const strings = new Set()
  page.on('response', async (response) => {
    if (!response.url().includes('/api.php')) return
    try {
      collectStrings(await response.json(), strings)
    } catch {
      /* not JSON */
    }
  })
  return strings
}

const CJK = /[\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uff01-\uff5e]+/g
const CJK_ONE = /[\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uff01-\uff5e]/

/**
 * Chinese text on the shown page (its visible text, alt texts, accessible names and placeholders) that is not
 * part of any string the server sent: untranslated UI text.
 */
export async function foreignText(page, serverStrings) {
  const texts = await page.evaluate(() => {
    const shown = [...document.querySelectorAll('.taro_page')].find((el) => getComputedStyle(el).display !== 'none')
    const out = []
    const walker = document.createTreeWalker(shown, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      if (node.textContent.trim() && parent && parent.getClientRects().length) out.push(node.textContent.trim())
    }
    for (const el of shown.querySelectorAll('[alt], [aria-label], [placeholder]')) {
      for (const name of ['alt', 'aria-label', 'placeholder']) if (el.getAttribute(name)) out.push(el.getAttribute(name))
    }
    return out
  })
  // Server strings with Chinese in them, longest first: a run may join several (province, city, district).
  const server = [...serverStrings].filter((s) => CJK_ONE.test(s)).sort((a, b) => b.length - a.length)
  const fromServer = (run) => {
    if (server.some((s) => s.includes(run))) return true
    let rest = run
    for (const s of server) if (rest.includes(s)) rest = rest.split(s).join('')
    return !CJK_ONE.test(rest)
  }
  const found = []
  for (const text of texts) {
    for (const run of text.match(CJK) ?? []) {
      if (!fromServer(run)) found.push(text.length > 40 ? `${text.slice(0, 40)}...` : text)
    }
  }
  return [...new Set(found)]
}
