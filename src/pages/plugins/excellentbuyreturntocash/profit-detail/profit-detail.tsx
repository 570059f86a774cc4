import { View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { CASHBACK_PENDING_SETTLEMENT, getCashback } from '@/api/plugins/excellentbuyreturntocash'
import { PageShell } from '@/components/page-shell/page-shell'
import { Price } from '@/components/price/price'
import { StatusView } from '@/components/status-view/status-view'
import { useRemote } from '@/hooks/use-remote'
import { whenLinked } from '@/lib/route-params'
import { t } from '@/i18n'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { useLoginGate, whenLoggedIn } from '@/hooks/use-login-gate'
import { statusText } from '../../kit/status-text'
import { DetailRows } from '../../kit/detail-rows'
import '../../kit/kit.scss'
import './profit-detail.scss'
import '@/i18n/locales/plugin-excellentbuyreturntocash'

const area = 'plugin-excellentbuyreturntocash'

/** One cashback record (api-plugins-1 §7.2); the settlement time is an estimate while pending. */
function CashbackDetailPage() {
  const id = useRouter().params.id ?? ''
  const allowed = useLoginGate()
  const record = useRemote(
    whenLoggedIn(
      allowed,
      whenLinked(id, () => getCashback(id)),
    ),
    [allowed, id],
  )
  const r = record.data
  const settleTime =
    r && r.status === CASHBACK_PENDING_SETTLEMENT && r.estimateMark && r.settleTime ? `(${r.estimateMark}) ${r.settleTime}` : (r?.settleTime ?? '')
  return (
    <PageShell titleKey={`${area}.title_profit_detail`}>
      {!allowed ? <GuestNotice /> : <StatusView status={record.status} kind={record.failureKind} message={record.error} onRetry={record.reload} />}
      {allowed && record.status === 'ready' && r ? (
        <View className='pk-page'>
          <View className='pk-card' data-testid='cashback-detail'>
            <DetailRows
              rows={[
                [t(`${area}.order_no`), r.orderNo],
                [t(`${area}.order_amount`), <Price key='t' value={r.totalPrice} />],
                [t(`${area}.refund_amount`), <Price key='r' value={r.refundPrice} />],
                [t(`${area}.valid_amount`), <Price key='v' value={r.validPrice} />],
                [t(`${area}.cashback_amount`), <Price key='p' value={r.profitPrice} />],
                [t(`${area}.status`), statusText(`${area}.status_`, r.status, r.statusName)],
                [t(`${area}.order_status`), r.orderStatusName],
                [t(`${area}.pay_status`), r.orderPayStatusName],
                [t(`${area}.client`), r.orderClientName],
                [t(`${area}.settle_time`), settleTime],
                [t(`${area}.created`), r.addTime],
                [t(`${area}.updated`), r.updTime],
              ]}
            />
          </View>
        </View>
      ) : null}
    </PageShell>
  )
}

export default observer(CashbackDetailPage)
