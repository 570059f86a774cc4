import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { SeckillGoods, SeckillStatus } from '@/api/plugins/seckill'
import { openGoods } from '@/components/goods-card/goods-card'
import { Price } from '@/components/price/price'
import { t } from '@/i18n'
import { pressable } from '@/lib/a11y'
import { imageAlt } from '../../kit/image-alt'
import './seckill-goods-item.scss'
import '@/i18n/locales/plugin-seckill'

interface Props {
  goods: SeckillGoods
  status: SeckillStatus
  priceIcon: string
}

const LABEL_BY_STATUS: Record<SeckillStatus, string> = {
  upcoming: 'plugin-seckill.coming',
  running: 'plugin-seckill.grab',
  ended: 'plugin-seckill.ended',
  error: 'plugin-seckill.ended',
}

/** One flash-sale row: image, flash price badge, original price, sold progress, action by period status. */
export const SeckillGoodsItem = observer(function SeckillGoodsItem({ goods, status, priceIcon }: Props) {
  const running = status === 'running'
  return (
    <View className='seckill-goods' onClick={() => openGoods(goods)} {...pressable(() => openGoods(goods))} data-testid='seckill-goods'>
      <Image className='seckill-goods__image' src={goods.image} mode='aspectFill' {...imageAlt('', { lazyLoad: true })} />
      <View className='seckill-goods__info'>
        <Text className='seckill-goods__title'>{goods.title}</Text>
        <View className='seckill-goods__progress' data-testid='seckill-progress'>
          <View className='seckill-goods__bar'>
            <View className='seckill-goods__bar-fill' style={{ width: `${goods.progress}%` }} />
          </View>
          <Text className='seckill-goods__percent'>{t('plugin-seckill.sold_percent', { percent: goods.progress })}</Text>
        </View>
        <View className='seckill-goods__bottom'>
          <View className='seckill-goods__prices'>
            {status !== 'ended' ? <Text className='seckill-goods__icon'>{priceIcon || t('plugin-seckill.price_icon')}</Text> : null}
            <Price value={goods.seckillPrice} size='large' />
            <Price value={goods.price} original size='small' />
          </View>
          <Text className={`seckill-goods__action ${running ? '' : 'seckill-goods__action--off'}`}>{t(LABEL_BY_STATUS[status])}</Text>
        </View>
      </View>
    </View>
  )
})
