import { Image, Text, View } from '@tarojs/components'
import { useShareAppMessage } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { getCouponCentre } from '@/api/plugins/coupon'
import { PageShell } from '@/components/page-shell/page-shell'
import { StatusView } from '@/components/status-view/status-view'
import { useRemote } from '@/hooks/use-remote'
import { t } from '@/i18n'
import { pressable } from '@/lib/a11y'
import { openPage, openUrl } from '@/lib/navigate'
import { imageAlt } from '../../kit/image-alt'
import { useStores } from '@/stores/root-store'
import { CouponBottomBar } from '../components/coupon-bottom-bar'
import { CouponClaimList } from '../components/coupon-claim-list'
import { COUPON_CENTRE_PAGE, MY_COUPONS_PAGE } from '../components/routes'
import { ensureLogin } from '@/lib/session-gate'
import { useCouponClaims } from '../components/use-coupon-claims'
import '../components/coupon-pages.scss'
import '@/i18n/locales/plugin-coupon'

/**
 * Coupon centre (api-plugins 2.2), public: the banner (its link when the server sets one), the
 * platform coupons with how many can still be claimed, claiming (guests log in first; WeChat
 * single-page mode is refused) and "My coupons". The reference has no type tabs or paging here:
 * index/index answers the whole list at once. Claimed states are per shopper, so logging in
 * (or out) reloads the list.
 */
function CouponCentrePage() {
  const { session } = useStores()
  const centre = useRemote(
    () => getCouponCentre(),
    [session.token],
    (data) => data.coupons.length === 0,
  )
  const { store, claim } = useCouponClaims(centre.data?.coupons, ensureLogin)
  const data = centre.data
  const claimable = store.coupons.filter((coupon) => coupon.status === 'claim').length

  useShareAppMessage(() => ({ title: data?.title || t('plugin-coupon.title'), path: COUPON_CENTRE_PAGE }))

  return (
    <PageShell titleKey='plugin-coupon.title' title={data?.title || undefined}>
      <View className='coupon-page'>
        {data?.bannerImage ? (
          <Image
            className='coupon-banner__image'
            src={data.bannerImage}
            mode='widthFix'
            onClick={() => openUrl(data.bannerUrl)}
            {...(data.bannerUrl ? pressable(() => openUrl(data.bannerUrl)) : {})}
            {...imageAlt(data.title || t('plugin-coupon.banner_title'))}
            data-testid='coupon-banner'
          />
        ) : (
          <View
            className='coupon-banner'
            onClick={() => data?.bannerUrl && openUrl(data.bannerUrl)}
            {...(data?.bannerUrl ? pressable(() => openUrl(data.bannerUrl)) : {})}
            data-testid='coupon-banner'
          >
            <Text className='coupon-banner__title'>{data?.title || t('plugin-coupon.banner_title')}</Text>
            <Text className='coupon-banner__sub'>{claimable ? t('plugin-coupon.claimable_count', { n: claimable }) : t('plugin-coupon.banner_sub')}</Text>
          </View>
        )}
        <StatusView
          status={centre.status}
          message={centre.status === 'empty' ? t('plugin-coupon.empty_centre') : centre.error}
          onRetry={() => void centre.reload()}
        />
        {centre.status === 'ready' ? <CouponClaimList store={store} onClaim={claim} /> : null}
      </View>
      <CouponBottomBar label={t('plugin-coupon.my_coupons')} onClick={() => void openPage(MY_COUPONS_PAGE)} testId='coupon-my-button' />
    </PageShell>
  )
}

export default observer(CouponCentrePage)
