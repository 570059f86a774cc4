import { setOffline } from './network-state'

/**
 * The installable web app on H5: registers the service worker (built by Workbox from
 * config/pwa/service-worker.js into /web/sw.js) once the first screen has painted and the page is
 * idle, and follows the network state for the offline notice. Only the H5 build contains this code:
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
    // After load and an idle moment: the worker's precache downloads must not compete with the first screen.
    const whenIdle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(register, { timeout: 5000 }) : setTimeout(register, 2000))
    if (document.readyState === 'complete') whenIdle()
    else window.addEventListener('load', whenIdle, { once: true })
  }
}

/** The folder the app is served from ('/web/'): hash routes keep the page itself at that folder. */
function publicPath(): string {
  return location.pathname.replace(/[^/]*$/, '')
}
