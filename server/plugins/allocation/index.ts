// allocation (api-plugins-2 §3.21): the WeChat mini-program cashier an external App opens to pay a shop
// order with WeChat Pay. The page sends the order number it was opened with and the platform login code;
// the server answers the amount and the WeChat payment parameters. Signing those needs the shop's WeChat
// Pay merchant keys: the demo server has none, so after checking the request it says so instead of
// inventing a signature the WeChat client would reject.
import { defineMessages } from '../../core/i18n'
import { definePlugin } from '../../core/plugins'
import { ApiError, fail, type Ctx } from '../../core/router'
import { isAbsent, scalarText } from '../../core/validate'
import { one } from '../../db'
import { ORDER_STATUS } from '../../services/order/orders'
import { displayMoney, displaySymbol } from '../../services/site/display-currency'

defineMessages({
  'allocation.title': { zh: '收银台', en: 'Cashier' },
  'allocation.authcode_required': { zh: '微信登录凭证为空，请重新打开收银台', en: 'The WeChat login code is missing; please open the cashier again' },
  'allocation.order_required': { zh: '缺少要支付的订单号', en: 'The order number to pay is missing' },
  'allocation.order_not_found': { zh: '订单不存在或已支付', en: 'The order does not exist or is already paid' },
  'allocation.not_configured': {
    zh: '本店尚未开通微信支付，无法在小程序中付款（订单金额 {price}）',
    en: 'This shop has not set up WeChat Pay, so the order ({price}) cannot be paid here',
  },
})

function readText(ctx: Ctx, name: string, pattern: RegExp, missingKey: string): string {
  const raw = ctx.params[name]
  const value = isAbsent(raw) ? '' : (scalarText(raw) ?? '')
  if (!value || !pattern.test(value)) throw new ApiError(ctx.t(missingKey))
  return value
}

/** allocation/cashier/paydata {order_no, authcode}: pay parameters for wx.requestPayment. */
function paydata(ctx: Ctx) {
  // The login code would be exchanged for the payer's openid once WeChat Pay is configured.
  readText(ctx, 'authcode', /^[\w-]{1,128}$/, 'allocation.authcode_required')
  const orderNo = readText(ctx, 'order_no', /^[A-Za-z0-9]{1,40}$/, 'allocation.order_required')
  const order = one<{ id: number; total_price: number }>(
    ctx.db,
    'SELECT id, total_price FROM orders WHERE order_no = ? AND status = ?',
    orderNo,
    ORDER_STATUS.pay,
  )
  if (!order) throw new ApiError(ctx.t('allocation.order_not_found'))
  const price = displayMoney(ctx, order.total_price)
  return fail(ctx.t('allocation.not_configured', { price: `${displaySymbol(ctx)}${price}` }), -1, { pay_price: price })
}

definePlugin({
  name: 'allocation',
  baseData: (ctx) => ({ application_name: ctx.t('allocation.title') }),
  controls: { cashier: { paydata } },
})
