import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { lazy, Suspense, useState } from 'react'
import { claimCoupons, readCouponDiy, type CouponDiyModule } from '@/api/plugins/coupon-diy'
import type { Coupon } from '@/api/plugins/coupon-core'
import { defineDiyModule, type DiyModuleProps } from '@/components/diy/registry'
import { t } from '@/i18n'
import { pressable } from '@/lib/a11y'
import { HOME_PAGE, openPage, toast } from '@/lib/navigate'
import { ensureLoginOnTap } from '@/lib/session-gate-on-tap'
import { useStores } from '@/stores/root-store'
import { CouponCard } from './coupon-card'
import { useCouponClaims } from './use-coupon-claims'
import './coupon-diy.scss'
import '@/i18n/locales/diy'
import '@/i18n/locales/plugin-coupon-card'
import { HScroll } from '@/components/diy/parts/h-scroll'

// "Claim all" (theme 4 only) brings taro-ui's button: it loads with the first module that has it (web build).
const ActionButton =
  process.env.TARO_ENV === 'h5'
    ? lazy(() => import('@/components/action-button/action-button').then((m) => ({ default: m.ActionButton })))
    : lazy(() => import(/* webpackMode: "eager" */ '@/components/action-button/action-button').then((m) => ({ default: m.ActionButton })))

/** A small ticket for the side-by-side themes: value, condition, one action by status. */
const CouponTicket = observer(function CouponTicket({ coupon, onClaim, busy }: { coupon: Coupon; onClaim: (id: string) => void; busy: boolean }) {
  const { app } = useStores()
  const tap = () => {
    if (busy) return
    if (coupon.status === 'claim') onClaim(coupon.id)
    else if (coupon.status === 'use') void openPage(HOME_PAGE)
  }
  const open = coupon.status === 'claim' || coupon.status === 'use'
  return (
    <View
      className={`coupon-diy__ticket ${open ? '' : 'coupon-diy__ticket--off'}`}
      style={coupon.color && open ? { backgroundColor: coupon.color } : undefined}
      onClick={tap}
      {...(open ? pressable(tap) : {})}
      aria-disabled={busy ? 'true' : undefined}
      data-testid='coupon-diy-ticket'
    >
      <View className='coupon-diy__value'>
        {coupon.isMoney ? <Text className='coupon-diy__symbol'>{app.currencySymbol}</Text> : null}
        <Text className='coupon-diy__number'>{coupon.value}</Text>
        {coupon.isMoney ? null : <Text className='coupon-diy__symbol'>{coupon.unit || t('diy.coupon_discount_unit')}</Text>}
      </View>
      <Text className='coupon-diy__desc'>{coupon.desc || coupon.name}</Text>
      <Text className='coupon-diy__action' data-testid='coupon-action'>
        {coupon.actionText || t('plugin-coupon.fallback_action')}
      </Text>
    </View>
  )
})

/**
 * The coupon module: the coupons of the module (claimable ones claimed through the coupon plugin, one at a
 * time, the card taking the server's updated copy), theme 4 with "claim all" for every claimable one.
 */
const CouponDiyView = observer(function CouponDiyView({ data }: DiyModuleProps<CouponDiyModule>) {
  const { store, claim } = useCouponClaims(data.coupons, ensureLoginOnTap)
  const [claimingAll, setClaimingAll] = useState(false)
  const claimable = store.coupons.filter((coupon) => coupon.status === 'claim')

  const claimAll = async () => {
    if (claimingAll || store.busy || !claimable.length) return
    setClaimingAll(true)
    if (!(await ensureLoginOnTap())) {
      setClaimingAll(false)
      return
    }
    const result = await claimCoupons(claimable.map((coupon) => coupon.id))
    setClaimingAll(false)
    if (!result.ok) return
    const updated = new Map(result.data.map((coupon) => [coupon.id, coupon]))
    store.setCoupons(store.coupons.map((coupon) => ({ ...coupon, ...(updated.get(coupon.id) ?? {}) })))
    toast(result.msg || t('diy.coupon_claimed_all'), 'success')
  }

  const small = ['1', '2', '3'].includes(data.theme)
  return (
    <View className={`coupon-diy coupon-diy--theme-${data.theme}`} data-testid='coupon-diy'>
      {data.title || data.desc ? (
        <View className='coupon-diy__head'>
          {data.title ? <Text className='coupon-diy__title'>{data.title}</Text> : null}
          {data.desc ? <Text className='coupon-diy__subtitle'>{data.desc}</Text> : null}
        </View>
      ) : null}
      {small ? (
        <HScroll className='coupon-diy__row'>
          {store.coupons.map((coupon) => (
            <CouponTicket key={coupon.id} coupon={coupon} onClaim={claim} busy={store.busy} />
          ))}
        </HScroll>
      ) : (
        store.coupons.map((coupon) => (
          <CouponCard
            key={coupon.id}
            coupon={coupon}
            onClaim={claim}
            claiming={store.claimingId === coupon.id}
            disabled={(store.busy && store.claimingId !== coupon.id) || claimingAll}
          />
        ))
      )}
      {data.theme === '4' && claimable.length > 1 ? (
        <Suspense fallback={null}>
          <ActionButton kind='primary' busy={claimingAll} disabled={store.busy} onClick={() => void claimAll()} testId='coupon-diy-claim-all'>
            {t('diy.coupon_claim_all')}
          </ActionButton>
        </Suspense>
      ) : null}
    </View>
  )
})

/** The coupon plugin's page-builder module (registered by ../embeds/diy.tsx). */
const couponDiy = {
  coupon: defineDiyModule({ read: readCouponDiy, View: CouponDiyView, isEmpty: (d) => !d.coupons.length }),
}

export default couponDiy
