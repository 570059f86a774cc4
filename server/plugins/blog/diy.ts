// The page builder's blog modules (api-plugins-2 2.4 "blog", "blog-tabs"): posts picked by id or listed
// by the module's filter (category, keywords, with a cover only, order, number), filled on every load
// while the plugin is on. Only posts everybody may read are listed.
import { registerListModules } from '../../services/diy/list-modules'
import { PUBLIC_POSTS, postListItems, type BlogRow } from './views'

registerListModules<BlogRow>('blog', {
  plugin: 'blog',
  from: 'blogs b',
  visible: PUBLIC_POSTS,
  filters: (content) => (String(content.is_cover ?? '') === '1' ? ["b.cover != ''"] : []),
  categoryColumn: 'b.blog_category_id',
  keywordColumns: ['b.title', 'b.describe'],
  // order_by_type: '0' newest, '1' most read, '2' last updated.
  orders: { '0': 'b.add_time', '1': 'b.access_count', '2': 'b.upd_time' },
  tieBreak: 'b.id DESC',
  prefix: 'blog_',
  view: postListItems,
})
