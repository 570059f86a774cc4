import { afterPageLoad } from '../after-page-load'
import { setOffline } from './network-state'

/** How long after load the first screen is given before the worker starts its downloads. */
const FIRST_SCREEN_MS = 3000

/**
 * The installable web app on H5: registers the service worker (built by Workbox from
 * config/pwa/service-worker.js into /web/sw.js) a while after the first screen has loaded, when the page
 * is idle, and follows the network state for the offline notice. Only the H5 build contains this code:
 * everything sits in a branch that webpack drops for the mini-programs.
 */
export function startWebApp(): void {
  if (process.env.TARO_ENV === 'h5') {
    if (typeof window === 'undefined') return
    setOffline(navigator.onLine === false)
    window.addEventListener('offline', () => setOffline(true))
    window.addEventListener('online', () => setOffline(false))
    if (!('serviceWorker' in navigator) || !/^https:|^http:\/\/(localhost|127\.0\.0\.1)/.test(location.href)) return
    navigator.serviceWorker.addEventListener('message', (event: MessageEvent) => {
      if (event.data?.type === 'served-offline') setOffline(true)
      if (event.data?.type === 'served-online') setOffline(navigator.onLine === false)
    })
    const register = () => {
      void import(/* webpackChunkName: "web-app-sw" */ 'workbox-window')
        .then(({ Workbox }) => new Workbox(`${publicPath()}sw.js`, { scope: publicPath() }).register())
        .catch(() => undefined)
    }
    // A while after load, at an idle moment: the worker's precache (every file of the build) must not
    // compete with the first screen, whose pictures and parts are still being asked for when load fires.
    const whenIdle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(register, { timeout: 5000 }) : register())
    void afterPageLoad().then(() => setTimeout(whenIdle, FIRST_SCREEN_MS))
  }
}

/** The folder the app is served from ('/web/'): hash routes keep the page itself at that folder. */
function publicPath(): string {
  return location.pathname.replace(/[^/]*$/, '')
}
