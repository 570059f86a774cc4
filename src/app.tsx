import { useLaunch, useDidShow } from '@tarojs/taro'
import { reaction } from 'mobx'
import type { PropsWithChildren } from 'react'
import { startEarlyHome } from '@/api/home-early'
import { setupApiClient } from '@/api/setup'
import { toast } from '@/lib/navigate'
import { watchPageLoads } from '@/lib/chunk-errors'
import { syncNativeTabBar } from '@/components/tab-bar/native-tab-bar'
import { startWebApp } from '@/lib/web-app/web-app'
import { getRootStore, StoreContext } from '@/stores/root-store'
import { getItem, setItem } from '@/stores/storage'
import './app.scss'

const stores = getRootStore()
setupApiClient(stores)
watchPageLoads()
// Where the platform draws its native tab bar, its cart badge follows the cart (other targets: our bar).
if (APP_NATIVE_TAB_BAR)
  reaction(
    () => stores.cart.badge,
    () => syncNativeTabBar(stores.cart),
  )
startWebApp()
if (isOpeningHome()) startEarlyHome()

/** H5 only (a mini-program knows its launch page later): the hash route is empty or the home page. */
function isOpeningHome(): boolean {
  return process.env.TARO_ENV === 'h5' ? hashRouteIsHome() : false
}

function hashRouteIsHome(): boolean {
  if (typeof location === 'undefined') return false
  const route = location.hash.replace(/^#\/?/, '').split('?')[0]
  return route === '' || route === 'pages/index/index'
}

/** Keep launch params (referrer, mzt token) for the common request params; a referrer survives relaunches. */
function rememberLaunch(query: Record<string, string> | undefined): void {
  const previous = getItem('cache_shop_launch_info_key') ?? {}
  const q = query ?? {}
  setItem('cache_shop_launch_info_key', {
    query: q,
    referrer: q.referrer || previous.referrer,
    mztToken: q.mztToken,
    thirdpartylogin: q.thirdpartylogin,
    is_weixin_auth_web_openid: q.is_weixin_auth_web_openid,
  })
}

function App({ children }: PropsWithChildren) {
  useLaunch((options) => {
    rememberLaunch(options?.query as Record<string, string> | undefined)
  })

  // base/common on every show: cached config first, then a fresh one (api-core 1.5).
  useDidShow(() => {
    void stores.app.loadConfig((msg) => toast(msg))
  })

  return <StoreContext.Provider value={stores}>{children}</StoreContext.Provider>
}

export default App
