export default {
  zh: { index: '首页', category: '分类', cart: '购物车', user: '我的' },
  en: { index: 'Home', category: 'Category', cart: 'Cart', user: 'Me' },
}
