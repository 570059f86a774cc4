import { Text, View } from '@tarojs/components'
import type * as Leaflet from 'leaflet'
import { useEffect, useRef, useState } from 'react'
import type { CustomerMapProps } from './map-view'
import { dt } from './text'
import '@/i18n/locales/plugin-distribution-centre'

/**
 * Leaflet, fetched only when the web map opens. The import sits in a web-only branch, so webpack makes it
 * a chunk of its own for this page and mini-program builds never contain it.
 */
function loadLeaflet(): Promise<typeof Leaflet> {
  if (process.env.TARO_ENV === 'h5') {
    return Promise.all([import(/* webpackChunkName: "leaflet" */ 'leaflet'), import(/* webpackChunkName: "leaflet" */ 'leaflet/dist/leaflet.css')]).then(
      ([module]) => ('default' in module && module.default ? (module.default as typeof Leaflet) : (module as typeof Leaflet)),
    )
  }
  return Promise.reject(new Error('web only'))
}

/** A marker: the customer's avatar in a ring (built as elements: no server text becomes HTML). */
function markerElement(avatar: string, active: boolean): HTMLElement {
  const ring = document.createElement('div')
  ring.className = `dist-map-marker${active ? ' dist-map-marker--active' : ''}`
  const image = document.createElement('img')
  image.src = avatar
  image.alt = ''
  ring.appendChild(image)
  return ring
}

/** The web build's customer map: OpenStreetMap-style tiles (configurable) through Leaflet. */
export function WebCustomerMap({ centre, zoom, customers, activeId, focus, tileUrl, attribution, onMarkerTap, onDragEnd }: CustomerMapProps) {
  const box = useRef<HTMLDivElement>(null)
  const map = useRef<Leaflet.Map | null>(null)
  const lib = useRef<typeof Leaflet | null>(null)
  const markers = useRef<Leaflet.LayerGroup | null>(null)
  const callbacks = useRef({ onMarkerTap, onDragEnd })
  callbacks.current = { onMarkerTap, onDragEnd }
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading')
  const [tilesDown, setTilesDown] = useState(false)

  useEffect(() => {
    let live = true
    loadLeaflet()
      .then((L) => {
        if (!live || !box.current) return
        lib.current = L
        const created = L.map(box.current, { attributionControl: Boolean(attribution) }).setView([centre.lat, centre.lng], zoom)
        const tiles = L.tileLayer(tileUrl, { attribution, maxZoom: 18 })
        // No network or a tile server that cannot be reached: say so over the map; the list below still works.
        tiles.on('tileerror', () => live && setTilesDown(true))
        tiles.on('tileload', () => live && setTilesDown(false))
        tiles.addTo(created)
        markers.current = L.layerGroup().addTo(created)
        created.on('dragend', () => {
          const c = created.getCenter()
          callbacks.current.onDragEnd({ lng: c.lng, lat: c.lat })
        })
        map.current = created
        setState('ready')
      })
      .catch(() => live && setState('failed'))
    return () => {
      live = false
      map.current?.remove()
      map.current = null
    }
    // The map is made once; later centres arrive through `focus`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  useEffect(() => {
    const L = lib.current
    if (state !== 'ready' || !L || !markers.current) return
    markers.current.clearLayers()
    for (const customer of customers) {
      const active = customer.id === activeId
      const icon = L.divIcon({
        className: 'dist-map-marker-box',
        html: markerElement(customer.avatar, active),
        iconSize: active ? [34, 34] : [28, 28],
        iconAnchor: active ? [17, 17] : [14, 14],
      })
      L.marker([customer.lat, customer.lng], { icon, zIndexOffset: active ? 1000 : 0, title: customer.name })
        .on('click', () => callbacks.current.onMarkerTap(customer.id))
        .addTo(markers.current)
    }
  }, [state, customers, activeId])

  useEffect(() => {
    if (state === 'ready' && focus && map.current) map.current.setView([focus.lat, focus.lng], map.current.getZoom())
  }, [state, focus])

  return (
    <View className='dist-map' data-testid='dist-map' data-state={state}>
      <div ref={box} className='dist-map__canvas' />
      {state === 'loading' ? <Text className='dist-map__notice'>{dt('map_loading')}</Text> : null}
      {state === 'failed' ? (
        <Text className='dist-map__notice' data-testid='dist-map-unavailable'>
          {dt('map_failed')}
        </Text>
      ) : null}
      {state === 'ready' && tilesDown ? (
        <View className='dist-map__notice dist-map__notice--tiles' data-testid='dist-map-tiles-down'>
          <Text>{dt('map_tiles_down')}</Text>
        </View>
      ) : null}
    </View>
  )
}
