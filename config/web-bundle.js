// How the H5 bundle is cut and trimmed (called from config/index.ts `h5.webpackChain`).
// Each step is measured by `npm run bench:web`; docs/PERFORMANCE.md has the figures behind them.
const webpack = require('webpack')
const { BundleStatsPlugin } = require('./bundle-stats')

const fromTaroRunner = (name) => require(require.resolve(name, { paths: [require.resolve('@tarojs/webpack5-runner')] }))

/** @param {import('webpack-chain')} chain */
function tuneWebBundle(chain) {
  // Taro splits only initial chunks, so every lazy page chunk would carry its own copy of shared
  // components. Split async chunks too, but not below 20 KB: a few small modules copied into the pages
  // that use them cost less than one more request each.
  chain.optimization.merge({ splitChunks: { chunks: 'all', minSize: 20000 } })

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

  // Polyfills and a JSONP helper that Taro's H5 API layer imports unconditionally (shims/).
  chain.resolve.alias
    .set('whatwg-fetch$', require.resolve('./shims/native-already'))
    .set('abortcontroller-polyfill/dist/abortcontroller-polyfill-only$', require.resolve('./shims/native-already'))
    .set('jsonp-retry$', require.resolve('./shims/jsonp-unsupported'))

  // The router imports the web-component barrel only to register <taro-tabbar>, which never runs with
  // tabBar.custom (src/app.config.ts); without this the Stencil runtime ships in the entry (shims/).
  chain.plugin('no-native-tabbar').use(webpack.NormalModuleReplacementPlugin, [
    /^@tarojs\/components\/dist\/components$/,
    (resource) => {
      if (/[\\/]@tarojs[\\/]router[\\/]/.test(resource.context)) resource.request = require.resolve('./shims/no-native-tabbar')
    },
  ])

  // BUNDLE_STATS=<file>: write chunk/module sizes for analysing the web bundle.
  if (process.env.BUNDLE_STATS) chain.plugin('bundle-stats').use(BundleStatsPlugin, [process.env.BUNDLE_STATS])
}

module.exports = { tuneWebBundle }
