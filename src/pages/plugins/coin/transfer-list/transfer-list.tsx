import { observer } from 'mobx-react-lite'
import { accountOptions, getTransfers } from '@/api/plugins/coin'
import { t } from '@/i18n'
import { CoinRecordsPage, RecordCard, useCoinRecords } from '../components/records'
import '../../kit/kit.scss'
import '../components/coin.scss'
import '@/i18n/locales/plugin-coin'

const area = 'plugin-coin'

const startFilters = (accountId: string) => ({ sendId: accountId })

/** Transfers sent (api-plugins-1 §6.9): filter by sending account, infinite scroll. */
function CoinTransferListPage() {
  const records = useCoinRecords(startFilters, getTransfers)
  return (
    <CoinRecordsPage
      titleKey={`${area}.title_transfer_list`}
      records={records}
      filterSpecs={[{ key: 'sendId', title: t(`${area}.send_account`), options: accountOptions(records.filterData?.accounts ?? []) }]}
      renderItem={(row) => (
        <RecordCard
          key={row.id}
          testId='coin-transfer-row'
          time={row.addTime}
          rows={[
            [t(`${area}.transfer_no`), row.no],
            [t(`${area}.receiver`), row.receiver],
            [t(`${area}.transfer_coin`), `${row.symbol} ${row.coin}`],
            [t(`${area}.transfer_note`), row.note],
          ]}
        />
      )}
    />
  )
}

export default observer(CoinTransferListPage)
