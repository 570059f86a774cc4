// How the H5 bundle is cut and trimmed (called from config/index.ts `h5.webpackChain`).
// Each step is measured by `npm run bench:web`; docs/PERFORMANCE.md has the figures behind them.
const webpack = require('webpack')
const fs = require('fs')
const path = require('path')
const { BundleStatsPlugin } = require('./bundle-stats')
const { LandingChunksPlugin } = require('./landing-chunks')
const { PrecompressPlugin } = require('./precompress')
const { CompileHintPlugin } = require('./compile-hint')
const { earlyCalls } = require('./early-calls')

const fromTaroRunner = (name) => require(require.resolve(name, { paths: [require.resolve('@tarojs/webpack5-runner')] }))

/** @param {import('webpack-chain')} chain */
function tuneWebBundle(chain) {
  // Taro splits only initial chunks, so every lazy page chunk would carry its own copy of shared
  // components. Split async chunks too, but not below 20 KB: a few small modules copied into the pages
  // that use them cost less than one more request each.
  // Taro's own packages stay in the entry script instead of a chunk of their own ('taro' group): the first
  // screen then waits for one script, not two, on a phone's six connections.
  chain.optimization.merge({ splitChunks: { chunks: 'all', minSize: 20000, cacheGroups: { taro: false } } })

  // Taro injects its components' CSS from JS (style-loader, top of <head>). Extract it instead: it lands
  // in the stylesheet ahead of the app's rules (same cascade) and no longer rides in the entry scripts.
  const taroStyle = chain.module.rule('taroStyle')
  taroStyle.uses.clear()
  taroStyle.use('extractCss').loader(fromTaroRunner('mini-css-extract-plugin').loader)

  // The WeUI skin of Taro's HTML Button outranks the app's one-class button styles (loaders/).
  chain.module
    .rule('taroButtonSkin')
    .enforce('pre')
    .test(/[\\/]@tarojs[\\/]components-react[\\/].+\.css$/)
    .use('dropSkin')
    .loader(require.resolve('./loaders/taro-button-skin'))

  // Taro's HTML Image lays out the page on every picture's load to report a size nobody reads (loaders/).
  chain.module
    .rule('taroImageSize')
    .enforce('pre')
    .test(/[\\/]@tarojs[\\/]components-react[\\/]dist[\\/]components[\\/]image[\\/]index\.js$/)
    .use('naturalSize')
    .loader(require.resolve('./loaders/taro-image-size'))

  // Polyfills and a JSONP helper that Taro's H5 API layer imports unconditionally (shims/).
  chain.resolve.alias
    .set('whatwg-fetch$', require.resolve('./shims/native-already'))
    .set('abortcontroller-polyfill/dist/abortcontroller-polyfill-only$', require.resolve('./shims/native-already'))
    .set('jsonp-retry$', require.resolve('./shims/jsonp-unsupported'))

  // MobX's own production build: the ES build webpack picks by default keeps its development error texts
  // and checks in the entry (~3.1 KB brotli). Exact match, so mobx-react-lite shares the same copy.
  chain.resolve.alias.set('mobx$', require.resolve('mobx/dist/mobx.esm.production.min.js'))

  // Parts of Taro's H5 layer the shop never runs on the web, or runs only after a tap (shims/). Each is
  // replaced only where Taro imports it, so its own code elsewhere (a lazy chunk) stays the original.
  const TARO = (name) => new RegExp(`[\\\\/]@tarojs[\\\\/]${name}[\\\\/]`)
  const replaceIn = (from, request, shim) => [
    request,
    (resource) => {
      if (from.test(resource.context || '')) resource.request = require.resolve(`./shims/${shim}`)
    },
  ]
  const shims = [
    // tabBar.custom (src/app.config.ts): the native tab bar never starts; its module brings the Stencil
    // runtime (<taro-tabbar>) and Taro's tab-bar API.
    replaceIn(TARO('router'), /^\.\/tabbar\.js$/, 'router-tabbar'),
    // Taro's own navigation bar is never shown (the pages draw theirs); the router still sets the title.
    replaceIn(TARO('router'), /^\.\/navigationBar\.js$/, 'router-navigation-bar'),
    // The router reads a page's query with one call of query-string.
    replaceIn(TARO('router'), /^query-string$/, 'router-query-string'),
    // The router matches fixed page paths with universal-router and path-to-regexp.
    replaceIn(TARO('router'), /^universal-router$/, 'router-static-routes'),
    // Toast, loading, modal and action sheet load with their first call.
    replaceIn(TARO('taro-h5'), /(^|\/)interaction\/index\.js$/, 'lazy-interaction'),
    // The user-agent library behind getDeviceInfo (brand, model), which the shop never reads.
    replaceIn(TARO('taro-h5'), /^platform$/, 'platform-lite'),
  ]
  shims.forEach((args, index) => chain.plugin(`taro-shim-${index}`).use(webpack.NormalModuleReplacementPlugin, args))

  // The app config's page lists that nothing reads on the web (loaders/web-app-config.js).
  chain.module
    .rule('webAppConfig')
    .enforce('pre')
    .test(/[\\/]src[\\/]app\.config\.ts$/)
    .use('unreadPageLists')
    .loader(require.resolve('./loaders/web-app-config'))

  // Plugin embeds load after their host page, not in its chunk (loaders/lazy-fills.js). The page-builder
  // manifest (diy.ts) only registers module loaders that are lazy already; goods detail's cards
  // (goods-detail-blocks.ts) and home's blocks (home.ts) are imported lazily by their page itself, after
  // its first paint (fillsOnDemand).
  chain.module
    .rule('lazyFills')
    .enforce('pre')
    .test(/[\\/]src[\\/]slots[\\/]fills[\\/][a-z0-9-]+\.ts$/)
    .exclude.add(/[\\/]fills[\\/](diy|goods-detail-blocks|home)\.ts$/)
    .end()
    .use('lazyFills')
    .loader(require.resolve('./loaders/lazy-fills'))

  // Landing on home or goods detail fetches the page's chunks with the entry; the landing page's first
  // calls start from index.html (config/early-calls.js); goods detail's files for home's idle prefetch
  // (config/landing-chunks.js).
  const srcFile = (file) => path.join(__dirname, '..', 'src', file)
  chain.plugin('landing-chunks').use(LandingChunksPlugin, [
    {
      htmlPlugin: fromTaroRunner('html-webpack-plugin'),
      // The plugin embeds of a page (`?eager`, config/loaders/lazy-fills.js) are waited for by its first draw.
      landing: {
        'pages/index/index': [
          srcFile('pages/index/index.tsx'),
          srcFile('pages/index/classic-home.tsx'),
          `${srcFile('slots/fills/goods-card.ts')}?eager`,
          // A page's share tags (Open Graph), set as it shows.
          srcFile('lib/web-share.ts'),
        ],
        'pages/goods-detail/goods-detail': [
          srcFile('pages/goods-detail/goods-detail.tsx'),
          `${srcFile('slots/fills/goods-detail.ts')}?eager`,
          `${srcFile('slots/fills/goods-card.ts')}?eager`,
          srcFile('lib/web-share.ts'),
        ],
      },
      goodsDetailModule: srcFile('pages/goods-detail/goods-detail.tsx'),
      early: earlyCalls(),
    },
  ])

  // The installable web app (H5 only): manifest and icons next to index.html, and the service worker
  // (config/pwa/service-worker.js) with this build's precache list. Added last so the list holds every
  // emitted file.
  chain.plugin('web-app-files').use(EmitFilesPlugin, [
    {
      'manifest.webmanifest': path.join(__dirname, 'pwa', 'manifest.webmanifest'),
      'icon-192.png': path.join(__dirname, 'pwa', 'icon-192.png'),
      'icon-512.png': path.join(__dirname, 'pwa', 'icon-512.png'),
    },
  ])
  if (process.env.NODE_ENV === 'production' && process.env.WEB_SERVICE_WORKER !== '0') {
    const { InjectManifest } = require('workbox-webpack-plugin')
    chain.plugin('service-worker').use(InjectManifest, [
      {
        swSrc: path.join(__dirname, 'pwa', 'service-worker.js'),
        swDest: 'sw.js',
        // Hashed names carry their own revision; only index.html, the manifest and icons need one.
        dontCacheBustURLsMatching: /\.[0-9a-f]{8}\.(js|css)$/,
        exclude: [/\.map$/, /\.br$/, /LICENSE/i],
        // Large lazy libraries (the HLS player) load from the network when a page needs them.
        maximumFileSizeToCacheInBytes: 512 * 1024,
      },
    ])
  }
  // The entry asks V8 to compile all of it while it downloads (config/compile-hint.js).
  if (process.env.NODE_ENV === 'production') chain.plugin('compile-hint').use(CompileHintPlugin)
  // Brotli copies of the scripts and stylesheets for servers that send them (config/precompress.js).
  if (process.env.NODE_ENV === 'production') chain.plugin('precompress').use(PrecompressPlugin)

  // BUNDLE_STATS=<file>: write chunk/module sizes for analysing the web bundle.
  if (process.env.BUNDLE_STATS) chain.plugin('bundle-stats').use(BundleStatsPlugin, [process.env.BUNDLE_STATS])
}

/** Copies fixed files into the output (as webpack assets, so the precache list sees them). */
class EmitFilesPlugin {
  constructor(files) {
    this.files = files
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('EmitFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'EmitFilesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const [name, file] of Object.entries(this.files)) {
          compilation.fileDependencies.add(file)
          compilation.emitAsset(name, new webpack.sources.RawSource(fs.readFileSync(file)))
        }
      })
    })
  }
}

module.exports = { tuneWebBundle }
