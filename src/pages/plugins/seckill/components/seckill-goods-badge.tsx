import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { getSeckillHall, runningSeckillOf } from '@/api/plugins/seckill'
import { Price } from '@/components/price/price'
import { useRemote } from '@/hooks/use-remote'
import { t } from '@/i18n'
import { afterPageLoad } from '@/lib/after-page-load'
import { useStores } from '@/stores/root-store'
import { SeckillCountdown } from './seckill-countdown'
import './seckill-goods-badge.scss'
import '@/i18n/locales/plugin-seckill'

// A second call beside the goods' own: it waits for the page's load event, so the first screen's files and
// gallery picture have the phone's network to themselves; the badge draws a moment after the page.
const hallAfterPageLoad = () => afterPageLoad().then(getSeckillHall)

const BadgeBody = observer(function BadgeBody({ goodsId }: { goodsId: string }) {
  const hall = useRemote(hallAfterPageLoad, [goodsId])
  const found = hall.data ? runningSeckillOf(hall.data, goodsId) : null
  if (!found) return null
  return (
    <View className='seckill-badge' data-testid='seckill-goods-badge'>
      <View className='seckill-badge__left'>
        <Text className='seckill-badge__title'>{t('plugin-seckill.badge_title')}</Text>
        <View className='seckill-badge__prices'>
          <Price value={found.goods.seckillPrice} size='large' className='seckill-badge__price' />
          <Price value={found.goods.price} original size='small' className='seckill-badge__original' />
        </View>
      </View>
      <SeckillCountdown
        caption={t('plugin-seckill.badge_ends')}
        seconds={found.period.time.remainingSeconds}
        resetKey={found.period}
        tone='light'
        onDone={() => void hall.reload()}
      />
    </View>
  )
})

/** Goods-detail price bar while the goods is in a running flash sale (api-plugins 13.2). */
export const SeckillGoodsBadge = observer(function SeckillGoodsBadge({ goodsId }: { goodsId: string }) {
  const { app } = useStores()
  return app.isPluginEnabled('seckill') && goodsId ? <BadgeBody goodsId={goodsId} /> : null
})
