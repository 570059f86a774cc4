// Coupon at checkout: list the user's usable coupons per warehouse and apply the chosen one
// (coupon_id_<warehouse_id>). Amounts come from the DB; the coupon is marked used with the order.
import { ApiError } from '../../core/result'
import { asPositiveInt } from '../../core/validate'
import { fromCents } from '../../core/format'
import { displayMoney, displaySymbol } from '../../services/site/display-currency'
import { run } from '../../db'
import { registerBuyExtension, type BuyDraft } from '../../services/order/buy'
import type { Ctx } from '../../core/context'
import { couponDeductionCents, eligibleCents } from './scope'
import { userCouponsWithCoupon, userCouponView, STATUS_TYPE, userCouponStatus, type CouponRow, type UserCouponRow } from './view'

interface Usable {
  row: UserCouponRow
  coupon: CouponRow
  cents: number
}

/** Unused, in its validity window, and worth something on these lines. */
function usableCoupons(ctx: Ctx, draft: BuyDraft): Usable[] {
  const now = ctx.nowSeconds()
  return userCouponsWithCoupon(ctx.db, draft.user.id)
    .filter(({ row }) => userCouponStatus(row, now) === STATUS_TYPE.use && row.time_start <= now)
    .map(({ row, coupon }) => ({ row, coupon, cents: couponDeductionCents(coupon, eligibleCents(ctx.db, coupon, draft.lines)) }))
    .filter((item) => item.cents > 0)
    .sort((a, b) => b.cents - a.cents)
}

/** 0 / absent = no coupon; anything else must be a positive id. */
function readChoice(ctx: Ctx, warehouseId: number): number | null {
  const raw = ctx.params[`coupon_id_${warehouseId}`]
  if (raw === undefined || raw === null || raw === '' || raw === 0 || raw === '0') return null
  const id = asPositiveInt(raw)
  if (id === null) throw new ApiError(ctx.t('coupon.choice_invalid'))
  return id
}

function apply(ctx: Ctx, draft: BuyDraft): void {
  const usable = usableCoupons(ctx, draft)
  const choiceId = readChoice(ctx, draft.warehouseId)
  let chosen = choiceId === null ? undefined : usable.find((item) => item.row.id === choiceId)
  // The preview shows "no coupon" for a choice that no longer fits; submitting it is an error.
  if (choiceId !== null && !chosen && draft.mode === 'submit') throw new ApiError(ctx.t('coupon.not_usable'))
  if (chosen) {
    const cents = Math.min(chosen.cents, draft.goodsCents - draft.discountCents)
    if (cents <= 0) chosen = undefined
    else {
      draft.discountCents += cents
      draft.extensionRows.push({
        name: ctx.t('coupon.checkout_row'),
        price: fromCents(cents),
        type: 0,
        tips: `-${displaySymbol(ctx)}${displayMoney(ctx, fromCents(cents))}`,
        business: 'plugins-coupon',
      })
      const userCouponId = chosen.row.id
      draft.onOrderCreated.push((orderId) => {
        const marked = run(
          ctx.db,
          'UPDATE coupon_users SET is_use = 1, use_time = ?, use_order_id = ? WHERE id = ? AND user_id = ? AND is_use = 0',
          ctx.nowSeconds(),
          orderId,
          userCouponId,
          draft.user.id,
        ).changes
        if (marked !== 1) throw new ApiError(ctx.t('coupon.already_used'))
      })
    }
  }
  draft.answer.plugins_coupon_data = [
    {
      warehouse_id: draft.warehouseId,
      coupon_data: {
        coupon_list: usable.map((item) => userCouponView(ctx, item.row, item.coupon)),
        coupon_choice: chosen ? userCouponView(ctx, chosen.row, chosen.coupon) : null,
      },
    },
  ]
}

/** A cancelled order gives its coupon back. */
function release(ctx: Ctx, orderId: number): void {
  run(ctx.db, 'UPDATE coupon_users SET is_use = 0, use_time = 0, use_order_id = 0 WHERE use_order_id = ?', orderId)
}

export function registerCouponCheckout(): void {
  registerBuyExtension({ plugin: 'coupon', order: 10, apply, release })
}
