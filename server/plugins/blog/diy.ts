// The page builder's blog modules (api-plugins-2 2.4 "blog", "blog-tabs"): posts picked by id or listed
// by the module's filter (category, keywords, with a cover only, order, number), filled on every load
// while the plugin is on. Only posts everybody may read are listed.
import type { Ctx } from '../../core/context'
import { one } from '../../db'
import { registerDiyModuleHydrator, type Json } from '../../services/diy/hydrators'
import { autoQuery, autoRows, eachTab, fillSource } from '../../services/diy/sources'
import { PUBLIC_POSTS, postListItems, type BlogRow } from './views'

/** order_by_type: '0' newest, '1' most read, '2' last updated. */
const ORDERS = { '0': 'b.add_time', '1': 'b.access_count', '2': 'b.upd_time' }

function postById(ctx: Ctx, id: number): Json | undefined {
  const row = one<BlogRow>(ctx.db, `SELECT b.* FROM blogs b WHERE b.id = ? AND ${PUBLIC_POSTS}`, id)
  return row ? postListItems(ctx, [row])[0] : undefined
}

function postsByFilter(ctx: Ctx, content: Json): Json[] {
  const withCover = String(content.is_cover ?? '') === '1'
  const rows = autoRows<BlogRow>(
    ctx,
    {
      from: 'blogs b',
      where: [PUBLIC_POSTS, ...(withCover ? ["b.cover != ''"] : [])],
      categoryColumn: 'b.blog_category_id',
      keywordColumns: ['b.title', 'b.describe'],
      orders: ORDERS,
      tieBreak: 'b.id DESC',
    },
    autoQuery(content, 'blog_'),
  )
  return postListItems(ctx, rows)
}

const fillPosts = (ctx: Ctx, content: Json): Json =>
  fillSource(
    content,
    (id) => postById(ctx, id),
    (c) => postsByFilter(ctx, c),
  )

registerDiyModuleHydrator('blog', fillPosts, { plugin: 'blog' })
registerDiyModuleHydrator('blog-tabs', (ctx, content) => eachTab(content, (tab) => fillPosts(ctx, tab)), { plugin: 'blog' })
