let started = false

interface RouteEntry {
  path: string
  load?: () => unknown
}

/**
 * H5: load goods detail's code while the browser is idle after home has painted, so a tap on a goods
 * card opens the page without waiting for the network (spec: goods detail is preloaded from home).
 * It goes through the router's own loader for the page, so exactly the chunks the router will ask for
 * are fetched (a second import() of the page would be cut into different chunks). Mini-programs
 * preload through app.config preloadRule instead, so this is empty for them.
 */
export function prefetchGoodsDetailWhenIdle(): void {
  if (process.env.TARO_ENV === 'h5') {
    if (started || typeof window === 'undefined') return
    started = true
    const load = () => {
      const routes = (window as unknown as { __taroAppConfig?: { routes?: RouteEntry[] } }).__taroAppConfig?.routes ?? []
      const route = routes.find((r) => r.path.replace(/^\//, '') === 'pages/goods-detail/goods-detail')
      const loaded = route?.load?.()
      // load() returns [import promise, ...]: a failed prefetch is only a missed shortcut.
      if (Array.isArray(loaded) && loaded[0] instanceof Promise) loaded[0].catch(() => undefined)
    }
    if (typeof requestIdleCallback === 'function') requestIdleCallback(load, { timeout: 3000 })
    else setTimeout(load, 1000)
  }
}
