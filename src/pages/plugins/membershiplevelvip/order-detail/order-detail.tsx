import { View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { getVipOrder } from '@/api/plugins/membershiplevelvip'
import { PageShell } from '@/components/page-shell/page-shell'
import { Price } from '@/components/price/price'
import { StatusView } from '@/components/status-view/status-view'
import { useRemote } from '@/hooks/use-remote'
import { whenLinked } from '@/lib/route-params'
import { t } from '@/i18n'
import { toAmount } from '@/lib/money'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { useLoginGate, whenLoggedIn } from '@/hooks/use-login-gate'
import { statusText } from '../../kit/status-text'
import { DetailRows } from '../../kit/detail-rows'
import '../../kit/kit.scss'
import './order-detail.scss'
import '@/i18n/locales/plugin-membershiplevelvip'

/** One membership order (api-plugins-1 §3.5). */
function VipOrderDetailPage() {
  const id = useRouter().params.id ?? ''
  const allowed = useLoginGate()
  const order = useRemote(
    whenLoggedIn(
      allowed,
      whenLinked(id, () => getVipOrder(id)),
    ),
    [allowed, id],
  )
  const o = order.data
  return (
    <PageShell titleKey='plugin-membershiplevelvip.title_order_detail'>
      {!allowed ? <GuestNotice /> : <StatusView status={order.status} kind={order.failureKind} message={order.error} onRetry={order.reload} />}
      {allowed && order.status === 'ready' && o ? (
        <View className='pk-page'>
          <View className='pk-card' data-testid='vip-order-detail'>
            <DetailRows
              rows={[
                [t('plugin-membershiplevelvip.order_no'), o.orderNo],
                [t('plugin-membershiplevelvip.duration'), o.period],
                [t('plugin-membershiplevelvip.order_status'), statusText('plugin-membershiplevelvip.status_', o.status, o.statusName)],
                [t('plugin-membershiplevelvip.settlement_status'), o.settlementStatusName],
                [t('plugin-membershiplevelvip.type'), o.typeName],
                [t('plugin-membershiplevelvip.order_amount'), <Price key='p' value={o.price} />],
                [t('plugin-membershiplevelvip.paid_amount'), toAmount(o.payPrice) > 0 ? <Price key='pp' value={o.payPrice} /> : ''],
                [t('plugin-membershiplevelvip.payment_method'), o.paymentName],
                [t('plugin-membershiplevelvip.created'), o.addTime],
                [t('plugin-membershiplevelvip.updated'), o.updTime],
              ]}
            />
          </View>
        </View>
      ) : null}
    </PageShell>
  )
}

export default observer(VipOrderDetailPage)
