import type { LoginType } from './account'
import { arr, int, obj, str } from './parse'

/**
 * The site settings of base/common `config` (api-core 1.5), parsed once into names that say what they
 * do. Pages read `app.settings.<name>`, never a raw key; a key the server leaves out (or renames) gives
 * the default below, as ShopXO's own client does.
 */
export interface Settings {
  /** home_site_name ('' when unset: pages fall back to the app name). */
  siteName: string
  /** home_site_logo_square, home_site_logo_wap, home_site_logo_app. */
  logoSquare: string
  logoWap: string
  logoApp: string
  /** common_app_mini_<client>_title / _describe: this client's own name and line on the about page. */
  clientTitle: string
  clientDescription: string
  /** common_customer_store_describe. */
  storeDescription: string
  /** common_site_type: 0 express ... 4 exhibition (show-only) ... 8 all three. */
  siteType: number
  /** common_site_type 4: nothing is bought online, the cart's button calls customer service. */
  isExhibitionSite: boolean
  /** common_is_exhibition_mode_btn_text: label of that button ('' = the app's own). */
  exhibitionButtonText: string
  /** common_app_customer_service_tel. */
  serviceTel: string
  /** common_app_is_online_service: the user centre's online-service button. */
  onlineServiceEnabled: boolean
  /** common_app_customer_service_custom[<client>], common_app_customer_service_company_weixin_url: where "contact us" goes before the phone. */
  serviceCustomUrl: string
  serviceWeixinUrl: string
  /** home_use_multilingual_status: the language picker of login and setup. */
  multilingual: boolean
  /** home_is_enable_order_bulk_pay: the "to pay" tab pays several orders at once. */
  orderBulkPay: boolean
  /** common_app_h5_url: base address of shared and payment-return links ('' = this page's own). */
  h5Url: string
  /** common_shop_notice (home) and common_user_center_notice (user centre). */
  shopNotice: string
  userCenterNotice: string
  /** common_app_is_enable_search (on unless the server says 0). */
  searchEnabled: boolean
  /** home_search_goods_show_type 1: search results start as rows, otherwise as a grid. */
  searchResultsAsRows: boolean
  /** common_app_is_use_mobile_detail: goods detail shows the mobile content blocks. */
  useMobileDetail: boolean
  /** common_is_cart_show_guess_you_like. */
  cartShowsGuessYouLike: boolean
  /** category_show_level: 0 goods list, 1 grid, 2 two levels, 3 three levels (default). */
  categoryLevel: 0 | 1 | 2 | 3
  /** home_navigation_main_quick_status and home_navigation_main_quick_name. */
  quickNavEnabled: boolean
  quickNavTitle: string
  /** home_user_address_idcard_status / home_user_address_map_status: the address form asks for them. */
  addressNeedsIdCard: boolean
  addressNeedsLocation: boolean
  /** home_extraction_address_position: pickup points are sorted by the shopper's location. */
  pickupUsesLocation: boolean
  /** home_user_login_type / home_user_reg_type: the ways to log in and to register (none = closed). */
  loginTypes: LoginType[]
  registerTypes: LoginType[]
  /** common_user_is_mandatory_bind_mobile. */
  mustBindMobile: boolean
  /** Image codes: home_user_login_img_verify_state, home_user_register_img_verify_state, common_img_verify_state. */
  loginCaptcha: boolean
  registerCaptcha: boolean
  sendCodeCaptcha: boolean
}

const KNOWN_LOGIN_TYPES: LoginType[] = ['username', 'sms', 'email']

/** An array or "a,b" text of login types; unknown names dropped, each once. */
export function parseLoginTypes(value: unknown): LoginType[] {
  const list = typeof value === 'string' ? value.split(',') : arr(value)
  const seen = new Set<LoginType>()
  for (const item of list) {
    const name = String(item).trim() as LoginType
    if (KNOWN_LOGIN_TYPES.includes(name)) seen.add(name)
  }
  return [...seen]
}

/** ShopXO switches are 1/0 as numbers or text; a missing one takes the default. */
function flag(value: unknown, fallback = false): boolean {
  if (value === undefined || value === null) return fallback
  return Number(value) === 1
}

function categoryLevel(value: unknown): Settings['categoryLevel'] {
  const level = int(value, 3)
  return level === 0 || level === 1 || level === 2 ? level : 3
}

const EXHIBITION_SITE_TYPE = 4

/** `clientType` is this build's ShopXO client name (weixin, alipay, h5 ...). */
export function parseSettings(config: unknown, clientType: string): Settings {
  const c = obj(config)
  const siteType = int(c.common_site_type, 0)
  return {
    siteName: str(c.home_site_name),
    logoSquare: str(c.home_site_logo_square),
    logoWap: str(c.home_site_logo_wap),
    logoApp: str(c.home_site_logo_app),
    clientTitle: str(c[`common_app_mini_${clientType}_title`]),
    clientDescription: str(c[`common_app_mini_${clientType}_describe`]),
    storeDescription: str(c.common_customer_store_describe),
    siteType,
    isExhibitionSite: siteType === EXHIBITION_SITE_TYPE,
    exhibitionButtonText: str(c.common_is_exhibition_mode_btn_text),
    serviceTel: str(c.common_app_customer_service_tel).trim(),
    onlineServiceEnabled: flag(c.common_app_is_online_service),
    serviceCustomUrl: str(obj(c.common_app_customer_service_custom)[clientType]).trim(),
    serviceWeixinUrl: str(c.common_app_customer_service_company_weixin_url).trim(),
    multilingual: flag(c.home_use_multilingual_status),
    orderBulkPay: flag(c.home_is_enable_order_bulk_pay),
    h5Url: str(c.common_app_h5_url),
    shopNotice: str(c.common_shop_notice),
    userCenterNotice: str(c.common_user_center_notice),
    searchEnabled: flag(c.common_app_is_enable_search, true),
    searchResultsAsRows: flag(c.home_search_goods_show_type),
    useMobileDetail: flag(c.common_app_is_use_mobile_detail),
    cartShowsGuessYouLike: flag(c.common_is_cart_show_guess_you_like),
    categoryLevel: categoryLevel(c.category_show_level),
    quickNavEnabled: flag(c.home_navigation_main_quick_status),
    quickNavTitle: str(c.home_navigation_main_quick_name),
    addressNeedsIdCard: flag(c.home_user_address_idcard_status),
    addressNeedsLocation: flag(c.home_user_address_map_status),
    pickupUsesLocation: flag(c.home_extraction_address_position),
    loginTypes: parseLoginTypes(c.home_user_login_type),
    registerTypes: parseLoginTypes(c.home_user_reg_type),
    mustBindMobile: flag(c.common_user_is_mandatory_bind_mobile),
    loginCaptcha: flag(c.home_user_login_img_verify_state),
    registerCaptcha: flag(c.home_user_register_img_verify_state),
    sendCodeCaptcha: flag(c.common_img_verify_state),
  }
}
