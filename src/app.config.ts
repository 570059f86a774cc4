/**
 * Every page of the shop. Tab pages and core pages live in the main package; each plugin gets its
 * own subpackage as its pages arrive. Only pages that exist are declared.
 */
const tabPages = ['pages/index/index', 'pages/goods-category/goods-category', 'pages/cart/cart', 'pages/user/user']

// Shopping flow: finding goods (home, search, goods detail, comments).
const browsePages: string[] = [
  'pages/goods-search-start/goods-search-start',
  'pages/goods-search/goods-search',
  'pages/goods-detail/goods-detail',
  'pages/goods-comment/goods-comment',
  'pages/diy/diy',
  'pages/design/design',
  'pages/customview/customview',
]

// Shopping flow: cart, checkout, payment, orders.
const checkoutPages: string[] = [
  'pages/cart-page/cart-page',
  'pages/buy/buy',
  'pages/paytips/paytips',
  'pages/paylog-list/paylog-list',
  'pages/paylog-detail/paylog-detail',
  'pages/user-order/user-order',
  'pages/user-order-detail/user-order-detail',
  'pages/web-view/web-view',
  'pages/error/error',
]

// Account: login, profile, settings, addresses, location.
const profilePages: string[] = [
  'pages/login/login',
  'pages/personal/personal',
  'pages/password/password',
  'pages/setup/setup',
  'pages/logout/logout',
  'pages/about/about',
  'pages/user-address/user-address',
  'pages/user-address-save/user-address-save',
  'pages/extraction-address/extraction-address',
  'pages/common/open-setting-location/open-setting-location',
]

// Account activity: reviews, favourites, messages, points, history, after-sales, articles.
const activityPages: string[] = [
  'pages/user-order-comments/user-order-comments',
  'pages/user-favor/user-favor',
  'pages/user-goods-comments/user-goods-comments',
  'pages/user-goods-comments-form/user-goods-comments-form',
  'pages/message/message',
  'pages/user-integral/user-integral',
  'pages/user-goods-browse/user-goods-browse',
  'pages/user-orderaftersale/user-orderaftersale',
  'pages/user-orderaftersale-detail/user-orderaftersale-detail',
  'pages/article-category/article-category',
  'pages/article-detail/article-detail',
]

