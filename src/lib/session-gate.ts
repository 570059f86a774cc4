import Taro from '@tarojs/taro'
import { t } from '@/i18n'
import { getRootStore } from '@/stores/root-store'
import { getItem, setItem } from '@/stores/storage'
import { currentPageUrl, goLogin, isTabPage, toast } from './navigate'

/**
 * The login gate before any login-only action (api-core 1.7). Returns true when the shopper may go
 * on; otherwise it opens the login page (or bind-mobile) and returns false so the caller shows its
 * "not logged in" state. `onInit` is for a page's first load: non-tab pages replace themselves with
 * login, tab pages open it only the first time.
 */
export function ensureLogin(options: { onInit?: boolean } = {}): boolean {
  const { session } = getRootStore()
  if (session.isLoggedIn && !session.mustBindMobile) return true
  if (session.needsAuthorisation) {
    askToAuthorise()
    return false
  }
  if (session.mustBindMobile) {
    toast(t('errors.bind_mobile_first'))
    goLogin()
    return false
  }
  if (!options.onInit) {
    goLogin()
    return false
  }
  const here = currentPageUrl()
  if (!isTabPage(here)) {
    goLogin({ redirect: true })
    return false
  }
  const path = here.split('?')[0]
  const shown = getItem('cache_user_no_login_page_status_data_key') ?? []
  if (!shown.includes(path)) {
    setItem('cache_user_no_login_page_status_data_key', [...shown, path])
    goLogin()
  }
  return false
}

let asking = false

/**
 * Spec 4: a login record without user info (a third-party or mini-program login still to be bound)
 * is asked to authorise, once at a time however many gates ask; confirming opens the login page.
 */
function askToAuthorise(): void {
  if (asking) return
  asking = true
  void Taro.showModal({
    title: t('errors.authorise_title'),
    content: t('errors.authorise_prompt'),
    confirmText: t('errors.authorise_now'),
    cancelText: t('common.cancel'),
  })
    .then((answer) => {
      if (answer.confirm) goLogin()
    })
    .catch(() => undefined)
    .finally(() => {
      asking = false
    })
}
