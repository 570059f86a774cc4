import { Image, Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { getDeliveryTracking } from '@/api/plugins/delivery'
import { ActionButton } from '@/components/action-button/action-button'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { PageShell } from '@/components/page-shell/page-shell'
import { StatusView } from '@/components/status-view/status-view'
import { useLoginGate, whenLoggedIn } from '@/hooks/use-login-gate'
import { useRemote } from '@/hooks/use-remote'
import { whenLinked } from '@/lib/route-params'
import { t } from '@/i18n'
import { openLink } from '@/lib/navigate'
import { DetailRows } from '../../kit/detail-rows'
import { RouteMap } from '../components/route-map'
import '../../kit/kit.scss'
import '../components/delivery.scss'
import '@/i18n/locales/plugin-delivery'
import { imageAlt } from '../../kit/image-alt'

const area = 'plugin-delivery'

/**
 * Tracking of one delivery (api-plugins-2 §3.9 logistics) for the shopper who owns the order or its
 * courier: the route map, the courier to call, and when the delivery started and arrived.
 */
function DeliveryLogisticsPage() {
  const id = (useRouter().params.id ?? '').trim()
  const allowed = useLoginGate()
  const remote = useRemote(
    whenLoggedIn(
      allowed,
      whenLinked(id, () => getDeliveryTracking(id)),
    ),
    [allowed, id],
  )
  const data = remote.data
  return (
    <PageShell titleKey={`${area}.title_logistics`}>
      {!allowed ? <GuestNotice /> : null}
      {allowed && remote.status !== 'ready' ? (
        <StatusView status={remote.status} message={remote.error} onRetry={() => void remote.reload()} kind={remote.failureKind} />
      ) : null}
      {allowed && remote.status === 'ready' && data ? (
        <View className='pk-page' data-testid='delivery-logistics' data-status={data.status}>
          {data.markers.length ? <RouteMap tracking={data} /> : <View className='pk-card'>{t(`${area}.no_position`)}</View>}
          {data.courier ? (
            <View className='pk-card dl-courier' data-testid='delivery-courier'>
              {data.courier.photo ? <Image className='dl-courier__photo' src={data.courier.photo} mode='aspectFill' {...imageAlt('')} /> : null}
              <View className='dl-courier__body'>
                <Text className='dl-courier__name'>{data.courier.name}</Text>
                <Text>{t(`${area}.courier`)}</Text>
                {data.locationTime ? <Text>{t(`${area}.located_at`, { time: data.locationTime })}</Text> : null}
              </View>
              {data.courier.mobile ? (
                <ActionButton
                  kind='secondary'
                  size='small'
                  onClick={() => openLink({ kind: 'tel', number: data.courier?.mobile ?? '' })}
                  testId='delivery-call'
                >
                  {t(`${area}.call`)}
                </ActionButton>
              ) : null}
            </View>
          ) : null}
          <View className='pk-card'>
            <DetailRows
              rows={[
                [t(`${area}.status`), data.statusName],
                [t(`${area}.start_time`), data.startTime || t(`${area}.not_started`)],
                [t(`${area}.success_time`), data.successTime || t(`${area}.not_delivered`)],
              ]}
            />
          </View>
        </View>
      ) : null}
    </PageShell>
  )
}

export default observer(DeliveryLogisticsPage)
