/**
 * The browser's address bar, on the web build only. Each function branches on the build-time target
 * so mini-programs (whose Taro stand-in window says https://taro.com) never run or carry this code.
 */

/** Send the browser to `url` (a payment gateway page). Mini-programs cannot leave the app: false. */
export function goToWebAddress(url: string): boolean {
  if (process.env.TARO_ENV === 'h5') {
    window.location.href = url
    return true
  } else {
    return false
  }
}

/** The address the shopper is on, to share (H5); '' on mini-programs, which share a page path instead. */
export function currentWebAddress(): string {
  return process.env.TARO_ENV === 'h5' && typeof window !== 'undefined' ? window.location.href : ''
}
