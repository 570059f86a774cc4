// Kept apart from the courier API (delivery.ts): the shopper's order pages link here, and mini-programs
// would otherwise carry the courier pages' API in their main package.

/** The shopper's live map of a delivery (opened from order lists by `plugins_delivery_data`, the delivery id). */
export const deliveryTrackingUrl = (deliveryId: string) => `/pages/plugins/delivery/logistics/logistics?id=${encodeURIComponent(deliveryId)}`