// Plugins: one subpackage each (pages/plugins/<plugin>), added as their pages arrive.
const pluginPackages: Array<{ root: string; pages: string[] }> = [
  { root: 'pages/plugins/seckill', pages: ['index/index'] },
  { root: 'pages/plugins/coupon', pages: ['index/index', 'detail/detail', 'shop/shop', 'user/user'] },
  { root: 'pages/plugins/points', pages: ['index/index', 'scan/scan'] },
  {
    root: 'pages/plugins/membershiplevelvip',
    pages: [
      'index/index',
      'buy/buy',
      'user/user',
      'order/order',
      'order-detail/order-detail',
      'profit/profit',
      'profit-detail/profit-detail',
      'poster/poster',
      'team/team',
      'member-code/member-code',
    ],
  },
  {
    root: 'pages/plugins/signin',
    pages: [
      'detail/detail',
      'user/user',
      'user-qrcode-detail/user-qrcode-detail',
      'user-qrcode-saveinfo/user-qrcode-saveinfo',
      'user-coming-list/user-coming-list',
    ],
  },
  { root: 'pages/plugins/exchangerate', pages: ['currency/currency'] },
  { root: 'pages/plugins/excellentbuyreturntocash', pages: ['profit/profit', 'profit-detail/profit-detail'] },
  { root: 'pages/plugins/brand', pages: ['index/index'] },
  { root: 'pages/plugins/label', pages: ['detail/detail'] },
  { root: 'pages/plugins/express', pages: ['detail/detail'] },
  { root: 'pages/plugins/orderresources', pages: ['orderannex/orderannex'] },
  {
    root: 'pages/plugins/wallet',
    pages: [
      'user/user',
      'recharge/recharge',
      'cash-auth/cash-auth',
      'cash-create/cash-create',
      'transfer/transfer',
      'payment-code/payment-code',
      'wallet-log-detail/wallet-log-detail',
      'user-recharge-detail/user-recharge-detail',
      'user-cash-detail/user-cash-detail',
      'user-transfer-detail/user-transfer-detail',
    ],
  },
  {
    root: 'pages/plugins/coin',
    pages: [
      'user/user',
      'detail/detail',
      'recharge/recharge',
      'recharge-pay/recharge-pay',
      'convert/convert',
      'cash/cash',
      'transfer/transfer',
      'collection/collection',
      'recharge-list/recharge-list',
      'cash-list/cash-list',
      'convert-list/convert-list',
      'transaction-list/transaction-list',
      'transfer-list/transfer-list',
    ],
  },
  { root: 'pages/plugins/giftcard', pages: ['index/index', 'form/form'] },
  { root: 'pages/plugins/certificate', pages: ['userauth/userauth', 'userauth-saveinfo/userauth-saveinfo', 'userauth-detail/userauth-detail'] },
  {
    root: 'pages/plugins/invoice',
    pages: ['invoice/invoice', 'invoice-detail/invoice-detail', 'invoice-saveinfo/invoice-saveinfo', 'order/order', 'recharge/recharge'],
  },
  {
    root: 'pages/plugins/realstore',
    pages: [
      'index/index',
      'search/search',
      'detail/detail',
      'favor/favor',
      'orderallot-list/orderallot-list',
      'orderallot-detail/orderallot-detail',
      'batchorder-list/batchorder-list',
      'frequencycard-list/frequencycard-list',
      'frequencycard-used/frequencycard-used',
      'check/check',
    ],
  },
  { root: 'pages/plugins/binding', pages: ['index/index', 'detail/detail'] },
  { root: 'pages/plugins/shop', pages: ['index/index', 'detail/detail', 'search/search', 'favor/favor', 'license/license', 'check/check', 'design/design'] },
  { root: 'pages/plugins/activity', pages: ['index/index', 'detail/detail'] },
  { root: 'pages/plugins/magic', pages: ['detail/detail'] },
  {
    root: 'pages/plugins/blog',
    pages: ['index/index', 'search/search', 'detail/detail', 'comments/comments', 'user-list/user-list', 'form/form'],
  },
  {
    root: 'pages/plugins/ask',
    pages: ['index/index', 'detail/detail', 'comments/comments', 'form/form', 'user-list/user-list', 'user-detail/user-detail', 'goods-list/goods-list'],
  },
  {
    root: 'pages/plugins/weixinliveplayer',
    pages: ['index/index', 'search/search', 'detail/detail'],
    // WeChat plays rooms in its live-player plugin, declared for this subpackage in the WeChat build only.
    ...(process.env.TARO_ENV === 'weapp' ? { plugins: { 'live-player-plugin': { version: '1.3.5', provider: 'wx2b03c6e691cd7370' } } } : {}),
  },
  { root: 'pages/plugins/intellectstools', pages: ['goods-comments/goods-comments'] },
  { root: 'pages/plugins/givegift', pages: ['goods/goods', 'gift/gift', 'gift-detail/gift-detail', 'code/code', 'receive/receive'] },
  { root: 'pages/plugins/ordergoodsform', pages: ['order/order'] },
  { root: 'pages/plugins/hospital', pages: ['patient-list/patient-list', 'patient/patient', 'prescription/prescription'] },
  { root: 'pages/plugins/thirdpartylogin', pages: ['index/index'] },
  { root: 'pages/plugins/delivery', pages: ['order/order', 'order-detail/order-detail', 'logistics/logistics'] },
  { root: 'pages/plugins/scanpay', pages: ['index/index', 'tips/tips'] },
  { root: 'pages/plugins/antifakecode', pages: ['index/index'] },
  { root: 'pages/plugins/form', pages: ['check/check'] },
  { root: 'pages/plugins/allocation', pages: ['cashier/cashier'] },
  {
    root: 'pages/plugins/distribution',
    pages: [
      'user/user',
      'order/order',
      'order-detail/order-detail',
      'profit/profit',
      'profit-detail/profit-detail',
      'team/team',
      'map/map',
      'recommend-list/recommend-list',
      'recommend-detail/recommend-detail',
      'recommend-form/recommend-form',
      'poster/poster',
      'extraction/extraction',
      'extraction-apply/extraction-apply',
      'extraction-order/extraction-order',
      'extraction-switch/extraction-switch',
      'introduce/introduce',
      'promotion-user/promotion-user',
      'promotion-order/promotion-order',
      'visit-list/visit-list',
      'visit-form/visit-form',
    ],
  },
]

