import { deliveryTrackingUrl } from '@/api/plugins/delivery-links'

/** The courier pages (one place for their paths). */
export const DELIVERY_PAGES = {
  list: '/pages/plugins/delivery/order/order',
  detail: (id: string) => `/pages/plugins/delivery/order-detail/order-detail?id=${encodeURIComponent(id)}`,
  logistics: deliveryTrackingUrl,
}
