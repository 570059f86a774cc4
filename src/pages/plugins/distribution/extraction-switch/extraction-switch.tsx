import { Text, View } from '@tarojs/components'
import { useDidShow, useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { choosePickupPoint, getPickupChoices, type PickupChoice } from '@/api/plugins/distribution-pickup'
import { ActionButton } from '@/components/action-button/action-button'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { PageShell } from '@/components/page-shell/page-shell'
import { StatusView } from '@/components/status-view/status-view'
import { useLoginGate, whenLoggedIn } from '@/hooks/use-login-gate'
import { useRemote } from '@/hooks/use-remote'
import { goBack, openPage, toast } from '@/lib/navigate'
import { useStores } from '@/stores/root-store'
import { getItem, setItem } from '@/stores/storage'
import { openPickupMap, PickupCard } from '../components/pickup-card'
import { LOCATION_PAGE } from '../components/routes'
import { dt, titleOf } from '../components/text'
import '../../kit/kit.scss'
import '../components/dist.scss'
import { pressable } from '@/lib/a11y'
import '@/i18n/locales/plugin-distribution-pickup'

/** The shopper's location as request params, when one was chosen (the list is then sorted by distance). */
function locationParams(): { lng?: number; lat?: number } {
  const location = getItem('cache_userlocation_key')
  return location?.status === 1 && location.lng !== undefined && location.lat !== undefined ? { lng: location.lng, lat: location.lat } : {}
}

/** Choose a pickup point (api-plugins-1 §4.12): with ?is_back=1 a tap takes it for the order being placed. */
function PickupSwitchPage() {
  const { app } = useStores()
  const choosing = useRouter().params.is_back === '1'
  const allowed = useLoginGate()
  const [locationKey, setLocationKey] = useState(() => JSON.stringify(locationParams()))
  const points = useRemote(
    whenLoggedIn(allowed, () => getPickupChoices(JSON.parse(locationKey) as { lng?: number; lat?: number })),
    [allowed, locationKey],
    (items) => items.length === 0,
  )
  const [defaultId, setDefaultId] = useState<string | null>(null)
  const [busyId, setBusyId] = useState('')

  // Back from the location page with a new place: sort again by distance.
  useDidShow(() => {
    const next = JSON.stringify(locationParams())
    if (next !== locationKey) setLocationKey(next)
  })

  if (!allowed) {
    return (
      <PageShell titleKey={titleOf('extraction_switch')}>
        <GuestNotice />
      </PageShell>
    )
  }

  const isDefault = (point: PickupChoice) => (defaultId === null ? point.isDefault : point.id === defaultId)
  const take = (point: PickupChoice) => {
    if (!choosing) return
    setItem('cache_buy_user_address_select_key', { ...point.raw, id: point.id })
    goBack()
  }
  const makeDefault = async (point: PickupChoice) => {
    if (busyId) return
    setBusyId(point.id)
    const result = await choosePickupPoint(point)
    setBusyId('')
    if (!result.ok) return
    setDefaultId(point.id)
    toast(result.msg || dt('pickup_chosen'), 'success')
  }
  const location = getItem('cache_userlocation_key')
  const chooseLocation = () => void openPage(LOCATION_PAGE)

  return (
    <PageShell titleKey={titleOf('extraction_switch')}>
      {app.settings.pickupUsesLocation ? (
        <View className='pk-notice dist-only' onClick={chooseLocation} {...pressable(chooseLocation)} data-testid='dist-switch-location'>
          <Text className='pk-notice__line'>
            {location?.status === 1 ? dt('location_now', { place: location.name || location.address || '' }) : dt('location_choose')}
          </Text>
        </View>
      ) : null}
      <StatusView status={points.status} message={points.status === 'empty' ? dt('switch_empty') : points.error} onRetry={points.reload} />
      {points.status === 'ready' && points.data ? (
        <View className='pk-page'>
          {points.data.map((point) => (
            <PickupCard key={point.id} place={point} onClick={() => take(point)} testId='dist-switch-point'>
              <View className='dist-pickup__meta'>
                <Text>{point.distance ? dt('distance', { d: point.distance }) : ''}</Text>
                {/* The buttons act on their own: a tap on them does not choose the card. */}
                <View className='dist-actions' onClick={(e) => e.stopPropagation()}>
                  <ActionButton kind='plain' size='small' onClick={() => openPickupMap(point)}>
                    {dt('view_map')}
                  </ActionButton>
                  {isDefault(point) ? (
                    <Text className='pk-card__status'>{dt('pickup_default')}</Text>
                  ) : (
                    <ActionButton size='small' busy={busyId === point.id} onClick={() => void makeDefault(point)} testId='dist-switch-choose'>
                      {dt('choose')}
                    </ActionButton>
                  )}
                </View>
              </View>
            </PickupCard>
          ))}
        </View>
      ) : null}
    </PageShell>
  )
}

export default observer(PickupSwitchPage)
