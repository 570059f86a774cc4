import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { getPayLogEntries } from '@/api/paylog'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { PageShell } from '@/components/page-shell/page-shell'
import { StatusView } from '@/components/status-view/status-view'
import { useLoginGate, whenLoggedIn } from '@/hooks/use-login-gate'
import { useRemote } from '@/hooks/use-remote'
import { t } from '@/i18n'
import { openPage } from '@/lib/navigate'
import { pressable } from '@/lib/a11y'
import '../paylog-detail/paylog.scss'
import '@/i18n/locales/order'

/** A single entry opens by itself after this pause (api-core 3.7). */
const AUTO_OPEN_MS = 500

/** Pay-log landing (paylog/index): where payment records can be seen; one entry opens at once. */
function PayLogListPage() {
  const router = useRouter()
  const allowed = useLoginGate()
  const remote = useRemote(
    whenLoggedIn(allowed, () => getPayLogEntries(router.params as Record<string, string>)),
    [allowed],
    (list) => list.length === 0,
  )

  useEffect(() => {
    const only = remote.data?.length === 1 ? remote.data[0] : null
    if (!only?.url) return
    const timer = setTimeout(() => void openPage(only.url, { redirect: true }), AUTO_OPEN_MS)
    return () => clearTimeout(timer)
  }, [remote.data])

  if (!allowed) {
    return (
      <PageShell titleKey='order.title_paylog'>
        <GuestNotice />
      </PageShell>
    )
  }
  return (
    <PageShell titleKey='order.title_paylog'>
      <StatusView status={remote.status} message={remote.error} onRetry={remote.reload} />
      {remote.status === 'ready' && remote.data ? (
        <View className='paylog'>
          <Text className='paylog__hint'>{remote.data.length === 1 ? t('order.opening') : t('order.paylog_entries')}</Text>
          {remote.data.map((entry) => (
            <View
              key={entry.url}
              className='paylog__row'
              data-testid='paylog-entry'
              onClick={() => void openPage(entry.url)}
              {...pressable(() => void openPage(entry.url))}
            >
              <Text className='paylog__name'>{entry.name}</Text>
              <View className='paylog__arrow' />
            </View>
          ))}
        </View>
      ) : null}
    </PageShell>
  )
}

export default observer(PayLogListPage)
