import { View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { getWalletLog } from '@/api/plugins/wallet'
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
import '../components/wallet.scss'
import './wallet-log-detail.scss'
import '@/i18n/locales/plugin-wallet'

const area = 'plugin-wallet'

/** One balance log row (api-plugins-1 §5.11). */
function WalletLogDetailPage() {
  const id = useRouter().params.id ?? ''
  const allowed = useLoginGate()
  const record = useRemote(
    whenLoggedIn(
      allowed,
      whenLinked(id, () => getWalletLog(id)),
    ),
    [allowed, id],
  )
  const r = record.data
  return (
    <PageShell titleKey={`${area}.title_log_detail`}>
      {!allowed ? <GuestNotice /> : <StatusView status={record.status} kind={record.failureKind} message={record.error} onRetry={record.reload} />}
      {allowed && record.status === 'ready' && r ? (
        <View className='pk-page'>
          <View className='pk-card' data-testid='wallet-log-detail'>
            <DetailRows
              rows={[
                [t(`${area}.business_type`), r.businessTypeName],
                [t(`${area}.operation_type`), statusText(`${area}.op_`, r.operationType, r.operationTypeName)],
                [t(`${area}.money_type`), r.moneyTypeName],
                [t(`${area}.operation_money`), <Price key='o' value={r.operationMoney} />],
                [t(`${area}.original_money`), <Price key='b' value={r.originalMoney} />],
                [t(`${area}.latest_money`), <Price key='a' value={r.latestMoney} />],
                [t(`${area}.change_note`), r.msg],
                [t(`${area}.operation_time`), r.addTime],
              ]}
            />
          </View>
        </View>
      ) : null}
    </PageShell>
  )
}

export default observer(WalletLogDetailPage)
