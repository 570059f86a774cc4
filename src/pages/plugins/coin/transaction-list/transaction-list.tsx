import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useCallback, useState } from 'react'
import { accountOptions, getCoinLogs, type LogFilters } from '@/api/plugins/coin'
import { PageShell } from '@/components/page-shell/page-shell'
import { PagedList } from '@/components/paged-list/paged-list'
import { usePagedList } from '@/hooks/use-paged-list'
import { t } from '@/i18n'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { useLoginGate } from '@/hooks/use-login-gate'
import { DetailRows } from '../../kit/detail-rows'
import { FilterBar, useCoinFilterData } from '../components/filter-bar'
import '../../kit/kit.scss'
import '../components/coin.scss'
import '@/i18n/locales/plugin-coin'

const area = 'plugin-coin'

/** Account log (api-plugins-1 §6.9): every coin movement, filtered by account and the three log types. */
function CoinTransactionListPage() {
  const router = useRouter()
  const allowed = useLoginGate()
  const filterData = useCoinFilterData(allowed)
  const [filters, setFilters] = useState<LogFilters>({ accountsId: String(router.params.id ?? ''), businessType: '', operateType: '', coinType: '' })
  const fetchPage = useCallback((page: number) => getCoinLogs(page, filters), [filters])
  const list = usePagedList(fetchPage, [filters], { enabled: allowed })

  if (!allowed) {
    return (
      <PageShell titleKey={`${area}.title_transaction_list`}>
        <GuestNotice />
      </PageShell>
    )
  }
  return (
    <PageShell titleKey={`${area}.title_transaction_list`}>
      <FilterBar
        filters={[
          { key: 'accountsId', title: t(`${area}.account_type`), options: accountOptions(filterData?.accounts ?? []) },
          { key: 'operateType', title: t(`${area}.operate_type`), options: filterData?.operateTypes ?? [] },
          { key: 'businessType', title: t(`${area}.business_type`), options: filterData?.businessTypes ?? [] },
          { key: 'coinType', title: t(`${area}.coin_type`), options: filterData?.coinTypes ?? [] },
        ]}
        values={filters as unknown as Record<string, string>}
        onChange={(key, value) => setFilters((f) => ({ ...f, [key]: value }))}
      />
      <PagedList
        className='pk-page'
        list={list}
        emptyMessage={t(`${area}.empty`)}
        renderItem={(row) => (
          <View key={row.id} className='pk-card' data-testid='coin-log-row'>
            <View className='pk-card__head'>
              <Text className='pk-card__status'>{row.businessTypeName}</Text>
              <Text>{row.addTime}</Text>
            </View>
            <DetailRows
              rows={[
                [t(`${area}.coin_type`), row.coinTypeName],
                [t(`${area}.operate_type`), row.operateTypeName],
                [t(`${area}.operate_coin`), `${row.operateType === 0 ? '-' : '+'}${row.operateCoin}`],
                [t(`${area}.original_coin`), row.originalCoin],
                [t(`${area}.latest_coin`), row.latestCoin],
                [t(`${area}.description`), row.msg],
              ]}
            />
          </View>
        )}
      />
    </PageShell>
  )
}

export default observer(CoinTransactionListPage)
