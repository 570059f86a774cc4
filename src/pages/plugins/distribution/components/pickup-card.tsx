import { Image, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import type { ReactNode } from 'react'
import type { PickupApplication } from '@/api/plugins/distribution-common'
import { toast } from '@/lib/navigate'
import { dt } from './text'
import { Icon } from '@/components/icon/icon'
import { pressable } from '@/lib/a11y'
import { imageAlt } from '../../kit/image-alt'
import '@/i18n/locales/plugin-distribution-pickup'

export interface PickupPlace {
  logo: string
  alias: string
  name: string
  tel: string
  region: string
  address: string
  lng: number
  lat: number
}

/** A pickup application as a card's place. */
export function placeOf(point: PickupApplication): PickupPlace {
  return {
    logo: point.logo,
    alias: point.alias,
    name: point.name,
    tel: point.tel,
    region: `${point.provinceName}${point.cityName}${point.countyName}`,
    address: point.address,
    lng: point.lng,
    lat: point.lat,
  }
}

/** Open a point on the map app (or say why not). */
export function openPickupMap(place: PickupPlace): void {
  if (!place.lng && !place.lat) {
    toast(dt('coordinates_missing'))
    return
  }
  void Taro.openLocation({ longitude: place.lng, latitude: place.lat, name: place.alias || place.name, address: `${place.region}${place.address}` }).catch(() =>
    toast(dt('map_unsupported')),
  )
}

/** A pickup point's card: logo, alias, contact and address (tap the address for the map). */
export const PickupCard = observer(function PickupCard({
  place,
  children,
  onClick,
  testId,
}: {
  place: PickupPlace
  children?: ReactNode
  onClick?: () => void
  testId?: string
}) {
  return (
    <View className='pk-card dist-pickup' data-testid={testId}>
      <View className='dist-pickup__main' onClick={onClick} {...(onClick ? pressable(onClick) : {})}>
        {place.logo ? <Image className='dist-pickup__logo' src={place.logo} mode='aspectFill' {...imageAlt('')} /> : <View className='dist-pickup__logo' />}
        <View className='dist-pickup__info'>
          <View className='dist-pickup__line'>
            {place.alias ? <Text className='dist-pickup__alias'>{place.alias}</Text> : null}
            <Text className='dist-pickup__name'>{place.name}</Text>
            <Text className='dist-pickup__tel'>{place.tel}</Text>
          </View>
        </View>
      </View>
      <View
        className='dist-pickup__address'
        onClick={() => openPickupMap(place)}
        {...pressable(() => openPickupMap(place), dt('pickup_open_map', { address: `${place.region}${place.address}` }))}
      >
        <Icon name='map-pin' size={26} />
        <Text>
          {place.region}
          {place.address}
        </Text>
      </View>
      {children}
    </View>
  )
})
