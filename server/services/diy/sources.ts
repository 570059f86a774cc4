// Rows the page builder's data sources draw from (goods, articles, brands), manual picks by id and
// automatic lists by filter (api-plugins-2 2.2 "universal data-source pattern").
import type { Ctx } from '../../core/context'
import { formatTime } from '../../core/format'
import { all, one } from '../../db'
import { goodsListItem, type GoodsRow } from '../goods/goods-view'
import type { Json } from './hydrators'
import { likePattern } from '../paging'

export const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v)
export const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : [])

/** '1,2,3', [1, 2] or 5 as positive ids. */
export function idsOf(raw: unknown): number[] {
  const parts = Array.isArray(raw) ? raw : String(raw ?? '').split(',')
  return parts.map((s) => Number(s)).filter((n) => Number.isInteger(n) && n > 0)
}

/** The first of several names a filter goes by (`category_ids`, `goods_category_ids`, a tab's `category`). */
const pick = (content: Json, names: string[]): unknown => names.map((n) => content[n]).find((v) => v !== undefined && v !== '')

const limitOf = (content: Json, names: string[]) => Math.min(Math.max(Number(pick(content, names)) || 4, 1), 50)
const placeholders = (n: number) => Array.from({ length: n }, () => '?').join(',')

/** Manual picks keep their overrides (new_title, new_cover); a pick whose row is gone is dropped. */
export function manualPicks(content: Json, find: (id: number) => Json | undefined): Json[] {
  return list(content.data_list).flatMap((item) => {
    if (!isObject(item)) return []
    const row = find(Number(item.data_id))
    return row ? [{ ...item, data: row }] : []
  })
}

/** Fill a data-source content: `data_list` rows for manual picks ('0'), `data_auto_list` for automatic ('1'). */
export function fillSource(content: Json, find: (id: number) => Json | undefined, auto: (content: Json) => Json[]): Json {
  return String(content.data_type ?? '0') === '1' ? { ...content, data_auto_list: auto(content) } : { ...content, data_list: manualPicks(content, find) }
}

const objectOf = (v: unknown): Json => (isObject(v) ? v : {})

/** Each tab of a tabs module filled on its own (goods-tabs, article-tabs, blog-tabs, ask-tabs). */
export const eachTab = (content: Json, fill: (tab: Json) => Json): Json => ({
  ...content,
  tabs_list: list(content.tabs_list).map((tab) => fill(objectOf(tab))),
})

/**
 * The automatic filter of a list module (api-plugins-2 2.2), read from its several spellings: the
 * plugin-prefixed key (`blog_category_ids`), the plain one (`category_ids`) or a tab's (`category`).
 * `orderType` is the module's order_by_type ('0' when absent); rule '1' is ascending.
 */
export interface AutoQuery {
  categoryIds: number[]
  keywords: string
  limit: number
  orderType: string
  ascending: boolean
}

export function autoQuery(content: Json, prefix = ''): AutoQuery {
  const named = (name: string, ...more: string[]) => pick(content, [`${prefix}${name}`, name, ...more])
  return {
    categoryIds: idsOf(named('category_ids', 'category')),
    keywords: String(named('keywords') ?? '').trim(),
    limit: limitOf(content, [`${prefix}number`, 'number']),
    orderType: String(named('order_by_type', 'sort') ?? '0'),
    ascending: String(named('order_by_rule', 'sort_rules') ?? '0') === '1',
  }
}

/** Where a plugin's automatic list comes from, for `autoRows`. */
export interface AutoSource {
  /** The table and its alias, e.g. 'blogs b'. */
  from: string
  /** Conditions every listed row meets (constant text; values go in `args`). */
  where: string[]
  args?: unknown[]
  /** The column the module's category filter applies to (none: the filter is ignored). */
  categoryColumn?: string
  /** Columns the module's keywords are looked for in. */
  keywordColumns: string[]
  /** order_by_type to an ORDER BY column; '0' is also the fallback. */
  orders: Record<string, string>
  /** The last sort key, so rows that tie keep one order. */
  tieBreak: string
}

/** The rows of an automatic list: the source's own conditions plus the module's filter, order and number. */
export function autoRows<T>(ctx: Ctx, source: AutoSource, query: AutoQuery): T[] {
  const where = [...source.where]
  const args = [...(source.args ?? [])]
  if (source.categoryColumn && query.categoryIds.length) {
    where.push(`${source.categoryColumn} IN (${placeholders(query.categoryIds.length)})`)
    args.push(...query.categoryIds)
  }
  if (query.keywords && source.keywordColumns.length) {
    where.push(`(${source.keywordColumns.map((column) => `${column} LIKE ? ESCAPE '\\'`).join(' OR ')})`)
    args.push(...source.keywordColumns.map(() => likePattern(query.keywords)))
  }
  const order = source.orders[query.orderType] ?? source.orders['0']
  const alias = source.from.split(' ').pop()
  return all<T>(
    ctx.db,
    `SELECT ${alias}.* FROM ${source.from} WHERE ${where.join(' AND ')} ORDER BY ${order} ${query.ascending ? 'ASC' : 'DESC'}, ${source.tieBreak} LIMIT ?`,
    ...args,
    query.limit,
  )
}

// ---- goods
const GOODS_ORDER = new Map([
  ['0', 'g.id'],
  ['1', 'g.sales_count'],
  ['2', 'g.min_price'],
  ['3', 'g.access_count'],
])

export function goodsView(ctx: Ctx, id: number): Json | undefined {
  const g = one<GoodsRow>(ctx.db, 'SELECT * FROM goods WHERE id = ? AND is_delete_time = 0', id)
  return g ? goodsListItem(ctx, g, { withoutContent: true }) : undefined
}

