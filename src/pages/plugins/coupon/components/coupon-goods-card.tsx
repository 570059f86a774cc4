import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { getCouponCentre } from '@/api/plugins/coupon'
import { StatusView } from '@/components/status-view/status-view'
import { useRemote } from '@/hooks/use-remote'
import { t } from '@/i18n'
import { pressable } from '@/lib/a11y'
import { useStores } from '@/stores/root-store'
import { CouponClaimList } from './coupon-claim-list'
import { CouponSheet } from './coupon-sheet'
import { ensureLogin } from '@/lib/session-gate'
import { useCouponClaims } from './use-coupon-claims'
import './coupon-goods-card.scss'
import '@/i18n/locales/plugin-coupon-embeds'

const MAX_CHIPS = 3

const GoodsCouponsBody = observer(function GoodsCouponsBody({ goodsId }: { goodsId: string }) {
  const centre = useRemote(() => getCouponCentre(goodsId), [goodsId])
  const { store, claim } = useCouponClaims(centre.data?.coupons, ensureLogin)
  const [open, setOpen] = useState(false)
  if (!store.coupons.length) return null
  return (
    <>
      <View className='coupon-goods' onClick={() => setOpen(true)} {...pressable(() => setOpen(true))} data-testid='coupon-goods-card'>
        <Text className='coupon-goods__label'>{t('plugin-coupon.goods_strip')}</Text>
        <View className='coupon-goods__chips'>
          {store.coupons.slice(0, MAX_CHIPS).map((coupon) => (
            <Text key={coupon.id} className='coupon-goods__chip'>
              {coupon.desc || coupon.name}
            </Text>
          ))}
        </View>
        <Text className='coupon-goods__count'>{t('plugin-coupon.goods_count', { n: store.coupons.length })}</Text>
      </View>
      <CouponSheet open={open} title={t('plugin-coupon.goods_popup_title')} onClose={() => setOpen(false)}>
        {store.coupons.length ? (
          <CouponClaimList store={store} onClaim={claim} />
        ) : (
          <StatusView status='empty' message={t('plugin-coupon.goods_popup_empty')} />
        )}
      </CouponSheet>
    </>
  )
})

/** Goods-detail coupon strip + claim popup (api-plugins 13.2). Renders nothing when the plugin is off. */
export const CouponGoodsCard = observer(function CouponGoodsCard({ goodsId }: { goodsId: string }) {
  const { app } = useStores()
  return app.isPluginEnabled('coupon') && goodsId ? <GoodsCouponsBody goodsId={goodsId} /> : null
})
