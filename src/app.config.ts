/**
 * Every page of the shop. Tab pages and core pages live in the main package; each plugin gets its
 * own subpackage as its pages arrive. Only pages that exist are declared.
 */
const tabPages = ['pages/index/index', 'pages/goods-category/goods-category', 'pages/cart/cart', 'pages/user/user']

// Shopping flow (home, goods, cart, checkout, payment, orders).
const shoppingPages: string[] = []

// Account, addresses, reviews, after-sales and content pages.
const accountPages: string[] = []

export default defineAppConfig({
  pages: [...tabPages, ...shoppingPages, ...accountPages],
  subPackages: [],
  window: {
    backgroundTextStyle: 'dark',
    navigationBarBackgroundColor: '#ffffff',
    navigationBarTitleText: 'ShopXO',
    navigationBarTextStyle: 'black',
    backgroundColor: '#f5f5f5',
    enablePullDownRefresh: true,
  },
  // Routing needs the four tab pages declared; the bar the shopper sees is our own (components/tab-bar).
  tabBar: {
    color: '#666666',
    selectedColor: '#ff0036',
    backgroundColor: '#ffffff',
    borderStyle: 'white',
    list: [
      { pagePath: 'pages/index/index', text: '首页' },
      { pagePath: 'pages/goods-category/goods-category', text: '分类' },
      { pagePath: 'pages/cart/cart', text: '购物车' },
      { pagePath: 'pages/user/user', text: '我的' },
    ],
  },
  animation: false,
})
