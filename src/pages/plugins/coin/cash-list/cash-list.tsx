import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useCallback, useState } from 'react'
import { COIN_PENDING, deleteCash, getCashes, type StatusFilters } from '@/api/plugins/coin'
import { ActionButton } from '@/components/action-button/action-button'
import { PageShell } from '@/components/page-shell/page-shell'
import { PagedList } from '@/components/paged-list/paged-list'
import { usePagedList } from '@/hooks/use-paged-list'
import { t } from '@/i18n'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { useLoginGate } from '@/hooks/use-login-gate'
import { DetailRows } from '../../kit/detail-rows'
import { FilterBar, requestFilters, useCoinFilterData } from '../components/filter-bar'
import { usePendingDelete } from '../components/use-pending-delete'
import '../../kit/kit.scss'
import '../components/coin.scss'
import '@/i18n/locales/plugin-coin'

const area = 'plugin-coin'

/** Withdrawal requests (api-plugins-1 §6.9): filters, paging; pending ones can be deleted (coins return). */
function CoinCashListPage() {
  const router = useRouter()
  const allowed = useLoginGate()
  const filterData = useCoinFilterData(allowed)
  const [filters, setFilters] = useState<StatusFilters>({ accountsId: String(router.params.id ?? ''), networkId: '', status: '' })
  const fetchPage = useCallback((page: number) => getCashes(page, filters), [filters])
  const list = usePagedList(fetchPage, [filters], { enabled: allowed })
  const { deleting, removeRow } = usePendingDelete(list, deleteCash, t(`${area}.confirm_delete_cash`))

  if (!allowed) {
    return (
      <PageShell titleKey={`${area}.title_cash_list`}>
        <GuestNotice />
      </PageShell>
    )
  }

  return (
    <PageShell titleKey={`${area}.title_cash_list`}>
      <FilterBar
        filters={requestFilters(filterData)}
        values={filters as unknown as Record<string, string>}
        onChange={(key, value) => setFilters((f) => ({ ...f, [key]: value }))}
      />
      <PagedList
        className='pk-page'
        list={list}
        emptyMessage={t(`${area}.empty`)}
        renderItem={(row) => (
          <View key={row.id} className='pk-card' data-testid='coin-cash-row' data-status={row.status}>
            <View className='pk-card__head'>
              <Text className='pk-card__status'>{row.statusName}</Text>
              <Text>{row.addTime}</Text>
            </View>
            <DetailRows
              rows={[
                [t(`${area}.cash_no`), row.no],
                [t(`${area}.platform`), row.platformName],
                [t(`${area}.network`), row.networkName],
                [t(`${area}.address`), row.address],
                [t(`${area}.cash_coin`), `${row.symbol} ${row.coin}`],
                [t(`${area}.note`), row.payNote],
              ]}
            />
            {row.status === COIN_PENDING ? (
              <View className='pk-card__actions'>
                <ActionButton kind='plain' size='small' testId='coin-cash-delete' busy={deleting === row.id} onClick={() => void removeRow(row)}>
                  {t(`${area}.delete`)}
                </ActionButton>
              </View>
            ) : null}
          </View>
        )}
      />
    </PageShell>
  )
}

export default observer(CoinCashListPage)
