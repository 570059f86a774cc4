// paylog/index: entry pages for payment records (ShopXO lists one: shop orders). paylog/detail: orders of a paid log.
import { registerController, ok, type Ctx } from '../core/router'
import { defineMessages } from '../core/i18n'
import { all, one } from '../db'
import { ApiError } from '../core/result'
import { asPositiveInt, optionalString } from '../core/validate'

defineMessages({
  'paylog.shop_orders': { zh: '商城订单', en: 'Shop orders' },
  'paylog.not_found': { zh: '没有相关数据', en: 'No relevant data' },
})

function index(ctx: Ctx) {
  ctx.requireUser()
  return ok([{ name: ctx.t('paylog.shop_orders'), url: '/pages/user-order/user-order' }])
}

function detail(ctx: Ctx) {
  const user = ctx.requireUser()
  const id = asPositiveInt(ctx.params.id)
  const logNo = optionalString(ctx, 'orderno', 40)
  const log = id
    ? one<{ id: number }>(ctx.db, 'SELECT id FROM pay_logs WHERE id = ? AND user_id = ? AND status = 1', id, user.id)
    : logNo
      ? one<{ id: number }>(ctx.db, 'SELECT id FROM pay_logs WHERE log_no = ? AND user_id = ? AND status = 1', logNo, user.id)
      : undefined
  if (!log) throw new ApiError(ctx.t('paylog.not_found'))
  const rows = all<{ business_id: number; business_no: string }>(
    ctx.db,
    'SELECT business_id, business_no FROM pay_log_values WHERE pay_log_id = ? ORDER BY id',
    log.id,
  )
  return ok(rows.map((r) => ({ order_no: r.business_no, url: `/pages/user-order-detail/user-order-detail?id=${r.business_id}` })))
}

registerController('paylog', { index, detail })
