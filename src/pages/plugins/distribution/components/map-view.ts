import type { MapCustomer } from '@/api/plugins/distribution-map'

export interface LngLat {
  lng: number
  lat: number
}

/** What the customer map draws, on either build. */
export interface CustomerMapProps {
  /** Where the map opens. */
  centre: LngLat
  zoom: number
  customers: MapCustomer[]
  activeId: string
  /** Move the map here (a list tap); `key` makes the same place count as a new request. */
  focus: (LngLat & { key: number }) | null
  tileUrl: string
  attribution: string
  onMarkerTap: (customerId: string) => void
  /** The shopper dragged the map: the customers around its new centre are asked for. */
  onDragEnd: (centre: LngLat) => void
}
