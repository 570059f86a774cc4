// What the plugin-page audits need: the plugin routes with real ids from the demo server's answers, axe-core
// run in the shown page, and the Chinese text a page shows that did not come from the server (UI text left
// untranslated in English mode).
import { join } from 'node:path'
import { apiCall, pluginCall, ROOT } from './harness.mjs'

const P = '/pages/plugins'
const AXE = join(ROOT, 'node_modules', 'axe-core', 'axe.min.js')

/** The first row of a list answer (ShopXO lists come as data.data or data.data_list). */
function firstRow(answer) {
  const data = answer?.data ?? {}
  const rows = Array.isArray(data) ? data : (data.data ?? data.data_list ?? [])
  return rows[0] ?? {}
}

/**
 * The plugin pages as [name, route] pairs, with ids taken from what the demo server answers the demo shopper
 * (`token`). Pages of other work areas (wallet/payment-code, membershiplevelvip/member-code) are not listed.
 */
export async function pluginPages(server, token) {
  const call = (plugin, control, action, params = {}) => pluginCall(server, plugin, control, action, params, token)
  const couponCentre = await call('coupon', 'index', 'index')
  const couponId = (couponCentre.data?.data ?? couponCentre.data ?? [])[0]?.id ?? 1
  const vipOrder = firstRow(await call('membershiplevelvip', 'order', 'index'))
  const vipProfit = firstRow(await call('membershiplevelvip', 'profit', 'index'))
  const qrcode = firstRow(await call('signin', 'userqrcode', 'index'))
  const cashback = firstRow(await call('excellentbuyreturntocash', 'profit', 'index'))
  const walletLog = firstRow(await call('wallet', 'walletlog', 'index'))
  const recharge = firstRow(await call('wallet', 'recharge', 'index'))
  const cash = firstRow(await call('wallet', 'cash', 'index'))
  const transfer = firstRow(await call('wallet', 'transfer', 'index'))
  const coin = (await call('coin', 'user', 'index')).data?.accounts_list?.[0] ?? {}
  const coinRecharge = firstRow(await call('coin', 'recharge', 'index', { status: 0 }))
  const certificate = firstRow(await call('certificate', 'userauth', 'index'))
  const invoice = firstRow(await call('invoice', 'user', 'index'))
  // The completed orders: one with a tracked parcel, one with merchant attachments (pictures, a file).
  const orders = ((await apiCall(server, 'order/index', { page: 1 }, token)).data?.data ?? []).filter((order) => Number(order.status) === 4)
  let parcelOrder = orders[0]?.id
  let annexOrder = orders[0]?.id
  for (const order of orders) {
    if ((await call('express', 'index', 'index', { oid: order.id })).data?.express_info?.name) parcelOrder = order.id
    if ((await call('orderresources', 'orderannex', 'index', { oid: order.id })).data?.images_data?.length) annexOrder = order.id
  }
  return [
    ['seckill hall', `${P}/seckill/index/index`],
    ['coupon centre', `${P}/coupon/index/index`],
    ['coupon detail', `${P}/coupon/detail/detail?id=${couponId}`],
    ['shop coupons', `${P}/coupon/shop/shop?shop_id=1`],
    ['my coupons', `${P}/coupon/user/user`],
    ['points mall', `${P}/points/index/index`],
    ['points code', `${P}/points/scan/scan`],
    ['vip intro', `${P}/membershiplevelvip/index/index`],
    ['vip buy', `${P}/membershiplevelvip/buy/buy`],
    ['vip centre', `${P}/membershiplevelvip/user/user`],
    ['vip orders', `${P}/membershiplevelvip/order/order`],
    ['vip order detail', `${P}/membershiplevelvip/order-detail/order-detail?id=${vipOrder.id}`],
    ['vip profit', `${P}/membershiplevelvip/profit/profit`],
    ['vip profit detail', `${P}/membershiplevelvip/profit-detail/profit-detail?id=${vipProfit.id}`],
    ['vip poster', `${P}/membershiplevelvip/poster/poster`],
    ['vip team', `${P}/membershiplevelvip/team/team`],
    ['check-in', `${P}/signin/detail/detail?id=${qrcode.id}`],
    ['check-in mine', `${P}/signin/user/user`],
    ['check-in code', `${P}/signin/user-qrcode-detail/user-qrcode-detail?id=${qrcode.id}`],
    ['check-in code form', `${P}/signin/user-qrcode-saveinfo/user-qrcode-saveinfo?id=${qrcode.id}`],
    ['check-in members', `${P}/signin/user-coming-list/user-coming-list?id=${qrcode.id}`],
    ['currency', `${P}/exchangerate/currency/currency`],
    ['cashback', `${P}/excellentbuyreturntocash/profit/profit`],
    ['cashback detail', `${P}/excellentbuyreturntocash/profit-detail/profit-detail?id=${cashback.id}`],
    ['brands', `${P}/brand/index/index`],
    ['label', `${P}/label/detail/detail?id=1`],
    ['parcel', `${P}/express/detail/detail?oid=${parcelOrder}`],
    ['order resources', `${P}/orderresources/orderannex/orderannex?oid=${annexOrder}`],
    ['wallet', `${P}/wallet/user/user`],
    ['wallet recharges', `${P}/wallet/user/user?type=recharge`],
    ['wallet withdrawals', `${P}/wallet/user/user?type=cash`],
    ['wallet transfers', `${P}/wallet/user/user?type=transfer`],
    ['wallet recharge', `${P}/wallet/recharge/recharge`],
    ['wallet cash check', `${P}/wallet/cash-auth/cash-auth`],
    ['wallet withdraw', `${P}/wallet/cash-create/cash-create`],
    ['wallet transfer', `${P}/wallet/transfer/transfer`],
    ['wallet log', `${P}/wallet/wallet-log-detail/wallet-log-detail?id=${walletLog.id}`],
    ['wallet recharge detail', `${P}/wallet/user-recharge-detail/user-recharge-detail?id=${recharge.id}`],
    ['wallet withdrawal detail', `${P}/wallet/user-cash-detail/user-cash-detail?id=${cash.id}`],
    ['wallet transfer detail', `${P}/wallet/user-transfer-detail/user-transfer-detail?id=${transfer.id}`],
    ['coins', `${P}/coin/user/user`],
    ['coin account', `${P}/coin/detail/detail?id=${coin.id}`],
    ['coin recharge', `${P}/coin/recharge/recharge?id=${coin.id}`],
    ['coin recharge pay', `${P}/coin/recharge-pay/recharge-pay?id=${coinRecharge.id}`],
    ['coin convert', `${P}/coin/convert/convert?id=${coin.id}`],
    ['coin withdraw', `${P}/coin/cash/cash?id=${coin.id}`],
    ['coin transfer', `${P}/coin/transfer/transfer?id=${coin.id}`],
    ['coin collection', `${P}/coin/collection/collection?accounts_key=${coin.accounts_key}`],
    ['coin recharges', `${P}/coin/recharge-list/recharge-list`],
    ['coin withdrawals', `${P}/coin/cash-list/cash-list`],
    ['coin conversions', `${P}/coin/convert-list/convert-list`],
    ['coin transactions', `${P}/coin/transaction-list/transaction-list`],
    ['coin transfers', `${P}/coin/transfer-list/transfer-list`],
    ['gift cards', `${P}/giftcard/index/index`],
    ['gift card redeem', `${P}/giftcard/form/form`],
    ['certificates', `${P}/certificate/userauth/userauth`],
    ['certificate form', `${P}/certificate/userauth-saveinfo/userauth-saveinfo`],
    ['certificate detail', `${P}/certificate/userauth-detail/userauth-detail?id=${certificate.id}`],
    ['invoices', `${P}/invoice/invoice/invoice`],
    ['invoice detail', `${P}/invoice/invoice-detail/invoice-detail?id=${invoice.id}`],
    ['invoice form', `${P}/invoice/invoice-saveinfo/invoice-saveinfo?id=${invoice.id}`],
    ['invoice orders', `${P}/invoice/order/order`],
    ['invoice recharges', `${P}/invoice/recharge/recharge`],
  ]
}

