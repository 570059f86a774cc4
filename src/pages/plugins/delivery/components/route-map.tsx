import { Map, View } from '@tarojs/components'
import type { DeliveryTracking, MapPoint } from '@/api/plugins/delivery'
import { t } from '@/i18n'
import './delivery.scss'
import '@/i18n/locales/plugin-delivery'

const COLOURS: Record<string, string> = { warehouse: '#8c8c8c', courier: '#1677ff', user: '#ff0036' }
const colourOf = (kind: string) => COLOURS[kind] ?? '#595959'

/** Points placed in a 0..100 box (north up), with a margin so markers at the edges stay visible. */
export function sketchPoints(points: MapPoint[]): Array<MapPoint & { x: number; y: number }> {
  if (!points.length) return []
  const lats = points.map((p) => p.latitude)
  const lngs = points.map((p) => p.longitude)
  const [minLat, maxLat, minLng, maxLng] = [Math.min(...lats), Math.max(...lats), Math.min(...lngs), Math.max(...lngs)]
  const span = Math.max(maxLat - minLat, maxLng - minLng) || 1
  const margin = 12
  const scale = (100 - 2 * margin) / span
  // Centre the shorter side so the sketch keeps the real proportions.
  const offsetX = (100 - (maxLng - minLng) * scale) / 2
  const offsetY = (100 - (maxLat - minLat) * scale) / 2
  return points.map((p) => ({ ...p, x: offsetX + (p.longitude - minLng) * scale, y: offsetY + (maxLat - p.latitude) * scale }))
}

/**
 * The web build has no map component: a drawn sketch of the route (warehouse, courier, address) in the
 * points' real proportions, with a legend. Plain SVG made from numbers only, never from server text.
 */
function WebRouteSketch({ tracking }: { tracking: DeliveryTracking }) {
  const placed = sketchPoints(tracking.markers)
  const line = placed.map((p) => `${p.x.toFixed(2)},${p.y.toFixed(2)}`).join(' ')
  return (
    <View className='dl-map dl-map--sketch' data-testid='delivery-map'>
      <svg className='dl-map__svg' viewBox='0 0 100 100' role='img' aria-label={t('plugin-delivery.map_hint')}>
        {placed.length > 1 ? <polyline points={line} fill='none' stroke='#1677ff' strokeWidth='1.2' strokeDasharray='3 2' /> : null}
        {placed.map((p) => (
          <circle key={p.id} cx={p.x} cy={p.y} r={p.kind === 'courier' ? 3.6 : 2.8} fill={colourOf(p.kind)} stroke='#fff' strokeWidth='0.8' />
        ))}
      </svg>
      <View className='dl-map__legend'>
        {tracking.markers.map((m) => (
          <View key={m.id} className='dl-map__key' data-testid='delivery-map-key'>
            <View className='dl-map__dot' style={{ background: colourOf(m.kind) }} />
            {m.title}
          </View>
        ))}
      </View>
    </View>
  )
}

/** Mini-programs: the platform's map with the server's markers and route. */
function MiniRouteMap({ tracking }: { tracking: DeliveryTracking }) {
  return (
    <View className='dl-map' data-testid='delivery-map'>
      <Map
        className='dl-map__native'
        latitude={tracking.latitude}
        longitude={tracking.longitude}
        scale={tracking.scale}
        markers={tracking.markers.map((m) => ({
          id: m.id,
          latitude: m.latitude,
          longitude: m.longitude,
          title: m.title,
          iconPath: '',
          width: 28,
          height: 36,
          callout: {
            content: m.title,
            color: '#333333',
            fontSize: 12,
            borderRadius: 6,
            borderWidth: 0,
            borderColor: '#ffffff',
            bgColor: '#ffffff',
            padding: 6,
            display: 'ALWAYS',
            textAlign: 'center',
            anchorX: 0,
            anchorY: 0,
          },
        }))}
        polyline={tracking.route.length > 1 ? [{ points: tracking.route, color: '#1677ff', width: 4, dottedLine: true }] : []}
        onError={() => undefined}
      />
    </View>
  )
}

export const RouteMap = process.env.TARO_ENV === 'h5' ? WebRouteSketch : MiniRouteMap
