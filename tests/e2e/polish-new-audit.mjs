// What the audits of the newer plugin pages need: their routes with real ids (from the demo server's answers
// and seed), the accounts that see them, and the parts a violation may sit in; axe and the untranslated-text
// check are in audit-kit.mjs.
import { axeRun, foreignText as foreignTextIn, listRows as rows, P } from './audit-kit.mjs'
import { buyNowRoute, loginUser, pluginCall } from './harness.mjs'

export { recordServerText } from './audit-kit.mjs'

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
  const violations = await axeRun(page, SHARED_PARTS)
  return violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    shared: v.nodes.every((n) => n.shared),
    nodes: v.nodes.map((n) => `${n.shared ? '[shared] ' : ''}${n.target} | ${n.failure}`),
  }))
}

/** Chinese UI text on the shown page; a run made of several server strings (province, city) is the server's. */
export function foreignText(page, serverStrings) {
  return foreignTextIn(page, serverStrings, { joined: true })
}
