import { Image, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useCallback, useEffect, useRef, useState } from 'react'
import { DEFAULT_TILE_URL, getCustomerMap, parseDistributionBase, type MapCustomer } from '@/api/plugins/distribution'
import { ActionButton } from '@/components/action-button/action-button'
import { PageShell } from '@/components/page-shell/page-shell'
import { StatusView } from '@/components/status-view/status-view'
import { copyText } from '@/lib/dialogs'
import { openPage, toast } from '@/lib/navigate'
import { useStores } from '@/stores/root-store'
import { getItem } from '@/stores/storage'
import { GatePage, useDistributorGate } from '../components/distributor-gate'
import type { LngLat } from '../components/map-view'
import { callNumber } from '../components/member-card'
import { MiniCustomerMap } from '../components/mini-map'
import { DIST_PAGES, LOCATION_PAGE } from '../components/routes'
import { dt, titleOf } from '../components/text'
import { WebCustomerMap } from '../components/web-map'
import '../../kit/kit.scss'
import '../components/dist.scss'
import './map.scss'
import { imageAlt } from '../../kit/image-alt'

/** Where the reference's map opens when the shopper's location is unknown. */
const DEFAULT_CENTRE: LngLat = { lat: 39.909, lng: 116.39742 }

/** The build's own map: Leaflet on the web, Taro's Map on mini-programs (a ternary, so each build drops the other). */
const CustomerMapView = process.env.TARO_ENV === 'h5' ? WebCustomerMap : MiniCustomerMap

function storedLocation(): LngLat | null {
  const location = getItem('cache_userlocation_key')
  return location?.status === 1 && location.lng !== undefined && location.lat !== undefined ? { lng: Number(location.lng), lat: Number(location.lat) } : null
}

/** Customer map (api-plugins-1 §4.9): team members around the map centre; markers and list follow each other. */
function CustomerMapPage() {
  const { app } = useStores()
  const gate = useDistributorGate()
  const base = app.pluginBase('distribution', parseDistributionBase)
  const [start] = useState<LngLat>(() => storedLocation() ?? DEFAULT_CENTRE)
  const [centre, setCentre] = useState<LngLat>(start)
  const [state, setState] = useState<{ status: 'loading' | 'error' | 'ready'; customers: MapCustomer[]; zoom: number; error: string }>({
    status: 'loading',
    customers: [],
    zoom: 10,
    error: '',
  })
  const [activeId, setActiveId] = useState('')
  const [focus, setFocus] = useState<(LngLat & { key: number }) | null>(null)
  const ticket = useRef(0)

  const query = useCallback(async (at: LngLat) => {
    const mine = ++ticket.current
    setState((s) => ({ ...s, status: s.status === 'ready' ? 'ready' : 'loading' }))
    const result = await getCustomerMap(at.lng, at.lat)
    if (mine !== ticket.current) return
    if (result.ok) setState({ status: 'ready', customers: result.data.customers, zoom: result.data.scale, error: '' })
    else setState((s) => ({ ...s, status: 'error', error: result.msg }))
  }, [])

  useEffect(() => {
    if (gate.ready) void query(centre)
    // The first query waits for the gate; later ones follow the map (drag) or the shopper's location.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [gate.ready])

  // The shopper's own position, when the device gives it: the map moves there and asks again.
  useEffect(() => {
    if (!gate.ready || storedLocation()) return
    let live = true
    Taro.getLocation({ type: 'gcj02' })
      .then((position) => {
        if (!live) return
        const here = { lng: position.longitude, lat: position.latitude }
        setCentre(here)
        setFocus({ ...here, key: Date.now() })
        void query(here)
      })
      .catch(() => {
        // Refused: the shop may require it (the settings page explains how to allow it); otherwise the default centre stays.
        if (live && base?.mapForceLocation) void openPage(`${LOCATION_PAGE}?is_check_success_back=1`)
      })
    return () => {
      live = false
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [gate.ready])

  if (!gate.ready) return <GatePage titleKey={titleOf('map')} gate={gate} />

  const showOnList = (id: string) => {
    setActiveId(id)
    void Taro.pageScrollTo({ selector: `#dist-customer-${id}`, duration: 200 }).catch(() => undefined)
  }
  const showOnMap = (customer: MapCustomer) => {
    setActiveId(customer.id)
    setFocus({ lng: customer.lng, lat: customer.lat, key: Date.now() })
  }
  const navigate = (customer: MapCustomer) =>
    void Taro.openLocation({ longitude: customer.lng, latitude: customer.lat, name: customer.name, address: customer.address }).catch(() =>
      toast(dt('map_unsupported')),
    )

  return (
    <PageShell titleKey={titleOf('map')}>
      <CustomerMapView
        centre={start}
        zoom={state.zoom}
        customers={state.customers}
        activeId={activeId}
        focus={focus}
        tileUrl={base?.mapTileUrl || DEFAULT_TILE_URL}
        attribution={base?.mapTileAttribution ?? ''}
        onMarkerTap={showOnList}
        onDragEnd={(at) => {
          setCentre(at)
          void query(at)
        }}
      />
      <View className='pk-page'>
        <StatusView
          status={state.status === 'ready' && !state.customers.length ? 'empty' : state.status}
          message={state.status === 'error' ? state.error : dt('map_empty')}
          onRetry={() => void query(centre)}
        />
        {state.status === 'ready'
          ? state.customers.map((customer) => (
              <View
                key={customer.id}
                id={`dist-customer-${customer.id}`}
                className={`pk-card dist-map-item ${customer.id === activeId ? 'dist-map-item--active' : ''}`}
                data-testid='dist-map-customer'
                data-active={customer.id === activeId ? '1' : '0'}
                onClick={() => showOnMap(customer)}
              >
                <View className='dist-person'>
                  <Image className='dist-person__avatar' src={customer.avatar} mode='aspectFill' {...imageAlt('')} />
                  <View className='dist-person__who'>
                    <Text className='dist-person__name'>{customer.name}</Text>
                    <Text className='dist-person__meta'>{customer.address}</Text>
                  </View>
                </View>
                <View className='dist-map-item__tools' onClick={(e) => e.stopPropagation()}>
                  {customer.username ? <Text onClick={() => void copyText(customer.username)}>{dt('copy_username')}</Text> : null}
                  {customer.mobile ? <Text onClick={() => callNumber(customer.mobile)}>{dt('phone')}</Text> : null}
                  {customer.email ? <Text onClick={() => void copyText(customer.email)}>{dt('email')}</Text> : null}
                  <Text onClick={() => void copyText(customer.address)}>{dt('copy_address')}</Text>
                  <Text onClick={() => navigate(customer)}>{dt('navigate')}</Text>
                </View>
                <View className='dist-actions' onClick={(e) => e.stopPropagation()}>
                  <Text className='dist-muted dist-visit__updated'>{dt('orders_total', { n: customer.orderCount })}</Text>
                  <ActionButton kind='secondary' size='small' onClick={() => void openPage(`${DIST_PAGES.orders}?uid=${customer.id}`)}>
                    {dt('member_order_list')}
                  </ActionButton>
                </View>
              </View>
            ))
          : null}
      </View>
    </PageShell>
  )
}

export default observer(CustomerMapPage)
