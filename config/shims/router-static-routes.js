// Stand-in for universal-router in @tarojs/router (router/spa.js), which builds it from the app's route
// table, one fixed path per page (no parameters, no nesting, no aliases in this app), and calls
// `resolve(pathname)`. Matching a fixed path needs no path-to-regexp: this answers as universal-router 9
// does for those routes (tests/tooling/web-bundle-shims.test.ts compares them): case-insensitive, one
// trailing slash allowed, the first route whose action returns something wins, `params` is `{}`, and a
// path no route takes rejects with `status: 404`. Both libraries cost ~2.4 KB brotli in the entry.
const withoutTrailingSlash = (path) => (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path)
const matchKey = (path) => withoutTrailingSlash(path).toLowerCase()

export default class StaticRoutes {
  constructor(routes, options = {}) {
    if (!Array.isArray(routes)) throw new TypeError('Invalid routes')
    this.baseUrl = options.baseUrl || ''
    this.routes = routes.map((route) => ({ route, keys: [].concat(route.path).map(matchKey) }))
  }

  resolve(pathnameOrContext) {
    const context = { router: this, ...(typeof pathnameOrContext === 'string' ? { pathname: pathnameOrContext } : pathnameOrContext) }
    const path = context.pathname.slice(this.baseUrl.length)
    const key = matchKey(path)
    for (const { route, keys } of this.routes) {
      if (!keys.includes(key) || typeof route.action !== 'function') continue
      const params = {}
      const result = route.action({ ...context, route, baseUrl: this.baseUrl, path, params }, params)
      if (result !== undefined && result !== null) return Promise.resolve(result)
    }
    const notFound = new Error('Route not found')
    notFound.status = 404
    return Promise.reject(notFound)
  }
}
