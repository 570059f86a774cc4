import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { getIntegralLog, type IntegralLogEntry } from '@/api/integral'
import { getUserCenter } from '@/api/user'
import { PageShell } from '@/components/page-shell/page-shell'
import { PagedList } from '@/components/paged-list/paged-list'
import { usePagedList } from '@/hooks/use-paged-list'
import { useRemote } from '@/hooks/use-remote'
import { t } from '@/i18n'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { useLoginGate, whenLoggedIn } from '@/hooks/use-login-gate'
import '@/styles/activity.scss'
import './user-integral.scss'
import '@/i18n/locales/activity'

const LogLine = observer(function LogLine({ entry }: { entry: IntegralLogEntry }) {
  return (
    <View className='integral-line' data-testid='integral-row'>
      <View className='integral-line__main'>
        <Text className='integral-line__reason'>{entry.reason || t('activity.integral_change')}</Text>
        <Text className='integral-line__time'>{entry.time}</Text>
        <Text className='integral-line__balance'>{t('activity.integral_before_after', { before: entry.before, after: entry.after })}</Text>
      </View>
      <Text className={`integral-line__amount integral-line__amount--${entry.isIncrease ? 'up' : 'down'}`}>
        {entry.isIncrease ? '+' : '-'}
        {entry.amount}
      </Text>
    </View>
  )
})

/** Points (api-core 3.24): the balance from user/center and the paged log of changes. */
function UserIntegralPage() {
  const allowed = useLoginGate()
  const center = useRemote(whenLoggedIn(allowed, getUserCenter), [allowed])
  const list = usePagedList(getIntegralLog, [], { enabled: allowed })

  if (!allowed) {
    return (
      <PageShell titleKey='activity.title_integral'>
        <GuestNotice />
      </PageShell>
    )
  }
  return (
    <PageShell titleKey='activity.title_integral'>
      <View className='integral-head'>
        <Text className='integral-head__label'>{t('activity.integral_balance')}</Text>
        <Text className='integral-head__value' data-testid='integral-balance'>
          {center.status === 'ready' && center.data ? center.data.integral : center.status === 'error' ? '--' : '...'}
        </Text>
      </View>
      <View className='act-page integral-log'>
        <View className='act-card integral-log__card'>
          <Text className='act-card__title'>{t('activity.integral_log')}</Text>
          <PagedList list={list} emptyMessage={t('activity.integral_empty')} renderItem={(entry) => <LogLine key={entry.id} entry={entry} />} />
        </View>
      </View>
    </PageShell>
  )
}

export default observer(UserIntegralPage)