const target = process.env.TARO_ENV
const isWeb = target === 'h5'
// Mini-programs whose platform draws our React bar (src/custom-tab-bar); the rest show the native bar.
const customTabBar = isWeb || ['weapp', 'qq', 'alipay'].includes(target)

/** Native bar icons (81x81 PNG, drawn by scripts/draw-tab-icons.mjs); also the fallback for old clients. */
function tabIcons(name: string): { iconPath?: string; selectedIconPath?: string } {
  return isWeb ? {} : { iconPath: `assets/tab-bar/${name}.png`, selectedIconPath: `assets/tab-bar/${name}-active.png` }
}

/**
 * Subpackages fetched in the background once a page opens: the ones it links to most. Goods detail
 * lives in the main package, so the home page preloads what home links to (the seckill block).
 */
const PRELOAD: Record<string, string[]> = {
  'pages/index/index': ['pages/plugins/seckill'],
  'pages/goods-detail/goods-detail': ['pages/plugins/coupon', 'pages/plugins/label'],
  'pages/user/user': ['pages/plugins/wallet', 'pages/plugins/signin', 'pages/plugins/points', 'pages/plugins/membershiplevelvip'],
  'pages/user-order/user-order': ['pages/plugins/express', 'pages/plugins/orderresources'],
}
const packageRoots = pluginPackages.map((p) => p.root)
const preloadRule = Object.fromEntries(
  Object.entries(PRELOAD).map(([page, roots]) => [page, { network: 'all' as const, packages: roots.filter((root) => packageRoots.includes(root)) }]),
)

/**
 * WeChat refuses location calls an app has not declared (and shows why it asks from `permission`): the
 * shopper's location (stores, pickup points, the header location), map picks, and a courier's live position.
 */
const weappLocation =
  target === 'weapp'
    ? {
        requiredPrivateInfos: ['getLocation', 'chooseLocation', 'startLocationUpdate', 'onLocationChange'] as Array<
          'getLocation' | 'chooseLocation' | 'startLocationUpdate' | 'onLocationChange'
        >,
        permission: { 'scope.userLocation': { desc: '用于显示附近门店、自提点与配送距离' } },
      }
    : {}

export default defineAppConfig({
  pages: [...tabPages, ...browsePages, ...checkoutPages, ...profilePages, ...activityPages],
  subPackages: pluginPackages,
  ...(isWeb ? {} : { preloadRule }),
  ...weappLocation,
  window: {
    backgroundTextStyle: 'dark',
    navigationBarBackgroundColor: '#ffffff',
    navigationBarTitleText: 'ShopXO',
    navigationBarTextStyle: 'black',
    backgroundColor: '#f5f5f5',
    enablePullDownRefresh: true,
  },
  // The bar the shopper sees is components/tab-bar: in the page on H5, as the platform's custom tab
  // bar on WeChat, QQ and Alipay. Baidu, Douyin and Kuaishou draw this native bar with its icons.
  tabBar: {
    // H5: Taro's router then draws no bar of its own (and the build drops its web component).
    custom: customTabBar,
    color: '#666666',
    selectedColor: '#ff0036',
    backgroundColor: '#ffffff',
    borderStyle: 'white',
    list: [
      { pagePath: 'pages/index/index', text: '首页', ...tabIcons('home') },
      { pagePath: 'pages/goods-category/goods-category', text: '分类', ...tabIcons('category') },
      { pagePath: 'pages/cart/cart', text: '购物车', ...tabIcons('cart') },
      { pagePath: 'pages/user/user', text: '我的', ...tabIcons('user') },
    ],
  },
  animation: false,
})
