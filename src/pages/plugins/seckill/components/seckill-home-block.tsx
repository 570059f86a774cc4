import { Image, ScrollView, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { getSeckillHall } from '@/api/plugins/seckill'
import { openGoods } from '@/components/goods-card/goods-card'
import { LAZY_IMAGE } from '@/lib/image-loading'
import { Price } from '@/components/price/price'
import { useRemote } from '@/hooks/use-remote'
import { t } from '@/i18n'
import { pressable } from '@/lib/a11y'
import { openPage } from '@/lib/navigate'
import { imageAlt } from '../../kit/image-alt'
import { useStores } from '@/stores/root-store'
import { SeckillCountdown } from './seckill-countdown'
import './seckill-home-block.scss'
import '@/i18n/locales/plugin-seckill'

export const SECKILL_HALL_PAGE = '/pages/plugins/seckill/index/index'

interface BlockProps {
  refreshKey?: unknown
  /** Called once the block knows whether it shows (its answer came, or the plugin is off). */
  onSettled?: () => void
}

const HomeBlockBody = observer(function HomeBlockBody({ refreshKey, onSettled }: BlockProps) {
  const hall = useRemote(getSeckillHall, [refreshKey])
  const settled = hall.status !== 'loading'
  useEffect(() => {
    if (settled) onSettled?.()
  }, [settled, onSettled])
  const period = hall.data?.periods[hall.data.currentIndex]
  // Home shows the block only while something is on or about to start, and has goods.
  if (!period || !period.goods.length || (period.time.status !== 'running' && period.time.status !== 'upcoming')) return null
  return (
    <View className='seckill-home' data-testid='seckill-home-block'>
      <View className='seckill-home__head'>
        <Text className='seckill-home__title'>{t('plugin-seckill.home_title')}</Text>
        <SeckillCountdown caption={period.time.caption} seconds={period.time.remainingSeconds} resetKey={period} onDone={() => void hall.reload()} />
        <Text className='seckill-home__more' onClick={() => void openPage(SECKILL_HALL_PAGE)} {...pressable(() => void openPage(SECKILL_HALL_PAGE))}>
          {t('plugin-seckill.more')}
        </Text>
      </View>
      <ScrollView scrollX className='seckill-home__list'>
        {period.goods.map((goods) => (
          <View key={goods.id} className='seckill-home__item' onClick={() => openGoods(goods)} {...pressable(() => openGoods(goods))}>
            <Image className='seckill-home__image' src={goods.image} mode='aspectFill' {...imageAlt('', LAZY_IMAGE)} />
            <Text className='seckill-home__name'>{goods.title}</Text>
            <Price value={goods.seckillPrice} className='seckill-home__price' />
            <Price value={goods.price} original size='small' />
          </View>
        ))}
      </ScrollView>
    </View>
  )
})

/** Home-page flash-sale strip (api-plugins 13.1). Renders nothing when the plugin is off. */
export const SeckillHomeBlock = observer(function SeckillHomeBlock({ refreshKey, onSettled }: BlockProps) {
  const { app } = useStores()
  const enabled = app.isPluginEnabled('seckill')
  useEffect(() => {
    if (!enabled) onSettled?.()
  }, [enabled, onSettled])
  return enabled ? <HomeBlockBody refreshKey={refreshKey} onSettled={onSettled} /> : null
})
