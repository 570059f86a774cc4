import { View } from '@tarojs/components'
import { useRouter, useShareAppMessage } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useMemo } from 'react'
import { getCouponDetailPage } from '@/api/plugins/coupon-detail'
import { PageShell } from '@/components/page-shell/page-shell'
import { StatusView } from '@/components/status-view/status-view'
import { useRemote } from '@/hooks/use-remote'
import { whenLinked } from '@/lib/route-params'
import { t } from '@/i18n'
import { openPage } from '@/lib/navigate'
import { useStores } from '@/stores/root-store'
import { CouponBottomBar } from '../components/coupon-bottom-bar'
import { CouponCard } from '../components/coupon-card'
import { CouponClaimState } from '../components/coupon-claim-state'
import { CouponRulesCard, CouponScopeLinks } from '../components/coupon-rules'
import { couponDetailUrl, MY_COUPONS_PAGE } from '../components/routes'
import { ensureLogin } from '@/lib/session-gate'
import { useCouponClaims } from '../components/use-coupon-claims'
import '../components/coupon-pages.scss'
import '@/i18n/locales/plugin-coupon'

/**
 * One coupon (api-plugins 2.3), public: the card, its claim state with one action (claim — guests
 * log in first — or "use it"), every rule (type, benefit, threshold, scope, validity, issue count,
 * per-shopper limit, notes) and links to the categories/goods it is limited to. Unlike v6.6.0 the
 * card shows its new state after claiming; logging in reloads it (claimed state is per shopper).
 */
function CouponDetailPage() {
  const { session } = useStores()
  const id = useRouter().params.id ?? ''
  const detail = useRemote(
    whenLinked(id, () => getCouponDetailPage(id)),
    [id, session.token],
  )
  const coupons = useMemo(() => (detail.data ? [detail.data.coupon] : undefined), [detail.data])
  const { store, claim } = useCouponClaims(coupons, ensureLogin)
  const coupon = store.coupons[0]
  const rules = detail.data?.rules

  useShareAppMessage(() => ({ title: detail.data?.title || t('plugin-coupon.title_detail'), path: couponDetailUrl(id) }))

  return (
    <PageShell titleKey='plugin-coupon.title_detail' title={detail.data?.title || undefined}>
      <View className='coupon-page coupon-page--detail'>
        <View className='coupon-page__gap' />
        <StatusView status={detail.status} kind={detail.failureKind} message={detail.error} onRetry={() => void detail.reload()} />
        {detail.status === 'ready' && coupon && rules ? (
          <>
            <View className='coupon-claim-list' data-testid='coupon-list'>
              <CouponCard coupon={coupon} onClaim={claim} claiming={store.claimingId === coupon.id} />
            </View>
            <CouponClaimState coupon={coupon} rules={rules} claiming={store.claimingId === coupon.id} onClaim={claim} />
            <CouponRulesCard coupon={coupon} rules={rules} />
            <CouponScopeLinks rules={rules} />
          </>
        ) : null}
      </View>
      <CouponBottomBar label={t('plugin-coupon.my_coupons')} onClick={() => void openPage(MY_COUPONS_PAGE)} testId='coupon-my-button' />
    </PageShell>
  )
}

export default observer(CouponDetailPage)
