import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useCallback } from 'react'
import { getTransfers } from '@/api/plugins/wallet'
import { PagedList } from '@/components/paged-list/paged-list'
import { Price } from '@/components/price/price'
import { usePagedList } from '@/hooks/use-paged-list'
import { t } from '@/i18n'
import { pressable } from '@/lib/a11y'
import { openPage } from '@/lib/navigate'
import { DetailRows } from '../../kit/detail-rows'
import { WALLET_PAGES } from './routes'

const area = 'plugin-wallet'

/** Tab "transfer" (api-plugins-1 §5.5): transfers sent, newest first. */
export const TransferList = observer(function TransferList() {
  const fetchPage = useCallback((page: number) => getTransfers(page), [])
  const list = usePagedList(fetchPage, [])
  return (
    <PagedList
      className='pk-page'
      list={list}
      emptyMessage={t(`${area}.transfers_empty`)}
      renderItem={(row) => (
        <View
          key={row.id}
          className='pk-card'
          data-testid='wallet-transfer'
          onClick={() => void openPage(`${WALLET_PAGES.transferDetail}?id=${row.id}`)}
          {...pressable(() => void openPage(`${WALLET_PAGES.transferDetail}?id=${row.id}`))}
        >
          <View className='pk-card__head'>
            <Text>{row.addTime}</Text>
            <Text className='pk-card__status'>{row.receiver.name}</Text>
          </View>
          <DetailRows
            rows={[
              [t(`${area}.transfer_no`), row.transferNo],
              [t(`${area}.transfer_money`), <Price key='m' value={row.money} />],
              [t(`${area}.transfer_note`), row.note],
            ]}
          />
        </View>
      )}
    />
  )
})
