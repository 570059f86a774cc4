import { View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { getAuthDetail } from '@/api/plugins/certificate'
import { PageShell } from '@/components/page-shell/page-shell'
import { StatusView } from '@/components/status-view/status-view'
import { useRemote } from '@/hooks/use-remote'
import { whenLinked } from '@/lib/route-params'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { useLoginGate, whenLoggedIn } from '@/hooks/use-login-gate'
import { DetailRows } from '../../kit/detail-rows'
import { FieldValue } from '../components/field-value'
import '../../kit/kit.scss'
import '../components/certificate.scss'
import './userauth-detail.scss'
import '@/i18n/locales/plugin-certificate'

const area = 'plugin-certificate'

/** One certification record (api-plugins-2 §3.23): the server's field_list as label/value rows, images as images. */
function UserauthDetailPage() {
  const id = useRouter().params.id ?? ''
  const allowed = useLoginGate()
  const record = useRemote(
    whenLoggedIn(
      allowed,
      whenLinked(id, () => getAuthDetail(id)),
    ),
    [allowed, id],
  )
  const detail = record.data
  return (
    <PageShell titleKey={`${area}.title_detail`}>
      {!allowed ? <GuestNotice /> : <StatusView status={record.status} kind={record.failureKind} message={record.error} onRetry={record.reload} />}
      {allowed && record.status === 'ready' && detail ? (
        <View className='pk-page'>
          <View className='pk-card' data-testid='cert-detail-panel'>
            <DetailRows
              rows={detail.fields.map((spec) => [
                spec.name,
                spec.type === 'images' ? (
                  <FieldValue key={spec.field} spec={spec} value={detail.values[spec.field]} />
                ) : (
                  String(detail.values[spec.field] ?? '')
                ),
              ])}
            />
          </View>
        </View>
      ) : null}
    </PageShell>
  )
}

export default observer(UserauthDetailPage)
