import { observer } from 'mobx-react-lite'
import { accountOptions, getConverts } from '@/api/plugins/coin'
import { t } from '@/i18n'
import { CoinRecordsPage, RecordCard, useCoinRecords } from '../components/records'
import '../../kit/kit.scss'
import '../components/coin.scss'
import '@/i18n/locales/plugin-coin'

const area = 'plugin-coin'

const startFilters = (accountId: string) => ({ sendId: accountId, receiveId: '' })

/** Conversions (api-plugins-1 §6.9): filter by sending / receiving account, paged. */
function CoinConvertListPage() {
  const records = useCoinRecords(startFilters, getConverts)
  const accounts = accountOptions(records.filterData?.accounts ?? [])
  return (
    <CoinRecordsPage
      titleKey={`${area}.title_convert_list`}
      records={records}
      filterSpecs={[
        { key: 'sendId', title: t(`${area}.send_account`), options: accounts },
        { key: 'receiveId', title: t(`${area}.receive_account`), options: accounts },
      ]}
      renderItem={(row) => (
        <RecordCard
          key={row.id}
          testId='coin-convert-row'
          time={row.addTime}
          rows={[
            [t(`${area}.convert_no`), row.no],
            [t(`${area}.convert_value`), `${row.sendSymbol} ${row.sent}`],
            [t(`${area}.send_account`), row.sendName],
            [t(`${area}.receive_account`), row.receiveName],
            [t(`${area}.received_coin`), `${row.receiveSymbol} ${row.received}`],
            [t(`${area}.note`), row.note],
          ]}
        />
      )}
    />
  )
}

export default observer(CoinConvertListPage)
