import { observer } from 'mobx-react-lite'
import { COIN_PENDING, deleteCash, getCashes } from '@/api/plugins/coin'
import { ActionButton } from '@/components/action-button/action-button'
import { t } from '@/i18n'
import { requestFilters } from '../components/filter-bar'
import { CoinRecordsPage, RecordCard, useCoinRecords } from '../components/records'
import { usePendingDelete } from '../components/use-pending-delete'
import '../../kit/kit.scss'
import '../components/coin.scss'
import '@/i18n/locales/plugin-coin'

const area = 'plugin-coin'

const startFilters = (accountId: string) => ({ accountsId: accountId, networkId: '', status: '' })

/** Withdrawal requests (api-plugins-1 §6.9): filters, paging; pending ones can be deleted (coins return). */
function CoinCashListPage() {
  const records = useCoinRecords(startFilters, getCashes)
  const { deleting, removeRow } = usePendingDelete(records.list, deleteCash, t(`${area}.confirm_delete_cash`))
  return (
    <CoinRecordsPage
      titleKey={`${area}.title_cash_list`}
      records={records}
      filterSpecs={requestFilters(records.filterData)}
      renderItem={(row) => (
        <RecordCard
          key={row.id}
          testId='coin-cash-row'
          status={row.status}
          title={row.statusName}
          time={row.addTime}
          rows={[
            [t(`${area}.cash_no`), row.no],
            [t(`${area}.platform`), row.platformName],
            [t(`${area}.network`), row.networkName],
            [t(`${area}.address`), row.address],
            [t(`${area}.cash_coin`), `${row.symbol} ${row.coin}`],
            [t(`${area}.note`), row.payNote],
          ]}
          actions={
            row.status === COIN_PENDING ? (
              <ActionButton kind='plain' size='small' testId='coin-cash-delete' busy={deleting === row.id} onClick={() => void removeRow(row)}>
                {t(`${area}.delete`)}
              </ActionButton>
            ) : null
          }
        />
      )}
    />
  )
}

export default observer(CoinCashListPage)
