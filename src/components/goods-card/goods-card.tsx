import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { GoodsSummary } from '@/api/goods-summary'
import { t } from '@/i18n'
import { LAZY_IMAGE } from '@/lib/image-loading'
import { openGoods } from '@/lib/open-goods'
import { pressable, imageAlt } from '@/lib/a11y'
import { Price } from '../price/price'
import { GOODS_CARD_MEDIA } from '@/slots/slots'
import { Slot } from '@/slots/slot'
import '@/slots/fills/goods-card'
import './goods-card.scss'
import '@/i18n/locales/goods'

/** api-core 2.1 layouts: two-column grid, image+text rows, one big card per line. */
export type GoodsLayout = 'grid' | 'row' | 'big'

// Lifted to src/lib/open-goods.ts (page-builder modules open goods without loading this card); kept here for its users.
export { openGoods }

function hasOriginal(goods: GoodsSummary): boolean {
  return Boolean(goods.originalPrice) && goods.originalPrice !== goods.price && Number(goods.originalPrice) > 0
}

export const GoodsCard = observer(function GoodsCard({ goods, layout = 'grid' }: { goods: GoodsSummary; layout?: GoodsLayout }) {
  return (
    <View className={`goods-card goods-card--${layout}`} onClick={() => openGoods(goods)} {...pressable(() => openGoods(goods))} data-testid='goods-card'>
      <View className='goods-card__media'>
        <Image className='goods-card__image' src={goods.image} mode='aspectFill' {...imageAlt('', LAZY_IMAGE)} />
        {goods.errorMsg ? <Text className='goods-card__badge'>{goods.errorMsg}</Text> : null}
        <Slot slot={GOODS_CARD_MEDIA} props={{ goods }} />
      </View>
      <View className='goods-card__info'>
        <Text className='goods-card__title'>{goods.title}</Text>
        {layout === 'big' && goods.simpleDesc && goods.simpleDesc !== goods.title ? <Text className='goods-card__desc'>{goods.simpleDesc}</Text> : null}
        <View className='goods-card__bottom'>
          <View className='goods-card__prices'>
            <Price value={goods.price} />
            {hasOriginal(goods) ? <Price value={goods.originalPrice} original /> : null}
          </View>
          {goods.salesCount > 0 ? <Text className='goods-card__sales'>{t('goods.sales', { n: goods.salesCount })}</Text> : null}
        </View>
      </View>
    </View>
  )
})

/** A list of goods in one of the layouts. */
export const GoodsList = observer(function GoodsList({ goods, layout = 'grid' }: { goods: GoodsSummary[]; layout?: GoodsLayout }) {
  return (
    <View className={`goods-list goods-list--${layout}`} data-testid='goods-list'>
      {goods.map((item) => (
        <GoodsCard key={item.id} goods={item} layout={layout} />
      ))}
    </View>
  )
})
