/** The scan-pay pages (one place for their paths). */
export const SCANPAY_PAGES = {
  counter: (merchantId: string, type: string) => `/pages/plugins/scanpay/index/index?id=${encodeURIComponent(merchantId)}&type=${encodeURIComponent(type)}`,
  result: (orderId: string) => `/pages/plugins/scanpay/tips/tips?id=${encodeURIComponent(orderId)}`,
}
