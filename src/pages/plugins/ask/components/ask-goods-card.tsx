import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { AskGoods } from '@/api/plugins/ask'
import { Price } from '@/components/price/price'
import { openUrl } from '@/lib/navigate'
import './ask.scss'
import { pressable } from '@/lib/a11y'
import { imageAlt } from '../../kit/image-alt'

/** The goods a question is about: photo, title and price; a tap opens the goods. */
export const AskGoodsCard = observer(function AskGoodsCard({ goods }: { goods: AskGoods }) {
  const open = () => openUrl(goods.url || `/pages/goods-detail/goods-detail?id=${goods.id}`)
  return (
    <View className='ask-goods' onClick={open} {...pressable(open)} data-testid='ask-goods'>
      {goods.image ? <Image className='ask-goods__image' src={goods.image} mode='aspectFill' {...imageAlt('')} /> : null}
      <View className='ask-goods__side'>
        <Text className='ask-goods__title'>{goods.title}</Text>
        <View className='ask-goods__prices'>
          {goods.price ? <Price value={goods.price} /> : null}
          {goods.originalPrice && goods.originalPrice !== goods.price ? <Price value={goods.originalPrice} original size='small' /> : null}
        </View>
      </View>
    </View>
  )
})
