import { Map, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type { CustomerMapProps } from './map-view'

const MAP_ID = 'dist-customer-map'

/** Mini-programs: Taro's Map with a marker per customer; a drag ends with the new centre. */
export function MiniCustomerMap({ centre, zoom, customers, activeId, focus, onMarkerTap, onDragEnd }: CustomerMapProps) {
  const at = focus ?? centre
  return (
    <View className='dist-map' data-testid='dist-map'>
      <Map
        id={MAP_ID}
        className='dist-map__canvas'
        longitude={at.lng}
        latitude={at.lat}
        scale={zoom}
        markers={customers.map((customer, index) => ({
          id: index,
          latitude: customer.lat,
          longitude: customer.lng,
          iconPath: customer.avatar,
          width: customer.id === activeId ? 44 : 34,
          height: customer.id === activeId ? 44 : 34,
          callout: {
            content: customer.name,
            display: customer.id === activeId ? 'ALWAYS' : 'BYCLICK',
            color: '#333333',
            fontSize: 12,
            anchorX: 0,
            anchorY: 0,
            borderRadius: 6,
            borderWidth: 0,
            borderColor: '#ffffff',
            bgColor: '#ffffff',
            padding: 6,
            textAlign: 'center',
          },
        }))}
        onMarkerTap={(e) => {
          const customer = customers[Number(e.detail.markerId)]
          if (customer) onMarkerTap(customer.id)
        }}
        onError={() => undefined}
        onRegionChange={(e) => {
          if (e.detail.type !== 'end' || e.detail.causedBy !== 'drag') return
          Taro.createMapContext(MAP_ID).getCenterLocation({
            success: (res) => onDragEnd({ lng: res.longitude, lat: res.latitude }),
          })
        }}
      />
    </View>
  )
}
