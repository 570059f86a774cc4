// Kept apart from the courier API (delivery.ts): the shopper's order pages link here, and mini-programs
// would otherwise carry the courier pages' API in their main package.
import { int, str } from '../parse'

/** The delivery id an order answer carries (`plugins_delivery_data`, shop's courier), or '' when none. */
export function deliveryIdOf(raw: Record<string, unknown>): string {
  return int(raw.plugins_delivery_data) > 0 ? str(raw.plugins_delivery_data) : ''
}

/** The shopper's live map of a delivery (opened from order lists by `plugins_delivery_data`, the delivery id). */
export const deliveryTrackingUrl = (deliveryId: string) => `/pages/plugins/delivery/logistics/logistics?id=${encodeURIComponent(deliveryId)}`
