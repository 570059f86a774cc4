// blog (api-plugins-2 §3.5): the blog home, search, post detail with comments, replies and likes, a
// shopper's own posts, and the home-page block (plugins_blog_data in index/index).
import './messages'
import './diy' // the page builder's blog modules
import { definePlugin } from '../../core/plugins'
import { ok, type Ctx } from '../../core/router'
import { isAbsent, optionalString, requireId } from '../../core/validate'
import { all, one, run } from '../../db'
import { likePattern, pagedQuery } from '../../services/paging'
import { goodsListItem, type GoodsRow } from '../../services/goods/goods-view'
import { registerHomeExtension } from '../../services/site/home-extensions'
import { blogBase, blogSetting } from './config'
import { BLOG_DISCUSSION, discussionActions, EMOJI_LIST, subjectDiscussion, type DiscussionSwitches } from '../../services/discussion/discussion'
import { blogUserControl } from './posts'
import { BLOG_SLIDES, seedBlog } from './seed'
import { PUBLIC_POSTS, blogUrl, postDetail, postGoods, postListItems, readablePost, type BlogRow } from './views'

/** Newest first (by when they were written). */
const NEWEST = 'b.add_time DESC, b.id DESC'

/** Public posts; `extra` is a constant condition. */
function recentPosts(ctx: Ctx, extra: string, order: string, limit: number): BlogRow[] {
  return all<BlogRow>(ctx.db, `SELECT b.* FROM blogs b WHERE ${PUBLIC_POSTS}${extra} ORDER BY ${order} LIMIT ?`, limit)
}

function recommendedList(ctx: Ctx) {
  return recentPosts(ctx, ' AND b.is_recommended = 1', 'b.access_count DESC, b.id DESC', 6).map((b) => ({
    id: b.id,
    url: blogUrl(b.id),
    title: b.title,
    access_count: b.access_count,
  }))
}

/** Each category with its posts' counts (the category grid of the blog home). */
function categoriesWithCounts(ctx: Ctx) {
  const dayStart = ctx.nowSeconds() - 86400
  return all<{ id: number; name: string; icon: string }>(ctx.db, 'SELECT id, name, icon FROM blog_categories WHERE is_enable = 1 ORDER BY sort, id').map(
    (c) => {
      const counts = one<{ blogs: number; comments: number; day_comments: number; thumbs: number }>(
        ctx.db,
        `SELECT
           (SELECT COUNT(*) FROM blogs b WHERE b.blog_category_id = ? AND ${PUBLIC_POSTS}) AS blogs,
           (SELECT COUNT(*) FROM blog_comments c JOIN blogs b ON b.id = c.blog_id WHERE b.blog_category_id = ? AND ${PUBLIC_POSTS} AND c.status = 1) AS comments,
           (SELECT COUNT(*) FROM blog_comments c JOIN blogs b ON b.id = c.blog_id WHERE b.blog_category_id = ? AND ${PUBLIC_POSTS} AND c.status = 1 AND c.add_time >= ?) AS day_comments,
           (SELECT COUNT(*) FROM blog_thumbs t JOIN blogs b ON b.id = t.blog_id WHERE b.blog_category_id = ? AND ${PUBLIC_POSTS} AND t.comment_id = 0) AS thumbs`,
        c.id,
        c.id,
        c.id,
        dayStart,
        c.id,
      )
      return {
        id: c.id,
        name: c.name,
        icon: ctx.img(c.icon),
        url: `/pages/plugins/blog/search/search?id=${c.id}`,
        blog_data: {
          blog_count: counts?.blogs ?? 0,
          comments_count: counts?.comments ?? 0,
          day_comments_count: counts?.day_comments ?? 0,
          give_thumbs_count: counts?.thumbs ?? 0,
        },
      }
    },
  )
}

function recommendedGoods(ctx: Ctx) {
  return all<GoodsRow>(ctx.db, 'SELECT * FROM goods WHERE is_shelves = 1 AND is_delete_time = 0 ORDER BY sales_count DESC, id LIMIT 4').map((g) =>
    goodsListItem(ctx, g, { withoutContent: true }),
  )
}

function index(ctx: Ctx) {
  const hot = recentPosts(ctx, ' AND b.is_hot = 1', NEWEST, 3)
  return ok({
    base: blogBase(ctx),
    category: categoriesWithCounts(ctx),
    slide_list: BLOG_SLIDES.map((slide) => ({ images_url: ctx.img(slide.image), url: slide.url, name: slide.name })),
    data_list: postListItems(ctx, recentPosts(ctx, '', NEWEST, 10)),
    hot_list: postListItems(ctx, hot),
    right_list: recommendedList(ctx),
    goods_list: recommendedGoods(ctx),
  })
}

