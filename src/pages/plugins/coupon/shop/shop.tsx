import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { getShopCoupons } from '@/api/plugins/coupon'
import { PageShell } from '@/components/page-shell/page-shell'
import { StatusView } from '@/components/status-view/status-view'
import { useRemote } from '@/hooks/use-remote'
import { t } from '@/i18n'
import { goBack, openUrl } from '@/lib/navigate'
import { CouponBottomBar } from '../components/coupon-bottom-bar'
import { CouponClaimList } from '../components/coupon-claim-list'
import { useCouponClaims } from '../components/use-coupon-claims'
import '../components/coupon-pages.scss'
import '@/i18n/locales/plugin-coupon'

/** A shop's coupons (api-plugins 2.4). There is no shop page here, so "back to shop" goes back unless the server links one. */
function ShopCouponsPage() {
  const shopId = useRouter().params.shop_id ?? ''
  const shop = useRemote(() => getShopCoupons(shopId), [shopId], (data) => data.coupons.length === 0)
  const { store, claim } = useCouponClaims(shop.data?.coupons)
  const data = shop.data
  const backToShop = () => (data?.shopUrl ? openUrl(data.shopUrl) : goBack())
  return (
    <PageShell titleKey='plugin-coupon.title_shop' title={data?.title || undefined}>
      <View className='coupon-page'>
        <View className='coupon-banner'>
          <Text className='coupon-banner__title'>{data?.shopName || t('plugin-coupon.title_shop')}</Text>
          <Text className='coupon-banner__sub'>{t('plugin-coupon.banner_sub')}</Text>
        </View>
        <StatusView status={shop.status} message={shop.status === 'empty' ? t('plugin-coupon.empty_shop') : shop.error} onRetry={() => void shop.reload()} />
        {shop.status === 'ready' ? <CouponClaimList store={store} onClaim={claim} /> : null}
      </View>
      <CouponBottomBar label={t('plugin-coupon.back_to_shop')} onClick={backToShop} testId='coupon-back-shop' />
    </PageShell>
  )
}

export default observer(ShopCouponsPage)
