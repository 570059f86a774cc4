import { Image, Text, View } from '@tarojs/components'
import { pressable, imageAlt } from '@/lib/a11y'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import type { Bundle } from '@/api/plugins/binding'
import { Price } from '@/components/price/price'
import { t } from '@/i18n'
import { LAZY_IMAGE } from '@/lib/image-loading'
import { formatPrice, toAmount } from '@/lib/money'
import { openPage } from '@/lib/navigate'
import { useStores } from '@/stores/root-store'
import { bundleUrl } from './routes'
import './bundle-card.scss'
import '@/i18n/locales/plugin-binding'

interface Props {
  bundle: Bundle
  /** The goods list can be folded away (the bundle list); embeds always show it. */
  foldable?: boolean
  /** Without the big picture (blocks on other pages). */
  compact?: boolean
}

/** A bundle: picture, title and kind, the bundle price with the usual price and the saving, its goods. */
export const BundleCard = observer(function BundleCard({ bundle, foldable, compact }: Props) {
  const { app } = useStores()
  const [open, setOpen] = useState(!foldable)
  const go = () => void openPage(bundleUrl(bundle.id))
  return (
    <View className='bundle-card' data-testid='bundle-card'>
      <View onClick={go} {...pressable(go)}>
        {bundle.image && !compact ? <Image className='bundle-card__image' src={bundle.image} mode='aspectFill' {...imageAlt('', LAZY_IMAGE)} /> : null}
        <View className='bundle-card__head'>
          <Text className='bundle-card__type'>{bundle.typeName}</Text>
          <Text className='bundle-card__title'>{bundle.title}</Text>
        </View>
        <View className='bundle-card__prices'>
          <Text className='bundle-card__label'>{t('plugin-binding.bundle_price')}</Text>
          <Price value={bundle.estimatePrice} className='bundle-card__price' />
          {bundle.estimateOriginalPrice !== bundle.estimatePrice ? <Price value={bundle.estimateOriginalPrice} original size='small' /> : null}
          {toAmount(bundle.estimateSaving) > 0 ? (
            <Text className='bundle-card__saving' data-testid='bundle-saving'>
              {t('plugin-binding.saving', { amount: formatPrice(bundle.estimateSaving, app.currencySymbol) })}
            </Text>
          ) : null}
        </View>
      </View>
      {open ? (
        <View className='bundle-card__goods'>
          {bundle.goods.map((goods) => (
            <View key={goods.id} className='bundle-card__item' onClick={() => void openPage(goods.url)} {...pressable(() => void openPage(goods.url))}>
              <Image className='bundle-card__thumb' src={goods.image} mode='aspectFill' {...imageAlt('', LAZY_IMAGE)} />
              <Text className='bundle-card__name'>{goods.title}</Text>
              <Price value={goods.bundlePrice} size='small' />
            </View>
          ))}
        </View>
      ) : null}
      <View className='bundle-card__foot'>
        {foldable ? (
          <Text className='bundle-card__fold' onClick={() => setOpen(!open)} {...pressable(() => setOpen(!open))} data-testid='bundle-fold'>
            {open ? t('plugin-binding.hide_goods') : t('plugin-binding.show_goods', { n: bundle.goods.length })}
          </Text>
        ) : (
          <Text />
        )}
        <Text className='bundle-card__go' onClick={go} {...pressable(go)}>
          {bundle.buyText || t('plugin-binding.view_bundle')}
        </Text>
      </View>
    </View>
  )
})
