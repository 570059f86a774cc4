import { Image, Text, View } from '@tarojs/components'
import Taro, { useDidShow, useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { getPickupPoints, type PickupPoint } from '@/api/address'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { PageShell } from '@/components/page-shell/page-shell'
import { StatusView } from '@/components/status-view/status-view'
import { useLoginGate, whenLoggedIn } from '@/hooks/use-login-gate'
import { useRemote } from '@/hooks/use-remote'
import { t } from '@/i18n'
import { goBack, openPage, toast } from '@/lib/navigate'
import { pressable, imageAlt } from '@/lib/a11y'
import { useStores } from '@/stores/root-store'
import { getItem, setItem } from '@/stores/storage'
import '../user-address/user-address.scss'
import './extraction-address.scss'
import '@/i18n/locales/address'

const LOCATION_PAGE = '/pages/common/open-setting-location/open-setting-location'

/** The chosen location as request params (sorts the points by distance). */
function locationParams(): Record<string, unknown> {
  const location = getItem('cache_userlocation_key')
  return location?.status === 1 && location.lng !== undefined ? { lng: location.lng, lat: location.lat } : {}
}

/** Pickup points (api-core 3.16); with ?is_back=1 tapping one chooses it for checkout. */
function ExtractionAddressPage() {
  const { app } = useStores()
  const router = useRouter()
  const choosing = router.params.is_back === '1'
  const allowed = useLoginGate()
  const [locationKey, setLocationKey] = useState(() => JSON.stringify(locationParams()))
  const list = useRemote<PickupPoint[]>(
    whenLoggedIn(allowed, () => getPickupPoints({ ...router.params, ...locationParams() })),
    [allowed, locationKey],
    (items) => items.length === 0,
  )
  const location = getItem('cache_userlocation_key')
  const usesLocation = app.settings.pickupUsesLocation

  // Back from the location page with a new place: reload sorted by distance.
  useDidShow(() => {
    const next = JSON.stringify(locationParams())
    if (next !== locationKey) setLocationKey(next)
  })

  if (!allowed)
    return (
      <PageShell titleKey='address.title_extraction'>
        <GuestNotice />
      </PageShell>
    )

  const choose = (point: PickupPoint) => {
    if (!choosing) return
    setItem('cache_buy_user_address_select_key', { ...point.raw, id: point.id })
    goBack()
  }

  const openMap = (point: PickupPoint) => {
    if (!point.lng && !point.lat) {
      toast(t('errors.coordinates_wrong'))
      return
    }
    void Taro.openLocation({ longitude: point.lng, latitude: point.lat, name: point.alias || point.name, address: `${point.region} ${point.address}` }).catch(
      () => toast(t('errors.location_not_supported')),
    )
  }

  return (
    <PageShell titleKey='address.title_extraction' className='extraction'>
      {usesLocation ? (
        <View
          className='extraction__location'
          onClick={() => void openPage(LOCATION_PAGE)}
          {...pressable(() => void openPage(LOCATION_PAGE))}
          data-testid='extraction-location'
        >
          <View className='extraction__pin' />
          <Text className='extraction__location-text'>
            {location?.status === 1 ? location.name || location.address || t('address.location_chosen') : t('address.location_choose')}
          </Text>
          <View className='form-row__arrow' />
        </View>
      ) : null}
      <StatusView status={list.status} message={list.status === 'empty' ? t('address.extraction_empty') : list.error} onRetry={list.reload} />
      {list.status === 'ready' && list.data
        ? list.data.map((point) => (
            <View
              key={point.id}
              className='address-card extraction__card'
              onClick={() => choose(point)}
              {...pressable(() => choose(point))}
              data-testid='extraction-card'
            >
              <View className='address-card__body extraction__body'>
                {point.logo ? (
                  <Image className='extraction__logo' src={point.logo} mode='aspectFill' {...imageAlt('')} />
                ) : (
                  <View className='extraction__logo extraction__logo--empty' />
                )}
                <View className='extraction__info'>
                  <View className='address-card__line'>
                    {point.alias ? <Text className='address-card__tag address-card__tag--default'>{point.alias}</Text> : null}
                    <Text className='address-card__name'>{point.name}</Text>
                    <Text className='address-card__tel'>{point.tel}</Text>
                  </View>
                  <Text className='address-card__address'>{`${point.region} ${point.address}`}</Text>
                  <View className='extraction__meta'>
                    {point.distance ? <Text className='extraction__distance'>{t('address.distance', { d: point.distance })}</Text> : <Text />}
                    <Text
                      className='extraction__map'
                      onClick={(e) => {
                        e.stopPropagation()
                        openMap(point)
                      }}
                    >
                      {t('address.view_map')}
                    </Text>
                  </View>
                </View>
              </View>
              {choosing ? <Text className='extraction__choose'>{t('address.choose_this')}</Text> : null}
            </View>
          ))
        : null}
    </PageShell>
  )
}

export default observer(ExtractionAddressPage)
