import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { DeliveryPlace } from '@/api/plugins/delivery'
import { t } from '@/i18n'
import { pressable } from '@/lib/a11y'
import { copyText } from '@/lib/dialogs'
import { openLink } from '@/lib/navigate'
import './delivery.scss'
import '@/i18n/locales/plugin-delivery'
import { Icon } from '@/components/icon/icon'

const area = 'plugin-delivery'

const call = (number: string) => openLink({ kind: 'tel', number })

/** Where to pick up or deliver: contact (tap to call), address (tap to copy) and a map link. */
export const PlaceBlock = observer(function PlaceBlock({ label, place, testId }: { label: string; place: DeliveryPlace; testId: string }) {
  const hasPoint = place.lat !== 0 || place.lng !== 0
  const navigate = () => openLink({ kind: 'map', name: place.name || place.alias, address: place.address, lat: place.lat, lng: place.lng })
  return (
    <View className='dl-place' data-testid={testId}>
      <Text className='dl-place__tag'>{label}</Text>
      <View className='dl-place__body'>
        <View className='dl-place__line'>
          <Text className='dl-place__name'>{place.name || place.alias}</Text>
          {place.alias && place.name && place.alias !== place.name ? <Text className='dl-place__alias'>{place.alias}</Text> : null}
          {place.tel ? (
            <View
              className='dl-place__link'
              onClick={() => call(place.tel)}
              {...pressable(() => call(place.tel), t(`${area}.call_number`, { tel: place.tel }))}
            >
              <Icon name='phone' size={26} />
              <Text>{place.tel}</Text>
            </View>
          ) : null}
        </View>
        <Text
          className='dl-place__address'
          onClick={() => void copyText(place.address)}
          {...pressable(() => void copyText(place.address), t(`${area}.copy_value`, { value: place.address }))}
        >
          {place.address}
        </Text>
        {place.appointTime ? <Text className='dl-place__extra'>{t(`${area}.appoint_at`, { time: place.appointTime })}</Text> : null}
      </View>
      {hasPoint ? (
        <View className='dl-place__map' onClick={navigate} {...pressable(navigate)}>
          <Icon name='navigation' size={32} />
          <Text>{t(`${area}.navigate`)}</Text>
        </View>
      ) : null}
    </View>
  )
})
