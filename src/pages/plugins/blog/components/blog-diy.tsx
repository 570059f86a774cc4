import { readBlogDiy, readBlogTabsDiy } from '@/api/plugins/blog-diy'
import { DiyArticleGrid } from '@/components/diy/parts/article-grid'
import { Tabbed } from '@/components/diy/parts/tabbed'
import { defineDiyModule } from '@/components/diy/registry'

/**
 * The blog plugin's page-builder modules (registered by ../embeds/diy.tsx): posts drawn like the
 * article list (one column, two columns, big picture, no picture, slide), and tabs of them.
 */
const blogDiy = {
  blog: defineDiyModule({ read: readBlogDiy, View: ({ data }) => <DiyArticleGrid look={data} testId='blog-diy' />, isEmpty: (d) => !d.articles.length }),
  'blog-tabs': defineDiyModule({
    read: readBlogTabsDiy,
    isEmpty: (d) => !d.tabs.length,
    View: ({ data }) => <Tabbed module={data} testId='blog-diy-tabs' render={(body) => <DiyArticleGrid look={body} testId='blog-diy' />} />,
  }),
}

export default blogDiy
