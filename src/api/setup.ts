import Taro from '@tarojs/taro'
import { t } from '@/i18n'
import { currentPageUrl, goLogin, LOGIN_PAGE, toast } from '@/lib/navigate'
import { deviceUuid } from '@/lib/uuid'
import type { RootStore } from '@/stores/root-store'
import { clearAll, getItem } from '@/stores/storage'
import { commonQuery, configureClient } from './client'
import { keepEarlyQuery, takeEarlyAnswer } from './early-calls'

/** Origin of the page on the web build; mini-programs have none (Taro's stand-in says https://taro.com). */
function webOrigin(): string {
  return typeof window !== 'undefined' && window.location && /^https?:/.test(window.location.protocol) ? `${window.location.origin}/` : '/'
}

/**
 * Backend root: TARO_APP_REQUEST_URL as compiled in (config/mini-targets.js: mini-programs default to
 * the demo server on this machine), else the page's own origin on H5.
 */
export function requestBaseUrl(): string {
  const configured = typeof APP_REQUEST_URL === 'string' ? APP_REQUEST_URL : ''
  if (configured) return configured.endsWith('/') ? configured : `${configured}/`
  return process.env.TARO_ENV === 'h5' ? webOrigin() : '/'
}

/**
 * Taro's web upload (XMLHttpRequest with progress, ~1.5 KB gzip) loads with the first upload, not with
 * the app; mini-programs keep it in the main bundle.
 */
const loadUploadTransport = process.env.TARO_ENV === 'h5' ? () => import('./upload-transport') : () => import(/* webpackMode: "eager" */ './upload-transport')

/** Wire the api client to Taro and the stores. Called once from app.tsx. */
export function setupApiClient(stores: RootStore): void {
  configureClient({
    // Taro.request / uploadFile also return a promise that rejects on every failure (on H5 the 10 s
    // timeout is an AbortError). Use that promise alone: with success/fail callbacks as well, the
    // returned promise's rejection went unhandled on every timeout or network failure.
    transport: async ({ url, method, data, timeout }) => {
      if (process.env.TARO_ENV === 'h5') {
        keepEarlyQuery(commonQuery())
        const early = await takeEarlyAnswer({ url, method, data, timeout })
        if (early) return early
      }
      const res = await Taro.request({ url, method, data, timeout, dataType: 'json', header: { 'content-type': 'application/json' } })
      return { statusCode: res.statusCode, data: res.data }
    },
    upload: (request) => loadUploadTransport().then(({ sendUpload }) => sendUpload(request)),
    baseUrl: requestBaseUrl,
    commonParams: () => {
      const launch = getItem('cache_shop_launch_info_key') ?? {}
      const location = getItem('cache_userlocation_key')
      const located = location?.status === 1 && location.lng !== undefined && location.lat !== undefined
      return [
        ['system_type', 'default'],
        ['application', 'app'],
        ['application_client_type', APP_CLIENT_TYPE],
        ['application_client_brand', ''],
        ['token', stores.session.token],
        ['uuid', deviceUuid()],
        ['referrer', launch.referrer],
        ['user_lng', located ? String(location?.lng) : undefined],
        ['user_lat', located ? String(location?.lat) : undefined],
        ['lang', stores.app.serverLang],
        ['theme', stores.app.theme],
        ['mzt_token', launch.mztToken],
      ]
    },
    toast: (message) => toast(message),
    onLoginExpired: () => {
      // The server forgot us: wipe everything (api-core 1.4) and start the login flow again.
      clearAll()
      stores.session.clear()
      stores.cart.setCount(0)
      // Calls made by the login page itself (or while it opens) must not stack a second one.
      if (!currentPageUrl().startsWith(LOGIN_PAGE)) goLogin()
    },
    networkMessage: () => t('errors.network'),
    badDataMessage: () => t('errors.bad_data'),
  })
}
