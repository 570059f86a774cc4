// base/common: the boot config the storefront caches (site switches, tab bar, quick nav, enabled plugins).
import { registerController, ok, type Ctx } from '../core/router'
import { defineMessages } from '../core/i18n'
import { getConfig } from '../services/site/configs'
import { navigationPlatforms } from './navigation'
import { enabledPluginsBase } from '../core/plugins'
import { displayCurrency } from '../services/site/display-currency'
import { baseExtras } from '../services/site/base-extensions'

defineMessages({
  'base.tab_home': { zh: '首页', en: 'Home' },
  'base.tab_category': { zh: '分类', en: 'Category' },
  'base.tab_cart': { zh: '购物车', en: 'Cart' },
  'base.tab_user': { zh: '我的', en: 'Mine' },
  'base.quick_category': { zh: '分类', en: 'Category' },
  'base.quick_cart': { zh: '购物车', en: 'Cart' },
  'base.quick_order': { zh: '我的订单', en: 'My orders' },
  'base.quick_favor': { zh: '我的收藏', en: 'Favorites' },
  'base.site_name': { zh: '美妆优选商城', en: 'Beauty Select Mall' },
  'base.notice': { zh: '新人首单满99包邮，全场正品保障，7天无理由退换。', en: 'Free shipping over ￥99 on your first order. 100% genuine, 7-day returns.' },
  'base.user_notice': {
    zh: '演示商城：下单使用“演示支付”即时到账，不会产生真实扣款。',
    en: 'Demo shop: “Demo pay” settles instantly and never charges real money.',
  },
  'base.close_reason': { zh: '系统升级中，请稍后访问', en: 'Upgrading, please come back later' },
  'base.consult': { zh: '立即咨询', en: 'Consult now' },
})

