import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useCallback, useState } from 'react'
import { accountOptions, getConverts } from '@/api/plugins/coin'
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

/** Conversions (api-plugins-1 §6.9): filter by sending / receiving account, paged. */
function CoinConvertListPage() {
  const router = useRouter()
  const allowed = useLoginGate()
  const filterData = useCoinFilterData(allowed)
  const [filters, setFilters] = useState({ sendId: String(router.params.id ?? ''), receiveId: '' })
  const fetchPage = useCallback((page: number) => getConverts(page, filters), [filters])
  const list = usePagedList(fetchPage, [filters], { enabled: allowed })

  if (!allowed) {
    return (
      <PageShell titleKey={`${area}.title_convert_list`}>
        <GuestNotice />
      </PageShell>
    )
  }
  const accounts = accountOptions(filterData?.accounts ?? [])
  return (
    <PageShell titleKey={`${area}.title_convert_list`}>
      <FilterBar
        filters={[
          { key: 'sendId', title: t(`${area}.send_account`), options: accounts },
          { key: 'receiveId', title: t(`${area}.receive_account`), options: accounts },
        ]}
        values={filters}
        onChange={(key, value) => setFilters((f) => ({ ...f, [key]: value }))}
      />
      <PagedList
        className='pk-page'
        list={list}
        emptyMessage={t(`${area}.empty`)}
        renderItem={(row) => (
          <View key={row.id} className='pk-card' data-testid='coin-convert-row'>
            <View className='pk-card__head'>
              <Text>{row.addTime}</Text>
            </View>
            <DetailRows
              rows={[
                [t(`${area}.convert_no`), row.no],
                [t(`${area}.convert_value`), `${row.sendSymbol} ${row.sent}`],
                [t(`${area}.send_account`), row.sendName],
                [t(`${area}.receive_account`), row.receiveName],
                [t(`${area}.received_coin`), `${row.receiveSymbol} ${row.received}`],
                [t(`${area}.note`), row.note],
              ]}
            />
          </View>
        )}
      />
    </PageShell>
  )
}

export default observer(CoinConvertListPage)
