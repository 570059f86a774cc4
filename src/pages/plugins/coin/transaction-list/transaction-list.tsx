import { observer } from 'mobx-react-lite'
import { accountOptions, getCoinLogs } from '@/api/plugins/coin'
import { t } from '@/i18n'
import { CoinRecordsPage, RecordCard, useCoinRecords } from '../components/records'
import '../../kit/kit.scss'
import '../components/coin.scss'
import '@/i18n/locales/plugin-coin'

const area = 'plugin-coin'

const startFilters = (accountId: string) => ({ accountsId: accountId, businessType: '', operateType: '', coinType: '' })

/** Account log (api-plugins-1 §6.9): every coin movement, filtered by account and the three log types. */
function CoinTransactionListPage() {
  const records = useCoinRecords(startFilters, getCoinLogs)
  const filterData = records.filterData
  return (
    <CoinRecordsPage
      titleKey={`${area}.title_transaction_list`}
      records={records}
      filterSpecs={[
        { key: 'accountsId', title: t(`${area}.account_type`), options: accountOptions(filterData?.accounts ?? []) },
        { key: 'operateType', title: t(`${area}.operate_type`), options: filterData?.operateTypes ?? [] },
        { key: 'businessType', title: t(`${area}.business_type`), options: filterData?.businessTypes ?? [] },
        { key: 'coinType', title: t(`${area}.coin_type`), options: filterData?.coinTypes ?? [] },
      ]}
      renderItem={(row) => (
        <RecordCard
          key={row.id}
          testId='coin-log-row'
          title={row.businessTypeName}
          time={row.addTime}
          rows={[
            [t(`${area}.coin_type`), row.coinTypeName],
            [t(`${area}.operate_type`), row.operateTypeName],
            [t(`${area}.operate_coin`), `${row.operateType === 0 ? '-' : '+'}${row.operateCoin}`],
            [t(`${area}.original_coin`), row.originalCoin],
            [t(`${area}.latest_coin`), row.latestCoin],
            [t(`${area}.description`), row.msg],
          ]}
        />
      )}
    />
  )
}

export default observer(CoinTransactionListPage)
