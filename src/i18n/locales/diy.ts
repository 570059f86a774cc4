import { registerLocale } from '../index'
/** Page-builder (DIY) pages and their modules. */
const locale = {
  zh: {
    title: '专题页',
    back: '返回',
    missing_id: '页面链接缺少页面编号，无法打开',
    go_home: '返回首页',
    not_found: '页面不存在或已停用',
    search_tips: '搜索商品',
    search: '搜索',
    more: '更多',
    add_to_cart: '加入购物车',
    buy: '购买',
    views: '{n} 次浏览',
  },
  en: {
    title: 'Special page',
    back: 'Back',
    missing_id: 'This page link has no page id, so the page cannot open',
    go_home: 'Back to home',
    not_found: 'This page does not exist or has been disabled',
    search_tips: 'Search goods',
    search: 'Search',
    more: 'More',
    add_to_cart: 'Add to cart',
    buy: 'Buy',
    views: '{n} {n|view|views}',
  },
}
registerLocale('diy', locale)
export default locale
