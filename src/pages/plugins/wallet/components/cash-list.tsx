import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useCallback, useState } from 'react'
import { getCashes } from '@/api/plugins/wallet'
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
const CHIPS = ['-1', '0', '1', '2']

/** Tab "cash" (api-plugins-1 §5.4): withdrawal requests by payout status. */
export const CashList = observer(function CashList() {
  const [status, setStatus] = useState('-1')
  const fetchPage = useCallback((page: number) => getCashes(page, status), [status])
  const list = usePagedList(fetchPage, [status])
  return (
    <View>
      <StatusTabs
        tabs={CHIPS.map((value) => ({ value, label: t(value === '-1' ? `${area}.all` : `${area}.cash_status_${value}`) }))}
        value={status}
        onChange={setStatus}
      />
      <PagedList
        className='pk-page'
        list={list}
        emptyMessage={t(`${area}.cashes_empty`)}
        renderItem={(row) => (
          <View
            key={row.id}
            className='pk-card'
            data-testid='wallet-cash'
            data-status={row.status}
            onClick={() => void openPage(`${WALLET_PAGES.cashDetail}?id=${row.id}`)}
            {...pressable(() => void openPage(`${WALLET_PAGES.cashDetail}?id=${row.id}`))}
          >
            <View className='pk-card__head'>
              <Text>{row.addTime}</Text>
              <Text className='pk-card__status' data-testid='wallet-cash-status'>
                {statusText(`${area}.cash_status_`, row.status, row.statusName)}
              </Text>
            </View>
            <DetailRows
              rows={[
                [t(`${area}.cash_no`), row.cashNo],
                [t(`${area}.cash_money`), <Price key='m' value={row.money} />],
                [t(`${area}.commission`), <Price key='c' value={row.commission} />],
              ]}
            />
          </View>
        )}
      />
    </View>
  )
})
