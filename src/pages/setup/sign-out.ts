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
 * "Clear cache" (api-core 1.6): local only and keeps the login; forgets which tab pages already
 * sent the guest to login, so the prompts show again.
 */
export function clearLocalCache(): void {
  removeItem('cache_user_no_login_page_status_data_key')
}
