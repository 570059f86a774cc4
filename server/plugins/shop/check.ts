// Shop staff verify a self-pickup order by its pickup code: shop/adminorder/verification. The staff
// account is the shop's merchant account (shops.user_id); only orders whose goods are all sold by that
// shop can be verified, so one shop can never close another shop's orders.
import { ApiError, ok, type Ctx } from '../../core/router'
import { all, one, run } from '../../db'
import { addUserMessage, ORDER_STATUS } from '../../services/order/orders'

const PICKUP_MODEL = 2
const CODE_FORMAT = /^[A-Za-z0-9]{4,30}$/

interface PickupOrder {
  id: number
  order_no: string
  user_id: number
  status: number
}

function readCode(ctx: Ctx): string {
  const raw = ctx.params.extraction_code
  const code = typeof raw === 'string' || typeof raw === 'number' ? String(raw).replace(/\s+/g, '') : ''
  if (!code) throw new ApiError(ctx.t('shop.code_required'))
  if (!CODE_FORMAT.test(code)) throw new ApiError(ctx.t('shop.code_invalid'))
  return code
}

function verification(ctx: Ctx) {
  const user = ctx.requireUser()
  const shopIds = all<{ id: number }>(ctx.db, 'SELECT id FROM shops WHERE user_id = ? AND is_enable = 1', user.id).map((s) => s.id)
  if (!shopIds.length) throw new ApiError(ctx.t('shop.not_staff'))
  const code = readCode(ctx)
  const marks = shopIds.map(() => '?').join(',')
  // Only the "?" list is built here; the shop ids and the code are bound values.
  const order = one<PickupOrder>(
    ctx.db,
    `SELECT o.id, o.order_no, o.user_id, o.status FROM orders o
     WHERE o.extraction_code = ? AND o.order_model = ? AND o.is_delete_time = 0
       AND EXISTS (SELECT 1 FROM order_details d WHERE d.order_id = o.id)
       AND NOT EXISTS (SELECT 1 FROM order_details d JOIN goods g ON g.id = d.goods_id WHERE d.order_id = o.id AND g.shop_id NOT IN (${marks}))`,
    code,
    PICKUP_MODEL,
    ...shopIds,
  )
  if (!order) throw new ApiError(ctx.t('shop.code_not_found'))
  if (order.status === ORDER_STATUS.completed) throw new ApiError(ctx.t('shop.code_used'))
  if (order.status !== ORDER_STATUS.delivery) throw new ApiError(ctx.t('shop.code_not_ready'))
  const now = ctx.nowSeconds()
  const done = ctx.db.transaction(() => {
    // Guarded by the status: two staff verifying the same code at once complete it once.
    const changed = run(
      ctx.db,
      'UPDATE orders SET status = ?, delivery_time = ?, collect_time = ?, upd_time = ? WHERE id = ? AND status = ?',
      ORDER_STATUS.completed,
      now,
      now,
      now,
      order.id,
      ORDER_STATUS.delivery,
    ).changes
    if (changed)
      addUserMessage(ctx.db, order.user_id, ctx.t('shop.verify_message_title'), ctx.t('shop.verify_message', { no: order.order_no }), order.id, 'order', now)
    return changed === 1
  })()
  if (!done) throw new ApiError(ctx.t('shop.code_used'))
  return ok({ order_id: order.id, order_no: order.order_no }, ctx.t('shop.code_done'))
}

export const checkControl = { verification }
