import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useCallback, useState } from 'react'
import { accountOptions, getTransfers } from '@/api/plugins/coin'
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

/** Transfers sent (api-plugins-1 §6.9): filter by sending account, infinite scroll. */
function CoinTransferListPage() {
  const router = useRouter()
  const allowed = useLoginGate()
  const filterData = useCoinFilterData(allowed)
  const [filters, setFilters] = useState({ sendId: String(router.params.id ?? '') })
  const fetchPage = useCallback((page: number) => getTransfers(page, filters), [filters])
  const list = usePagedList(fetchPage, [filters], { enabled: allowed })

  if (!allowed) {
    return (
      <PageShell titleKey={`${area}.title_transfer_list`}>
        <GuestNotice />
      </PageShell>
    )
  }
  return (
    <PageShell titleKey={`${area}.title_transfer_list`}>
      <FilterBar
        filters={[{ key: 'sendId', title: t(`${area}.send_account`), options: accountOptions(filterData?.accounts ?? []) }]}
        values={filters}
        onChange={(key, value) => setFilters((f) => ({ ...f, [key]: value }))}
      />
      <PagedList
        className='pk-page'
        list={list}
        emptyMessage={t(`${area}.empty`)}
        renderItem={(row) => (
          <View key={row.id} className='pk-card' data-testid='coin-transfer-row'>
            <View className='pk-card__head'>
              <Text>{row.addTime}</Text>
            </View>
            <DetailRows
              rows={[
                [t(`${area}.transfer_no`), row.no],
                [t(`${area}.receiver`), row.receiver],
                [t(`${area}.transfer_coin`), `${row.symbol} ${row.coin}`],
                [t(`${area}.transfer_note`), row.note],
              ]}
            />
          </View>
        )}
      />
    </PageShell>
  )
}

export default observer(CoinTransferListPage)
