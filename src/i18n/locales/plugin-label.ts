import { registerLocale } from '../index'
// Texts of the label page (api-plugins-2 §3.4).
const locale = {
  zh: {
    title: '标签商品',
    not_found: '标签不存在',
    goods_count: '{n} 件相关商品',
    sort_all: '综合',
    sort_sales: '销量',
    sort_access: '人气',
    sort_price: '价格',
    sort_new: '最新',
    empty: '该标签下暂无商品',
  },
  en: {
    title: 'Labelled goods',
    not_found: 'This label does not exist',
    goods_count: '{n} {n|item|items}',
    sort_all: 'All',
    sort_sales: 'Sales',
    sort_access: 'Popular',
    sort_price: 'Price',
    sort_new: 'Newest',
    empty: 'No goods carry this label yet',
  },
}

registerLocale('plugin-label', locale)

export default locale
