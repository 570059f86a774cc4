import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { PageShell } from '@/components/page-shell/page-shell'
import { PagedList } from '@/components/paged-list/paged-list'
import { useShowAgain } from '@/hooks/use-show-again'
import { t } from '@/i18n'
import { openPage } from '@/lib/navigate'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { useLoginGate } from '@/hooks/use-login-gate'
import { MergeBar, RecordCard, useRecordPicker } from '../components/record-picker'
import { INVOICE_PAGES } from '../components/routes'
import './order.scss'
import '@/i18n/locales/plugin-invoice'

const KIND = 'order'

/** The list and its bar; keyed by the page so a return from the form starts it afresh. */
const OrderRecords = observer(function OrderRecords() {
  const picker = useRecordPicker(KIND)
  return (
    <View>
      <PagedList
        className='pk-page'
        list={picker.list}
        emptyMessage={t('plugin-invoice.records_empty')}
        renderItem={(row) => <RecordCard key={row.id} picker={picker} row={row} onOpen={() => void openPage(`${INVOICE_PAGES.orderDetail}?id=${row.id}`)} />}
      />
      <MergeBar picker={picker} />
    </View>
  )
})

/** Paid orders that can still be invoiced (api-plugins-1 §10.2): tick and merge, or invoice one. */
function InvoiceOrderPage() {
  const allowed = useLoginGate()
  // Back from the form: the records just invoiced are gone from the list.
  const [round, setRound] = useState(0)
  useShowAgain(() => setRound((n) => n + 1))
  return <PageShell titleKey='plugin-invoice.title_order'>{allowed ? <OrderRecords key={round} /> : <GuestNotice />}</PageShell>
}

export default observer(InvoiceOrderPage)
