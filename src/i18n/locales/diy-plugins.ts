import { registerLocale } from '../index'
/** The plugins' page-builder modules (stores, shops, bundles, Q&A, activities): loaded with those modules only. */
const locale = {
  zh: {
    store_call: '电话',
    store_navigate: '导航',
    store_distance: '距您 {d}',
    store_hours: '营业时间 {hours}',
    shop_goods: '商品 {n}',
    shop_sold: '已售 {n}',
    shop_enter: '进店',
    bundle_price: '组合价',
    bundle_save: '省{amount}',
    bundle_goods_save: '立省{amount}',
    bundle_show_goods: '展开{n}件商品',
    bundle_hide_goods: '收起商品',
    bundle_view: '查看组合',
    ask_answered: '已回答',
    ask_waiting: '待回答',
    ask_views: '{n} 次浏览',
  },
  en: {
    store_call: 'Call',
    store_navigate: 'Directions',
    store_distance: '{d} away',
    store_hours: 'Hours: {hours}',
    shop_goods: '{n} {n|product|products}',
    shop_sold: '{n} sold',
    shop_enter: 'Visit',
    bundle_price: 'Bundle price',
    bundle_save: 'Save {amount}',
    bundle_goods_save: 'Save {amount}',
    bundle_show_goods: 'Show {n} {n|product|products}',
    bundle_hide_goods: 'Hide products',
    bundle_view: 'View bundle',
    ask_answered: 'Answered',
    ask_waiting: 'Unanswered',
    ask_views: '{n} {n|view|views}',
  },
}
registerLocale('diy-plugins', locale)
export default locale
