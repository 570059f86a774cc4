import Taro from '@tarojs/taro'
import { t } from '@/i18n'
import { getItem, setItem } from '@/stores/storage'
import { SYSTEM_TAB_PAGES } from '@/stores/app-store'
import { SEARCH_PAGE, parseQuery, webViewUrl, type LinkTarget, resolveEvent, resolveUrl } from './links'

/** Navigation side effects in one place; pages call these instead of Taro's router directly. */
export const LOGIN_PAGE = '/pages/login/login'
export const HOME_PAGE = SYSTEM_TAB_PAGES[0]

export function toast(message: string, icon: 'none' | 'success' = 'none'): void {
  if (!message) return
  void Taro.showToast({ title: message, icon, duration: 3000 }).catch(() => undefined)
}

export function isTabPage(path: string): boolean {
  return SYSTEM_TAB_PAGES.includes(path.split('?')[0])
}

/** The route of the page on top of the stack, with its query ("/pages/x/x?id=1"). */
export function currentPageUrl(): string {
  // Taro's router knows the current page's params on every target. Its path carries no query on
  // mini-programs, and only the page's own `stamp` on the web: the query comes from the params.
  const router = Taro.getCurrentInstance().router
  const rawPath = String(router?.path ?? '')
  if (!rawPath) return HOME_PAGE
  const routePath = `/${rawPath.split('?')[0].replace(/^\//, '')}`
  const query = Object.entries(router?.params ?? {})
    .filter(([key, value]) => key !== '$taroTimestamp' && key !== 'stamp' && value !== undefined)
    .map(([key, value]) => `${key}=${encodeOnce(String(value))}`)
    .join('&')
  return query ? `${routePath}?${query}` : routePath
}

/** Params may arrive encoded (web) or not: encode exactly once. */
function encodeOnce(value: string): string {
  try {
    return encodeURIComponent(decodeURIComponent(value))
  } catch {
    return encodeURIComponent(value)
  }
}

/** Tab pages take no query; the query travels through the stored tab-switch params (api-core 1.12). */
export function openPage(url: string, options: { redirect?: boolean } = {}): Promise<unknown> {
  const [path, query = ''] = url.split('?')
  if (isTabPage(path)) {
    if (query) setItem('cache_page_tabbar_switch_params_key', parseQuery(query))
    return Taro.switchTab({ url: path }).catch(() => Taro.reLaunch({ url: path }))
  }
  const go = options.redirect ? Taro.redirectTo : Taro.navigateTo
  // Mini-programs cap the stack at 10 pages; past that, replace instead of push.
  if (!options.redirect && pageDepth() >= 10) return Taro.redirectTo({ url }).catch(() => undefined)
  return go({ url }).catch(() => undefined)
}

/** Read (and forget) the params a tab page was switched to with. */
export function takeTabSwitchParams(): Record<string, string> {
  const params = getItem('cache_page_tabbar_switch_params_key') ?? {}
  setItem('cache_page_tabbar_switch_params_key', {})
  return params
}

/** Pages on the stack; 0 before the router has one (first paint, component tests), where it throws. */
export function pageDepth(): number {
  try {
    return Taro.getCurrentPages().length
  } catch {
    return 0
  }
}

/** Whether "back" has a page to go to (false on a deep link). */
export function canGoBack(): boolean {
  return pageDepth() > 1
}

export function goBack(fallback: string = HOME_PAGE): void {
  if (canGoBack()) void Taro.navigateBack().catch(() => openPage(fallback, { redirect: true }))
  else void openPage(fallback, { redirect: true })
}

let openingLogin = false

/**
 * Remember where the shopper was, then open the login page (they come back after logging in).
 * `callback`: the event_callback the login page runs on this page after success (useLoginCallback).
 */
export function goLogin(options: { redirect?: boolean; callback?: string } = {}): void {
  // Several calls of one page can all answer -400 at once: open the login page once, not once per call.
  if (openingLogin) return
  const here = currentPageUrl()
  if (!here.startsWith(LOGIN_PAGE)) setItem('cache_prev_page_key', here)
  openingLogin = true
  afterFirstPage(() => {
    void openPage(options.callback ? `${LOGIN_PAGE}?event_callback=${options.callback}` : LOGIN_PAGE, options).finally(() => {
      openingLogin = false
    })
  })
}

/**
 * Run once the router shows a page. A call started with the app boot (home's early request) can answer
 * -400 before the first page is mounted; navigating then left the login page blank on the web.
 */
function afterFirstPage(run: () => void, triesLeft = 100): void {
  if (pageDepth() > 0 || triesLeft <= 0) run()
  else setTimeout(() => afterFirstPage(run, triesLeft - 1), 50)
}

/** After login: back to the page the shopper came from. */
export function returnAfterLogin(): void {
  const previous = getItem('cache_prev_page_key')
  setItem('cache_prev_page_key', '')
  if (previous && !previous.startsWith(LOGIN_PAGE)) {
    if (isTabPage(previous)) void openPage(previous)
    else void openPage(previous, { redirect: true })
  } else if (canGoBack()) void Taro.navigateBack().catch(() => openPage(HOME_PAGE))
  else void openPage(HOME_PAGE)
}

export function openLink(target: LinkTarget | null): void {
  if (!target) return
  switch (target.kind) {
    case 'webview':
      void openPage(webViewUrl(target.url))
      return
    case 'page':
      void openPage(target.url, { redirect: target.redirect })
      return
    case 'search':
      void openPage(`${SEARCH_PAGE}?keywords=${encodeURIComponent(target.keywords)}`)
      return
    case 'tel':
      void Taro.makePhoneCall({ phoneNumber: target.number }).catch(() => undefined)
      return
    case 'map':
      void Taro.openLocation({ latitude: target.lat, longitude: target.lng, name: target.name, address: target.address }).catch(() =>
        toast(t('errors.location_not_supported')),
      )
      return
    case 'miniprogram':
      if (process.env.TARO_ENV === 'h5') toast(t('errors.protocol_wrong'))
      else void Taro.navigateToMiniProgram({ appId: target.appId, path: target.path }).catch(() => undefined)
      return
    case 'error':
      toast(t(target.messageKey))
  }
}

export function openUrl(value: string | undefined, redirect = false): void {
  openLink(resolveUrl(value, redirect))
}

export function openEvent(eventType: number | string | undefined, eventValue: string | undefined): void {
  openLink(resolveEvent(eventType, eventValue))
}
