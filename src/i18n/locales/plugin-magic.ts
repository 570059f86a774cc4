import { registerLocale } from '../index'
// Texts of the magic cube page and home block (api-plugins-2 §3.14).
const locale = {
  zh: {
    title: '魔方好物',
    goods_empty: '该商品组暂无在售商品',
    not_found: '该商品组不存在或已下线',
    more: '更多',
  },
  en: {
    title: 'Showcase',
    goods_empty: 'Nothing in this group is on sale right now',
    not_found: 'This goods group does not exist or has been taken down',
    more: 'More',
  },
}

registerLocale('plugin-magic', locale)

export default locale
