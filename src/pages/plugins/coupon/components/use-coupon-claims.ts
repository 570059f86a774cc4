import { useEffect, useState } from 'react'
import type { Coupon } from '@/api/plugins/coupon'
import { toast } from '@/lib/navigate'
import { ensureLogin } from '@/lib/session-gate'
import { CouponClaimStore } from '@/stores/plugins/coupon-store'

/** A claim store fed by the page's loaded coupons; claiming asks guests to log in first. */
export function useCouponClaims(loaded: Coupon[] | undefined): { store: CouponClaimStore; claim: (id: string) => void } {
  const [store] = useState(() => new CouponClaimStore())
  useEffect(() => {
    store.setCoupons(loaded ?? [])
  }, [loaded, store])
  const claim = (id: string) => {
    if (!ensureLogin()) return
    void store.claim(id).then((msg) => {
      if (msg) toast(msg, 'success')
    })
  }
  return { store, claim }
}
