// What the first screen needs, written into index.html: the app's stylesheet inline, and one small inline
// script that starts everything else:
// - The entry's scripts, and on landing on home or goods detail (the shop's two doors: the address typed
//   and the link shared) that page's chunks (and home's floors) with them. Without this the first screen
//   waits on a chain of requests (entry -> page -> floors), each starting only once the previous script has
//   run; on a phone network that chain is most of the time before the first paint. The page's scripts come
//   as one joined file and its stylesheets as another: a request each would hold most of a phone's six
//   connections (HTTP/1.1) while the entry waits for one. The joined script runs first and the entry after
//   it (async=false keeps the order), so every chunk in it has registered itself with webpack before the
//   app runs and the router finds it loaded; a `<style data-href>` mark per stylesheet tells webpack's CSS
//   loader that one is there too.
// - The first calls of the landing page (config/early-calls.js): started here, they travel while the
//   scripts download instead of after the entry has run. They go out with the common query the app sent
//   last time on this device (kept by src/api/early-calls.ts) or, on a first visit, the one a fresh app
//   sends; the app takes an answer only for the very call it is about to make.
// - Goods detail's files (its page chunks and the lazy parts it loads as it draws, less what home's joined
//   files hold), which home prefetches when idle (src/lib/prefetch-pages.ts) as
//   `self.__shopPrefetch.goodsDetail`: fetched into the cache only, so none of it runs on home.
const { createHash } = require('crypto')
const webpack = require('webpack')

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
const textOf = (compilation, file) => compilation.getAsset(file).source.source().toString()

/**
 * The files (all scripts or all stylesheets) as one asset of the build, their contents in order, named by
 * its hash; returns its name.
 */
function emitJoined(compilation, files, extension) {
  const text = files.map((file) => textOf(compilation, file)).join(extension === 'js' ? ';\n' : '\n')
  const name = `${extension}/landing.${createHash('md5').update(text).digest('hex').slice(0, 8)}.${extension}`
  if (!compilation.getAsset(name)) compilation.emitAsset(name, new webpack.sources.RawSource(text), { immutable: true })
  return name
}

/** A <style> tag holding the stylesheet a <link> tag loads (an asset of this build), or null. */
function inlinedStylesheet(compilation, tag) {
  const href = tag.tagName === 'link' && tag.attributes.rel === 'stylesheet' ? String(tag.attributes.href) : ''
  const publicPath = compilation.outputOptions.publicPath
  const asset = href.startsWith(publicPath) ? compilation.getAsset(href.slice(publicPath.length)) : undefined
  const css = asset?.source.source().toString()
  if (!css || /<\/style/i.test(css)) return null
  return { tagName: 'style', voidTag: false, meta: { plugin: PLUGIN }, attributes: {}, innerHTML: css }
}

/**
 * @param {string[]} entry the entry's scripts, as URLs
 * @param {Record<string, { css: string, marks: string[], js: string }>} byPage the landing files, as URLs
 * @param {string[]} prefetch goods detail's files, as URLs
 * @param {{ calls: Record<string, Array<[string, object]>>, firstVisitQuery: string, queryKey: string, requestBase: string }} early
 *   calls: page path ('*': every page) -> [s, body, picture path?] of the calls to start
 */
