import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useCallback, useState } from 'react'
import { getOrders } from '@/api/plugins/distribution'
import { PageShell } from '@/components/page-shell/page-shell'
import { PagedList } from '@/components/paged-list/paged-list'
import { usePagedList } from '@/hooks/use-paged-list'
import { openPage } from '@/lib/navigate'
import { StatusTabs } from '../../kit/status-tabs'
import { GatePage, useDistributorGate } from '../components/distributor-gate'
import { OrderCard } from '../components/order-card'
import { DIST_PAGES } from '../components/routes'
import { dt, titleOf } from '../components/text'
import '../../kit/kit.scss'
import '../components/dist.scss'

/** Tab values as the reference sends them; "invalid" is cancelled and closed together. */
export const ORDER_TABS = ['-1', '1', '2', '3', '4', '5,6']

/** Distribution orders (api-plugins-1 §4.2): the team's orders by status; ?uid= one member's only. */
function DistributionOrdersPage() {
  const params = useRouter().params
  const uid = /^\d+$/.test(params.uid ?? '') ? String(params.uid) : ''
  const gate = useDistributorGate()
  const [status, setStatus] = useState(ORDER_TABS.includes(params.status ?? '') ? String(params.status) : '-1')
  const fetchPage = useCallback((page: number) => getOrders(page, status, uid), [status, uid])
  const list = usePagedList(fetchPage, [status, uid], { enabled: gate.ready })

  if (!gate.ready) return <GatePage titleKey={titleOf('order')} gate={gate} />
  return (
    <PageShell titleKey={titleOf('order')}>
      <StatusTabs tabs={ORDER_TABS.map((value) => ({ value, label: dt(`order_tab_${value.replace(',', '_')}`) }))} value={status} onChange={setStatus} />
      {uid ? (
        <View className='pk-notice dist-only' data-testid='dist-order-member'>
          <Text className='pk-notice__line'>{dt('orders_of_member')}</Text>
          <Text className='pk-notice__line dist-only__all' onClick={() => void openPage(DIST_PAGES.orders, { redirect: true })}>
            {dt('orders_show_all')}
          </Text>
        </View>
      ) : null}
      <PagedList className='pk-page' list={list} emptyMessage={dt('orders_empty')} renderItem={(order) => <OrderCard key={order.id} order={order} />} />
    </PageShell>
  )
}

export default observer(DistributionOrdersPage)
