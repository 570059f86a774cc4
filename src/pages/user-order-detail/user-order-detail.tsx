import { Image, Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useCallback, useState } from 'react'
import type { PaymentMethod } from '@/api/buy'
import { getOrderDetail, getOrders, type Order } from '@/api/order'
import { PageShell } from '@/components/page-shell/page-shell'
import { ORDERS_PAGE } from '@/components/payment-sheet/pay-pages'
import { PaymentSheetOnDemand } from '@/components/payment-sheet/payment-sheet-on-demand'
import { Price } from '@/components/price/price'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { SafeRichText } from '@/components/rich-text/rich-text'
import { StatusView } from '@/components/status-view/status-view'
import { useLoginGate } from '@/hooks/use-login-gate'
import { useRemote } from '@/hooks/use-remote'
import { t } from '@/i18n'
import { copyText } from '@/lib/dialogs'
import { goBack, openLink } from '@/lib/navigate'
import { pressable, imageAlt } from '@/lib/a11y'
import { ORDER_DETAIL_BLOCKS, ORDER_DETAIL_PARCELS } from '@/slots/slots'
import { Slot } from '@/slots/slot'
import '@/slots/fills/order'
import { OrderActions, OrderItems } from '../user-order/order-card'
import { useOrderActions, type OrderChange } from '../user-order/use-order-actions'
import '../user-order/user-order.scss'
import './user-order-detail.scss'
import '@/i18n/locales/order'

const PAY_DESTINATIONS = { appointPage: ORDERS_PAGE }

function InfoRow({ label, value, copy, testId }: { label: string; value: string; copy?: boolean; testId?: string }) {
  if (!value) return null
  return (
    <View className='detail-row' data-testid={testId}>
      <Text className='detail-row__label'>{label}</Text>
      <Text className='detail-row__value'>{value}</Text>
      {copy ? (
        <Text className='detail-row__copy' onClick={() => void copyText(value)} {...pressable(() => void copyText(value))}>
          {t('order.copy')}
        </Text>
      ) : null}
    </View>
  )
}

function MoneyRow({ label, value, sign = '' }: { label: string; value: string; sign?: string }) {
  if (value === '' || (sign && Number(value) === 0)) return null
  return (
    <View className='detail-row'>
      <Text className='detail-row__label'>{label}</Text>
      <Text className='detail-row__value'>{sign}</Text>
      <Price value={value} size='small' />
    </View>
  )
}

