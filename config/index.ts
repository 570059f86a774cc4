import { readFileSync } from 'fs'
import { resolve } from 'path'
import { defineConfig, type UserConfigExport } from '@tarojs/cli'
import devConfig from './dev'
import prodConfig from './prod'
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { ROOT_FONT_SCRIPT } = require('./root-font-script')
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { tuneWebBundle } = require('./web-bundle')
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { MINI_TARGETS, CUSTOM_TAB_BAR_TARGETS, requestUrlFor } = require('./mini-targets')

// The client type the ShopXO server expects for each Taro target (api-core 1.2).
const CLIENT_TYPES: Record<string, string> = {
  h5: 'h5',
  weapp: 'weixin',
  alipay: 'alipay',
  swan: 'baidu',
  qq: 'qq',
  tt: 'toutiao',
  kwai: 'kuaishou',
}

const sassSilence = { silenceDeprecations: ['import', 'slash-div', 'global-builtin', 'legacy-js-api'] }

export default defineConfig<'webpack5'>(async (merge) => {
  const target = process.env.TARO_ENV || 'h5'
  // Babel and autoprefixer read package.json "browserslist": modern browsers for the web build,
  // the conservative list ("defaults") for the mini-program clients.
  process.env.BROWSERSLIST_ENV = target === 'h5' ? 'h5' : 'defaults'
  const requestUrl: string = requestUrlFor(target)
  if (MINI_TARGETS.includes(target) && !process.env.TARO_APP_REQUEST_URL) {
    // A mini-program has no origin of its own: say where it will call, and how to change it.
    console.warn(
      `\n[config] TARO_APP_REQUEST_URL is not set: this ${target} build calls the demo server at ${requestUrl} ` +
        `(npm start on this machine). Set TARO_APP_REQUEST_URL=https://your-shopxo.example/ to use another backend.\n`,
    )
  }
  const baseConfig: UserConfigExport<'webpack5'> = {
    projectName: 'shopxo-taro-storefront',
    date: '2026-11-22',
    designWidth: 750,
    deviceRatio: { 640: 2.34 / 2, 750: 1, 375: 2, 828: 1.81 / 2 },
    sourceRoot: 'src',
    // Each target in its own folder; TARO_OUTPUT_ROOT lets parallel builds avoid clobbering each other.
    outputRoot: process.env.TARO_OUTPUT_ROOT || `dist/${target}`,
    plugins: [
      '@tarojs/plugin-platform-alipay',
      '@tarojs/plugin-platform-swan',
      '@tarojs/plugin-platform-qq',
      '@tarojs/plugin-platform-tt',
      '@tarojs/plugin-platform-kwai',
    ],
    defineConstants: {
      APP_CLIENT_TYPE: JSON.stringify(CLIENT_TYPES[target] || target),
      APP_REQUEST_URL: JSON.stringify(requestUrl),
      // Mini-programs showing the platform's native tab bar (badge through setTabBarBadge).
      APP_NATIVE_TAB_BAR: JSON.stringify(MINI_TARGETS.includes(target) && !CUSTOM_TAB_BAR_TARGETS.includes(target)),
    },
    alias: {
      '@': resolve(__dirname, '..', 'src'),
    },
    copy: { patterns: [], options: {} },
    framework: 'react',
    compiler: { type: 'webpack5', prebundle: { enable: false } },
    cache: { enable: false },
    sass: {},
    mini: {
      sassLoaderOption: { sassOptions: sassSilence },
      miniCssExtractPluginOption: { ignoreOrder: true },
      postcss: {
        pxtransform: { enable: true, config: {} },
        cssModules: { enable: false, config: { namingPattern: 'module', generateScopedName: '[name]__[local]___[hash:base64:5]' } },
      },
    },
    h5: {
      publicPath: '/web/',
      staticDirectory: 'static',
      router: { mode: 'hash' },
      esnextModules: ['taro-ui'],
      // React components rendered as plain HTML elements rather than Stencil web components: no
      // web-component runtime in the first load (see docs/PERFORMANCE.md).
      useHtmlComponents: true,
      // The favicon is the app icon, written into the page: no request of its own beside the first screen's.
      htmlPluginOption: {
        script: ROOT_FONT_SCRIPT,
        faviconHref: `data:image/png;base64,${readFileSync(resolve(__dirname, 'pwa', 'icon-192.png')).toString('base64')}`,
      },
      webpackChain: tuneWebBundle,
      // A lazy chunk's script and stylesheet are named by the same chunk hash: the entry's runtime carries a
      // table of the hashes of every lazy script and one of every stylesheet, and with one hash per chunk
      // the second table repeats the first, which gzip folds away (-1.4 KB gzip in the entry).
      output: { filename: 'js/[name].[contenthash:8].js', chunkFilename: 'js/[name].[chunkhash:8].js' },
      miniCssExtractPluginOption: {
        ignoreOrder: true,
        filename: 'css/[name].[contenthash:8].css',
        chunkFilename: 'css/[name].[chunkhash:8].css',
      },
      sassLoaderOption: { sassOptions: sassSilence },
      postcss: {
        autoprefixer: { enable: true, config: {} },
        cssModules: { enable: false, config: { namingPattern: 'module', generateScopedName: '[name]__[local]___[hash:base64:5]' } },
      },
    },
  }
  if (process.env.NODE_ENV === 'development') return merge({}, baseConfig, devConfig)
  return merge({}, baseConfig, prodConfig)
})