function siteConfig(ctx: Ctx) {
  const img = (p: string) => ctx.img(p)
  const siteName = getConfig(ctx.db, 'home_site_name', ctx.t('base.site_name'))
  const tel = getConfig(ctx.db, 'common_app_customer_service_tel', '400-820-8820')
  return {
    common_site_type: '0',
    common_shop_notice: ctx.t('base.notice'),
    common_is_cart_show_guess_you_like: 1,
    agreement_userregister_url: `${ctx.baseUrl}/api.php?s=agreement/index&document=userregister`,
    agreement_userprivacy_url: `${ctx.baseUrl}/api.php?s=agreement/index&document=userprivacy`,
    agreement_userlogout_url: `${ctx.baseUrl}/api.php?s=agreement/index&document=userlogout`,
    common_app_is_enable_search: 1,
    common_app_is_header_nav_fixed: 1,
    common_app_is_online_service: 1,
    common_app_customer_service_tel: tel,
    common_app_customer_service_custom: [],
    common_app_customer_service_company_weixin_corpid: '',
    common_app_customer_service_company_weixin_url: '',
    common_app_h5_url: `${ctx.baseUrl}/web/`,
    common_domain_host: null,
    common_cdn_attachment_host: null,
    common_cdn_public_host: null,
    common_order_close_limit_time: Number(getConfig(ctx.db, 'common_order_close_limit_time', '30')),
    common_order_success_limit_time: 21600,
    common_pay_log_order_close_limit_time: 30,
    common_verify_expire_time: Number(getConfig(ctx.db, 'common_verify_expire_time', '600')),
    common_verify_interval_time: Number(getConfig(ctx.db, 'common_verify_interval_time', '60')),
    common_img_verify_state: 0,
    home_site_user_forgetpwd_ad_images: [{ images: img('/static/banner/1.svg'), url: '', bg_color: '#f6416c' }],
    home_user_login_type: ['username', 'sms', 'email'],
    home_user_login_img_verify_state: 0,
    home_site_user_login_ad_images: [{ images: img('/static/banner/2.svg'), url: '', bg_color: '#a18cd1' }],
    home_user_reg_type: ['username', 'sms', 'email'],
    home_user_register_img_verify_state: 0,
    common_register_is_enable_audit: 0,
    home_is_enable_userregister_agreement: 1,
    home_site_user_register_bg_images: img('/static/banner/3.svg'),
    common_user_is_mandatory_bind_mobile: 0,
    common_user_verify_bind_mobile_list: [],
    common_user_onekey_bind_mobile_list: [],
    common_user_address_platform_import_list: [],
    common_app_is_weixin_force_user_base: 0,
    common_app_user_base_popup_pages: [],
    common_app_user_base_popup_client: [],
    common_app_user_base_popup_interval_time: 1800,
    home_site_name: siteName,
    home_site_logo: img('/static/common/logo.svg'),
    home_site_logo_wap: img('/static/common/logo.svg'),
    home_site_logo_app: img('/static/common/logo.svg'),
    home_site_logo_square: img('/static/common/logo-square.svg'),
    home_site_app_state: [],
    home_site_web_state: 1,
    home_site_web_home_state: 1,
    home_site_web_pc_state: 1,
    home_site_close_reason: ctx.t('base.close_reason'),
    home_site_icp: '',
    home_site_security_record_name: '',
    home_site_security_record_url: null,
    home_site_company_license: '',
    home_site_telecom_license: '',
    home_static_cache_version: '20261122',
    home_footer_info: null,
    home_index_floor_data_type: 0,
    home_index_banner_left_status: 1,
    home_index_banner_right_status: 1,
    home_search_is_login_required: 0,
    home_search_limit_number: 20,
    home_search_is_brand: 1,
    home_search_is_category: 1,
    home_search_is_price: 1,
    home_search_is_params: 0,
    home_search_is_spec: 1,
    home_search_goods_show_type: 0,
    home_index_friendship_link_status: 0,
    home_header_top_is_home: 1,
    home_navigation_main_quick_status: 1,
    home_navigation_main_quick_name: '更多入口',
    home_user_address_map_status: 0,
    home_user_address_idcard_status: 0,
    home_extraction_address_position: 0,
    home_use_multilingual_status: 1,
    home_is_enable_order_bulk_pay: 1,
    common_order_is_booking: 0,
    common_user_center_notice: ctx.t('base.user_notice'),
    common_app_is_head_vice_nav: 1,
    category_show_level: '2',
    common_app_is_use_mobile_detail: 0,
    common_is_goods_detail_show_comments: 1,
    common_is_goods_detail_show_seeing_you: 0,
    common_is_goods_detail_show_guess_you_like: 1,
    common_is_goods_detail_show_left_more: 0,
    common_is_goods_detail_content_show_photo: 0,
    common_is_exhibition_mode_btn_text: ctx.t('base.consult'),
    common_map_type: 'baidu',
    common_baidu_map_ak: null,
    common_amap_map_ak: null,
    common_amap_map_safety_ak: null,
    common_tencent_map_ak: null,
    common_tianditu_map_ak: null,
    common_customer_store_tel: tel,
    common_customer_store_email: 'service@beauty-demo.example',
    common_customer_store_address: '上海市静安区南京西路1266号',
    common_customer_store_describe: '正品美妆，一站购齐',
    common_customer_store_qrcode: '',
    home_seo_site_title: siteName,
    home_seo_site_keywords: '美妆,护肤,彩妆,香水',
    home_seo_site_description: '美妆优选商城：护肤、彩妆、香水、洗护一站购齐',
    common_app_mini_weixin_title: siteName,
    common_app_mini_weixin_describe: '正品美妆，一站购齐',
    common_app_mini_weixin_share_original_id: '',
    common_app_mini_weixin_upload_shipping_status: '0',
    common_app_mini_weixin_privacy_content: '',
    common_app_mini_alipay_title: siteName,
    common_app_mini_alipay_describe: '正品美妆，一站购齐',
    common_app_mini_baidu_title: siteName,
    common_app_mini_baidu_describe: '正品美妆，一站购齐',
    common_app_mini_toutiao_title: siteName,
    common_app_mini_toutiao_describe: '正品美妆，一站购齐',
    common_app_mini_qq_title: siteName,
    common_app_mini_qq_describe: '正品美妆，一站购齐',
    common_app_mini_kuaishou_title: siteName,
    common_app_mini_kuaishou_describe: '正品美妆，一站购齐',
  }
}

