import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { StoreGoods } from '@/api/plugins/realstore-pages'
import { Price } from '@/components/price/price'
import { t } from '@/i18n'
import { LAZY_IMAGE } from '@/lib/image-loading'
import { openPage } from '@/lib/navigate'
import '@/i18n/locales/plugin-realstore'

interface Props {
  goods: StoreGoods
  /** How many are in the store cart (all specs). */
  count: number
  busy: boolean
  onAdd: () => void
  onReduce: () => void
}

/** A goods of the store page: photo, title, price and the − count + counter of the store cart. */
export const StoreGoodsRow = observer(function StoreGoodsRow({ goods, count, busy, onAdd, onReduce }: Props) {
  const open = () => void openPage(goods.url || `/pages/goods-detail/goods-detail?id=${goods.id}`)
  return (
    <View className='rs-goods' data-testid='store-goods' data-goods={goods.id}>
      <Image className='rs-goods__image' src={goods.image} mode='aspectFill' onClick={open} {...LAZY_IMAGE} />
      <View className='rs-goods__info'>
        <Text className='rs-goods__title' onClick={open}>
          {goods.title}
        </Text>
        {goods.simpleDesc ? <Text className='rs-goods__desc'>{goods.simpleDesc}</Text> : null}
        <View className='rs-goods__foot'>
          <Price value={goods.price} />
          {goods.errorMsg ? (
            <Text className='rs-goods__error'>{goods.errorMsg}</Text>
          ) : (
            <View className={`rs-counter ${busy ? 'rs-counter--busy' : ''}`}>
              {count > 0 ? (
                <>
                  <Text className='rs-counter__button rs-counter__button--minus' onClick={() => !busy && onReduce()} data-testid='store-goods-minus'>
                    −
                  </Text>
                  <Text className='rs-counter__count' data-testid='store-goods-count'>
                    {count}
                  </Text>
                </>
              ) : null}
              <Text className='rs-counter__button' onClick={() => !busy && onAdd()} data-testid='store-goods-plus' aria-label={t('plugin-realstore.add')}>
                +
              </Text>
            </View>
          )}
        </View>
      </View>
    </View>
  )
})
