// What the plugin-page audit needs: the plugin routes with real ids from the demo server's answers, and the
// shared components a violation may sit in; axe and the untranslated-text check are in audit-kit.mjs.
import { axeRun, listRows, P } from './audit-kit.mjs'
import { apiCall, pluginCall } from './harness.mjs'

export { collectStrings, foreignText, recordServerText } from './audit-kit.mjs'

/** The first row of a list answer. */
const firstRow = (answer) => listRows(answer)[0] ?? {}

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

/** axe-core's critical and serious violations in the page (or only `within` it), see audit-kit axeRun. */
export function axeViolations(page, within = []) {
  return axeRun(page, SHARED_COMPONENTS, within)
}
