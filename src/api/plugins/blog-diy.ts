import type { Raw } from '../diy'
import { readArticleDisplay, type ArticleListModule } from '../diy-modules/content'
import { dataSourceRows, parseDiyArticle } from '../diy-modules/rows'
import { readTabBarLook, tabsOf, type TabbedModule } from '../diy-modules/tabs'
import { str } from '../parse'

/**
 * The page builder's blog modules (api-plugins-2 2.4 "blog", "blog-tabs"): the fields of article-list and
 * article-tabs, with blog posts as rows (title, cover, describe, add_time, access_count, url).
 */
const BLOG_PAGE = '/pages/plugins/blog/detail/detail'

const postsOf = (c: Raw) =>
  dataSourceRows(c, 'title', 'cover')
    .filter((row) => str(row.id))
    .map((row) => parseDiyArticle({ ...row, url: str(row.url) || `${BLOG_PAGE}?id=${str(row.id)}` }))

export const readBlogDiy = (c: Raw, s: Raw): ArticleListModule => readArticleDisplay(c, s, postsOf(c))

export type BlogTabsDiyModule = TabbedModule<ArticleListModule>

/** blog-tabs: the posts of each tab in the module's `blog_theme` (else `theme`). */
export const readBlogTabsDiy = (c: Raw, s: Raw): BlogTabsDiyModule => ({
  bar: readTabBarLook(c, s),
  tabs: tabsOf(c, (tab) => readArticleDisplay({ ...c, theme: c.blog_theme ?? c.theme }, s, postsOf(tab))),
})
