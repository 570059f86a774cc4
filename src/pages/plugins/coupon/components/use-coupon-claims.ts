import Taro from '@tarojs/taro'
import { useEffect, useState } from 'react'
import type { Coupon } from '@/api/plugins/coupon-core'
import { t } from '@/i18n'
import { toast } from '@/lib/navigate'
import { CouponClaimStore } from '@/stores/plugins/coupon-store'
import '@/i18n/locales/plugin-coupon-card'

/** WeChat "single page" mode (a mini program opened from Moments, scene 1154) cannot claim (api-plugins 2.2). */
function isWeixinSinglePage(): boolean {
  if (process.env.TARO_ENV !== 'weapp') return false
  try {
    return Taro.getLaunchOptionsSync().scene === 1154
  } catch {
    return false
  }
}

/** The login gate a claim passes: ensureLogin (session-gate) or, in parts loaded apart, ensureLoginOnTap. */
export type LoginGate = () => boolean | Promise<boolean>

/**
 * A claim store fed by the page's loaded coupons; claiming asks guests to log in first, through the gate the
 * caller passes (pages pass ensureLogin, which answers at once; the page-builder module the one that loads
 * with the first tap).
 */
export function useCouponClaims(loaded: Coupon[] | undefined, ensureLogin: LoginGate): { store: CouponClaimStore; claim: (id: string) => void } {
  const [store] = useState(() => new CouponClaimStore())
  useEffect(() => {
    store.setCoupons(loaded ?? [])
  }, [loaded, store])
  const claim = (id: string) => {
    if (isWeixinSinglePage()) {
      toast(t('plugin-coupon.single_page_blocked'))
      return
    }
    const claimIt = () =>
      void store.claim(id).then((msg) => {
        if (msg) toast(msg, 'success')
      })
    const allowed = ensureLogin()
    if (allowed === true) claimIt()
    else if (allowed !== false) void allowed.then((yes) => yes && claimIt())
  }
  return { store, claim }
}
