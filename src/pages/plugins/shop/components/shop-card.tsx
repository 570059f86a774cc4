import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { ReactNode } from 'react'
import type { ShopSummary } from '@/api/plugins/shop'
import { t } from '@/i18n'
import { pressable } from '@/lib/a11y'
import { LAZY_IMAGE } from '@/lib/image-loading'
import { openUrl } from '@/lib/navigate'
import './shop-card.scss'
import '@/i18n/locales/plugin-shop-embeds'
import { imageAlt } from '../../kit/image-alt'

const area = 'plugin-shop-embeds'

/** Name, certification icons, description and goods / sales figures of a shop. */
const ShopInfo = observer(function ShopInfo({ shop }: { shop: ShopSummary }) {
  return (
    <View className='shop-card__info'>
      <View className='shop-card__title'>
        <Text className='shop-card__name' data-testid='shop-card-name'>
          {shop.name}
        </Text>
        {shop.icons.map((icon) =>
          icon.icon ? <Image key={icon.icon + icon.name} className='shop-card__icon' src={icon.icon} mode='aspectFit' {...imageAlt(icon.name)} /> : null,
        )}
      </View>
      {shop.describe ? <Text className='shop-card__describe'>{shop.describe}</Text> : null}
      <View className='shop-card__figures'>
        <Text>{t(`${area}.goods_count`, { n: shop.goodsCount })}</Text>
        <Text>{t(`${area}.sales_count`, { n: shop.salesCount })}</Text>
      </View>
    </View>
  )
})

/** A shop of the directory: its wide logo over its name and figures; tap opens the shop. */
export const ShopCard = observer(function ShopCard({ shop }: { shop: ShopSummary }) {
  return (
    <View className='shop-card' onClick={() => openUrl(shop.url)} {...pressable(() => openUrl(shop.url))} data-testid='shop-card'>
      <Image className='shop-card__banner' src={shop.logoLong} mode='aspectFill' {...imageAlt('', LAZY_IMAGE)} />
      <View className='shop-card__body'>
        <Image className='shop-card__logo' src={shop.logo} mode='aspectFill' {...imageAlt('', LAZY_IMAGE)} />
        <ShopInfo shop={shop} />
      </View>
    </View>
  )
})

/** A compact shop row (favourites, goods detail seller card): logo, info and the caller's actions. */
export const ShopRow = observer(function ShopRow({ shop, actions, testId = 'shop-row' }: { shop: ShopSummary; actions?: ReactNode; testId?: string }) {
  return (
    <View className='shop-row' data-testid={testId}>
      <View className='shop-row__main' onClick={() => openUrl(shop.url)} {...pressable(() => openUrl(shop.url))}>
        <Image className='shop-card__logo' src={shop.logo} mode='aspectFill' {...imageAlt('', LAZY_IMAGE)} />
        <ShopInfo shop={shop} />
      </View>
      {actions ? <View className='shop-row__actions'>{actions}</View> : null}
    </View>
  )
})
