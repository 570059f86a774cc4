import { View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { getCash } from '@/api/plugins/wallet'
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
import './user-cash-detail.scss'
import '@/i18n/locales/plugin-wallet'

const area = 'plugin-wallet'
/** Amounts of 0 or less are shown blank (not yet paid). */
const positive = (value: string) => (toAmount(value) > 0 ? <Price value={value} /> : '')

/** One withdrawal request (api-plugins-1 §5.11); the paid-out amount is blank until paid out. */
function CashDetailPage() {
  const id = useRouter().params.id ?? ''
  const allowed = useLoginGate()
  const record = useRemote(
    whenLoggedIn(
      allowed,
      whenLinked(id, () => getCash(id)),
    ),
    [allowed, id],
  )
  const r = record.data
  return (
    <PageShell titleKey={`${area}.title_cash_detail`}>
      {!allowed ? <GuestNotice /> : <StatusView status={record.status} kind={record.failureKind} message={record.error} onRetry={record.reload} />}
      {allowed && record.status === 'ready' && r ? (
        <View className='pk-page'>
          <View className='pk-card' data-testid='wallet-cash-detail'>
            <DetailRows
              rows={[
                [t(`${area}.cash_no`), r.cashNo],
                [t(`${area}.status`), statusText(`${area}.cash_status_`, r.status, r.statusName)],
                [t(`${area}.cash_money`), <Price key='m' value={r.money} />],
                [t(`${area}.commission`), <Price key='c' value={r.commission} />],
                [t(`${area}.cash_type`), r.cashTypeName],
                [t(`${area}.transfer_platform`), r.bankName],
                [t(`${area}.transfer_name`), r.bankUsername],
                [t(`${area}.transfer_account`), r.bankAccounts],
                [t(`${area}.payout_money`), positive(r.payMoney)],
                [t(`${area}.payout_time`), r.payTime],
                [t(`${area}.remark`), r.msg],
                [t(`${area}.apply_time`), r.addTime],
                [t(`${area}.update_time`), r.updTime],
              ]}
            />
          </View>
        </View>
      ) : null}
    </PageShell>
  )
}

export default observer(CashDetailPage)
