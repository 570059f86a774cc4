import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { ReactNode } from 'react'
import type { ListedGoods } from '@/api/favor'
import { Price } from '@/components/price/price'
import { t } from '@/i18n'
import { openPage } from '@/lib/navigate'
import { pressable, imageAlt } from '@/lib/a11y'
import { setItem } from '@/stores/storage'
import './goods-row.scss'
import '@/i18n/locales/activity'

/** Remember the goods so its detail page can draw it at once (api-core 1.17), then open it. */
export function openListedGoods(goods: ListedGoods): void {
  setItem('cache_goods_data_key', { id: goods.goodsId, title: goods.title, images: goods.image, price: goods.price })
  void openPage(goods.url)
}

interface Props {
  goods: ListedGoods
  /** Buttons on the right of the price line (unfavourite, delete...). */
  actions?: ReactNode
  note?: string
  testId?: string
}

/** A goods row of favourites and browse history: tap opens the goods, actions sit under the price. */
export const GoodsRow = observer(function GoodsRow({ goods, actions, note, testId }: Props) {
  const showOriginal = goods.originalPrice && goods.originalPrice !== goods.price && Number(goods.originalPrice) > 0
  return (
    <View className={`goods-row ${goods.isUnavailable ? 'goods-row--unavailable' : ''}`} data-testid={testId}>
      <View className='goods-row__main' onClick={() => openListedGoods(goods)} {...pressable(() => openListedGoods(goods))}>
        <View className='goods-row__image-box'>
          <Image className='goods-row__image' src={goods.image} mode='aspectFill' lazyLoad {...imageAlt('')} />
          {goods.isUnavailable ? <Text className='goods-row__flag'>{goods.unavailableReason || t('activity.goods_unavailable')}</Text> : null}
        </View>
        <View className='goods-row__info'>
          <Text className='goods-row__title'>{goods.title}</Text>
          {note ? <Text className='goods-row__note'>{note}</Text> : null}
          <View className='goods-row__prices'>
            <Price value={goods.price} />
            {showOriginal ? <Price value={goods.originalPrice} original size='small' /> : null}
          </View>
        </View>
      </View>
      {actions ? <View className='goods-row__actions'>{actions}</View> : null}
    </View>
  )
})
