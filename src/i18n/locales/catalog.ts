import { registerLocale } from '../index'
/**
 * Texts of the category goods-list mode, the search filters and the goods-detail extras (top nav,
 * parameters, services). Kept apart from goods/search, which the home page loads.
 */
const locale = {
  zh: {
    category_filter_hint: '搜索本分类商品',
    adjust_in_cart: '多规格商品请在购物车中调整数量',
    cart_list_title: '购物车（{n} 件）',
    cart_clear: '清空',
    cart_clear_confirm: '确定清空购物车吗？',
    sort_access: '人气',
    filter_origin: '产地',
    filter_params: '参数',
    filter_specs: '规格',
    parameters_short: '参数',
    parameters_all: '查看全部参数',
    list_joiner: '，',
    services: '服务说明',
    back: '返回',
    more: '更多',
  },
  en: {
    category_filter_hint: 'Search this category',
    adjust_in_cart: 'Change the quantity of items with options in the cart',
    cart_list_title: 'Items in cart: {n}',
    cart_clear: 'Clear',
    cart_clear_confirm: 'Empty your cart?',
    sort_access: 'Popularity',
    filter_origin: 'Place of origin',
    filter_params: 'Attributes',
    filter_specs: 'Options',
    parameters_short: 'Specs',
    parameters_all: 'See all specifications',
    list_joiner: ', ',
    services: 'Services',
    back: 'Back',
    more: 'More',
  },
}

registerLocale('catalog', locale)

export default locale
