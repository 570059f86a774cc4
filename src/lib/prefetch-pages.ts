let started = false

/**
 * H5: fetch goods detail's code (not run it) while the browser is idle, so a tap on a goods card opens
 * the page without waiting for the network (spec: goods detail is preloaded from home). Loading the
 * small ./prefetch-goods-detail chunk makes webpack add <link rel="prefetch"> for the page's chunks
 * (webpackPrefetch there); the page module only runs when the router opens it. Mini-programs preload
 * through app.config preloadRule instead, so this is empty for them.
 */
export function prefetchGoodsDetailWhenIdle(): void {
  if (process.env.TARO_ENV === 'h5') {
    if (started || typeof window === 'undefined') return
    started = true
    const load = () => void import(/* webpackChunkName: "prefetch-goods-detail" */ './prefetch-goods-detail').catch(() => undefined)
    if (typeof requestIdleCallback === 'function') requestIdleCallback(load, { timeout: 3000 })
    else setTimeout(load, 1000)
  }
}
