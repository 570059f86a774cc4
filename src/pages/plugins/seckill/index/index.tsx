import { ScrollView, Text, View } from '@tarojs/components'
import { useShareAppMessage } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { getSeckillHall, type SeckillHall, type SeckillPeriod } from '@/api/plugins/seckill'
import { PageShell } from '@/components/page-shell/page-shell'
import { StatusView } from '@/components/status-view/status-view'
import { useRemote } from '@/hooks/use-remote'
import { t } from '@/i18n'
import { pressable } from '@/lib/a11y'
import { centreInStrip } from '../components/centre-in-strip'
import { SeckillCountdown } from '../components/seckill-countdown'
import { SeckillGoodsItem } from '../components/seckill-goods-item'
import { SeckillRulesSheet } from '../components/seckill-rules-sheet'
import './index.scss'
import '@/i18n/locales/plugin-seckill'

const tabId = (index: number) => `seckill-tab-${index}`

const PeriodTabs = observer(function PeriodTabs({ periods, active, onPick }: { periods: SeckillPeriod[]; active: number; onPick: (index: number) => void }) {
  // The running session may be far right: bring the picked one into view.
  useEffect(() => centreInStrip(tabId(active)), [active])
  return (
    <ScrollView scrollX className='seckill-tabs' data-testid='seckill-tabs' scrollIntoView={process.env.TARO_ENV === 'h5' ? undefined : tabId(active)}>
      {periods.map((period, index) => (
        <View
          key={`${period.id}-${period.name}`}
          id={tabId(index)}
          className={`seckill-tabs__item ${index === active ? 'seckill-tabs__item--on' : ''}`}
          onClick={() => onPick(index)}
          {...pressable(() => onPick(index))}
          aria-current={index === active ? 'true' : undefined}
          data-testid='seckill-tab'
        >
          <Text className='seckill-tabs__time'>{period.name}</Text>
          <Text className='seckill-tabs__status'>{period.time.statusText}</Text>
        </View>
      ))}
    </ScrollView>
  )
})

const PeriodBody = observer(function PeriodBody({ hall, period, onTimeUp }: { hall: SeckillHall; period: SeckillPeriod; onTimeUp: () => void }) {
  const counting = period.time.status === 'upcoming' || period.time.status === 'running'
  return (
    <View className='seckill-period'>
      <View className='seckill-period__head'>
        <Text className='seckill-period__status'>{period.time.statusText}</Text>
        {counting ? (
          <SeckillCountdown caption={period.time.caption} seconds={period.time.remainingSeconds} resetKey={period} onDone={onTimeUp} />
        ) : (
          <Text className='seckill-period__caption'>{period.time.caption}</Text>
        )}
      </View>
      {period.goods.length ? (
        period.goods.map((goods) => <SeckillGoodsItem key={goods.id} goods={goods} status={period.time.status} priceIcon={hall.priceIcon} />)
      ) : (
        <StatusView status='empty' message={t('plugin-seckill.no_goods')} />
      )}
    </View>
  )
})

/** Flash-sale hall (api-plugins 1.1): period tabs, countdown, goods with flash price and progress. */
function SeckillHallPage() {
  const hall = useRemote(getSeckillHall, [], (data) => data.periods.length === 0)
  const [picked, setPicked] = useState<number | null>(null)
  const [rulesOpen, setRulesOpen] = useState(false)
  const data = hall.data
  const active = data ? Math.min(picked ?? data.currentIndex, data.periods.length - 1) : 0
  const period = data?.periods[active]

  useShareAppMessage(() => ({ title: data?.shareTitle || t('plugin-seckill.title'), path: '/pages/plugins/seckill/index/index' }))

  return (
    <PageShell titleKey='plugin-seckill.title' title={data?.title || undefined}>
      <View className='seckill-hall'>
        <View className='seckill-hall__banner'>
          <Text className='seckill-hall__title'>{data?.title || t('plugin-seckill.title')}</Text>
          {data?.rules.length ? (
            <Text className='seckill-hall__rules' onClick={() => setRulesOpen(true)} {...pressable(() => setRulesOpen(true))} data-testid='seckill-rules-open'>
              {t('plugin-seckill.rules')}
            </Text>
          ) : null}
        </View>
        <StatusView status={hall.status} message={hall.status === 'empty' ? t('plugin-seckill.no_periods') : hall.error} onRetry={() => void hall.reload()} />
        {hall.status === 'ready' && data && period ? (
          <>
            <PeriodTabs periods={data.periods} active={active} onPick={setPicked} />
            <PeriodBody hall={data} period={period} onTimeUp={() => void hall.reload()} />
          </>
        ) : null}
      </View>
      {data ? <SeckillRulesSheet open={rulesOpen} rules={data.rules} onClose={() => setRulesOpen(false)} /> : null}
    </PageShell>
  )
}

export default observer(SeckillHallPage)
