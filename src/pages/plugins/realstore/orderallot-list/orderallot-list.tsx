import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useCallback, useState } from 'react'
import type { PaymentMethod } from '@/api/buy'
import { getStoreOrders } from '@/api/plugins/realstore-pages'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { PageShell } from '@/components/page-shell/page-shell'
import { PagedList } from '@/components/paged-list/paged-list'
import { PaymentSheetOnDemand } from '@/components/payment-sheet/payment-sheet-on-demand'
import { useLoginGate } from '@/hooks/use-login-gate'
import { usePagedList } from '@/hooks/use-paged-list'
import { useShowAgain } from '@/hooks/use-show-again'
import { t } from '@/i18n'
import { StatusTabs } from '../../kit/status-tabs'
import { REALSTORE_PAGES } from '../components/routes'
import { StoreOrderCard } from '../components/store-order-card'
import { useStoreOrderActions } from '../components/use-store-order-actions'
import '../../kit/kit.scss'
import '../components/realstore.scss'
import '@/i18n/locales/plugin-realstore'

/** Tabs and the states they hold (api-plugins-2 §3.7: pending 0,1; in service 2,5; to receive 3; completed 4; invalid 6,7). */
const STORE_ORDER_TABS = [
  ['-1', 'all'],
  ['0,1', 'tab_pending'],
  ['2,5', 'tab_service'],
  ['3', 'tab_receive'],
  ['4', 'tab_done'],
  ['6,7', 'tab_invalid'],
] as const

const PAY_DESTINATIONS = { appointPage: REALSTORE_PAGES.orders }

/** My store orders (orderallot-list?oid=&status=): by state, with cancel, pay, confirm receipt, batches and punch cards. */
function StoreOrdersPage() {
  const params = useRouter().params
  const orderId = params.oid ?? ''
  const allowed = useLoginGate()
  const [status, setStatus] = useState(() => (STORE_ORDER_TABS.some(([value]) => value === params.status) ? (params.status as string) : '-1'))
  const [payments, setPayments] = useState<PaymentMethod[]>([])
  const fetchPage = useCallback(
    async (page: number) => {
      const result = await getStoreOrders(page, status, orderId)
      if (result.ok && page === 1) setPayments(result.data.payments)
      return result
    },
    [status, orderId],
  )
  const list = usePagedList(fetchPage, [status, orderId], { enabled: allowed })
  const actions = useStoreOrderActions(() => void list.refresh())
  // Back from a store order's page, where it may have been paid or cancelled.
  useShowAgain(() => void list.refresh())

  return (
    <PageShell titleKey='plugin-realstore.title_orders'>
      {!allowed ? (
        <GuestNotice />
      ) : (
        <>
          <StatusTabs tabs={STORE_ORDER_TABS.map(([value, key]) => ({ value, label: t(`plugin-realstore.${key}`) }))} value={status} onChange={setStatus} />
          <PagedList
            className='rs-page'
            list={list}
            emptyMessage={t('plugin-realstore.orders_empty')}
            renderItem={(order) => <StoreOrderCard key={order.id} order={order} actions={actions} />}
          />
          <PaymentSheetOnDemand
            visible={Boolean(actions.paying)}
            orderIds={actions.paying?.orderId ?? ''}
            payments={payments}
            defaultPaymentId={actions.paying?.paymentId}
            amount={actions.paying?.total}
            destinations={PAY_DESTINATIONS}
            onClose={actions.closePay}
            onPaid={() => {
              actions.closePay()
              void list.refresh()
            }}
          />
        </>
      )}
    </PageShell>
  )
}

export default observer(StoreOrdersPage)
