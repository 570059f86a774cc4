import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useCallback, useState } from 'react'
import { getWalletLogs } from '@/api/plugins/wallet'
import { PagedList } from '@/components/paged-list/paged-list'
import { Price } from '@/components/price/price'
import { usePagedList } from '@/hooks/use-paged-list'
import { t } from '@/i18n'
import { pressable } from '@/lib/a11y'
import { openPage } from '@/lib/navigate'
import { statusText } from '../../kit/status-text'
import { DetailRows } from '../../kit/detail-rows'
import { StatusTabs } from '../../kit/status-tabs'
import { WALLET_PAGES } from './routes'

const area = 'plugin-wallet'
const CHIPS = ['-1', '0', '1']

/** Tab "wallet" (api-plugins-1 §5.2): the balance log, filtered by direction. */
export const WalletLogList = observer(function WalletLogList() {
  const [type, setType] = useState('-1')
  const fetchPage = useCallback((page: number) => getWalletLogs(page, type), [type])
  const list = usePagedList(fetchPage, [type])
  return (
    <View>
      <StatusTabs tabs={CHIPS.map((value) => ({ value, label: t(value === '-1' ? `${area}.all` : `${area}.op_${value}`) }))} value={type} onChange={setType} />
      <PagedList
        className='pk-page'
        list={list}
        emptyMessage={t(`${area}.logs_empty`)}
        renderItem={(row) => (
          <View
            key={row.id}
            className='pk-card'
            data-testid='wallet-log'
            onClick={() => void openPage(`${WALLET_PAGES.logDetail}?id=${row.id}`)}
            {...pressable(() => void openPage(`${WALLET_PAGES.logDetail}?id=${row.id}`))}
          >
            <View className='pk-card__head'>
              <Text>{row.addTime}</Text>
              <Text className={`pk-card__status wallet-op--${row.operationType}`}>{statusText(`${area}.op_`, row.operationType, row.operationTypeName)}</Text>
            </View>
            <DetailRows
              rows={[
                [t(`${area}.business_type`), row.businessTypeName],
                [t(`${area}.money_type`), row.moneyTypeName],
                [t(`${area}.operation_money`), <Price key='o' value={row.operationMoney} />],
                [t(`${area}.original_money`), <Price key='b' value={row.originalMoney} />],
                [t(`${area}.latest_money`), <Price key='a' value={row.latestMoney} />],
              ]}
            />
          </View>
        )}
      />
    </View>
  )
})
