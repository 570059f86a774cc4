import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { getIntegralLog } from '@/api/integral'
import { StatusView } from '@/components/status-view/status-view'
import { useRemote } from '@/hooks/use-remote'
import { t } from '@/i18n'
import { pressable } from '@/lib/a11y'
import { openPage } from '@/lib/navigate'
import { POINTS_LOG_PAGE } from './routes'
import './points-record.scss'
import '@/i18n/locales/plugin-points'

const SHOWN = 4

/** The latest points changes (first 4 of userintegral/index) with "more". */
export const PointsRecord = observer(function PointsRecord({ refreshKey }: { refreshKey?: unknown }) {
  const log = useRemote(
    () => getIntegralLog(1),
    [refreshKey],
    (page) => page.items.length === 0,
  )
  return (
    <View className='points-record' data-testid='points-record'>
      <View className='points-record__head'>
        <Text className='points-record__title'>{t('plugin-points.record_title')}</Text>
        <Text className='points-record__more' onClick={() => void openPage(POINTS_LOG_PAGE)} {...pressable(() => void openPage(POINTS_LOG_PAGE))}>
          {t('plugin-points.record_more')}
        </Text>
      </View>
      <StatusView status={log.status} message={log.status === 'empty' ? t('plugin-points.record_empty') : log.error} onRetry={() => void log.reload()} />
      {log.status === 'ready' && log.data
        ? log.data.items.slice(0, SHOWN).map((entry) => (
            <View key={entry.id} className='points-record__row'>
              <View className='points-record__main'>
                <Text className='points-record__reason'>{entry.reason}</Text>
                <Text className='points-record__time'>
                  {entry.time} · {t('plugin-points.record_before_after', { before: entry.before, after: entry.after })}
                </Text>
              </View>
              <Text className={`points-record__amount points-record__amount--${entry.isIncrease ? 'up' : 'down'}`}>
                {entry.isIncrease ? '+' : '-'}
                {entry.amount}
              </Text>
            </View>
          ))
        : null}
    </View>
  )
})
