// Webpack loader for the H5 app entry Taro generates from src/app.config.ts (taro-loader/lib/h5 writes the
// app config into it as one JSON line, `var config = {...}`, and the route table from its `pages` below
// it). On the web two lists of page paths in that line are never read at run time and are left out:
// - `subPackages`: the plugin subpackages are already merged into `pages` (~0.8 KB gzip in the entry);
// - `pages` beyond the first: the router finds pages through the route table (`config.routes`, one
//   `path:` per page), its home through the first route; the only reader of the whole list is the
//   multi-page router's history, which hash routing does not use (~1.3 KB gzip, growing with each page).
// The route table (`config.routes`) also loses each page's static navigationBarTitleText (~1.4 KB gzip):
// the router would set it as document.title when the page opens, a Chinese placeholder that every page
// replaces at once with its own title in the shopper's language (PageShell, lib/page-title); without it
// the title changes once, when the page is drawn.
const CONFIG_LINE = /^var config = (\{.*\})$/m
const ROUTES_START = 'config.routes = ['
const ROUTE_TITLE = /"navigationBarTitleText":"(?:[^"\\]|\\.)*"/

function withoutRouteTitles(source) {
  const start = source.indexOf(ROUTES_START)
  if (start < 0) return source
  const routes = source
    .slice(start)
    .replace(new RegExp(`${ROUTE_TITLE.source},`, 'g'), '')
    .replace(new RegExp(`,${ROUTE_TITLE.source}`, 'g'), '')
    .replace(new RegExp(ROUTE_TITLE.source, 'g'), '')
  return source.slice(0, start) + routes
}

function webAppConfig(source) {
  return withoutRouteTitles(withoutPageLists(source))
}

function withoutPageLists(source) {
  return source.replace(CONFIG_LINE, (line, json) => {
    const config = JSON.parse(json)
    if (!Array.isArray(config.pages)) return line
    const { subPackages, ...rest } = config
    // Only safe while every subpackage page is in `pages` (Taro merges them for H5) ...
    const missing = (subPackages ?? []).flatMap((pkg) => pkg.pages.map((page) => `${pkg.root}/${page}`)).filter((page) => !config.pages.includes(page))
    if (missing.length) throw new Error(`web-app-config: subpackage pages missing from pages: ${missing.join(', ')}`)
    // ... and every page has its route in the entry.
    const unrouted = config.pages.filter((page) => !source.includes(`path: '${page}'`))
    if (unrouted.length) throw new Error(`web-app-config: pages without a route in the entry: ${unrouted.join(', ')}`)
    return `var config = ${JSON.stringify({ ...rest, pages: config.pages.slice(0, 1) })}`
  })
}

module.exports = function webAppConfigLoader(source) {
  return webAppConfig(String(source))
}
module.exports.webAppConfig = webAppConfig
