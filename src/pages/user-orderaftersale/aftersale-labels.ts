import type { AfterSaleRequest, AfterSaleStatus, AfterSaleType } from '@/api/aftersale'
import { t } from '@/i18n'
import '@/i18n/locales/aftersale'

/** The list tabs of api-core 3.26: -1 all, then the server status codes. */
export const AFTERSALE_TABS: Array<{ code: number; status: AfterSaleStatus | 'all' }> = [
  { code: -1, status: 'all' },
  { code: 0, status: 'pending_confirm' },
  { code: 1, status: 'pending_return' },
  { code: 2, status: 'pending_review' },
  { code: 3, status: 'completed' },
  { code: 4, status: 'refused' },
  { code: 5, status: 'cancelled' },
]

export function statusLabel(status: AfterSaleStatus | 'all', serverText = ''): string {
  if (status === 'unknown') return serverText || t('aftersale.status_unknown')
  return t(`aftersale.status_${status}`)
}

export function typeLabel(type: AfterSaleType): string {
  return type === 1 ? t('aftersale.type_return_refund') : t('aftersale.type_refund_only')
}

/** Badge colour: waiting states orange, done green, refused in the theme colour, cancelled grey. */
export function statusTone(status: AfterSaleStatus): 'warning' | 'success' | 'main' | 'muted' {
  switch (status) {
    case 'completed':
      return 'success'
    case 'refused':
      return 'main'
    case 'cancelled':
    case 'unknown':
      return 'muted'
    default:
      return 'warning'
  }
}

/** The shopper still has to send the goods back (return + refund, accepted by the shop). */
export function awaitsReturnShipment(request: Pick<AfterSaleRequest, 'status' | 'type'>): boolean {
  return request.status === 'pending_return' && request.type === 1
}

export function detailUrl(request: Pick<AfterSaleRequest, 'orderId' | 'orderDetailId'>, withDeliveryForm = false): string {
  const base = `/pages/user-orderaftersale-detail/user-orderaftersale-detail?oid=${request.orderId}&did=${request.orderDetailId}`
  return withDeliveryForm ? `${base}&is_delivery_popup=1` : base
}
