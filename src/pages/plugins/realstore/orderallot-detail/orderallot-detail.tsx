import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { getStoreOrder } from '@/api/plugins/realstore-pages'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { PageShell } from '@/components/page-shell/page-shell'
import { PaymentSheetOnDemand } from '@/components/payment-sheet/payment-sheet-on-demand'
import { Price } from '@/components/price/price'
import { QrCodeView } from '@/components/qr-code-view/qr-code-view'
import { useLoginGate, whenLoggedIn } from '@/hooks/use-login-gate'
import { useRemote } from '@/hooks/use-remote'
import { t } from '@/i18n'
import { copyText } from '@/lib/dialogs'
import { openPage } from '@/lib/navigate'
import { whenLinked } from '@/lib/route-params'
import { DetailRows, type DetailRow } from '../../kit/detail-rows'
import { RecordStatus, routeId } from '../../kit/record-status'
import { REALSTORE_PAGES, storeUrl } from '../components/routes'
import { StoreCard } from '../components/store-card'
import { StoreOrderButtons, StoreOrderLine } from '../components/store-order-card'
import { useStoreOrderActions } from '../components/use-store-order-actions'
import '../../kit/kit.scss'
import '../components/realstore.scss'
import '@/i18n/locales/plugin-realstore'

const PAY_DESTINATIONS = { appointPage: REALSTORE_PAGES.orders }

/** One store order (orderallot-detail?id=): its state, the pickup code, the store, the goods and the times. */
function StoreOrderPage() {
  const id = routeId(useRouter().params.id)
  const allowed = useLoginGate()
  const remote = useRemote(
    whenLoggedIn(
      allowed,
      whenLinked(id, () => getStoreOrder(id)),
    ),
    [allowed, id],
  )
  const actions = useStoreOrderActions(() => void remote.reload())
  const order = remote.data

  if (!allowed)
    return (
      <PageShell titleKey='plugin-realstore.title_order'>
        <GuestNotice />
      </PageShell>
    )
  if (remote.status !== 'ready' || !order)
    return (
      <PageShell titleKey='plugin-realstore.title_order'>
        <RecordStatus remote={remote} notFound={t('plugin-realstore.order_not_found')} />
      </PageShell>
    )

  return (
    <PageShell titleKey='plugin-realstore.title_order'>
      <View className='rs-page'>
        <View className='rs-status-card' data-testid='store-order-detail'>
          <Text className='rs-status-card__name'>{order.statusName}</Text>
          <Text className='rs-status-card__sub'>{order.useTypeName}</Text>
        </View>
        {order.pickupCode ? (
          <View className='pk-card rs-code' data-testid='store-order-code'>
            <Text className='pk-card__title'>{t('plugin-realstore.pickup_code')}</Text>
            <QrCodeView text={order.pickupCode} size={200} />
            <Text className='rs-code__text' onClick={() => void copyText(order.pickupCode)}>
              {order.pickupCode}
            </Text>
            <Text className='rs-card__muted'>{t('plugin-realstore.pickup_code_tip')}</Text>
          </View>
        ) : null}
        {order.store ? <StoreCard store={order.store} onOpen={() => void openPage(storeUrl(order.store?.id ?? ''))} /> : null}
        <View className='pk-card'>
          {order.items.map((item, index) => (
            <StoreOrderLine key={`${item.goodsId}-${index}`} item={item} onClick={() => item.url && void openPage(item.url)} />
          ))}
          <View className='rs-order__sum'>
            <Text>{t('plugin-realstore.order_sum', { n: order.count })}</Text>
            <Price value={order.total} />
          </View>
          <StoreOrderButtons order={order} actions={actions} />
        </View>
        <View className='pk-card'>
          <DetailRows
            rows={(
              [
                [t('plugin-realstore.allot_no'), order.allotNo],
                [t('plugin-realstore.order_no'), order.orderNo],
                [t('plugin-realstore.order_type'), order.useTypeName],
                [t('plugin-realstore.pay_way'), order.payText],
                [t('plugin-realstore.created'), order.addTime],
                [t('plugin-realstore.received_at'), order.times.receive],
                [t('plugin-realstore.service_at'), order.times.service],
                [t('plugin-realstore.done_at'), order.times.success],
                [t('plugin-realstore.cancelled_at'), order.times.cancel],
              ] as DetailRow[]
            ).filter(([, value]) => value !== '')}
          />
        </View>
      </View>
      <PaymentSheetOnDemand
        visible={Boolean(actions.paying)}
        orderIds={order.orderId}
        payments={order.payments}
        defaultPaymentId={order.paymentId}
        amount={order.total}
        destinations={PAY_DESTINATIONS}
        onClose={actions.closePay}
        onPaid={() => {
          actions.closePay()
          void remote.reload()
        }}
      />
    </PageShell>
  )
}

export default observer(StoreOrderPage)
