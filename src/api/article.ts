import { call, route } from './client'
import { arr, int, obj, str, toPage } from './parse'
import type { ApiResult, Page } from './types'

/** Articles (api-core 3.28 / 3.29). */
export interface ArticleCategory {
  id: string
  name: string
}

export interface ArticleSummary {
  id: string
  title: string
  titleColor: string
  describe: string
  cover: string
  views: number
  time: string
  url: string
}

export interface ArticleLink {
  id: string
  title: string
  url: string
}

export interface ArticleDetail {
  id: string
  title: string
  titleColor: string
  /** Raw HTML from the server: sanitise before rendering. */
  contentHtml: string
  views: number
  time: string
  categoryName: string
  previous: ArticleLink | null
  next: ArticleLink | null
  /** seo_title / seo_desc: what the article shares (spec 4), over its title. */
  shareTitle?: string
  shareDesc?: string
}

function articleUrl(id: string, url: unknown): string {
  return str(url) || `/pages/article-detail/article-detail?id=${id}`
}

/** Only #rgb / #rrggbb colours reach a style attribute. */
function safeColor(value: unknown): string {
  const text = str(value).trim()
  return /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(text) ? text : ''
}

export function parseArticleCategories(data: unknown): ArticleCategory[] {
  return arr<Record<string, unknown>>(obj(data).category_list).map((raw) => ({ id: str(raw.id), name: str(raw.name) }))
}

export function parseArticleSummary(raw: Record<string, unknown>): ArticleSummary {
  const id = str(raw.id)
  return {
    id,
    title: str(raw.title),
    titleColor: safeColor(raw.title_color),
    describe: str(raw.describe),
    cover: str(raw.cover),
    views: int(raw.access_count),
    time: str(raw.add_time),
    url: articleUrl(id, raw.url),
  }
}

function parseLink(value: unknown): ArticleLink | null {
  const raw = obj(value)
  const id = str(raw.id)
  if (!id && !raw.url) return null
  return { id, title: str(raw.title), url: articleUrl(id, raw.url) }
}

export function parseArticleDetail(data: unknown): ArticleDetail | null {
  const root = obj(data)
  const raw = obj(root.data)
  if (!raw.id) return null
  const lastNext = obj(root.last_next)
  return {
    id: str(raw.id),
    title: str(raw.title),
    titleColor: safeColor(raw.title_color),
    contentHtml: str(raw.content),
    views: int(raw.access_count),
    time: str(raw.add_time),
    categoryName: str(raw.article_category_name),
    previous: parseLink(lastNext.last),
    next: parseLink(lastNext.next),
    shareTitle: str(raw.seo_title),
    shareDesc: str(raw.seo_desc),
  }
}

export async function getArticleCategories(): Promise<ApiResult<ArticleCategory[]>> {
  return call(route('article', 'index'), {}, parseArticleCategories, { silent: true })
}

/** Articles of a category; id 0 means every category. */
export async function getArticles(categoryId: string, page: number): Promise<ApiResult<Page<ArticleSummary>>> {
  const body: Record<string, unknown> = { page }
  if (categoryId && categoryId !== '0') body.id = categoryId
  return call(route('article', 'datalist'), body, (raw) => toPage(raw, page, parseArticleSummary), { silent: true })
}

/** null data = the article does not exist (empty state). */
export async function getArticle(id: string): Promise<ApiResult<ArticleDetail | null>> {
  return call(route('article', 'detail'), { id }, parseArticleDetail, { silent: true })
}
