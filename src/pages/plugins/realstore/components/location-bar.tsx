import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { Icon } from '@/components/icon/icon'
import { t } from '@/i18n'
import { openPage } from '@/lib/navigate'
import { getItem } from '@/stores/storage'
import { LOCATION_PAGE } from './routes'
import './location-bar.scss'
import '@/i18n/locales/plugin-realstore'

/** The shopper's chosen place (every request carries it once chosen, api-core 1.16), as a key that changes with it. */
function locationKey(): string {
  const location = getItem('cache_userlocation_key')
  return location?.status === 1 ? `${location.lng},${location.lat}` : ''
}

/** Re-read the chosen place each time the page shows: the stores list again when it changed (distances). */
export function useLocationKey(): string {
  const [key, setKey] = useState(locationKey)
  useDidShow(() => setKey(locationKey()))
  return key
}

/** "Near: <place>" (or "choose your location"); tapping opens the location page. Read again on every show. */
export const LocationBar = observer(function LocationBar({ hint }: { hint?: string }) {
  const [location, setLocation] = useState(() => getItem('cache_userlocation_key'))
  useDidShow(() => setLocation(getItem('cache_userlocation_key')))
  const chosen = location?.status === 1
  return (
    <View className='rs-location' onClick={() => void openPage(LOCATION_PAGE)} data-testid='realstore-location'>
      <Icon name='map-pin' size={32} color='var(--main)' className='rs-location__pin' />
      <Text className='rs-location__text'>
        {chosen
          ? t('plugin-realstore.location_at', { place: location?.name || location?.address || t('plugin-realstore.location_chosen') })
          : hint || t('plugin-realstore.location_choose')}
      </Text>
      <Text className='rs-location__change'>{chosen ? t('plugin-realstore.location_change') : t('plugin-realstore.location_set')}</Text>
    </View>
  )
})
