// Blog rows as the pages read them (api-plugins-2 §3.5), and who may see a post.
import type { Ctx } from '../../core/context'
import { ApiError } from '../../core/result'
import { formatTime } from '../../core/format'
import { all, one } from '../../db'
import { goodsById, goodsListItem, type GoodsRow } from '../../services/goods/goods-view'
import { BLOG_DISCUSSION, commentCounts, thumbsCounts } from '../../services/discussion/discussion'
import { htmlText, htmlView } from '../../services/discussion/post-html'

export interface BlogRow {
  id: number
  user_id: number
  blog_category_id: number
  title: string
  describe: string
  cover: string
  content: string
  video_url: string
  goods_ids: string
  seo_title: string
  seo_keywords: string
  seo_desc: string
  is_enable: number
  status: number
  is_recommended: number
  is_hot: number
  access_count: number
  add_time: number
  upd_time: number
}

export const BLOG_DETAIL_PAGE = '/pages/plugins/blog/detail/detail'
export const blogUrl = (id: number) => `${BLOG_DETAIL_PAGE}?id=${id}`

/** What everybody may read: approved and switched on by its author. */
export const PUBLIC_POSTS = 'b.status = 1 AND b.is_enable = 1'

/** "2026年11月22日" / "Nov 22, 2026". */
export function dateText(ctx: Ctx, seconds: number): string {
  const day = formatTime(seconds, false)
  if (!day) return ''
  const [y, m, d] = day.split('-').map(Number)
  if (ctx.lang === 'en') return `${['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][m - 1]} ${d}, ${y}`
  return `${y}年${String(m).padStart(2, '0')}月${String(d).padStart(2, '0')}日`
}

/** The post's own summary, or the start of its text. */
function describeOf(row: Pick<BlogRow, 'describe' | 'content'>): string {
  if (row.describe) return row.describe
  const text = htmlText(row.content)
  return [...text].length > 60 ? `${[...text].slice(0, 60).join('')}…` : text
}

function categoryNames(ctx: Ctx): Map<number, string> {
  return new Map(all<{ id: number; name: string }>(ctx.db, 'SELECT id, name FROM blog_categories').map((c) => [c.id, c.name]))
}

export function statusName(ctx: Ctx, status: number): string {
  return ctx.t(`blog.status_${status === 1 || status === 2 ? status : 0}`)
}

/** List rows (index, search, home block, my posts), with their counts fetched once for the page. */
export function postListItems(ctx: Ctx, rows: BlogRow[]) {
  const ids = rows.map((r) => r.id)
  const likes = thumbsCounts(ctx, BLOG_DISCUSSION, ids)
  const comments = commentCounts(ctx, BLOG_DISCUSSION, ids)
  const names = categoryNames(ctx)
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    describe: describeOf(row),
    cover: ctx.img(row.cover),
    url: blogUrl(row.id),
    blog_category_id: row.blog_category_id,
    blog_category_name: names.get(row.blog_category_id) ?? '',
    add_time: formatTime(row.add_time),
    add_time_date_cn: dateText(ctx, row.add_time),
    date: formatTime(row.add_time, false),
    access_count: row.access_count,
    comments_count: comments.get(row.id) ?? 0,
    give_thumbs_count: likes.get(row.id) ?? 0,
    is_enable: row.is_enable,
    is_enable_name: ctx.t(`blog.enable_${row.is_enable ? 1 : 0}`),
    status: row.status,
    status_name: statusName(ctx, row.status),
  }))
}

/** The goods a post recommends that are still on sale. */
export function postGoods(ctx: Ctx, goodsIds: string) {
  let ids: unknown
  try {
    ids = JSON.parse(goodsIds || '[]')
  } catch {
    ids = []
  }
  if (!Array.isArray(ids)) return []
  return ids
    .map((id) => (typeof id === 'number' ? goodsById(ctx.db, id) : undefined))
    .filter((g): g is GoodsRow => !!g && g.is_shelves === 1)
    .map((g) => goodsListItem(ctx, g, { withoutContent: true }))
}

/** The post `id` if the viewer may read it (public, or their own in any state); else -1 "does not exist". */
export function readablePost(ctx: Ctx, id: number): BlogRow {
  const row = one<BlogRow>(ctx.db, 'SELECT * FROM blogs WHERE id = ?', id)
  const own = row && ctx.user && row.user_id === ctx.user.id
  if (!row || (!own && !(row.status === 1 && row.is_enable === 1))) throw new ApiError(ctx.t('blog.not_found'))
  return row
}

/** The post's full view for its detail page and the comments page. */
export function postDetail(ctx: Ctx, row: BlogRow) {
  const [item] = postListItems(ctx, [row])
  return {
    ...item,
    content: htmlView(ctx, row.content),
    video_url: row.video_url,
    is_live_play: 0,
    seo_title: row.seo_title,
    seo_keywords: row.seo_keywords,
    seo_desc: row.seo_desc,
    share_images: ctx.img(row.cover),
    is_own: ctx.user && row.user_id === ctx.user.id ? 1 : 0,
  }
}
