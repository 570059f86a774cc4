import { observer } from 'mobx-react-lite'
import { COIN_PENDING, deleteRecharge, getRecharges } from '@/api/plugins/coin'
import { ActionButton } from '@/components/action-button/action-button'
import { useShowAgain } from '@/hooks/use-show-again'
import { t } from '@/i18n'
import { openPage } from '@/lib/navigate'
import { requestFilters } from '../components/filter-bar'
import { coinPage } from '../components/links-sheet'
import { CoinRecordsPage, RecordCard, useCoinRecords } from '../components/records'
import { usePendingDelete } from '../components/use-pending-delete'
import '../../kit/kit.scss'
import '../components/coin.scss'
import '@/i18n/locales/plugin-coin'

const area = 'plugin-coin'

const startFilters = (accountId: string) => ({ accountsId: accountId, networkId: '', status: '' })

/** Recharge requests (api-plugins-1 §6.9): filters, paging; pending ones can be paid or deleted. */
function CoinRechargeListPage() {
  const records = useCoinRecords(startFilters, getRecharges)
  const { deleting, removeRow } = usePendingDelete(records.list, deleteRecharge, t(`${area}.confirm_delete_recharge`))
  // Back from the voucher page: the paid row changed state.
  useShowAgain(() => void records.list.refresh())
  return (
    <CoinRecordsPage
      titleKey={`${area}.title_recharge_list`}
      records={records}
      filterSpecs={requestFilters(records.filterData)}
      renderItem={(row) => (
        <RecordCard
          key={row.id}
          testId='coin-recharge-row'
          status={row.status}
          title={row.statusName}
          time={row.addTime}
          rows={[
            [t(`${area}.recharge_no`), row.no],
            [t(`${area}.platform`), row.platformName],
            [t(`${area}.network`), row.networkName],
            [t(`${area}.address`), row.address],
            [t(`${area}.recharge_coin`), `${row.symbol} ${row.coin}`],
          ]}
          actions={
            row.status === COIN_PENDING ? (
              <>
                <ActionButton kind='plain' size='small' testId='coin-recharge-delete' busy={deleting === row.id} onClick={() => void removeRow(row)}>
                  {t(`${area}.delete`)}
                </ActionButton>
                <ActionButton size='small' testId='coin-recharge-pay' onClick={() => void openPage(coinPage('recharge-pay', `id=${row.id}`))}>
                  {t(`${area}.pay`)}
                </ActionButton>
              </>
            ) : null
          }
        />
      )}
    />
  )
}

export default observer(CoinRechargeListPage)
