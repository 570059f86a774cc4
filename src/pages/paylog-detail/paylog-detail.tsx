import { Button, Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { getPayLogOrders } from '@/api/paylog'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { PageShell } from '@/components/page-shell/page-shell'
import { StatusView } from '@/components/status-view/status-view'
import { useLoginGate, whenLoggedIn } from '@/hooks/use-login-gate'
import { useRemote } from '@/hooks/use-remote'
import { t } from '@/i18n'
import { openPage } from '@/lib/navigate'
import './paylog.scss'
import '@/i18n/locales/order'

/** Pay-log detail (paylog/detail by ?id= or ?orderno=): the orders it paid; one order opens at once. */
function PayLogDetailPage() {
  const router = useRouter()
  const allowed = useLoginGate()
  const query = { ...(router.params.id ? { id: router.params.id } : {}), ...(router.params.orderno ? { orderno: router.params.orderno } : {}) }
  const remote = useRemote(
    whenLoggedIn(allowed, () => getPayLogOrders(query)),
    [allowed, router.params.id, router.params.orderno],
    (list) => list.length === 0,
  )

  useEffect(() => {
    if (remote.data?.length === 1 && remote.data[0].url) void openPage(remote.data[0].url, { redirect: true })
  }, [remote.data])

  if (!allowed) {
    return (
      <PageShell titleKey='order.title_paylog_detail'>
        <GuestNotice />
      </PageShell>
    )
  }
  return (
    <PageShell titleKey='order.title_paylog_detail'>
      <StatusView status={remote.status} message={remote.error} onRetry={remote.reload} />
      {remote.status === 'ready' && remote.data ? (
        <View className='paylog'>
          <Text className='paylog__hint'>{remote.data.length === 1 ? t('order.opening') : t('order.paylog_orders')}</Text>
          {remote.data.map((entry) => (
            <View key={entry.orderNo} className='paylog__row' data-testid='paylog-order'>
              <View className='paylog__text'>
                <Text className='paylog__label'>{t('order.order_no')}</Text>
                <Text className='paylog__name'>{entry.orderNo}</Text>
              </View>
              <Button className='paylog__button' size='mini' onClick={() => void openPage(entry.url)}>
                {t('order.view')}
              </Button>
            </View>
          ))}
        </View>
      ) : null}
    </PageShell>
  )
}

export default observer(PayLogDetailPage)
