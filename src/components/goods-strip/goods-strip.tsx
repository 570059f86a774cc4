import { ScrollView, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { GoodsSummary } from '@/api/goods-summary'
import { GoodsCard, GoodsList } from '../goods-card/goods-card'
import './goods-strip.scss'

/** Goods cards in one horizontally scrolling row (plugin floors "style 2"). */
export const GoodsStrip = observer(function GoodsStrip({ goods }: { goods: GoodsSummary[] }) {
  return (
    <ScrollView scrollX className='goods-strip' data-testid='goods-strip'>
      {goods.map((item) => (
        <View key={item.id} className='goods-strip__item'>
          <GoodsCard goods={item} />
        </View>
      ))}
    </ScrollView>
  )
})

/**
 * Goods in a floor's style as plugins number them (shop floors, activity floors, magic lists): 0 a list
 * of rows, 1 a two-column grid, 2 a horizontal strip.
 */
export const StyledGoods = observer(function StyledGoods({ goods, style }: { goods: GoodsSummary[]; style: number }) {
  if (style === 2) return <GoodsStrip goods={goods} />
  return <GoodsList goods={goods} layout={style === 0 ? 'row' : 'grid'} />
})