function inlineScript(entry, byPage, prefetch, early) {
  return (
    `self.__shopPrefetch={goodsDetail:${JSON.stringify(prefetch)}};` +
    `(function(a,l,k){var r=location.hash.replace(/^#\\/?/,"").split("?"),p=r[0]||"pages/index/index",h=document.head,f=l[p];` +
    'function add(n,t){var e=document.createElement(n);for(var x in t)e.setAttribute(x,t[x]);h.appendChild(e)}' +
    'if(f){if(f.css)add("link",{rel:"stylesheet",href:f.css});f.marks.forEach(function(u){add("style",{"data-href":u})});if(f.js)a=[f.js].concat(a)}' +
    'a.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=false;e.setAttribute("fetchpriority","high");h.appendChild(e)});' +
    // Taro's storage keeps a value as {"data": value}.
    'if(!self.fetch)return;var q;try{q=JSON.parse(localStorage.getItem(k.queryKey)).data}catch(x){}' +
    'if(typeof q!=="string")q=k.firstVisitQuery;var b=k.requestBase||location.origin+"/";' +
    // A body value '?name' is the page's query parameter `name` (the call is left out without it).
    'var g={};(r[1]||"").split("&").forEach(function(x){var i=x.indexOf("=");if(i>0)try{g[x.slice(0,i)]=decodeURIComponent(x.slice(i+1))}catch(e){}});' +
    'self.__shopEarly=[];(k.calls["*"]||[]).concat(k.calls[p]||[]).forEach(function(c){var o={},n;' +
    'for(n in c[1]){var v=c[1][n];if(typeof v==="string"&&v.charAt(0)==="?"){v=g[v.slice(1)];if(!v)return}o[n]=v}' +
    'var u=b+"api.php?s="+c[0]+"&"+q+"&ajax=ajax",d=JSON.stringify(o);' +
    'self.__shopEarly.push({url:u,body:d,answer:fetch(u,{method:"POST",headers:{"content-type":"application/json"},body:d})' +
    // c[2]: where in the answer the first screen's largest picture is; it is fetched as soon as it is
    // known, beside the app's scripts rather than after them.
    '.then(function(r){return r.json().then(function(j){if(c[2]){var x=j,i;for(i=0;i<c[2].length&&x!=null;i++)x=x[c[2][i]];' +
    'if(typeof x==="string"&&x){var m=new Image();m.setAttribute("fetchpriority","high");m.src=x}}return{statusCode:r.status,data:j}})})' +
    '.catch(function(){return null})})})' +
    `})(${JSON.stringify(entry)},${JSON.stringify(byPage)},${JSON.stringify(early)});`
  )
}

class LandingChunksPlugin {
  /**
   * @param {{ htmlPlugin: any, landing: Record<string, string[]>, goodsDetailModule: string, early: object }} options
   *   landing: page path -> the module files whose lazy imports it needs first; goodsDetailModule: the page file;
   *   early: the calls to start (inlineScript)
   */
  constructor(options) {
    this.options = options
  }
  apply(compiler) {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      this.options.htmlPlugin.getHooks(compilation).alterAssetTagGroups.tap(PLUGIN, (data) => {
        const { landing, goodsDetailModule, early } = this.options
        const url = (file) => compilation.outputOptions.publicPath + file
        const filesByPage = Object.fromEntries(
          Object.entries(landing).map(([page, modules]) => [page, filesOf(modules.flatMap((m) => groupOfImport(compilation, m)?.chunks ?? []))]),
        )
        const byPage = {}
        for (const [page, files] of Object.entries(filesByPage)) {
          const stylesheets = files.filter((f) => f.endsWith('.css'))
          const scripts = files.filter((f) => f.endsWith('.js'))
          byPage[page] = {
            css: stylesheets.length ? url(emitJoined(compilation, stylesheets, 'css')) : '',
            marks: stylesheets.map(url),
            js: scripts.length ? url(emitJoined(compilation, scripts, 'js')) : '',
          }
        }
        const detail = groupOfImport(compilation, goodsDetailModule)
        const detailChunks = detail ? [...detail.chunks, ...[...detail.childrenIterable].flatMap((g) => g.chunks)] : []
        const small = (chunk) =>
          [...chunk.files].every((f) => (compilation.getAsset(f)?.info.size ?? compilation.getAsset(f)?.source.size() ?? 0) <= PREFETCH_MAX_BYTES)
        // What home's joined files already hold is loaded on home: not fetched again.
        const onHome = new Set(filesByPage['pages/index/index'])
        const prefetch = filesOf(detailChunks.filter((c) => !c.canBeInitial() && small(c)))
          .filter((f) => !onHome.has(f))
          .map(url)
        // The app's stylesheet goes into the page itself: the first screen needs it, and on a phone's six
        // connections one request fewer lets the entry script start with the page's stylesheet.
        data.headTags = data.headTags.map((tag) => inlinedStylesheet(compilation, tag) ?? tag)
        // The entry's scripts start from the inline script (after the landing page's one), at high priority:
        // they are what the first screen waits for, ahead of images and the manifest.
        const isEntryScript = (tag) => tag.tagName === 'script' && tag.attributes.src
        const entry = data.headTags.filter(isEntryScript).map((tag) => String(tag.attributes.src))
        data.headTags = data.headTags.filter((tag) => !isEntryScript(tag))
        // Last in <head>: the page's stylesheet then follows the app's, as when webpack adds them (same cascade).
        const innerHTML = inlineScript(entry, byPage, prefetch, early)
        data.headTags.push({ tagName: 'script', voidTag: false, meta: { plugin: PLUGIN }, attributes: {}, innerHTML })
        return data
      })
    })
  }
}

module.exports = { LandingChunksPlugin, inlineScript }
