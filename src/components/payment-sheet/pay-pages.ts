/** Page addresses of the pay flow, apart from it (pay-flow.ts) so pages that only link here skip its code. */
export const ORDERS_PAGE = '/pages/user-order/user-order'

/** Absolute H5 URL of an app page (hash routing), for gateways to send the browser back to. */
export function absolutePageUrl(page: string, configuredH5Url: string): string {
  if (configuredH5Url) return `${configuredH5Url.replace(/#.*$/, '').replace(/\/?$/, '/')}#${page}`
  return process.env.TARO_ENV === 'h5' ? pageUrlHere(page) : page
}

function pageUrlHere(page: string): string {
  if (typeof window === 'undefined' || !window.location) return page
  return `${window.location.origin}${window.location.pathname}#${page}`
}
