import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useCallback, useRef, useState } from 'react'
import type { PaymentMethod } from '@/api/buy'
import { cancelVipOrder, deleteVipOrder, getVipOrders, type VipOrder } from '@/api/plugins/membershiplevelvip'
import { ActionButton } from '@/components/action-button/action-button'
import { PageShell } from '@/components/page-shell/page-shell'
import { PagedList } from '@/components/paged-list/paged-list'
import { Price } from '@/components/price/price'
import { usePagedList } from '@/hooks/use-paged-list'
import { t } from '@/i18n'
import { confirmAction } from '@/lib/dialogs'
import { pressable } from '@/lib/a11y'
import { openPage } from '@/lib/navigate'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { useLoginGate } from '@/hooks/use-login-gate'
import { statusText } from '../../kit/status-text'
import { DetailRows } from '../../kit/detail-rows'
import { StatusTabs } from '../../kit/status-tabs'
import { VipPaySheet } from '../components/vip-pay-sheet'
import '../../kit/kit.scss'
import './order.scss'
import '@/i18n/locales/plugin-membershiplevelvip'

const TABS = ['-1', '0', '1', '2', '3']

const openDetail = (id: string) => void openPage(`/pages/plugins/membershiplevelvip/order-detail/order-detail?id=${id}`)

/** Membership orders (api-plugins-1 §3.4): status tabs, pay / cancel / delete per row. */
function VipOrdersPage() {
  const router = useRouter()
  const allowed = useLoginGate()
  const [status, setStatus] = useState(TABS.includes(router.params.status ?? '') ? String(router.params.status) : '-1')
  const payments = useRef<{ list: PaymentMethod[]; defaultId: string }>({ list: [], defaultId: '' })
  const fetchPage = useCallback(
    async (page: number) => {
      const result = await getVipOrders(page, status)
      if (result.ok) payments.current = { list: result.data.payments, defaultId: result.data.defaultPaymentId }
      return result
    },
    [status],
  )
  const list = usePagedList(fetchPage, [status], { enabled: allowed })
  const [paying, setPaying] = useState<VipOrder | null>(null)
  const [busyId, setBusyId] = useState('')

  if (!allowed) {
    return (
      <PageShell titleKey='plugin-membershiplevelvip.title_order'>
        <GuestNotice />
      </PageShell>
    )
  }

  const update = (id: string, patch: Partial<VipOrder> | null) =>
    list.setItems((items) => (patch ? items.map((o) => (o.id === id ? { ...o, ...patch } : o)) : items.filter((o) => o.id !== id)))

  const act = async (order: VipOrder, kind: 'cancel' | 'delete') => {
    if (!(await confirmAction(t(`plugin-membershiplevelvip.${kind}_confirm`)))) return
    setBusyId(order.id)
    const result = kind === 'cancel' ? await cancelVipOrder(order.id) : await deleteVipOrder(order.id)
    setBusyId('')
    if (!result.ok) return
    update(order.id, kind === 'cancel' ? { status: 2, statusName: t('plugin-membershiplevelvip.status_2') } : null)
  }

  return (
    <PageShell titleKey='plugin-membershiplevelvip.title_order'>
      <StatusTabs
        tabs={TABS.map((value) => ({ value, label: t(value === '-1' ? 'plugin-membershiplevelvip.status_all' : `plugin-membershiplevelvip.status_${value}`) }))}
        value={status}
        onChange={setStatus}
      />
      <PagedList
        className='pk-page'
        list={list}
        emptyMessage={t('plugin-membershiplevelvip.orders_empty')}
        renderItem={(order) => (
          <View key={order.id} className='pk-card' data-testid='vip-order'>
            <View onClick={() => openDetail(order.id)} {...pressable(() => openDetail(order.id))}>
              <View className='pk-card__head'>
                <Text>{order.addTime}</Text>
                <Text className='pk-card__status' data-testid='vip-order-status'>
                  {statusText('plugin-membershiplevelvip.status_', order.status, order.statusName)}
                </Text>
              </View>
              <DetailRows
                rows={[
                  [t('plugin-membershiplevelvip.order_no'), order.orderNo],
                  [t('plugin-membershiplevelvip.duration'), order.period],
                  [t('plugin-membershiplevelvip.order_amount'), <Price key='p' value={order.price} />],
                  [t('plugin-membershiplevelvip.paid_amount'), <Price key='pp' value={order.payPrice} />],
                ]}
              />
            </View>
            {order.status === 0 || order.status === 2 || order.status === 3 ? (
              <View className='pk-card__actions'>
                {order.status === 0 ? (
                  <>
                    <ActionButton kind='plain' size='small' busy={busyId === order.id} onClick={() => void act(order, 'cancel')}>
                      {t('plugin-membershiplevelvip.cancel')}
                    </ActionButton>
                    <ActionButton size='small' testId='vip-order-pay' busy={busyId === order.id} onClick={() => setPaying(order)}>
                      {t('plugin-membershiplevelvip.pay')}
                    </ActionButton>
                  </>
                ) : (
                  <ActionButton kind='plain' size='small' busy={busyId === order.id} onClick={() => void act(order, 'delete')}>
                    {t('plugin-membershiplevelvip.delete')}
                  </ActionButton>
                )}
              </View>
            ) : null}
          </View>
        )}
      />
      <VipPaySheet
        visible={Boolean(paying)}
        orderId={paying?.id ?? ''}
        amount={paying?.price ?? ''}
        payments={payments.current.list}
        defaultPaymentId={paying?.paymentId && paying.paymentId !== '0' ? paying.paymentId : payments.current.defaultId}
        onClose={() => setPaying(null)}
        onPaid={() => paying && update(paying.id, { status: 1, statusName: t('plugin-membershiplevelvip.status_1') })}
      />
    </PageShell>
  )
}

export default observer(VipOrdersPage)
