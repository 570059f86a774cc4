import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useCallback, useState, type ReactNode } from 'react'
import type { ApiResult, Page } from '@/api/types'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { PageShell } from '@/components/page-shell/page-shell'
import { PagedList } from '@/components/paged-list/paged-list'
import { useLoginGate } from '@/hooks/use-login-gate'
import { usePagedList } from '@/hooks/use-paged-list'
import { t } from '@/i18n'
import { StatusTabs } from '../../kit/status-tabs'
import '../../kit/kit.scss'
import './realstore.scss'
import '@/i18n/locales/plugin-realstore'

interface Props<T> {
  titleKey: string
  /** [status value, text key under plugin-realstore]; '-1' is "all". */
  tabs: ReadonlyArray<readonly [string, string]>
  /** A stable (module-level) fetcher of one page of a status, for one order ('' for all). */
  fetchRecords: (page: number, status: string, orderId: string) => Promise<ApiResult<Page<T>>>
  emptyKey: string
  renderItem: (item: T) => ReactNode
}

/**
 * The records of the shopper's store orders by state (batch orders, punch cards): ?oid= narrows them to one
 * order and ?status= opens a tab; guests get the login invitation.
 */
export const OrderRecordsPage = observer(function OrderRecordsPage<T>({ titleKey, tabs, fetchRecords, emptyKey, renderItem }: Props<T>) {
  const params = useRouter().params
  const orderId = params.oid ?? ''
  const allowed = useLoginGate()
  const [status, setStatus] = useState(() => (tabs.some(([value]) => value === params.status) ? (params.status as string) : '-1'))
  const fetchPage = useCallback((page: number) => fetchRecords(page, status, orderId), [fetchRecords, status, orderId])
  const list = usePagedList(fetchPage, [status, orderId], { enabled: allowed })

  return (
    <PageShell titleKey={titleKey}>
      {!allowed ? (
        <GuestNotice />
      ) : (
        <>
          <StatusTabs tabs={tabs.map(([value, key]) => ({ value, label: t(`plugin-realstore.${key}`) }))} value={status} onChange={setStatus} />
          <PagedList className='rs-page' list={list} emptyMessage={t(emptyKey)} renderItem={renderItem} />
        </>
      )}
    </PageShell>
  )
}) as <T>(props: Props<T>) => ReactNode