/** A category and everything under it (goods are linked to the leaves). */
export function withSubcategories(ctx: Ctx, ids: number[]): number[] {
  const found = new Set(ids)
  let level = ids
  while (level.length) {
    level = all<{ id: number }>(ctx.db, `SELECT id FROM categories WHERE pid IN (${placeholders(level.length)})`, ...level)
      .map((r) => r.id)
      .filter((id) => !found.has(id))
    level.forEach((id) => found.add(id))
  }
  return [...found]
}

export function goodsAuto(ctx: Ctx, content: Json): Json[] {
  const categories = withSubcategories(ctx, idsOf(pick(content, ['goods_category_ids', 'category_ids', 'category'])))
  const brands = idsOf(pick(content, ['goods_brand_ids', 'brand_ids', 'brand']))
  const keywords = String(pick(content, ['goods_keywords', 'keywords']) ?? '').trim()
  const order = GOODS_ORDER.get(String(pick(content, ['goods_order_by_type', 'order_by_type', 'sort']) ?? '0')) ?? 'g.id'
  const rule = String(pick(content, ['goods_order_by_rule', 'order_by_rule', 'sort_rules']) ?? '0') === '1' ? 'ASC' : 'DESC'
  const where: string[] = ['g.is_shelves = 1', 'g.is_delete_time = 0']
  const args: unknown[] = []
  if (categories.length) {
    where.push(`g.id IN (SELECT goods_id FROM goods_category_links WHERE category_id IN (${placeholders(categories.length)}))`)
    args.push(...categories)
  }
  if (brands.length) {
    where.push(`g.brand_id IN (${placeholders(brands.length)})`)
    args.push(...brands)
  }
  if (keywords) {
    where.push('g.title LIKE ?')
    args.push(`%${keywords.replace(/[%_]/g, '')}%`)
  }
  const rows = all<GoodsRow>(
    ctx.db,
    `SELECT g.* FROM goods g WHERE ${where.join(' AND ')} ORDER BY ${order} ${rule}, g.id DESC LIMIT ?`,
    ...args,
    limitOf(content, ['goods_number', 'number']),
  )
  return rows.map((g) => goodsListItem(ctx, g, { withoutContent: true }))
}

export const fillGoods = (ctx: Ctx, content: Json): Json =>
  fillSource(
    content,
    (id) => goodsView(ctx, id),
    (c) => goodsAuto(ctx, c),
  )

// ---- articles
interface ArticleRow {
  id: number
  title: string
  describe: string
  images: string
  access_count: number
  add_time: number
}

function articleView(ctx: Ctx, a: ArticleRow): Json {
  let cover = ''
  try {
    const images = JSON.parse(a.images || '[]') as unknown
    if (Array.isArray(images) && typeof images[0] === 'string') cover = ctx.img(images[0])
  } catch {
    cover = ''
  }
  return {
    id: a.id,
    title: a.title,
    describe: a.describe,
    cover,
    access_count: a.access_count,
    add_time: formatTime(a.add_time),
    url: `/pages/article-detail/article-detail?id=${a.id}`,
  }
}

export function articleById(ctx: Ctx, id: number): Json | undefined {
  const a = one<ArticleRow>(ctx.db, 'SELECT * FROM articles WHERE id = ? AND is_enable = 1', id)
  return a ? articleView(ctx, a) : undefined
}

export function articleAuto(ctx: Ctx, content: Json): Json[] {
  const categories = idsOf(pick(content, ['article_category_ids', 'category_ids', 'category']))
  const where = ['is_enable = 1']
  if (categories.length) where.push(`article_category_id IN (${placeholders(categories.length)})`)
  if (String(content.is_cover ?? '') === '1') where.push("images != '[]'")
  const order = String(pick(content, ['article_order_by_type', 'order_by_type', 'sort']) ?? '0') === '1' ? 'access_count' : 'id'
  const rule = String(pick(content, ['article_order_by_rule', 'order_by_rule', 'sort_rules']) ?? '0') === '1' ? 'ASC' : 'DESC'
  return all<ArticleRow>(
    ctx.db,
    `SELECT * FROM articles WHERE ${where.join(' AND ')} ORDER BY ${order} ${rule}, id DESC LIMIT ?`,
    ...categories,
    limitOf(content, ['article_number', 'number']),
  ).map((a) => articleView(ctx, a))
}

export const fillArticles = (ctx: Ctx, content: Json): Json =>
  fillSource(
    content,
    (id) => articleById(ctx, id),
    (c) => articleAuto(ctx, c),
  )

// ---- brands
interface BrandRow {
  id: number
  name: string
  logo: string
  describe: string
}

const brandView = (ctx: Ctx, b: BrandRow): Json => ({
  id: b.id,
  name: b.name,
  logo: b.logo ? ctx.img(b.logo) : '',
  describe: b.describe,
  url: `/pages/goods-search/goods-search?brand=${b.id}`,
})

export function brandById(ctx: Ctx, id: number): Json | undefined {
  const b = one<BrandRow>(ctx.db, 'SELECT id, name, logo, describe FROM brands WHERE id = ? AND is_enable = 1', id)
  return b ? brandView(ctx, b) : undefined
}

export function brandAuto(ctx: Ctx, content: Json): Json[] {
  return all<BrandRow>(
    ctx.db,
    'SELECT id, name, logo, describe FROM brands WHERE is_enable = 1 ORDER BY sort, id LIMIT ?',
    limitOf(content, ['brand_number', 'number']),
  ).map((b) => brandView(ctx, b))
}
