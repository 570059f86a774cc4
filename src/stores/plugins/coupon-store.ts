import { makeAutoObservable, runInAction } from 'mobx'
import { claimCoupon, type Coupon } from '@/api/plugins/coupon-core'
import type { ApiResult } from '@/api/types'

export type CouponClaimer = (couponId: string) => Promise<ApiResult<Coupon>>

/**
 * A list of claimable coupons (centre, detail, shop, goods detail): one claim at a time, and a claimed
 * coupon is replaced by the server's updated copy so its button shows the new state.
 */
export class CouponClaimStore {
  coupons: Coupon[] = []
  /** Id of the coupon being claimed ('' when idle). */
  claimingId = ''

  constructor(private readonly claimer: CouponClaimer = claimCoupon) {
    makeAutoObservable<CouponClaimStore, 'claimer'>(this, { claimer: false })
  }

  setCoupons(coupons: Coupon[]): void {
    this.coupons = coupons
  }

  get busy(): boolean {
    return this.claimingId !== ''
  }

  /** Claims a coupon that shows "claim"; returns the server message on success, null otherwise. */
  async claim(couponId: string): Promise<string | null> {
    const target = this.coupons.find((coupon) => coupon.id === couponId)
    if (this.busy || !target || target.status !== 'claim') return null
    this.claimingId = couponId
    const result = await this.claimer(couponId)
    runInAction(() => {
      this.claimingId = ''
      if (result.ok) this.coupons = this.coupons.map((coupon) => (coupon.id === couponId ? { ...coupon, ...result.data } : coupon))
    })
    return result.ok ? result.msg : null
  }
}
