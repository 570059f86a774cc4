import { Text, View } from '@tarojs/components'
import Taro, { useRouter, useShareAppMessage } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { getShopCoupons } from '@/api/plugins/coupon'
import { PageShell } from '@/components/page-shell/page-shell'
import { StatusView } from '@/components/status-view/status-view'
import { useRemote } from '@/hooks/use-remote'
import { whenLinked } from '@/lib/route-params'
import { t } from '@/i18n'
import { pressable } from '@/lib/a11y'
import { goBack, openUrl } from '@/lib/navigate'
import { useStores } from '@/stores/root-store'
import { CouponBottomBar } from '../components/coupon-bottom-bar'
import { CouponClaimList } from '../components/coupon-claim-list'
import { shopCouponsUrl } from '../components/routes'
import { ensureLogin } from '@/lib/session-gate'
import { useCouponClaims } from '../components/use-coupon-claims'
import '../components/coupon-pages.scss'
import '../components/coupon-rules.scss'
import '@/i18n/locales/plugin-coupon'

/** The shop plugin's detail page, the usual way into this page. */
const SHOP_DETAIL_ROUTE = 'pages/plugins/shop/detail/detail'

/** Came from the shop's own page: "back to shop" is a plain back then. */
function cameFromShopDetail(): boolean {
  const pages = Taro.getCurrentPages()
  const previous = pages[pages.length - 2] as { route?: string } | undefined
  return Boolean(previous?.route && previous.route.replace(/^\//, '').startsWith(SHOP_DETAIL_ROUTE))
}

/**
 * A shop's coupons (api-plugins 2.4), public: a header from the answer (shop name, how many coupons
 * can be claimed, a way into the shop when the server links one), the coupons, claiming, and
 * "back to shop" (back when we came from the shop page, else the shop's link, else back).
 */
function ShopCouponsPage() {
  const { session } = useStores()
  const shopId = useRouter().params.shop_id ?? ''
  const shop = useRemote(
    whenLinked(shopId, () => getShopCoupons(shopId)),
    [shopId, session.token],
    (data) => data.coupons.length === 0,
  )
  const { store, claim } = useCouponClaims(shop.data?.coupons, ensureLogin)
  const data = shop.data
  const claimable = store.coupons.filter((coupon) => coupon.status === 'claim').length
  const backToShop = () => (!cameFromShopDetail() && data?.shopUrl ? openUrl(data.shopUrl) : goBack())

  useShareAppMessage(() => ({ title: data?.title || t('plugin-coupon.title_shop'), path: shopCouponsUrl(shopId) }))

  return (
    <PageShell titleKey='plugin-coupon.title_shop' title={data?.title || undefined}>
      <View className='coupon-page'>
        <View className='coupon-banner coupon-shop-head' data-testid='coupon-shop-head'>
          <Text className='coupon-banner__title'>{data?.shopName || data?.title || t('plugin-coupon.title_shop')}</Text>
          <View className='coupon-shop-head__row'>
            <Text className='coupon-shop-head__count'>{claimable ? t('plugin-coupon.claimable_count', { n: claimable }) : t('plugin-coupon.banner_sub')}</Text>
            {data?.shopUrl ? (
              <Text
                className='coupon-shop-head__enter'
                onClick={() => openUrl(data.shopUrl)}
                {...pressable(() => openUrl(data.shopUrl))}
                data-testid='coupon-shop-enter'
              >
                {t('plugin-coupon.shop_enter')}
              </Text>
            ) : null}
          </View>
        </View>
        <StatusView
          status={shop.status}
          kind={shop.failureKind}
          message={shop.status === 'empty' ? t('plugin-coupon.empty_shop') : shop.error}
          onRetry={() => void shop.reload()}
        />
        {shop.status === 'ready' ? <CouponClaimList store={store} onClaim={claim} /> : null}
      </View>
      <CouponBottomBar label={t('plugin-coupon.back_to_shop')} onClick={backToShop} testId='coupon-back-shop' />
    </PageShell>
  )
}

export default observer(ShopCouponsPage)
