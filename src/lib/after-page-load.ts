/**
 * Resolves once the page's load event has fired (H5): the first screen's scripts, stylesheets and
 * pictures are in, so what starts then no longer shares the network with them. At once on mini-programs
 * and on every later page of the app (load fired long ago).
 */
export function afterPageLoad(): Promise<void> {
  if (process.env.TARO_ENV !== 'h5' || typeof document === 'undefined' || document.readyState === 'complete') return Promise.resolve()
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }))
}
