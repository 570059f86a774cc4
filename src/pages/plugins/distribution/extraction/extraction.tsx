import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { PICKUP_STATUS } from '@/api/plugins/distribution-common'
import { getPickupOverview } from '@/api/plugins/distribution-pickup'
import { ActionButton } from '@/components/action-button/action-button'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { PageShell } from '@/components/page-shell/page-shell'
import { StatusView } from '@/components/status-view/status-view'
import { useLoginGate, whenLoggedIn } from '@/hooks/use-login-gate'
import { useRemote } from '@/hooks/use-remote'
import { useShowAgain } from '@/hooks/use-show-again'
import { openPage } from '@/lib/navigate'
import { PickupCard, placeOf } from '../components/pickup-card'
import { DIST_PAGES } from '../components/routes'
import { dt, titleOf } from '../components/text'
import '../../kit/kit.scss'
import '../components/dist.scss'
import { pressable } from '@/lib/a11y'
import '@/i18n/locales/plugin-distribution-pickup'

function Lines({ lines }: { lines: string[] }) {
  if (!lines.length) return null
  return (
    <View className='pk-notice'>
      {lines.map((line) => (
        <Text key={line} className='pk-notice__line'>
          {line}
        </Text>
      ))}
    </View>
  )
}

/** My pickup point (api-plugins-1 §4.12): apply, the review state, or the approved point with its orders. */
function PickupPointPage() {
  const allowed = useLoginGate()
  const overview = useRemote(whenLoggedIn(allowed, getPickupOverview), [allowed])
  useShowAgain(() => void overview.reload())
  const data = overview.data
  const point = data?.point ?? null
  const openOrders = (status: string) => void openPage(`${DIST_PAGES.pickupOrders}?status=${status}`)
  const edit = (label: string) => (
    <ActionButton kind='secondary' size='small' onClick={() => void openPage(DIST_PAGES.pickupApply)} testId='dist-pickup-edit'>
      {label}
    </ActionButton>
  )

  if (!allowed) {
    return (
      <PageShell titleKey={titleOf('extraction')}>
        <GuestNotice />
      </PageShell>
    )
  }
  return (
    <PageShell titleKey={titleOf('extraction')}>
      <StatusView status={overview.status} message={overview.error} onRetry={overview.reload} />
      {overview.status === 'ready' && data ? (
        <View className='pk-page' data-testid='dist-pickup' data-status={point ? point.status : 'none'}>
          {!point ? (
            <>
              <Lines lines={data.applyNotes} />
              <View className='pk-card dist-state'>
                <Text className='dist-state__title'>{dt('pickup_none_title')}</Text>
                <View className='dist-actions'>
                  <ActionButton onClick={() => void openPage(DIST_PAGES.pickupApply)} testId='dist-pickup-apply'>
                    {dt('pickup_apply_now')}
                  </ActionButton>
                </View>
              </View>
            </>
          ) : null}
          {point?.status === PICKUP_STATUS.pending ? (
            <View className='pk-card dist-state'>
              <Text className='dist-state__title'>{dt('pickup_pending')}</Text>
              <Text className='dist-state__text'>{dt('pickup_pending_text')}</Text>
              <View className='dist-actions'>{edit(dt('edit'))}</View>
            </View>
          ) : null}
          {point?.status === PICKUP_STATUS.refused ? (
            <View className='pk-card dist-state' data-testid='dist-pickup-refused'>
              <Text className='dist-state__title'>{dt('pickup_refused')}</Text>
              {point.failReason ? <Text className='dist-state__reason'>{dt('pickup_reason', { reason: point.failReason })}</Text> : null}
              <View className='dist-actions'>{edit(dt('edit'))}</View>
            </View>
          ) : null}
          {point && (point.status === PICKUP_STATUS.approved || point.status === PICKUP_STATUS.terminated) ? (
            <PickupCard place={placeOf(point)}>
              {point.status === PICKUP_STATUS.terminated ? <Text className='dist-state__reason'>{dt('pickup_terminated')}</Text> : null}
              <View className='dist-actions'>{edit(point.status === PICKUP_STATUS.approved ? dt('pickup_edit_info') : dt('edit'))}</View>
            </PickupCard>
          ) : null}
          {point?.status === PICKUP_STATUS.approved ? (
            <View className='pk-card' data-testid='dist-pickup-stats'>
              <Text className='pk-card__title'>{dt('pickup_stats')}</Text>
              <View className='dist-counts'>
                <View className='dist-counts__item' onClick={() => openOrders('0')} {...pressable(() => openOrders('0'))}>
                  <Text className='dist-counts__value'>{data.waiting}</Text>
                  <Text className='dist-counts__name'>{dt('pickup_tab_0')}</Text>
                </View>
                <View className='dist-counts__item' onClick={() => openOrders('1')} {...pressable(() => openOrders('1'))}>
                  <Text className='dist-counts__value'>{data.handled}</Text>
                  <Text className='dist-counts__name'>{dt('pickup_tab_1')}</Text>
                </View>
              </View>
              <View className='dist-actions'>
                <ActionButton size='small' onClick={() => void openPage(DIST_PAGES.pickupOrders)} testId='dist-pickup-orders'>
                  {dt('pickup_view_orders')}
                </ActionButton>
              </View>
            </View>
          ) : null}
          {point ? <Lines lines={data.notices} /> : null}
        </View>
      ) : null}
    </PageShell>
  )
}

export default observer(PickupPointPage)
