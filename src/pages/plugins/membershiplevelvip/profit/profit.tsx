import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useCallback, useState } from 'react'
import { getVipProfits } from '@/api/plugins/membershiplevelvip'
import { PageShell } from '@/components/page-shell/page-shell'
import { PagedList } from '@/components/paged-list/paged-list'
import { Price } from '@/components/price/price'
import { usePagedList } from '@/hooks/use-paged-list'
import { t } from '@/i18n'
import { pressable } from '@/lib/a11y'
import { openPage } from '@/lib/navigate'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { useLoginGate } from '@/hooks/use-login-gate'
import { statusText } from '../../kit/status-text'
import { DetailRows } from '../../kit/detail-rows'
import { StatusTabs } from '../../kit/status-tabs'
import '../../kit/kit.scss'
import './profit.scss'
import '@/i18n/locales/plugin-membershiplevelvip'

const TABS = ['-1', '0', '1', '2']

const openDetail = (id: string) => void openPage(`/pages/plugins/membershiplevelvip/profit-detail/profit-detail?id=${id}`)

/** Rebate records (api-plugins-1 §3.6). */
function VipProfitPage() {
  const router = useRouter()
  const allowed = useLoginGate()
  const [status, setStatus] = useState(TABS.includes(router.params.status ?? '') ? String(router.params.status) : '-1')
  const fetchPage = useCallback((page: number) => getVipProfits(page, status), [status])
  const list = usePagedList(fetchPage, [status], { enabled: allowed })
  if (!allowed) {
    return (
      <PageShell titleKey='plugin-membershiplevelvip.title_profit'>
        <GuestNotice />
      </PageShell>
    )
  }
  return (
    <PageShell titleKey='plugin-membershiplevelvip.title_profit'>
      <StatusTabs
        tabs={TABS.map((value) => ({
          value,
          label: t(value === '-1' ? 'plugin-membershiplevelvip.status_all' : `plugin-membershiplevelvip.profit_tab_${value}`),
        }))}
        value={status}
        onChange={setStatus}
      />
      <PagedList
        className='pk-page'
        list={list}
        emptyMessage={t('plugin-membershiplevelvip.profits_empty')}
        renderItem={(profit) => (
          <View key={profit.id} className='pk-card' data-testid='vip-profit' onClick={() => openDetail(profit.id)} {...pressable(() => openDetail(profit.id))}>
            <View className='pk-card__head'>
              <Text>{profit.addTime}</Text>
              <Text className='pk-card__status'>{statusText('plugin-membershiplevelvip.profit_tab_', profit.status, profit.statusName)}</Text>
            </View>
            <DetailRows
              rows={[
                [t('plugin-membershiplevelvip.order_amount'), <Price key='t' value={profit.totalPrice} />],
                [t('plugin-membershiplevelvip.rebate_amount'), <Price key='p' value={profit.profitPrice} />],
                [t('plugin-membershiplevelvip.level'), profit.levelName],
              ]}
            />
          </View>
        )}
      />
    </PageShell>
  )
}

export default observer(VipProfitPage)
