import { View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useMemo } from 'react'
import { getCouponDetail } from '@/api/plugins/coupon'
import { PageShell } from '@/components/page-shell/page-shell'
import { StatusView } from '@/components/status-view/status-view'
import { useRemote } from '@/hooks/use-remote'
import { t } from '@/i18n'
import { openPage } from '@/lib/navigate'
import { CouponBottomBar } from '../components/coupon-bottom-bar'
import { CouponClaimList } from '../components/coupon-claim-list'
import { MY_COUPONS_PAGE } from '../components/routes'
import { useCouponClaims } from '../components/use-coupon-claims'
import '../components/coupon-pages.scss'
import '@/i18n/locales/plugin-coupon'

/** One coupon (api-plugins 2.3); unlike v6.6.0 the card shows its new state after claiming. */
function CouponDetailPage() {
  const id = useRouter().params.id ?? ''
  const detail = useRemote(() => getCouponDetail(id), [id])
  const coupons = useMemo(() => (detail.data ? [detail.data.coupon] : undefined), [detail.data])
  const { store, claim } = useCouponClaims(coupons)
  return (
    <PageShell titleKey='plugin-coupon.title_detail' title={detail.data?.title || undefined}>
      <View className='coupon-page coupon-page--detail'>
        <View className='coupon-page__gap' />
        <StatusView status={detail.status} message={detail.error} onRetry={() => void detail.reload()} />
        {detail.status === 'ready' ? <CouponClaimList store={store} onClaim={claim} /> : null}
      </View>
      <CouponBottomBar label={t('plugin-coupon.my_coupons')} onClick={() => void openPage(MY_COUPONS_PAGE)} testId='coupon-my-button' />
    </PageShell>
  )
}

export default observer(CouponDetailPage)
