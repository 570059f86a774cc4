import { View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { getRecharge } from '@/api/plugins/wallet'
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
import '../components/wallet.scss'
import './user-recharge-detail.scss'
import '@/i18n/locales/plugin-wallet'

const area = 'plugin-wallet'
/** Amounts of 0 or less are shown blank (not yet paid). */
const positive = (value: string) => (toAmount(value) > 0 ? <Price value={value} /> : '')

/** One recharge (api-plugins-1 §5.11); the paid amount is blank until paid. */
function RechargeDetailPage() {
  const id = useRouter().params.id ?? ''
  const allowed = useLoginGate()
  const record = useRemote(
    whenLoggedIn(
      allowed,
      whenLinked(id, () => getRecharge(id)),
    ),
    [allowed, id],
  )
  const r = record.data
  return (
    <PageShell titleKey={`${area}.title_recharge_detail`}>
      {!allowed ? <GuestNotice /> : <StatusView status={record.status} kind={record.failureKind} message={record.error} onRetry={record.reload} />}
      {allowed && record.status === 'ready' && r ? (
        <View className='pk-page'>
          <View className='pk-card' data-testid='wallet-recharge-detail'>
            <DetailRows
              rows={[
                [t(`${area}.recharge_no`), r.rechargeNo],
                [t(`${area}.status`), statusText(`${area}.recharge_status_`, r.status, r.statusName)],
                [t(`${area}.recharge_money`), <Price key='m' value={r.money} />],
                [t(`${area}.pay_money`), positive(r.payMoney)],
                [t(`${area}.payment_name`), r.paymentName],
                [t(`${area}.add_time`), r.addTime],
                [t(`${area}.pay_time`), r.payTime],
              ]}
            />
          </View>
        </View>
      ) : null}
    </PageShell>
  )
}

export default observer(RechargeDetailPage)