const TABS: Array<{ key: 'home' | 'category' | 'cart' | 'user'; label: string; page: string }> = [
  { key: 'home', label: 'base.tab_home', page: '/pages/index/index' },
  { key: 'category', label: 'base.tab_category', page: '/pages/goods-category/goods-category' },
  { key: 'cart', label: 'base.tab_cart', page: '/pages/cart/cart' },
  { key: 'user', label: 'base.tab_user', page: '/pages/user/user' },
]

function appTabbar(ctx: Ctx) {
  const image = (id: string, path: string) => [{ id, url: ctx.img(path), original: '', title: '', ext: '.svg', type: 'img' }]
  return {
    content: {
      nav_style: '0',
      nav_type: '0',
      nav_content: TABS.map((tab, i) => ({
        id: String(i + 1),
        name: ctx.t(tab.label),
        img: image(String(i * 2 + 1), `/static/tabbar/${tab.key}.svg`),
        img_checked: image(String(i * 2 + 2), `/static/tabbar/${tab.key}-active.svg`),
        link: { name: ctx.t(tab.label), page: tab.page },
      })),
    },
    style: {
      text_color_checked: 'rgba(233, 58, 107, 1)',
      default_text_color: 'rgba(102, 102, 102, 1)',
      common_style: {
        direction: '90deg',
        color_list: [{ color: 'rgba(255,255,255,1)' }],
        background_img_style: '0',
        floating_up: '0',
        padding_top_safe_value: '0',
        padding: '0',
        padding_top: '0',
        padding_bottom: '0',
        padding_left: '0',
        padding_right: '0',
        margin: '0',
        margin_top: '0',
        margin_bottom: '0',
        margin_left: '0',
        margin_right: '0',
        radius: '0',
        radius_top_left: '0',
        radius_top_right: '0',
        radius_bottom_left: '0',
        radius_bottom_right: '0',
        box_shadow_color: '',
        box_shadow_x: '0',
        box_shadow_y: '0',
        box_shadow_blur: '0',
        box_shadow_spread: '0',
        background_img: [],
      },
    },
  }
}

function quickNav(ctx: Ctx) {
  const entries: Array<[string, string, string, string]> = [
    ['base.quick_category', 'category', '/pages/goods-category/goods-category', '#FF9933'],
    ['base.quick_cart', 'cart', '/pages/cart/cart', '#f6416c'],
    ['base.quick_order', 'order', '/pages/user-order/user-order', '#4facfe'],
    ['base.quick_favor', 'favor', '/pages/user-favor/user-favor', '#a18cd1'],
  ]
  return entries.map(([label, icon, page, color], i) => ({
    id: i + 1,
    name: ctx.t(label),
    images_url: ctx.img(`/static/nav/quick-${icon}.svg`),
    event_value: page,
    event_type: 1,
    bg_color: color,
    platform: navigationPlatforms,
  }))
}

function common(ctx: Ctx) {
  return ok({
    status: 1,
    config: siteConfig(ctx),
    app_tabbar: appTabbar(ctx),
    currency_symbol: displayCurrency(ctx).symbol,
    quick_nav: quickNav(ctx),
    // Enabled plugins keyed by name: "key present" means "plugin enabled" to the storefront.
    plugins_base: enabledPluginsBase(ctx),
    ...baseExtras(ctx),
  })
}

registerController('base', { common })

// ShopXO has a Common base controller without public actions: s=common/x answers '非法访问(x)'.
registerController('common', {})
