// scanpay (api-plugins-2 §3.12): a shopper scans a merchant's collection code, types an amount and pays
// it with an online payment method; the result page reads the record back.
import './messages'
import { definePlugin } from '../../core/plugins'
import { ApiError, ok, type Ctx } from '../../core/router'
import { asInt, asPositiveInt, isAbsent, optionalText, requireId } from '../../core/validate'
import { one, run } from '../../db'
import { enabledPayments, paymentById, paymentListView } from '../../services/order/payments'
import { absolutiseHtml } from '../../core/format'
import { merchantView, maxShown, newOrderNo, orderInfoView, ownOrder, readPriceCents, SCANPAY_STATUS, type MerchantRow } from './orders'
import { seedScanpay } from './seed'

const TIPS_PAGE = '/pages/plugins/scanpay/tips/tips'

/** The merchant of the scanned code {id, type}; a closed or unknown one is refused. */
function readMerchant(ctx: Ctx): MerchantRow {
  const id = asPositiveInt(ctx.params.id)
  if (!id) throw new ApiError(ctx.t('scanpay.merchant_not_found'))
  const type = isAbsent(ctx.params.type) ? 0 : asInt(ctx.params.type)
  if (type !== 0 && type !== 1) throw new ApiError(ctx.t('scanpay.type_invalid'))
  const merchant = one<MerchantRow>(ctx.db, 'SELECT * FROM scanpay_merchants WHERE id = ? AND type = ? AND is_enable = 1', id, type)
  if (!merchant) throw new ApiError(ctx.t('scanpay.merchant_not_found'))
  return merchant
}

/** Scan-pay is paid online only: offline methods (cash on delivery) make no sense at a counter. */
function onlinePaymentList(ctx: Ctx) {
  const online = new Set(
    enabledPayments(ctx.db)
      .filter((p) => !p.is_under_line)
      .map((p) => p.id),
  )
  return paymentListView(ctx).filter((p) => online.has(p.id))
}

function readOnlinePayment(ctx: Ctx) {
  const id = asPositiveInt(ctx.params.payment_id)
  const payment = id ? paymentById(ctx.db, id) : undefined
  if (!payment || payment.is_under_line) throw new ApiError(ctx.t('scanpay.payment_invalid'))
  return payment
}

/** scanpay/index/index {id, type}: who is being paid and how the shopper can pay. */
function index(ctx: Ctx) {
  ctx.requireUser()
  const merchant = readMerchant(ctx)
  return ok({ scanpay_info: merchantView(ctx, merchant), payment_list: onlinePaymentList(ctx), price_max: maxShown(ctx) })
}

/** scanpay/index/created {id, type, price, note, payment_id}: a payable record of the typed amount. */
function created(ctx: Ctx) {
  const user = ctx.requireUser()
  const merchant = readMerchant(ctx)
  const cents = readPriceCents(ctx)
  let note: string
  try {
    note = optionalText(ctx, 'note', 200)
  } catch {
    throw new ApiError(ctx.t('scanpay.note_too_long'))
  }
  const payment = readOnlinePayment(ctx)
  const now = ctx.nowSeconds()
  const id = Number(
    run(
      ctx.db,
      'INSERT INTO scanpay_orders (order_no, user_id, merchant_id, price, note, payment_id, add_time, upd_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      newOrderNo(now),
      user.id,
      merchant.id,
      cents / 100,
      note,
      payment.id,
      now,
      now,
    ).lastInsertRowid,
  )
  return ok({ id }, ctx.t('scanpay.created'))
}

/** scanpay/index/pay {id, payment_id}: the demo gateway settles at once (same answer shapes as order/pay). */
function pay(ctx: Ctx) {
  const user = ctx.requireUser()
  const order = ownOrder(ctx, user.id, requireId(ctx))
  if (order.status !== SCANPAY_STATUS.unpaid) throw new ApiError(ctx.t('scanpay.order_paid'))
  const payment = isAbsent(ctx.params.payment_id) ? paymentById(ctx.db, order.payment_id) : readOnlinePayment(ctx)
  if (!payment || payment.is_under_line) throw new ApiError(ctx.t('scanpay.payment_invalid'))
  const now = ctx.nowSeconds()
  const changed = run(
    ctx.db,
    'UPDATE scanpay_orders SET status = 1, pay_price = price, payment_id = ?, pay_time = ?, upd_time = ? WHERE id = ? AND status = 0',
    payment.id,
    now,
    now,
    order.id,
  ).changes
  if (changed !== 1) throw new ApiError(ctx.t('scanpay.order_paid'))
  return ok(
    {
      is_success: 1,
      is_payment_type: 0,
      order_id: String(order.id),
      order_no: order.order_no,
      payment: { id: payment.id, name: payment.name, payment: payment.payment },
      data: `${ctx.baseUrl}/web/#${TIPS_PAGE}?id=${order.id}`,
    },
    ctx.t('scanpay.pay_ok'),
  )
}

/** scanpay/index/paycheck {order_no}: 0 once paid, -333 while waiting. */
function paycheck(ctx: Ctx) {
  const user = ctx.requireUser()
  const orderNo = typeof ctx.params.order_no === 'string' ? ctx.params.order_no.trim() : ''
  if (!/^[A-Za-z0-9]{1,40}$/.test(orderNo)) throw new ApiError(ctx.t('scanpay.order_not_found'))
  const row = one<{ id: number; status: number }>(ctx.db, 'SELECT id, status FROM scanpay_orders WHERE order_no = ? AND user_id = ?', orderNo, user.id)
  if (!row) throw new ApiError(ctx.t('scanpay.order_not_found'))
  if (row.status === SCANPAY_STATUS.unpaid) return { code: -333, msg: ctx.t('scanpay.paying'), data: '' }
  return ok({ url: `${ctx.baseUrl}/web/#${TIPS_PAGE}?id=${row.id}` }, ctx.t('scanpay.pay_ok'))
}

/** scanpay/index/orderinfo {id}: the result page's record, merchant and the merchant's ad. */
function orderinfo(ctx: Ctx) {
  const user = ctx.requireUser()
  let id: number
  try {
    id = requireId(ctx)
  } catch {
    throw new ApiError(ctx.t('scanpay.order_not_found'))
  }
  const order = ownOrder(ctx, user.id, id)
  const merchant = one<MerchantRow>(ctx.db, 'SELECT * FROM scanpay_merchants WHERE id = ?', order.merchant_id)
  const paymentName = one<{ name: string }>(ctx.db, 'SELECT name FROM payments WHERE id = ?', order.payment_id)?.name ?? ''
  return ok({
    order_info: orderInfoView(ctx, order, paymentName),
    scanpay_info: merchant ? merchantView(ctx, merchant) : null,
    ad_code: merchant?.ad_code ? absolutiseHtml(ctx.baseUrl, merchant.ad_code) : '',
  })
}

definePlugin({
  name: 'scanpay',
  baseData: (ctx) => ({ application_name: ctx.t('scanpay.title') }),
  controls: { index: { index, created, pay, paycheck, orderinfo } },
  seed: seedScanpay,
})