/** The previous (older) and next (newer) public posts. */
function lastNext(ctx: Ctx, id: number) {
  const link = (row?: { id: number; title: string }) => (row ? { id: row.id, url: blogUrl(row.id), title: row.title } : null)
  return {
    last: link(one(ctx.db, `SELECT b.id, b.title FROM blogs b WHERE ${PUBLIC_POSTS} AND b.id < ? ORDER BY b.id DESC LIMIT 1`, id)),
    next: link(one(ctx.db, `SELECT b.id, b.title FROM blogs b WHERE ${PUBLIC_POSTS} AND b.id > ? ORDER BY b.id ASC LIMIT 1`, id)),
  }
}

/** The shop's switches of post comments and likes. */
function blogSwitches(ctx: Ctx): DiscussionSwitches {
  const on = (key: 'is_blog_comments_show' | 'is_blog_comments_add' | 'is_blog_comments_review' | 'is_blog_give_thumbs') => blogSetting(ctx.db, key) === 1
  return { show: on('is_blog_comments_show'), add: on('is_blog_comments_add'), review: on('is_blog_comments_review'), thumbs: on('is_blog_give_thumbs') }
}

function postWithComments(ctx: Ctx, row: BlogRow) {
  return {
    ...postDetail(ctx, row),
    ...subjectDiscussion(ctx, BLOG_DISCUSSION, row.id, blogSwitches(ctx)),
    goods_list: postGoods(ctx, row.goods_ids),
  }
}

function detail(ctx: Ctx) {
  const row = readablePost(ctx, requireId(ctx))
  run(ctx.db, 'UPDATE blogs SET access_count = access_count + 1 WHERE id = ?', row.id)
  const fresh = { ...row, access_count: row.access_count + 1 }
  return ok({
    data: postWithComments(ctx, fresh),
    base: blogBase(ctx),
    right_list: recommendedList(ctx),
    last_next: lastNext(ctx, row.id),
    emoji_list: EMOJI_LIST,
  })
}

function commentsinfo(ctx: Ctx) {
  const row = readablePost(ctx, requireId(ctx))
  return ok({ data: postWithComments(ctx, row), base: blogBase(ctx), emoji_list: EMOJI_LIST })
}

const blogDiscussion = discussionActions(BLOG_DISCUSSION, readablePost, blogSwitches)

function searchIndex(ctx: Ctx) {
  return ok({ base: blogBase(ctx), category: categoriesWithCounts(ctx) })
}

/** Public posts of a category (`id`, optional) whose title or summary holds `bwd`. */
function searchDatalist(ctx: Ctx) {
  const categoryId = isAbsent(ctx.params.id) || ctx.params.id === '0' || ctx.params.id === 0 ? null : requireId(ctx)
  const keywords = optionalString(ctx, 'bwd', 60)
  const like = likePattern(keywords)
  const page = pagedQuery<BlogRow>(ctx, {
    from: 'blogs b',
    columns: 'b.*',
    where: `${PUBLIC_POSTS} AND (? IS NULL OR b.blog_category_id = ?) AND (? = '' OR b.title LIKE ? ESCAPE '\\' OR b.describe LIKE ? ESCAPE '\\')`,
    args: [categoryId, categoryId, keywords, like, like],
    order: NEWEST,
    pageSize: 10,
  })
  return ok({ ...page, data: postListItems(ctx, page.data) })
}

/** The home block: the newest recommended posts, where the shop placed it (0 above the floors, 1 after). */
registerHomeExtension({
  plugin: 'blog',
  data: (ctx) => {
    const posts = recentPosts(ctx, ' AND b.is_recommended = 1', NEWEST, blogSetting(ctx.db, 'home_data_list_number'))
    if (!posts.length) return null
    return {
      base: { ...blogBase(ctx), home_data_list_title: ctx.t('blog.home_title') },
      data: postListItems(ctx, posts),
    }
  },
})

definePlugin({
  name: 'blog',
  baseData: (ctx) => blogBase(ctx),
  controls: {
    index: { index, detail, commentsinfo, ...blogDiscussion },
    search: { index: searchIndex, datalist: searchDatalist },
    blog: blogUserControl,
  },
  seed: seedBlog,
})
