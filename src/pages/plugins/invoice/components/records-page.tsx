import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { PageShell } from '@/components/page-shell/page-shell'
import { PagedList } from '@/components/paged-list/paged-list'
import { useLoginGate } from '@/hooks/use-login-gate'
import { useShowAgain } from '@/hooks/use-show-again'
import { t } from '@/i18n'
import { openPage } from '@/lib/navigate'
import { MergeBar, RecordCard, useRecordPicker } from './record-picker'
import '@/i18n/locales/plugin-invoice'

interface Props {
  kind: 'order' | 'recharge'
  titleKey: string
  /** The record's detail page; the record id is added as ?id=. */
  detailPage: string
}

/** The list and its bar; keyed by the page so a return from the form starts it afresh. */
const Records = observer(function Records({ kind, detailPage }: Omit<Props, 'titleKey'>) {
  const picker = useRecordPicker(kind)
  return (
    <View>
      <PagedList
        className='pk-page'
        list={picker.list}
        emptyMessage={t('plugin-invoice.records_empty')}
        renderItem={(row) => <RecordCard key={row.id} picker={picker} row={row} onOpen={() => void openPage(`${detailPage}?id=${row.id}`)} />}
      />
      <MergeBar picker={picker} />
    </View>
  )
})

/** Records that can still be invoiced (api-plugins-1 §10.2), orders or recharges: tick and merge, or invoice one. */
export const InvoiceRecordsPage = observer(function InvoiceRecordsPage({ kind, titleKey, detailPage }: Props) {
  const allowed = useLoginGate()
  // Back from the form: the records just invoiced are gone from the list.
  const [round, setRound] = useState(0)
  useShowAgain(() => setRound((n) => n + 1))
  return <PageShell titleKey={titleKey}>{allowed ? <Records key={round} kind={kind} detailPage={detailPage} /> : <GuestNotice />}</PageShell>
})
