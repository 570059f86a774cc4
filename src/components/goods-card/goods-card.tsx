import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { GoodsSummary } from '@/api/goods'
import { openPage } from '@/lib/navigate'
import { setItem } from '@/stores/storage'
import { Price } from '../price/price'
import './goods-card.scss'

/** Remember the tapped goods so the detail page can draw it at once (api-core 1.17). */
function openGoods(goods: GoodsSummary): void {
  setItem('cache_goods_data_key', { id: goods.id, title: goods.title, images: goods.image, price: goods.price })
  void openPage(goods.url)
}

export const GoodsCard = observer(function GoodsCard({ goods, layout = 'grid' }: { goods: GoodsSummary; layout?: 'grid' | 'row' }) {
  return (
    <View className={`goods-card goods-card--${layout}`} onClick={() => openGoods(goods)} data-testid='goods-card'>
      <Image className='goods-card__image' src={goods.image} mode='aspectFill' lazyLoad />
      <View className='goods-card__info'>
        <Text className='goods-card__title'>{goods.title}</Text>
        <View className='goods-card__prices'>
          <Price value={goods.price} />
          {goods.originalPrice && goods.originalPrice !== goods.price && Number(goods.originalPrice) > 0 ? <Price value={goods.originalPrice} original /> : null}
        </View>
      </View>
    </View>
  )
})

/** Goods in two columns (grid) or one per row (row). */
export const GoodsList = observer(function GoodsList({ goods, layout = 'grid' }: { goods: GoodsSummary[]; layout?: 'grid' | 'row' }) {
  return (
    <View className={`goods-list goods-list--${layout}`}>
      {goods.map((item) => (
        <GoodsCard key={item.id} goods={item} layout={layout} />
      ))}
    </View>
  )
})
