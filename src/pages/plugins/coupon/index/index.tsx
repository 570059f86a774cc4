import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { getCouponCentre } from '@/api/plugins/coupon'
import { PageShell } from '@/components/page-shell/page-shell'
import { StatusView } from '@/components/status-view/status-view'
import { useRemote } from '@/hooks/use-remote'
import { t } from '@/i18n'
import { openPage, openUrl } from '@/lib/navigate'
import { CouponBottomBar } from '../components/coupon-bottom-bar'
import { CouponClaimList } from '../components/coupon-claim-list'
import { MY_COUPONS_PAGE } from '../components/routes'
import { useCouponClaims } from '../components/use-coupon-claims'
import '../components/coupon-pages.scss'
import '@/i18n/locales/plugin-coupon'

/** Coupon centre (api-plugins 2.2): platform coupons to claim; claiming needs login. */
function CouponCentrePage() {
  const centre = useRemote(getCouponCentre, [], (data) => data.coupons.length === 0)
  const { store, claim } = useCouponClaims(centre.data?.coupons)
  const data = centre.data
  return (
    <PageShell titleKey='plugin-coupon.title' title={data?.title || undefined}>
      <View className='coupon-page'>
        {data?.bannerImage ? (
          <Image className='coupon-banner__image' src={data.bannerImage} mode='widthFix' onClick={() => openUrl(data.bannerUrl)} />
        ) : (
          <View className='coupon-banner'>
            <Text className='coupon-banner__title'>{data?.title || t('plugin-coupon.banner_title')}</Text>
            <Text className='coupon-banner__sub'>{t('plugin-coupon.banner_sub')}</Text>
          </View>
        )}
        <StatusView status={centre.status} message={centre.status === 'empty' ? t('plugin-coupon.empty_centre') : centre.error} onRetry={() => void centre.reload()} />
        {centre.status === 'ready' ? <CouponClaimList store={store} onClaim={claim} /> : null}
      </View>
      <CouponBottomBar label={t('plugin-coupon.my_coupons')} onClick={() => void openPage(MY_COUPONS_PAGE)} testId='coupon-my-button' />
    </PageShell>
  )
}

export default observer(CouponCentrePage)
