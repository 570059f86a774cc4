import Taro from '@tarojs/taro'
import { useEffect, useState } from 'react'
import type { Coupon } from '@/api/plugins/coupon'
import { t } from '@/i18n'
import { toast } from '@/lib/navigate'
import { ensureLogin } from '@/lib/session-gate'
import { CouponClaimStore } from '@/stores/plugins/coupon-store'
import '@/i18n/locales/plugin-coupon'

/** WeChat "single page" mode (a mini program opened from Moments, scene 1154) cannot claim (api-plugins 2.2). */
function isWeixinSinglePage(): boolean {
  if (process.env.TARO_ENV !== 'weapp') return false
  try {
    return Taro.getLaunchOptionsSync().scene === 1154
  } catch {
    return false
  }
}

/** A claim store fed by the page's loaded coupons; claiming asks guests to log in first. */
export function useCouponClaims(loaded: Coupon[] | undefined): { store: CouponClaimStore; claim: (id: string) => void } {
  const [store] = useState(() => new CouponClaimStore())
  useEffect(() => {
    store.setCoupons(loaded ?? [])
  }, [loaded, store])
  const claim = (id: string) => {
    if (isWeixinSinglePage()) {
      toast(t('plugin-coupon.single_page_blocked'))
      return
    }
    if (!ensureLogin()) return
    void store.claim(id).then((msg) => {
      if (msg) toast(msg, 'success')
    })
  }
  return { store, claim }
}
