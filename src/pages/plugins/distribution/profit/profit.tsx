import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useCallback, useState } from 'react'
import { getProfits } from '@/api/plugins/distribution'
import { PageShell } from '@/components/page-shell/page-shell'
import { PagedList } from '@/components/paged-list/paged-list'
import { Price } from '@/components/price/price'
import { usePagedList } from '@/hooks/use-paged-list'
import { openPage } from '@/lib/navigate'
import { DetailRows } from '../../kit/detail-rows'
import { StatusTabs } from '../../kit/status-tabs'
import { GatePage, useDistributorGate } from '../components/distributor-gate'
import { DIST_PAGES } from '../components/routes'
import { dt, titleOf } from '../components/text'
import '../../kit/kit.scss'
import '../components/dist.scss'

const TABS = ['-1', '0', '1', '2', '3']

/** Earnings (api-plugins-1 §4.4): commission records by state. */
function DistributionProfitPage() {
  const params = useRouter().params
  const gate = useDistributorGate()
  const [status, setStatus] = useState(TABS.includes(params.status ?? '') ? String(params.status) : '-1')
  const fetchPage = useCallback((page: number) => getProfits(page, status), [status])
  const list = usePagedList(fetchPage, [status], { enabled: gate.ready })

  if (!gate.ready) return <GatePage titleKey={titleOf('profit')} gate={gate} />
  return (
    <PageShell titleKey={titleOf('profit')}>
      <StatusTabs tabs={TABS.map((value) => ({ value, label: dt(`profit_tab_${value === '-1' ? 'all' : value}`) }))} value={status} onChange={setStatus} />
      <PagedList
        className='pk-page'
        list={list}
        emptyMessage={dt('profits_empty')}
        renderItem={(profit) => (
          <View key={profit.id} className='pk-card' data-testid='dist-profit' onClick={() => void openPage(`${DIST_PAGES.profit}?id=${profit.id}`)}>
            <View className='pk-card__head'>
              <Text>{profit.addTime}</Text>
              <Text className='pk-card__status'>{profit.statusName}</Text>
            </View>
            <DetailRows
              rows={[
                [dt('order_amount'), <Price key='t' value={profit.totalPrice} />],
                [dt('refund_amount'), <Price key='r' value={profit.refundPrice} />],
                [dt('profit_amount'), <Price key='p' value={profit.profitPrice} className='dist-profit__amount' />],
                [dt('profit_level'), profit.levelName],
              ]}
            />
          </View>
        )}
      />
    </PageShell>
  )
}

export default observer(DistributionProfitPage)
