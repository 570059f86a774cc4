/**
 * True once the page's load event has fired (H5): the first screen's scripts, stylesheets and pictures
 * are in. Always true on mini-programs, and on every later page of the app (load fired long ago).
 */
export function pageLoaded(): boolean {
  return process.env.TARO_ENV !== 'h5' || typeof document === 'undefined' || document.readyState === 'complete'
}

/** Resolves once pageLoaded(): what starts then no longer shares the network with the first screen. */
export function afterPageLoad(): Promise<void> {
  if (pageLoaded()) return Promise.resolve()
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }))
}
