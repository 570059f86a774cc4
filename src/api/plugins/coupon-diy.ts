import { call, pluginRoute } from '../client'
import { arr, obj, str } from '../parse'
import type { ApiResult } from '../types'
import { parseCoupon, type Coupon } from './coupon-core'

type Raw = Record<string, unknown>

/** The page builder's coupon module (api-plugins-2 2.4 "coupon"): coupons by the data-source pattern. */
export interface CouponDiyModule {
  /** '1'..'7': 1-3 small tickets side by side, 4 a list with "claim all", 5-7 full cards. */
  theme: string
  title: string
  desc: string
  coupons: Coupon[]
}

export function readCouponDiy(c: Raw): CouponDiyModule {
  const rows =
    str(c.data_type) === '1'
      ? arr<Raw>(c.data_auto_list).map(obj)
      : arr<Raw>(c.data_list)
          .map((pick) => obj(obj(pick).data))
          .filter((row) => Object.keys(row).length > 0)
  return {
    theme: str(c.theme, '1'),
    title: str(c.title),
    desc: str(c.desc),
    coupons: rows.map(parseCoupon).filter((coupon) => coupon.id),
  }
}

/**
 * "Claim all": one coupon/receive with the ids joined by commas (api-plugins-2 defect 9: the answer's
 * `data.coupon` is then the list of updated coupons).
 */
export function claimCoupons(ids: string[]): Promise<ApiResult<Coupon[]>> {
  return call(pluginRoute('coupon', 'coupon', 'receive'), { coupon_id: ids.join(',') }, (answer) => {
    const updated = obj(answer).coupon
    return (Array.isArray(updated) ? updated : [updated]).map((row) => parseCoupon(obj(row)))
  })
}