/** The roots of the shared components (src/components): a violation inside one is fixed there, not in a plugin. */
export const SHARED_COMPONENTS = '.price, .at-button, .sort-bar, .goods-card, .image-picker, .verify-code-button, .status-view, .nav-bar, .tab-bar, .qr-view'

/**
 * axe-core's critical and serious violations in the page: rule, impact, and per node its selector and failure,
 * with `shared: true` when the node sits inside a shared component. With `within` (CSS selectors), only those
 * parts of the page are checked: a plugin's embeds on a core page.
 */
export async function axeViolations(page, within = []) {
  if (!(await page.evaluate(() => Boolean(window.axe)))) await page.addScriptTag({ path: AXE })
  return page.evaluate(
    async ([selectors, sharedRoots]) => {
      // Pages kept in Taro's stack are display: none, which axe skips: this checks the shown page and the frame.
      const shown = selectors.filter((selector) => [...document.querySelectorAll(selector)].some((el) => el.getClientRects().length))
      if (selectors.length && !shown.length) return []
      const context = selectors.length ? { include: shown.map((selector) => [selector]) } : document
      const result = await window.axe.run(context, { resultTypes: ['violations'] })
      return result.violations
        .filter((v) => v.impact === 'critical' || v.impact === 'serious')
        .map((v) => ({
          id: v.id,
          impact: v.impact,
          nodes: v.nodes.map((n) => ({
            target: n.target.join(' '),
            failure: n.failureSummary?.split('\n')[1]?.trim() ?? '',
            shared: Boolean(document.querySelector(n.target[n.target.length - 1])?.closest(sharedRoots)),
          })),
        }))
    },
    [within, SHARED_COMPONENTS],
  )
}

/** Every string of a JSON answer, so text the server sent can be told from the app's own. */
export function collectStrings(value, into) {
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

/**
 * Chinese text on the shown page (its text, alt texts and accessible names) that is not part of any string the
 * server sent: untranslated UI text.
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
  const server = [...serverStrings]
  const found = []
  for (const text of texts) {
    for (const run of text.match(CJK) ?? []) {
      if (!server.some((s) => s.includes(run))) found.push(text.length > 40 ? `${text.slice(0, 40)}...` : text)
    }
  }
  return [...new Set(found)]
}
