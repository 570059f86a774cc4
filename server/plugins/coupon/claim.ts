// coupon/receive: claim one coupon, or several (comma-joined ids, the DIY "claim all").
import { ApiError } from '../../core/result'
import { run } from '../../db'
import type { Ctx, User } from '../../core/context'
import { couponById, EXPIRE_TYPE, hasClaimed, isFixedExpired, type CouponRow } from './view'

/** Claim inside a transaction; the limit is enforced by the UPDATE's WHERE (no over-issuing under load). */
export function claimCoupon(ctx: Ctx, user: User, couponId: number): CouponRow {
  const now = ctx.nowSeconds()
  return ctx.db.transaction((): CouponRow => {
    const coupon = couponById(ctx.db, couponId)
    if (!coupon || coupon.shop_id < 0) throw new ApiError(ctx.t('coupon.not_found'))
    if (isFixedExpired(coupon, now)) throw new ApiError(ctx.t('coupon.expired'))
    if (!coupon.is_repeat_receive && hasClaimed(ctx.db, user.id, coupon.id)) throw new ApiError(ctx.t('coupon.already_claimed'))
    const issued = run(
      ctx.db,
      'UPDATE coupons SET already_send_count = already_send_count + 1 WHERE id = ? AND (limit_send_count = 0 OR already_send_count < limit_send_count)',
      coupon.id,
    ).changes
    if (issued !== 1) throw new ApiError(ctx.t('coupon.sold_out'))
    const fixed = coupon.expire_type === EXPIRE_TYPE.fixed
    const start = fixed ? coupon.fixed_time_start || now : now
    const end = fixed ? coupon.fixed_time_end : now + coupon.expire_hour * 3600
    run(
      ctx.db,
      'INSERT INTO coupon_users (user_id, coupon_id, is_use, time_start, time_end, add_time) VALUES (?, ?, 0, ?, ?, ?)',
      user.id,
      coupon.id,
      start,
      end,
      now,
    )
    return couponById(ctx.db, coupon.id) as CouponRow
  })()
}
