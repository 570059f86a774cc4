import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { ExchangeGoods } from '@/api/plugins/points'
import { openGoods } from '@/components/goods-card/goods-card'
import { Price } from '@/components/price/price'
import { t } from '@/i18n'
import { pressable } from '@/lib/a11y'
import { imageAlt } from '../../kit/image-alt'
import { exchangeGoods } from './exchange'
import './exchange-goods-card.scss'
import '@/i18n/locales/plugin-points'

/** A points-mall goods: image, points price, money price, and "Exchange". */
export const ExchangeGoodsCard = observer(function ExchangeGoodsCard({ goods }: { goods: ExchangeGoods }) {
  // The whole card opens the goods for a tap; for the keyboard its title does (a button may not hold another).
  return (
    <View className='exchange-card' onClick={() => openGoods(goods)} data-testid='exchange-goods'>
      <Image className='exchange-card__image' src={goods.image} mode='aspectFill' {...imageAlt('', { lazyLoad: true })} />
      <Text className='exchange-card__title' {...pressable(() => openGoods(goods))}>
        {goods.title}
      </Text>
      <Text className='exchange-card__points'>{t('plugin-points.points_price', { n: goods.pointsValue })}</Text>
      <View className='exchange-card__bottom'>
        <Price value={goods.price} original size='small' />
        <Text
          className='exchange-card__button'
          onClick={(event) => {
            event.stopPropagation()
            exchangeGoods(goods)
          }}
          {...pressable(() => exchangeGoods(goods))}
          data-testid='exchange-button'
        >
          {t('plugin-points.exchange')}
        </Text>
      </View>
    </View>
  )
})
