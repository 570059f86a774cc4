import Taro from '@tarojs/taro'

/**
 * The one typed map of everything the app caches (spec section 3, api-core 1.6).
 * Nothing else in the app touches Taro storage directly.
 */
export interface UserLocation {
  name?: string
  address?: string
  lat?: number
  lng?: number
  /** 0 none, 1 have, 2 re-choose (choosing), 3 chosen/failed (spec 4 and api-core 1.16). */
  status: 0 | 1 | 2 | 3
}

export interface LaunchInfo {
  query?: Record<string, string>
  referrer?: string
  mztToken?: string
  thirdpartylogin?: string
  is_weixin_auth_web_openid?: string
}

export interface CachedUser {
  id: string
  token: string
  username?: string
  nickname?: string
  mobile?: string
  email?: string
  avatar?: string
  user_name_view?: string
  weixin_web_openid?: string
  is_mandatory_bind_mobile?: number
  [key: string]: unknown
}

export interface PendingPagePay {
  order_ids: string
  payment_id: string
}

export interface StorageSchema {
  cache_scene_key: number
  cache_user_uuid_key: string
  cache_config_info_key: Record<string, unknown>
  cache_user_login_key: Record<string, unknown>
  cache_shop_user_info_key: CachedUser
  cache_shop_system_info_key: Record<string, unknown>
  cache_buy_user_address_select_key: Record<string, unknown>
  cache_shop_launch_info_key: LaunchInfo
  cache_userlocation_key: UserLocation
  cache_region_picker_choice_key: Record<string, unknown>
  cache_time_select_choice_key: Record<string, unknown>
  cache_page_pay_key: PendingPagePay
  cache_prev_page_key: string
  cache_page_tabbar_switch_params_key: Record<string, string>
  cache_search_history_key: string[]
  cache_realstore_detail_choice_key: Record<string, unknown>
  cache_hospital_patient_choice_value_key: Record<string, unknown>
  cache_user_no_login_page_status_data_key: string[]
  /** Unchecked cart rows: { cartId: quantity when unchecked } (api-core 3.3). */
  cache_user_cart_not_use_data_key: Record<string, number>
  cache_goods_data_key: Record<string, unknown>
  'cache_tabbar_badge_key-cart': string
  /** exchangerate: the display currency last chosen on this device (the server remembers it too). */
  cache_plugin_currency_key: { id: string; code: string; symbol: string }
  theme: string
  language: string
}

export type StorageKey = keyof StorageSchema

/** Keys kept when the user signs out: who they are not, how they like the app. */
const PREFERENCE_KEYS: StorageKey[] = ['theme', 'language', 'cache_user_uuid_key']

export function getItem<K extends StorageKey>(key: K): StorageSchema[K] | undefined {
  try {
    const value = Taro.getStorageSync(key)
    return value === '' || value === null || value === undefined ? undefined : (value as StorageSchema[K])
  } catch {
    return undefined
  }
}

export function setItem<K extends StorageKey>(key: K, value: StorageSchema[K]): void {
  try {
    Taro.setStorageSync(key, value)
  } catch {
    // Storage full or unavailable (private mode): the app keeps working from memory.
  }
}

export function removeItem(key: StorageKey): void {
  try {
    Taro.removeStorageSync(key)
  } catch {
    /* nothing to remove */
  }
}

/** Code -400: everything goes, as the server asks (api-core 1.4). */
export function clearAll(): void {
  try {
    Taro.clearStorageSync()
  } catch {
    /* ignore */
  }
}

/** Sign-out: clear the session and cached user data, keep language, theme and device id. */
export function clearExceptPreferences(): void {
  const kept = PREFERENCE_KEYS.map((key) => [key, getItem(key)] as const)
  clearAll()
  for (const [key, value] of kept) {
    if (value !== undefined) setItem(key, value as never)
  }
}
