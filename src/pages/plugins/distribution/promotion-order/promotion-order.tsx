import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useCallback, useState } from 'react'
import { getPromotionOrders } from '@/api/plugins/distribution'
import { PageShell } from '@/components/page-shell/page-shell'
import { PagedList } from '@/components/paged-list/paged-list'
import { usePagedList } from '@/hooks/use-paged-list'
import { StatusTabs } from '../../kit/status-tabs'
import { GateView, useDistributorGate } from '../components/distributor-gate'
import { OrderCard } from '../components/order-card'
import { RangeNote } from '../components/range-note'
import { useFilterQuery } from '../components/routes'
import { dt, titleOf } from '../components/text'
import '../../kit/kit.scss'
import '../components/dist.scss'

const TYPES = ['0', '1', '2']

/** Promotion orders (api-plugins-1 §4.8): new customers' sales, every order, all sales; filters from the stats link. */
function PromotionOrdersPage() {
  const params = useRouter().params
  const query = useFilterQuery(params)
  const gate = useDistributorGate()
  const [type, setType] = useState(TYPES.includes(params.type ?? '') ? String(params.type) : '0')
  const fetchPage = useCallback((page: number) => getPromotionOrders(page, type, query), [type, query])
  const list = usePagedList(fetchPage, [type, query], { enabled: gate.ready })

  if (!gate.ready) {
    return (
      <PageShell titleKey={titleOf('promotion_order')}>
        <GateView gate={gate} />
      </PageShell>
    )
  }
  return (
    <PageShell titleKey={titleOf('promotion_order')}>
      <StatusTabs tabs={TYPES.map((value) => ({ value, label: dt(`promotion_order_tab_${value}`) }))} value={type} onChange={setType} />
      <RangeNote query={query} />
      {list.status === 'ready' ? (
        <View className='dist-count-line' data-testid='dist-orders-total'>
          <Text>{dt('orders_count', { n: list.total })}</Text>
        </View>
      ) : null}
      <PagedList className='pk-page' list={list} emptyMessage={dt('orders_empty')} renderItem={(order) => <OrderCard key={order.id} order={order} />} />
    </PageShell>
  )
}

export default observer(PromotionOrdersPage)
