import { ScrollView, View } from '@tarojs/components'
import { useDidShow, useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { PaymentMethod } from '@/api/buy'
import { getOrders, type Order } from '@/api/order'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { PageShell } from '@/components/page-shell/page-shell'
import { PagedList } from '@/components/paged-list/paged-list'
import { ORDERS_PAGE } from '@/components/payment-sheet/pay-flow'
import { PaymentSheet } from '@/components/payment-sheet/payment-sheet'
import { useLoginGate } from '@/hooks/use-login-gate'
import { usePagedList } from '@/hooks/use-paged-list'
import { t } from '@/i18n'
import { toast } from '@/lib/navigate'
import { ORDER_TABS, tabIndexForStatus } from '@/lib/order-actions'
import { getItem, removeItem } from '@/stores/storage'
import { OrderCard } from './order-card'
import { useOrderActions, type OrderChange } from './use-order-actions'
import './user-order.scss'
import '@/i18n/locales/order'

const PAY_DESTINATIONS = { appointPage: ORDERS_PAGE }

/** My orders (api-core 3.17): status tabs, paging, pay / cancel / receive / delete per order. */
function UserOrderPage() {
  const router = useRouter()
  const allowed = useLoginGate()
  const [tab, setTab] = useState(() => tabIndexForStatus(router.params.status))
  const [paying, setPaying] = useState<Order | null>(null)
  const payments = useRef<{ list: PaymentMethod[]; defaultId: string }>({ list: [], defaultId: '' })
  const firstShow = useRef(true)
  const resumed = useRef(false)

  const fetchPage = useCallback(
    async (page: number) => {
      const result = await getOrders(page, ORDER_TABS[tab].status)
      if (result.ok) payments.current = { list: result.data.payments, defaultId: result.data.defaultPaymentId }
      return result
    },
    [tab],
  )
  const list = usePagedList<Order>(fetchPage, [tab], { enabled: allowed })

  // A failed payment comes back here with ?msg= (api-core 4 step 8).
  useEffect(() => {
    if (router.params.msg) toast(decodeURIComponent(router.params.msg))
  }, [router.params.msg])

  // Back from the pay result or an order detail: statuses may have moved on.
  useDidShow(() => {
    if (firstShow.current) {
      firstShow.current = false
      return
    }
    if (allowed) void list.refresh()
  })

  // Resume a payment interrupted by the WeChat web-auth round trip (cache_page_pay_key).
  useEffect(() => {
    if (resumed.current || list.status !== 'ready') return
    const pending = getItem('cache_page_pay_key')
    if (!pending?.order_ids) return
    resumed.current = true
    removeItem('cache_page_pay_key')
    const order = list.items.find((item) => pending.order_ids.split(',').includes(item.id))
    if (order) setPaying({ ...order, paymentId: pending.payment_id || order.paymentId })
  }, [list.status, list.items])

  const onChange = useCallback(
    (change: OrderChange) => {
      if (change.kind === 'removed') list.setItems((items) => items.filter((item) => item.id !== change.id))
      else void list.refresh()
    },
    [list],
  )
  const actions = useOrderActions(onChange, setPaying)

  if (!allowed) {
    return (
      <PageShell titleKey='order.title'>
        <GuestNotice />
      </PageShell>
    )
  }

  return (
    <PageShell titleKey='order.title'>
      <ScrollView scrollX className='order-tabs' data-testid='order-tabs'>
        {ORDER_TABS.map((item, index) => (
          <View
            key={item.key}
            className={`order-tabs__item ${index === tab ? 'order-tabs__item--on' : ''}`}
            data-testid={`order-tab-${item.key}`}
            onClick={() => index !== tab && setTab(index)}
          >
            {t(`order.tab_${item.key}`)}
          </View>
        ))}
      </ScrollView>
      <PagedList
        className='order-list'
        list={list}
        emptyMessage={t('order.empty')}
        renderItem={(order) => (
          <OrderCard key={order.id} order={order} busy={actions.busyId === order.id} onAction={(action) => void actions.run(order, action)} />
        )}
      />
      <PaymentSheet
        visible={Boolean(paying)}
        orderIds={paying?.id ?? ''}
        payments={payments.current.list}
        defaultPaymentId={paying?.paymentId || payments.current.defaultId}
        amount={paying?.totalPrice}
        destinations={PAY_DESTINATIONS}
        onClose={() => setPaying(null)}
        onPaid={() => {
          setPaying(null)
          void list.refresh()
        }}
      />
    </PageShell>
  )
}

export default observer(UserOrderPage)
