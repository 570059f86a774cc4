import { registerLocale } from '../index'
/** Article categories and article pages. */
const locale = {
  zh: {
    title_category: '文章分类',
    title_detail: '文章详情',
    views: '{n} 次浏览',
    list_empty: '该分类下还没有文章',
    not_found: '文章不存在或已下线',
    previous: '上一篇',
    next: '下一篇',
    none: '没有了',
  },
  en: {
    title_category: 'Articles',
    title_detail: 'Article',
    views: '{n} {n|view|views}',
    list_empty: 'No articles in this category yet',
    not_found: 'The article does not exist or was taken down',
    previous: 'Previous',
    next: 'Next',
    none: 'None',
  },
}

registerLocale('article', locale)

export default locale
