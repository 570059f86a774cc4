import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useCallback, useState } from 'react'
import { deleteInvoice, getInvoiceCenter, getInvoices, type Invoice, type SchemaField } from '@/api/plugins/invoice'
import { ActionButton } from '@/components/action-button/action-button'
import { PageShell } from '@/components/page-shell/page-shell'
import { PagedList } from '@/components/paged-list/paged-list'
import { StatusView } from '@/components/status-view/status-view'
import { usePagedList } from '@/hooks/use-paged-list'
import { useRemote } from '@/hooks/use-remote'
import { useShowAgain } from '@/hooks/use-show-again'
import { t } from '@/i18n'
import { pressable } from '@/lib/a11y'
import { confirmAction } from '@/lib/dialogs'
import { openPage, toast } from '@/lib/navigate'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { useLoginGate, whenLoggedIn } from '@/hooks/use-login-gate'
import { StatusTabs } from '../../kit/status-tabs'
import { INVOICE_PAGES } from '../components/routes'
import { SchemaRows } from '../components/schema-rows'
import '../../kit/kit.scss'
import '../components/invoice.scss'
import './invoice.scss'
import '@/i18n/locales/plugin-invoice'

const area = 'plugin-invoice'
const openDetail = (id: string) => void openPage(`${INVOICE_PAGES.detail}?id=${id}`)
/** Rows show this many schema fields before "view more" (§10.1). */
const ROW_FIELDS = 6
const DELETABLE = [0, 3, 4]
/** The demo server lets the shopper edit while the invoice is pending review only. */
const EDITABLE = [0]

/** The paged invoice list of one status tab. */
const InvoiceList = observer(function InvoiceList({ status }: { status: string }) {
  const [schema, setSchema] = useState<SchemaField[]>([])
  const fetchPage = useCallback(
    async (page: number) => {
      const result = await getInvoices(page, status)
      if (result.ok && page === 1) setSchema(result.data.schema)
      return result
    },
    [status],
  )
  const list = usePagedList(fetchPage, [status])
  const [busyId, setBusyId] = useState('')

  const remove = async (row: Invoice) => {
    if (!(await confirmAction(t(`${area}.delete_confirm`)))) return
    setBusyId(row.id)
    const result = await deleteInvoice(row.id)
    setBusyId('')
    if (!result.ok) return
    toast(t(`${area}.deleted`), 'success')
    list.setItems((items) => items.filter((r) => r.id !== row.id))
  }

  return (
    <PagedList
      className='pk-page'
      list={list}
      emptyMessage={t(`${area}.list_empty`)}
      renderItem={(row) => (
        <View key={row.id} className='pk-card' data-testid='invoice-row' data-status={row.status}>
          <View onClick={() => openDetail(row.id)}>
            {/* The head is the keyboard's way in: the rows below hold copy buttons of their own. */}
            <View className='pk-card__head' {...pressable(() => openDetail(row.id))}>
              <Text>{row.addTime}</Text>
              <Text className={`invoice-status--${row.status}`} data-testid='invoice-status'>
                {row.statusName}
              </Text>
            </View>
            <SchemaRows schema={schema} row={row.raw} limit={ROW_FIELDS} skip={['express_name', 'express_number']} />
          </View>
          {DELETABLE.includes(row.status) || EDITABLE.includes(row.status) ? (
            <View className='pk-card__actions'>
              {DELETABLE.includes(row.status) ? (
                <ActionButton kind='plain' size='small' testId='invoice-delete' busy={busyId === row.id} onClick={() => void remove(row)}>
                  {t(`${area}.delete`)}
                </ActionButton>
              ) : null}
              {EDITABLE.includes(row.status) ? (
                <ActionButton size='small' testId='invoice-edit' onClick={() => void openPage(`${INVOICE_PAGES.form}?id=${row.id}`)}>
                  {t(`${area}.edit`)}
                </ActionButton>
              ) : null}
            </View>
          ) : null}
        </View>
      )}
    />
  )
})

/** My invoices (api-plugins-1 §10.1): notice, status tabs from user/center, paged list, invoice entries. */
function InvoicePage() {
  const allowed = useLoginGate()
  const center = useRemote(whenLoggedIn(allowed, getInvoiceCenter), [allowed])
  const [status, setStatus] = useState('-1')
  // Back from the form or a detail: the list may have changed.
  const [round, setRound] = useState(0)
  useShowAgain(() => setRound((n) => n + 1))

  if (!allowed) {
    return (
      <PageShell titleKey={`${area}.title_list`}>
        <GuestNotice />
      </PageShell>
    )
  }
  const data = center.data
  return (
    <PageShell titleKey={`${area}.title_list`}>
      <StatusView status={center.status} message={center.error} onRetry={center.reload} />
      {center.status === 'ready' && data ? (
        <View>
          {data.notices.length ? (
            <View className='pk-notice invoice-notice'>
              {data.notices.map((line) => (
                <Text key={line} className='pk-notice__line'>
                  {line}
                </Text>
              ))}
            </View>
          ) : null}
          {data.tabs.length ? <StatusTabs tabs={data.tabs} value={status} onChange={setStatus} /> : null}
          <InvoiceList key={`${status}-${round}`} status={status} />
          {data.canOrder || data.canRecharge ? (
            <>
              <View className='invoice-bar-space' />
              <View className='invoice-bar'>
                {data.canOrder ? (
                  <ActionButton size='small' testId='invoice-go-orders' onClick={() => void openPage(INVOICE_PAGES.orders)}>
                    {t(`${area}.invoice_order`)}
                  </ActionButton>
                ) : null}
                {data.canRecharge ? (
                  <ActionButton kind='plain' size='small' testId='invoice-go-recharges' onClick={() => void openPage(INVOICE_PAGES.recharges)}>
                    {t(`${area}.invoice_recharge`)}
                  </ActionButton>
                ) : null}
              </View>
            </>
          ) : null}
        </View>
      ) : null}
    </PageShell>
  )
}

export default observer(InvoicePage)
