/** Navigation-bar titles, keyed as api-core 1.8 describes: route segments joined by "-". */
export default {
  zh: {
    index: '首页',
    'goods-category': '商品分类',
    cart: '购物车',
    user: '个人中心',
  },
  en: {
    index: 'Home',
    'goods-category': 'Categories',
    cart: 'Cart',
    user: 'My account',
  },
}
