import type { RootStore } from '@/stores/root-store'
import { clearExceptPreferences, removeItem } from '@/stores/storage'

/**
 * Sign out on this device: there is no server call for it (safety/logout deletes the account).
 * The session and cached user data go; language, theme and the device id stay.
 */
export function signOut(stores: Pick<RootStore, 'session' | 'cart'>): void {
  clearExceptPreferences()
  stores.session.clear()
  stores.cart.setCount(0)
}

/**
 * "Clear cache" (api-core 1.6): local only; forgets which tab pages already sent the guest to login, so
 * the prompts show again. The settings page keeps the login; the user centre's item also signs out here
 * (with `stores`), as ShopXO's does.
 */
export function clearLocalCache(stores?: Pick<RootStore, 'session' | 'cart'>): void {
  removeItem('cache_user_no_login_page_status_data_key')
  if (stores) signOut(stores)
}