/** Order detail (api-core 3.18): every field of the order, and its buttons as operate_data says. */
function OrderDetailPage() {
  const router = useRouter()
  const id = router.params.id ?? ''
  const allowed = useLoginGate()
  const [paying, setPaying] = useState(false)
  const [payments, setPayments] = useState<PaymentMethod[]>([])
  const remote = useRemote(
    () =>
      allowed && id ? getOrderDetail(id) : Promise.resolve({ ok: false as const, code: -1, msg: t('order.missing_id'), kind: 'server' as const, data: '' }),
    [allowed, id],
  )

  const onChange = useCallback((change: OrderChange) => (change.kind === 'removed' ? goBack(ORDERS_PAGE) : void remote.reload()), [remote])
  const openPayment = useCallback(async () => {
    // order/detail has no payment_list; order/index carries it.
    if (!payments.length) {
      const list = await getOrders(1, '1')
      if (list.ok) setPayments(list.data.payments)
    }
    setPaying(true)
  }, [payments.length])
  const actions = useOrderActions(onChange, () => void openPayment())

  if (!allowed) {
    return (
      <PageShell titleKey='order.title_detail'>
        <GuestNotice />
      </PageShell>
    )
  }
  const order: Order | null = remote.data
  return (
    <PageShell titleKey='order.title_detail'>
      <StatusView status={remote.status} message={remote.error} onRetry={remote.reload} />
      {remote.status === 'ready' && order ? (
        <View className='order-detail' data-testid='order-detail'>
          <View className='order-detail__banner'>
            <Text className='order-detail__status' data-testid='order-detail-status'>
              {order.statusName}
            </Text>
            {order.payStatusName ? <Text className='order-detail__pay-status'>{order.payStatusName}</Text> : null}
          </View>

          {order.address ? (
            <View className='detail-card'>
              <Text className='detail-card__title'>{t('order.address')}</Text>
              <View className='order-detail__who'>
                <Text className='order-detail__name'>{order.address.name}</Text>
                <Text className='order-detail__tel'>{order.address.tel}</Text>
              </View>
              <View className='order-detail__where'>
                <Text className='order-detail__address'>{order.address.fullText}</Text>
                {order.address.lng && order.address.lat ? (
                  <Text
                    className='order-detail__map'
                    data-testid='order-detail-map'
                    onClick={() => {
                      const a = order.address
                      if (a) openLink({ kind: 'map', name: a.alias || a.name, address: a.fullText, lng: a.lng, lat: a.lat })
                    }}
                    {...pressable(() => {
                      const a = order.address
                      if (a) openLink({ kind: 'map', name: a.alias || a.name, address: a.fullText, lng: a.lng, lat: a.lat })
                    })}
                  >
                    {t('order.view_map')}
                  </Text>
                ) : null}
              </View>
              <InfoRow label={t('order.appoint_time')} value={order.address.appointTime} />
              <InfoRow label={t('order.pickup_contact')} value={[order.address.contactName, order.address.contactTel].filter(Boolean).join(' ')} />
            </View>
          ) : null}

          {order.service ? (
            <View className='detail-card' data-testid='order-detail-service'>
              <Text className='detail-card__title'>{t('order.service_title')}</Text>
              <InfoRow label={t('order.service_name')} value={order.service.name} />
              <InfoRow label={t('order.service_mobile')} value={order.service.mobile} copy />
              <InfoRow label={t('order.service_duration')} value={order.service.duration} />
              <InfoRow label={t('order.service_time')} value={[order.service.start, order.service.end].filter(Boolean).join(' ~ ')} />
            </View>
          ) : null}

          {order.fictitious ? (
            <View className='detail-card' data-testid='order-detail-keys'>
              <Text className='detail-card__title'>{order.fictitious.title || t('order.keys_title')}</Text>
              {order.fictitious.tips ? <SafeRichText html={order.fictitious.tips} /> : null}
              {order.items.map((item) => (
                <View key={item.id} className='order-detail__keys'>
                  <Text className='order-detail__keys-title'>{[item.title, item.specText].filter(Boolean).join(' · ')}</Text>
                  {item.fictitiousValue ? (
                    <SafeRichText html={item.fictitiousValue} />
                  ) : (
                    <Text className='order-detail__keys-none'>{t('order.keys_missing')}</Text>
                  )}
                </View>
              ))}
            </View>
          ) : null}

          {order.pickupCode ? (
            <View className='detail-card order-detail__pickup'>
              <Text className='detail-card__title'>{t('order.pickup_code')}</Text>
              <Text className='order-detail__code'>{order.pickupCode}</Text>
              {order.pickupImage ? <Image className='order-detail__code-image' src={order.pickupImage} mode='aspectFit' {...imageAlt('')} /> : null}
            </View>
          ) : null}
          <Slot slot={ORDER_DETAIL_BLOCKS} props={{ order, className: 'order-detail__block' }} />

          {order.express.length ? (
            <View className='detail-card'>
              <Text className='detail-card__title'>{t('order.express')}</Text>
              {order.express.map((entry) => (
                <View key={entry.number}>
                  <InfoRow label={entry.name} value={entry.number} copy />
                  <InfoRow label={t('order.express_note')} value={entry.note} testId='order-detail-express-note' />
                </View>
              ))}
              <Slot slot={ORDER_DETAIL_PARCELS} props={{ order, className: 'order-detail__track' }} />
            </View>
          ) : null}

          <View className='detail-card'>
            <Text className='detail-card__title'>{order.warehouseName || t('order.goods')}</Text>
            <OrderItems order={order} linkGoods />
            {order.extensions.map((row) => (
              <InfoRow key={row.name} label={row.name} value={row.tips || row.price} />
            ))}
          </View>

          <View className='detail-card'>
            <Text className='detail-card__title'>{t('order.order_info')}</Text>
            <InfoRow label={t('order.order_no')} value={order.orderNo} copy testId='order-detail-no' />
            <InfoRow label={t('order.status')} value={order.statusName} />
            <InfoRow label={t('order.pay_status')} value={order.payStatusName} testId='order-detail-pay-status' />
            <InfoRow label={t('order.order_model')} value={order.orderModelName} />
            <InfoRow label={t('order.warehouse')} value={order.warehouseName} />
            <MoneyRow label={t('order.price')} value={order.price} />
            <MoneyRow label={t('order.total_price')} value={order.totalPrice} />
            <MoneyRow label={t('order.preferential_price')} value={order.preferentialPrice} sign='-' />
            <MoneyRow label={t('order.increase_price')} value={order.increasePrice} sign='+' />
            <MoneyRow label={t('order.pay_price')} value={order.payPrice} />
            <InfoRow label={t('order.payment')} value={[order.paymentName, order.underLineText].filter(Boolean).join(' · ')} />
            <InfoRow label={t('order.user_note')} value={order.userNote} />
            <InfoRow label={t('order.add_time')} value={order.times.add} />
            <InfoRow label={t('order.confirm_time')} value={order.times.confirm} />
            <InfoRow label={t('order.pay_time')} value={order.times.pay} />
            <InfoRow label={t('order.delivery_time')} value={order.times.delivery} />
            <InfoRow label={t('order.collect_time')} value={order.times.collect} />
            <InfoRow label={t('order.cancel_time')} value={order.times.cancel} />
            <InfoRow label={t('order.close_time')} value={order.times.close} />
          </View>

          {order.actions.length ? (
            <View className='order-detail__bar'>
              <OrderActions order={order} busy={actions.busyId === order.id} onAction={(action) => void actions.run(order, action)} />
            </View>
          ) : null}

          <PaymentSheetOnDemand
            visible={paying}
            orderIds={order.id}
            payments={payments}
            defaultPaymentId={order.paymentId}
            amount={order.totalPrice}
            destinations={PAY_DESTINATIONS}
            onClose={() => setPaying(false)}
            onPaid={() => {
              setPaying(false)
              void remote.reload()
            }}
          />
        </View>
      ) : null}
    </PageShell>
  )
}

export default observer(OrderDetailPage)
