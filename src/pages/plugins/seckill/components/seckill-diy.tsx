import { Image, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { readSeckillDiy, type SeckillDiyModule } from '@/api/plugins/seckill-diy'
import type { SeckillGoods } from '@/api/plugins/seckill-goods'
import { defineDiyModule, type DiyModuleProps } from '@/components/diy/registry'
import { openGoods } from '@/lib/open-goods'
import { Price } from '@/components/price/price'
import { t } from '@/i18n'
import { LAZY_IMAGE } from '@/lib/image-loading'
import { pressable } from '@/lib/a11y'
import { openPage } from '@/lib/navigate'
import { Icon } from '@/components/icon/icon'
import { imageAlt } from '../../kit/image-alt'
import { SeckillCountdown } from './seckill-countdown'
import './seckill-diy.scss'
import '@/i18n/locales/diy'
import '@/i18n/locales/plugin-seckill'
import { HScroll } from '@/components/diy/parts/h-scroll'

const SECKILL_HALL_PAGE = '/pages/plugins/seckill/index/index'

type Phase = 'upcoming' | 'running' | 'ended'

/** Where the sale is now: counting to the start, counting to the end, or over (the server's status first). */
function phaseAt(module: SeckillDiyModule, nowSeconds: number): Phase {
  if (module.status === 'upcoming' && nowSeconds < module.startsAt) return 'upcoming'
  if ((module.status === 'upcoming' || module.status === 'running') && nowSeconds < module.endsAt) return 'running'
  return 'ended'
}

function GoodsItem({ goods, module }: { goods: SeckillGoods; module: SeckillDiyModule }) {
  const shows = (part: string) => module.show.includes(part)
  return (
    <View className='seckill-diy__item' onClick={() => openGoods(goods)} {...pressable(() => openGoods(goods))} data-testid='seckill-diy-goods'>
      <Image className='seckill-diy__image' src={goods.image} mode='aspectFill' {...imageAlt('', LAZY_IMAGE)} />
      <View className='seckill-diy__info'>
        {shows('title') ? <Text className='seckill-diy__name'>{goods.title}</Text> : null}
        <View className='seckill-diy__prices'>
          {module.priceTitle ? <Text className='seckill-diy__price-title'>{module.priceTitle}</Text> : null}
          <Price value={goods.seckillPrice} className='seckill-diy__price' />
          {shows('original_price') && goods.price !== goods.seckillPrice ? <Price value={goods.price} original size='small' /> : null}
        </View>
        {module.buttonText ? <Text className='seckill-diy__grab'>{module.buttonText.trim() || t('plugin-seckill.grab')}</Text> : null}
      </View>
    </View>
  )
}

/** The flash-sale module: its head with the countdown and "more", then the period's goods in one of three layouts. */
function SeckillDiyView({ data }: DiyModuleProps<SeckillDiyModule>) {
  const [phase, setPhase] = useState<Phase>(() => phaseAt(data, Math.floor(Date.now() / 1000)))
  const now = Math.floor(Date.now() / 1000)
  const items = data.goods.map((goods) => <GoodsItem key={goods.id} goods={goods} module={data} />)
  return (
    <View className={`seckill-diy seckill-diy--layout-${data.layout}`} data-testid='seckill-diy'>
      {data.showHead ? (
        <View className='seckill-diy__head'>
          {data.titleImage ? (
            <Image className='seckill-diy__title-image' src={data.titleImage} mode='heightFix' {...imageAlt(data.title || t('plugin-seckill.home_title'))} />
          ) : (
            <Text className='seckill-diy__title'>{data.title || t('plugin-seckill.home_title')}</Text>
          )}
          {phase === 'ended' ? (
            <Text className='seckill-diy__ended'>{data.endedText || t('plugin-seckill.ended')}</Text>
          ) : (
            <SeckillCountdown
              caption={phase === 'upcoming' ? t('diy.seckill_starts_in') : t('plugin-seckill.badge_ends')}
              seconds={(phase === 'upcoming' ? data.startsAt : data.endsAt) - now}
              resetKey={phase}
              onDone={() => setPhase(phase === 'upcoming' ? 'running' : 'ended')}
            />
          )}
          {data.moreText ? (
            <View className='seckill-diy__more' onClick={() => void openPage(SECKILL_HALL_PAGE)} {...pressable(() => void openPage(SECKILL_HALL_PAGE))}>
              <Text>{data.moreText.trim() || t('plugin-seckill.more')}</Text>
              <Icon name='chevron-right' size={24} />
            </View>
          ) : null}
        </View>
      ) : null}
      {data.layout === '3' ? <HScroll className='seckill-diy__slide'>{items}</HScroll> : <View className='seckill-diy__list'>{items}</View>}
    </View>
  )
}

/** The seckill plugin's page-builder module (registered by ../embeds/diy.tsx). */
const seckillDiy = {
  seckill: defineDiyModule({ read: readSeckillDiy, View: SeckillDiyView, isEmpty: (d) => !d.goods.length }),
}

export default seckillDiy
