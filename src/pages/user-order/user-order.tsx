import { ScrollView, Text, View } from '@tarojs/components'
import { useDidShow, useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { PaymentMethod } from '@/api/buy'
import { getOrders, type Order } from '@/api/order'
import { ActionButton } from '@/components/action-button/action-button'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { PageShell } from '@/components/page-shell/page-shell'
import { PagedList } from '@/components/paged-list/paged-list'
import { ORDERS_PAGE } from '@/components/payment-sheet/pay-pages'
import { PaymentSheetOnDemand } from '@/components/payment-sheet/payment-sheet-on-demand'
import { Price } from '@/components/price/price'
import { SearchBar } from '@/components/search-bar/search-bar'
import { useLoginGate } from '@/hooks/use-login-gate'
import { usePagedList } from '@/hooks/use-paged-list'
import { t } from '@/i18n'
import { fromCents, toCents } from '@/lib/money'
import { pressable } from '@/lib/a11y'
import { toast } from '@/lib/navigate'
import { useStores } from '@/stores/root-store'
import { ORDER_TABS, tabIndexForStatus } from '@/lib/order-actions'
import { getItem, removeItem } from '@/stores/storage'
import { OrderCard } from './order-card'
import { useOrderActions, type OrderChange } from './use-order-actions'
import './user-order.scss'
import '@/components/cart-list/check.scss'
import '@/i18n/locales/order'

const PAY_DESTINATIONS = { appointPage: ORDERS_PAGE }

/** What the payment sheet pays: one order, or the orders picked for a batch payment. */
interface Paying {
  ids: string
  paymentId: string
  amount: string
}

const payingOne = (order: Order): Paying => ({ ids: order.id, paymentId: order.paymentId, amount: order.totalPrice })

/**
 * My orders (api-core 3.17): keyword search, status tabs, paging, pay / cancel / receive / delete /
 * remind per order, and batch payment of the "to pay" tab when home_is_enable_order_bulk_pay is on.
 */
function UserOrderPage() {
  const router = useRouter()
  const { app } = useStores()
  const allowed = useLoginGate()
  const [tab, setTab] = useState(() => tabIndexForStatus(router.params.status))
  const [keywords, setKeywords] = useState('')
  const [paying, setPaying] = useState<Paying | null>(null)
  const [picked, setPicked] = useState<string[]>([])
  const payments = useRef<{ list: PaymentMethod[]; defaultId: string }>({ list: [], defaultId: '' })
  const firstShow = useRef(true)
  const resumed = useRef(false)

  const fetchPage = useCallback(
    async (page: number) => {
      const result = await getOrders(page, ORDER_TABS[tab].status, keywords)
      if (result.ok) payments.current = { list: result.data.payments, defaultId: result.data.defaultPaymentId }
      return result
    },
    [tab, keywords],
  )
  const list = usePagedList<Order>(fetchPage, [tab, keywords], { enabled: allowed })
  const bulk = app.settings.orderBulkPay && ORDER_TABS[tab].key === 'to_pay'
  const payable = list.items.filter((order) => order.actions.includes('pay'))
  const chosen = payable.filter((order) => picked.includes(order.id))

  // A new tab, search or list forgets what was picked for a batch payment.
  useEffect(() => setPicked([]), [tab, keywords, list.items])

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
    if (order) setPaying({ ...payingOne(order), paymentId: pending.payment_id || order.paymentId })
  }, [list.status, list.items])

  const onChange = useCallback(
    (change: OrderChange) => {
      if (change.kind === 'removed') list.setItems((items) => items.filter((item) => item.id !== change.id))
      else void list.refresh()
    },
    [list],
  )
  const actions = useOrderActions(onChange, (order) => setPaying(payingOne(order)))

  /** Several orders in one payment (a single one keeps its own method). */
  const payPicked = () => {
    if (!chosen.length) {
      toast(t('order.choose_to_pay'))
      return
    }
    const cents = chosen.reduce((sum, order) => sum + toCents(order.totalPrice), 0)
    setPaying({
      ids: chosen.map((order) => order.id).join(','),
      paymentId: chosen.length === 1 ? chosen[0].paymentId : payments.current.defaultId,
      amount: fromCents(cents),
    })
  }
  const togglePick = (id: string) => setPicked((current) => (current.includes(id) ? current.filter((x) => x !== id) : [...current, id]))

  if (!allowed) {
    return (
      <PageShell titleKey='order.title'>
        <GuestNotice />
      </PageShell>
    )
  }

  return (
    <PageShell titleKey='order.title' className={bulk && payable.length ? 'order-page--bulk' : ''}>
      <View className='order-search'>
        <SearchBar
          variant='plain'
          hint={t('order.search_hint')}
          onSearch={(value) => setKeywords(value.trim())}
          onInput={(v) => !v.trim() && setKeywords('')}
        />
      </View>
      <ScrollView scrollX className='order-tabs' data-testid='order-tabs'>
        {ORDER_TABS.map((item, index) => (
          <View
            key={item.key}
            className={`order-tabs__item ${index === tab ? 'order-tabs__item--on' : ''}`}
            data-testid={`order-tab-${item.key}`}
            onClick={() => index !== tab && setTab(index)}
            {...pressable(() => index !== tab && setTab(index))}
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
          <OrderCard
            key={order.id}
            order={order}
            busy={actions.busyId === order.id}
            onAction={(action) => void actions.run(order, action)}
            pick={bulk && order.actions.includes('pay') ? { on: picked.includes(order.id), toggle: () => togglePick(order.id) } : undefined}
          />
        )}
      />
      {bulk && payable.length ? (
        <View className='order-bulk' data-testid='order-bulk'>
          <View
            className='order-bulk__all'
            onClick={() => setPicked(chosen.length === payable.length ? [] : payable.map((o) => o.id))}
            {...pressable(() => setPicked(chosen.length === payable.length ? [] : payable.map((o) => o.id)))}
          >
            <View className={`check ${chosen.length === payable.length ? 'check--on' : ''}`} />
            <Text>{t('order.bulk_select_all')}</Text>
          </View>
          <View className='order-bulk__total'>
            <Text>{t('order.bulk_total')}</Text>
            <Price value={fromCents(chosen.reduce((sum, order) => sum + toCents(order.totalPrice), 0))} />
          </View>
          <ActionButton className='order-bulk__pay' testId='order-bulk-pay' onClick={payPicked}>
            {t('order.bulk_pay', { n: chosen.length })}
          </ActionButton>
        </View>
      ) : null}
      <PaymentSheetOnDemand
        visible={Boolean(paying)}
        orderIds={paying?.ids ?? ''}
        payments={payments.current.list}
        defaultPaymentId={paying?.paymentId || payments.current.defaultId}
        amount={paying?.amount}
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
