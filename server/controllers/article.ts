// article/*: help-centre style articles — categories, paged list, detail with previous/next links.
import { registerController, ok, ApiError, type Ctx } from '../core/router'
import { defineMessages } from '../core/i18n'
import { requireId, optionalInt } from '../core/validate'
import { all, one, run } from '../db'
import { absolutiseHtml, formatTime } from '../core/format'
import { pagedQuery } from '../services/paging'

defineMessages({
  'article.not_found': { zh: '文章不存在或已被删除', en: 'Article does not exist or has been deleted' },
})

interface CategoryRow {
  id: number
  pid: number
  name: string
  sort: number
  is_enable: number
  add_time: number
  upd_time: number
}

interface ArticleRow {
  id: number
  article_category_id: number
  title: string
  title_color: string
  jump_url: string
  describe: string
  content: string
  images: string
  access_count: number
  is_enable: number
  is_home_recommended: number
  seo_title: string
  seo_keywords: string
  seo_desc: string
  add_time: number
  upd_time: number
  category_name: string | null
}

const articleUrl = (id: number) => `/pages/article-detail/article-detail?id=${id}`
const categoryUrl = (id: number) => `/pages/article-category/article-category?id=${id}`

const ARTICLE_COLUMNS = 'a.*, c.name AS category_name'
const ARTICLE_FROM = 'articles a LEFT JOIN article_categories c ON c.id = a.article_category_id'
const SELECT_ARTICLE = `SELECT ${ARTICLE_COLUMNS} FROM ${ARTICLE_FROM}`

function imagePaths(text: string): string[] {
  try {
    const list = JSON.parse(text || '[]')
    return Array.isArray(list) ? list.filter((s): s is string => typeof s === 'string') : []
  } catch {
    return []
  }
}

function index(ctx: Ctx) {
  const rows = all<CategoryRow>(ctx.db, 'SELECT * FROM article_categories WHERE is_enable = 1 ORDER BY sort, id')
  return ok({ category_list: rows.map((c) => ({ ...c, url: categoryUrl(c.id) })) })
}

function listItem(ctx: Ctx, a: ArticleRow, position: number) {
  const images = imagePaths(a.images)
  return {
    id: a.id,
    title: a.title,
    describe: a.describe,
    article_category_id: a.article_category_id,
    title_color: a.title_color,
    jump_url: a.jump_url,
    is_enable: a.is_enable,
    content: absolutiseHtml(ctx.baseUrl, a.content),
    cover: images.length ? ctx.img(images[0]) : '',
    images: a.images,
    images_count: images.length,
    access_count: a.access_count,
    is_home_recommended: a.is_home_recommended,
    share_images: '',
    seo_title: a.seo_title,
    seo_keywords: a.seo_keywords,
    seo_desc: a.seo_desc,
    add_time: formatTime(a.add_time),
    upd_time: formatTime(a.upd_time),
    data_index: position + 1,
    url: articleUrl(a.id),
    article_category_name: a.category_name ?? '',
    category_url: categoryUrl(a.article_category_id),
  }
}

/** `id` = category filter (0/absent = all categories). */
function datalist(ctx: Ctx) {
  const categoryId = optionalInt(ctx, 'id', 0, 0, 2_147_483_647)
  return ok(
    pagedQuery(
      ctx,
      {
        from: ARTICLE_FROM,
        columns: ARTICLE_COLUMNS,
        where: 'a.is_enable = 1 AND (? = 0 OR a.article_category_id = ?)',
        args: [categoryId, categoryId],
        order: 'a.id DESC',
      },
      (row: ArticleRow, position) => listItem(ctx, row, position),
    ),
  )
}

function neighbour(sql: string, ctx: Ctx, id: number) {
  const row = one<{ id: number; title: string; add_time: number }>(ctx.db, sql, id)
  return row ? { id: row.id, title: row.title, add_time: formatTime(row.add_time), data_index: 1, url: articleUrl(row.id) } : null
}

/** Reading an article counts a visit. */
function detail(ctx: Ctx) {
  const id = requireId(ctx)
  const a = one<ArticleRow>(ctx.db, `${SELECT_ARTICLE} WHERE a.id = ? AND a.is_enable = 1`, id)
  if (!a) throw new ApiError(ctx.t('article.not_found'))
  run(ctx.db, 'UPDATE articles SET access_count = access_count + 1 WHERE id = ?', id)
  return ok({
    data: {
      id: a.id,
      title: a.title,
      title_color: a.title_color,
      jump_url: a.jump_url,
      content: absolutiseHtml(ctx.baseUrl, a.content),
      access_count: a.access_count + 1,
      article_category_id: a.article_category_id,
      seo_title: a.seo_title,
      seo_keywords: a.seo_keywords,
      seo_desc: a.seo_desc,
      add_time: formatTime(a.add_time),
      data_index: 1,
      url: articleUrl(a.id),
      article_category_name: a.category_name ?? '',
      category_url: categoryUrl(a.article_category_id),
    },
    last_next: {
      last: neighbour('SELECT id, title, add_time FROM articles WHERE is_enable = 1 AND id < ? ORDER BY id DESC LIMIT 1', ctx, id),
      next: neighbour('SELECT id, title, add_time FROM articles WHERE is_enable = 1 AND id > ? ORDER BY id ASC LIMIT 1', ctx, id),
    },
  })
}

registerController('article', { index, datalist, detail })
