// Two lists the build knows and the page cannot, written into index.html as one small inline script:
// - Landing on home or goods detail (the shop's two doors: the address typed and the link shared): the
//   page's chunks (and home's floors) start with the entry instead of after it. Without this the first
//   screen waits on a chain of requests (entry -> page -> floors), each starting only once the previous
//   script has run; on a phone network that chain is most of the time before the first paint. webpack's
//   runtime later finds the same <script>/<link> tags (it matches by address) and does not fetch them twice.
// - Goods detail's files (its page chunks and the lazy parts it loads as it draws), which home prefetches
//   when idle (src/lib/prefetch-pages.ts) as `self.__shopPrefetch.goodsDetail`: fetched into the cache
//   only, so none of it runs on home.
const PLUGIN = 'LandingChunksPlugin'
// Lazy parts bigger than this (a video player) are left to load when they are needed.
const PREFETCH_MAX_BYTES = 120 * 1024

/** Holds `resource`: the lazy import's group (the largest such group), or undefined. */
function groupOfImport(compilation, resource) {
  const { chunkGraph } = compilation
  const holds = (chunk) => [...chunkGraph.getChunkModulesIterable(chunk)].some((m) => (m.rootModule ?? m).resource === resource)
  const groups = [...compilation.chunkGroups].filter((g) => !g.isInitial() && g.chunks.some(holds))
  return groups.sort((a, b) => b.chunks.length - a.chunks.length)[0]
}

const filesOf = (chunks) => [...new Set(chunks.flatMap((chunk) => [...chunk.files]))].filter((f) => /\.(js|css)$/.test(f))

function inlineScript(publicPath, landing, prefetch) {
  const urls = (files) => files.map((f) => publicPath + f)
  const byPage = Object.fromEntries(Object.entries(landing).map(([page, files]) => [page, urls(files)]))
  return (
    `self.__shopPrefetch={goodsDetail:${JSON.stringify(urls(prefetch))}};` +
    `(function(l){var p=location.hash.replace(/^#\\/?/,"").split("?")[0]||"pages/index/index";` +
    '(l[p]||[]).forEach(function(u){var c=/\\.css$/.test(u),e=document.createElement(c?"link":"script");' +
    `if(c){e.rel="stylesheet";e.href=u}else{e.src=u;e.async=true}document.head.appendChild(e)})})(${JSON.stringify(byPage)});`
  )
}

class LandingChunksPlugin {
  /**
   * @param {{ htmlPlugin: any, landing: Record<string, string[]>, goodsDetailModule: string }} options
   *   landing: page path -> the module files whose lazy imports it needs first; goodsDetailModule: the page file
   */
  constructor(options) {
    this.options = options
  }
  apply(compiler) {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      this.options.htmlPlugin.getHooks(compilation).alterAssetTagGroups.tap(PLUGIN, (data) => {
        const { landing, goodsDetailModule } = this.options
        const landingFiles = Object.fromEntries(
          Object.entries(landing).map(([page, modules]) => [page, filesOf(modules.flatMap((m) => groupOfImport(compilation, m)?.chunks ?? []))]),
        )
        const detail = groupOfImport(compilation, goodsDetailModule)
        const detailChunks = detail ? [...detail.chunks, ...[...detail.childrenIterable].flatMap((g) => g.chunks)] : []
        const small = (chunk) =>
          [...chunk.files].every((f) => (compilation.getAsset(f)?.info.size ?? compilation.getAsset(f)?.source.size() ?? 0) <= PREFETCH_MAX_BYTES)
        const prefetch = filesOf(detailChunks.filter((c) => !c.canBeInitial() && small(c)))
        const innerHTML = inlineScript(compilation.outputOptions.publicPath, landingFiles, prefetch)
        // Last in <head>: the page's stylesheets then follow the app's, as when webpack adds them (same cascade).
        data.headTags.push({ tagName: 'script', voidTag: false, meta: { plugin: PLUGIN }, attributes: {}, innerHTML })
        return data
      })
    })
  }
}

module.exports = { LandingChunksPlugin }
