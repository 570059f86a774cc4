let started = false

/** Goods detail's files (its page chunks and the lazy parts it draws with), listed by the build in index.html. */
function goodsDetailFiles(): string[] {
  const lists = (globalThis as { __shopPrefetch?: { goodsDetail?: unknown } }).__shopPrefetch
  return Array.isArray(lists?.goodsDetail) ? lists.goodsDetail.filter((u): u is string => typeof u === 'string') : []
}

/**
 * H5: fetch goods detail's code into the browser cache while home is idle, so a tap on a goods card opens
 * the page without waiting for the network (spec: the home page preloads the goods-detail package). The
 * files are only fetched (`<link rel="prefetch">`, lowest priority), not run: running goods detail's
 * modules on home would be long main-thread tasks while the shopper starts scrolling (Lighthouse's
 * blocking time). The build lists the files (config/landing-chunks.js) because the router's chunks of a
 * page are known only to it. Mini-programs preload through app.config preloadRule instead, so this is
 * empty for them.
 */
export function prefetchGoodsDetailWhenIdle(): void {
  if (process.env.TARO_ENV === 'h5') {
    if (started || typeof document === 'undefined') return
    started = true
    const fetchFiles = () => {
      for (const href of goodsDetailFiles()) {
        const link = document.createElement('link')
        link.rel = 'prefetch'
        link.href = href
        document.head.appendChild(link)
      }
    }
    if (typeof requestIdleCallback === 'function') requestIdleCallback(fetchFiles, { timeout: 3000 })
    else setTimeout(fetchFiles, 1000)
  }
}
