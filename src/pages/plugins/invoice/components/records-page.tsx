import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState, type ReactNode } from 'react'
import type { RecordKind } from '@/api/plugins/invoice'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { PageShell } from '@/components/page-shell/page-shell'
import { PagedList } from '@/components/paged-list/paged-list'
import { useLoginGate } from '@/hooks/use-login-gate'
import { useShowAgain } from '@/hooks/use-show-again'
import { t } from '@/i18n'
import { openPage } from '@/lib/navigate'
import { MergeBar, RecordCard, useRecordPicker, type FetchRecords, type PickableRecord } from './record-picker'
import '@/i18n/locales/plugin-invoice'

interface Props<T extends PickableRecord> {
  kind: RecordKind
  titleKey: string
  /** The record's detail page; the record id is added as ?id=. */
  detailPage: string
  /** A stable (module-level) fetcher of one page of records. */
  fetchRecords: FetchRecords<T>
  /** The page's own card body for one record. */
  renderRecord: (row: T) => ReactNode
}

/** The list and its bar; keyed by the page so a return from the form starts it afresh. */
const Records = observer(function Records<T extends PickableRecord>({ kind, detailPage, fetchRecords, renderRecord }: Omit<Props<T>, 'titleKey'>) {
  const picker = useRecordPicker(kind, fetchRecords)
  return (
    <View>
      <PagedList
        className='pk-page'
        list={picker.list}
        emptyMessage={t('plugin-invoice.records_empty')}
        renderItem={(row) => (
          <RecordCard key={row.id} picker={picker} id={row.id} onOpen={() => void openPage(`${detailPage}?id=${row.id}`)}>
            {renderRecord(row)}
          </RecordCard>
        )}
      />
      <MergeBar picker={picker} />
    </View>
  )
}) as <T extends PickableRecord>(props: Omit<Props<T>, 'titleKey'>) => ReactNode

/**
 * Records that can still be invoiced (api-plugins-1 §10.2), orders or recharges: tick and merge, or
 * invoice one. The order and recharge pages bring their own typed record card.
 */
export const InvoiceRecordsPage = observer(function InvoiceRecordsPage<T extends PickableRecord>({ titleKey, ...rest }: Props<T>) {
  const allowed = useLoginGate()
  // Back from the form: the records just invoiced are gone from the list.
  const [round, setRound] = useState(0)
  useShowAgain(() => setRound((n) => n + 1))
  return <PageShell titleKey={titleKey}>{allowed ? <Records key={round} {...rest} /> : <GuestNotice />}</PageShell>
}) as <T extends PickableRecord>(props: Props<T>) => ReactNode
