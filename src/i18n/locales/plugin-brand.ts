import { registerLocale } from '../index'
// Texts of the brand wall (api-plugins-2 §3.1).
const locale = {
  zh: {
    title: '品牌',
    all: '全部',
    more: '更多',
    choose_category: '选择品牌分类',
    collapse: '点击收起',
    empty: '该分类下暂无品牌',
    empty_all: '暂无品牌',
  },
  en: {
    title: 'Brands',
    all: 'All',
    more: 'More',
    choose_category: 'Choose a brand category',
    collapse: 'Close',
    empty: 'No brands in this category',
    empty_all: 'No brands yet',
  },
}

registerLocale('plugin-brand', locale)

export default locale
