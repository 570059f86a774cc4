// What the build and its checks need to know about the six mini-program targets, in one place
// (config/index.ts, app.config.ts via defineConstants, scripts/build-all.mjs, scripts/check-mini-output.mjs).

const MINI_TARGETS = ['weapp', 'alipay', 'swan', 'qq', 'tt', 'kwai']

/** Where a mini-program calls when TARO_APP_REQUEST_URL is unset: `npm start` on the same machine. */
const DEFAULT_MINI_REQUEST_URL = 'http://127.0.0.1:8080/'

/** Page template extension of each target. */
const TEMPLATE_EXT = { weapp: '.wxml', alipay: '.axml', swan: '.swan', qq: '.qml', tt: '.ttml', kwai: '.ksml' }

/**
 * Targets whose platform draws our React tab bar as its custom tab bar (custom-tab-bar/, Alipay:
 * customize-tab-bar/). Baidu, Douyin and Kuaishou keep the native bar with the PNG icons in
 * src/assets/tab-bar (their custom tab bar support is missing or not handled by Taro's plugin).
 */
const CUSTOM_TAB_BAR_TARGETS = ['weapp', 'qq', 'alipay']

/** The project file each devtool opens, as Taro's platform plugin writes it from the root file. */
const PROJECT_FILES = {
  weapp: { source: 'project.config.json', output: 'project.config.json' },
  alipay: { source: 'project.alipay.json', output: 'mini.project.json' },
  swan: { source: 'project.swan.json', output: 'project.swan.json' },
  qq: { source: 'project.qq.json', output: 'project.config.json' },
  tt: { source: 'project.tt.json', output: 'project.config.json' },
  kwai: { source: 'project.ks.json', output: 'project.config.json' },
}

function withSlash(url) {
  return url.endsWith('/') ? url : `${url}/`
}

/** The backend root compiled into `target`: the setting, else the local demo server (minis) or '' (H5: own origin). */
function requestUrlFor(target, env = process.env) {
  const configured = (env.TARO_APP_REQUEST_URL || '').trim()
  if (configured) return withSlash(configured)
  return MINI_TARGETS.includes(target) ? DEFAULT_MINI_REQUEST_URL : ''
}

module.exports = { MINI_TARGETS, DEFAULT_MINI_REQUEST_URL, TEMPLATE_EXT, CUSTOM_TAB_BAR_TARGETS, PROJECT_FILES, requestUrlFor }
