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

/**
 * base/common `data` exactly as the server sent it (api-core 1.5): parsed again by parseCommonConfig on
 * every boot, so a newer app reads an older cache with its own parser.
 */
export interface CachedConfig {
  status: number | string
  config: Record<string, unknown>
  currency_symbol?: string
  app_tabbar?: unknown
  quick_nav?: unknown
  plugins_base?: Record<string, unknown>
  plugins_themestyle_data?: string
  /** Plugin hooks add their own top-level keys (plugins_thirdpartylogin_data ...). */
  [key: string]: unknown
}

/** Mini-program sign-in before the user exists (openid etc., api-core 1.6). */
export interface LoginRecord {
  openid?: string
  unionid?: string
  [key: string]: unknown
}

/** The address (or pickup point) chosen for checkout, as the address list received it; checkout reads its id. */
export interface ChosenAddress {
  id: string | number
  [key: string]: unknown
}

/** Region picker result (api-core 2.5; `areal` is ShopXO's spelling of county). */
export interface RegionChoice {
  province: { id: number; name: string }
  city: { id: number; name: string }
  areal: { id: number; name: string }
}

/** Time picker result (api-core 2.6): the chosen "YYYY-MM-DD HH:MM-HH:MM" slot. */
export interface TimeChoice {
  value: string
}

/** What a list leaves for the goods detail to draw at once (api-core 1.17). */
export interface CachedGoods {
  id: string
  title: string
  /** The list image. */
  images: string
  price: string
  original_price?: string
}

/** A store or patient chosen in a plugin's picker (realstore, hospital): the record as received. */
export interface PluginChoice {
  id: string | number
  name?: string
  [key: string]: unknown
}

export interface PendingPagePay {
  order_ids: string
  payment_id: string
}

/** An answer kept as the server sent it: the next open parses it again with that version's parser. */
export interface CachedAnswer {
  [field: string]: unknown
}

export interface StorageSchema {
  cache_scene_key: number
  cache_user_uuid_key: string
  cache_config_info_key: CachedConfig
  cache_user_login_key: LoginRecord
  cache_shop_user_info_key: CachedUser
  cache_shop_system_info_key: Taro.getSystemInfoSync.Result
  cache_buy_user_address_select_key: ChosenAddress
  cache_shop_launch_info_key: LaunchInfo
  cache_userlocation_key: UserLocation
  cache_region_picker_choice_key: RegionChoice
  cache_time_select_choice_key: TimeChoice
  cache_page_pay_key: PendingPagePay
  cache_prev_page_key: string
  cache_page_tabbar_switch_params_key: Record<string, string>
  cache_search_history_key: string[]
  cache_realstore_detail_choice_key: PluginChoice
  cache_hospital_patient_choice_value_key: PluginChoice
  cache_user_no_login_page_status_data_key: string[]
  /** Unchecked cart rows: { cartId: quantity when unchecked } (api-core 3.3). */
  cache_user_cart_not_use_data_key: Record<string, number>
  cache_goods_data_key: CachedGoods
  'cache_tabbar_badge_key-cart': string
  /** exchangerate: the display currency last chosen on this device (the server remembers it too). */
  cache_plugin_currency_key: { id: string; code: string; symbol: string }
  theme: string
  language: string
  /** The last home answer (index/index data as sent), drawn at once on the next open (api-core 3.1). */
  cache_index_data_key: CachedAnswer
  /** H5: the common query the app sends, for the calls index.html starts on the next visit (api/early-calls.ts). */
  early_query: string
  /** A DIY page's last diy/index `data.data` ({id, config, ...}), drawn at once on the next open (api-plugins-2 2.1). */
  [key: `cache_diy_page_data_key${string}`]: CachedAnswer
  /** A layout page's last design/index data ({data, layout_data}), drawn at once on the next open (api-plugins-2 2.5). */
  [key: `cache_design_page_data_key${string}`]: CachedAnswer
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

/**
 * A write nothing reads back at once (a copy kept for the next start): on the web it waits for an idle
 * moment, so serialising a large answer stays out of the first screen's work. Elsewhere it is setItem.
 */
export function setItemWhenIdle<K extends StorageKey>(key: K, value: StorageSchema[K]): void {
  if (process.env.TARO_ENV === 'h5' && typeof requestIdleCallback === 'function') requestIdleCallback(() => setItem(key, value), { timeout: 2000 })
  else setItem(key, value)
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
