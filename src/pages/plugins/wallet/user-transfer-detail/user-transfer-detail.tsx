import { View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { getTransfer } from '@/api/plugins/wallet'
import { PageShell } from '@/components/page-shell/page-shell'
import { Price } from '@/components/price/price'
import { StatusView } from '@/components/status-view/status-view'
import { useRemote } from '@/hooks/use-remote'
import { whenLinked } from '@/lib/route-params'
import { t } from '@/i18n'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { useLoginGate, whenLoggedIn } from '@/hooks/use-login-gate'
import { DetailRows } from '../../kit/detail-rows'
import '../../kit/kit.scss'
import '../components/wallet.scss'
import './user-transfer-detail.scss'
import '@/i18n/locales/plugin-wallet'

const area = 'plugin-wallet'

/** One transfer sent (api-plugins-1 §5.11). */
function TransferDetailPage() {
  const id = useRouter().params.id ?? ''
  const allowed = useLoginGate()
  const record = useRemote(
    whenLoggedIn(
      allowed,
      whenLinked(id, () => getTransfer(id)),
    ),
    [allowed, id],
  )
  const r = record.data
  return (
    <PageShell titleKey={`${area}.title_transfer_detail`}>
      {!allowed ? <GuestNotice /> : <StatusView status={record.status} kind={record.failureKind} message={record.error} onRetry={record.reload} />}
      {allowed && record.status === 'ready' && r ? (
        <View className='pk-page'>
          <View className='pk-card' data-testid='wallet-transfer-detail'>
            <DetailRows
              rows={[
                [t(`${area}.transfer_no`), r.transferNo],
                [t(`${area}.transfer_money`), <Price key='m' value={r.money} />],
                [t(`${area}.payee`), r.receiver.name],
                [t(`${area}.transfer_note`), r.note],
                [t(`${area}.transfer_time`), r.addTime],
              ]}
            />
          </View>
        </View>
      ) : null}
    </PageShell>
  )
}

export default observer(TransferDetailPage)
