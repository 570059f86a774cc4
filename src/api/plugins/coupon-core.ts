import { call, pluginRoute } from '../client'
import { int, num, obj, str } from '../parse'
import type { ApiResult } from '../types'

// A coupon card, its status and its claim: what every coupon list (the page-builder module, the goods-detail
// strip, the coupon pages) needs, apart from the coupon centre, "my coupons" and checkout readers in
// ./coupon (a module is bundled whole wherever it is imported). ./coupon re-exports these.

/** coupon-card status_type (api-plugins 2.1) as names. */
export type CouponStatus = 'claim' | 'claimed' | 'soldOut' | 'use' | 'used' | 'expired'

const STATUS_BY_CODE: CouponStatus[] = ['claim', 'claimed', 'soldOut', 'use', 'used', 'expired']

export function couponStatusOf(code: unknown): CouponStatus {
  return STATUS_BY_CODE[int(code, 3)] ?? 'use'
}

/** Used and expired cards are greyed out (status_type > 3). */
export function isCouponInactive(status: CouponStatus): boolean {
  return status === 'used' || status === 'expired'
}

export interface Coupon {
  id: string
  name: string
  /** "满100可用" — the usage condition. */
  desc: string
  /** Money off (value shown after the currency symbol) or a discount (value + unit, "8.5折"). */
  isMoney: boolean
  value: string
  unit: string
  scopeName: string
  color: string
  /** Claim progress: null when the coupon is unlimited. */
  progress: { percent: number; text: string } | null
  expireTips: string
  status: CouponStatus
  actionText: string
}

export function parseCoupon(raw: Record<string, unknown>): Coupon {
  const process = obj(raw.process_data)
  return {
    id: str(raw.id),
    name: str(raw.name),
    desc: str(raw.desc),
    isMoney: str(raw.type, '0') === '0',
    value: str(raw.discount_value),
    unit: str(raw.type_unit),
    scopeName: str(raw.use_limit_type_name),
    color: str(raw.bg_color_value),
    progress: int(process.type) === 0 ? null : { percent: Math.min(100, Math.max(0, num(process.value))), text: str(process.msg) },
    expireTips: str(raw.expire_tips),
    status: couponStatusOf(raw.status_type ?? 0),
    actionText: str(raw.status_operable_name),
  }
}

/** Claim one coupon; the answer carries the coupon with its new status (failures toast the server msg). */
export async function claimCoupon(couponId: string): Promise<ApiResult<Coupon>> {
  return call(pluginRoute('coupon', 'coupon', 'receive'), { coupon_id: couponId }, (answer) => {
    const updated = obj(obj(answer).coupon)
    return parseCoupon(updated)
  })
}
