import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useCallback, useState, type ReactNode } from 'react'
import type { ApiResult, Page } from '@/api/types'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { PageShell } from '@/components/page-shell/page-shell'
import { PagedList } from '@/components/paged-list/paged-list'
import { useLoginGate } from '@/hooks/use-login-gate'
import { usePagedList, type PagedList as PagedListState } from '@/hooks/use-paged-list'
import { t } from '@/i18n'
import { DetailRows, type DetailRow } from '../../kit/detail-rows'
import { FilterBar, useCoinFilterData, type FilterSpec } from './filter-bar'

type Filters = Record<string, string>

/**
 * One coin history list (recharges, withdrawals, conversions, transfers, account log): login gate,
 * the filter choices, filters that start from the `?id=` account, and paging by the filters.
 */
export function useCoinRecords<F extends object, Row>(
  startFilters: (accountId: string) => F,
  fetch: (page: number, filters: F) => Promise<ApiResult<Page<Row>>>,
) {
  const router = useRouter()
  const allowed = useLoginGate()
  const filterData = useCoinFilterData(allowed)
  const [filters, setFilters] = useState<F>(() => startFilters(String(router.params.id ?? '')))
  const fetchPage = useCallback((page: number) => fetch(page, filters), [fetch, filters])
  const list = usePagedList(fetchPage, [filters], { enabled: allowed })
  const setFilter = useCallback((key: string, value: string) => setFilters((current) => ({ ...current, [key]: value })), [])
  // The filter bar reads the values by key.
  return { allowed, filterData, filters: filters as unknown as Filters, setFilter, list }
}

interface ListProps<Row> {
  titleKey: string
  records: { allowed: boolean; filters: Filters; setFilter: (key: string, value: string) => void; list: PagedListState<Row> }
  filterSpecs: FilterSpec[]
  renderItem: (row: Row) => ReactNode
}

/** The page of a coin history list: the guest notice, or the filter bar over the paged rows. */
export const CoinRecordsPage = observer(function CoinRecordsPage<Row>({ titleKey, records, filterSpecs, renderItem }: ListProps<Row>) {
  return (
    <PageShell titleKey={titleKey}>
      {records.allowed ? (
        <>
          <FilterBar filters={filterSpecs} values={records.filters} onChange={records.setFilter} />
          <PagedList className='pk-page' list={records.list} emptyMessage={t('plugin-coin.empty')} renderItem={(row) => renderItem(row)} />
        </>
      ) : (
        <GuestNotice />
      )}
    </PageShell>
  )
}) as <Row>(props: ListProps<Row>) => ReactNode

interface CardProps {
  testId: string
  /** Extra attributes tests and styles read (e.g. the row's status). */
  status?: number
  title?: string
  time: string
  rows: DetailRow[]
  /** Buttons of the row, e.g. pay or delete a pending request. */
  actions?: ReactNode
}

/** One record card: state and time on top, label/value rows, then the row's actions. */
export function RecordCard({ testId, status, title, time, rows, actions }: CardProps) {
  return (
    <View className='pk-card' data-testid={testId} data-status={status}>
      <View className='pk-card__head'>
        {title ? <Text className='pk-card__status'>{title}</Text> : null}
        <Text>{time}</Text>
      </View>
      <DetailRows rows={rows} />
      {actions ? <View className='pk-card__actions'>{actions}</View> : null}
    </View>
  )
}
