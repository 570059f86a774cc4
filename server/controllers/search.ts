// search/*: filter panels, paged goods search with keyword/category/brand/price filters, hot keywords.
import { registerController, ok, type Ctx } from '../core/router'
import { defineMessages } from '../core/i18n'
import { all, one, run } from '../db'
import { ApiError } from '../core/result'
import { SEARCH_PAGE_SIZE } from '../core/format'
import { pagedQuery } from '../services/paging'
import { asPositiveInt, optionalString, pickAllowed, scalarText } from '../core/validate'
import { goodsListItem, type GoodsRow } from '../services/goods/goods-view'
import { categoryWithDescendants, enabledCategories } from '../services/goods/categories'
import { cartTotalsView } from '../services/order/cart'
import { goodsExtras } from '../services/goods/goods-extensions'

defineMessages({
  'search.done': { zh: '处理成功', en: 'Processed successfully' },
  'search.no_data': { zh: '没有相关数据', en: 'No relevant data' },
  'search.filter_invalid': { zh: '搜索条件有误', en: 'Search conditions are invalid' },
  'search.sort_invalid': { zh: '排序参数有误', en: 'Invalid sort parameter' },
  'search.rank_sales': { zh: '销量', en: 'Sales' },
  'search.rank_access': { zh: '人气', en: 'Popularity' },
})

/** order_by_field -> ORDER BY column. A Map: only these keys exist ('constructor', '__proto__' ... do not). */
const ORDER_FIELDS: ReadonlyMap<string, string> = new Map([
  ['default', 'g.sort_level DESC, g.id DESC'],
  ['sales_count', 'g.sales_count'],
  ['access_count', 'g.access_count'],
  ['min_price', 'g.min_price'],
  ['price', 'g.min_price'],
  ['id', 'g.id'],
  ['add_time', 'g.id'],
])
const ORDER_DIRECTIONS: ReadonlyMap<string, 'ASC' | 'DESC'> = new Map([
  ['asc', 'ASC'],
  ['desc', 'DESC'],
])

const PRICE_RANGES: Array<{ id: number; name: string; min_price: number; max_price: number }> = [
  { id: 1, name: '50以下', min_price: 0, max_price: 50 },
  { id: 2, name: '50-100', min_price: 50, max_price: 100 },
  { id: 3, name: '100-200', min_price: 100, max_price: 200 },
  { id: 4, name: '200-500', min_price: 200, max_price: 500 },
  { id: 5, name: '500以上', min_price: 500, max_price: 0 },
]

/** Filter groups arrive as '{"0":12,"1":15}', '12,15', [12, 15] or a single value. */
function readIdGroup(ctx: Ctx, ...names: string[]): number[] {
  const out: number[] = []
  for (const name of names) {
    let raw: unknown = ctx.params[name]
    if (raw === undefined || raw === null || raw === '' || raw === 0 || raw === '0') continue
    if (typeof raw === 'string' && raw.trim().startsWith('{')) {
      try {
        raw = Object.values(JSON.parse(raw) as Record<string, unknown>)
      } catch {
        throw new ApiError(ctx.t('search.filter_invalid'))
      }
    }
    const list = Array.isArray(raw) ? raw : typeof raw === 'object' ? Object.values(raw as object) : String(raw).split(',')
    if (list.length > 50) throw new ApiError(ctx.t('search.filter_invalid'))
    for (const item of list) {
      const id = asPositiveInt(typeof item === 'string' ? item.trim() : item)
      if (id === null) throw new ApiError(ctx.t('search.filter_invalid'))
      out.push(id)
    }
  }
  return [...new Set(out)]
}

/** Price filters as "min-max" strings (screening_price_values / price). max 0 = no upper bound. */
function readPriceRanges(ctx: Ctx): Array<[number, number]> {
  const out: Array<[number, number]> = []
  for (const name of ['screening_price_values', 'price']) {
    let raw: unknown = ctx.params[name]
    if (raw === undefined || raw === null || raw === '') continue
    if (typeof raw === 'string' && raw.trim().startsWith('{')) {
      try {
        raw = Object.values(JSON.parse(raw) as Record<string, unknown>)
      } catch {
        throw new ApiError(ctx.t('search.filter_invalid'))
      }
    }
    const list = Array.isArray(raw) ? raw : String(raw).split(',')
    if (list.length > 20) throw new ApiError(ctx.t('search.filter_invalid'))
    for (const item of list) {
      const m = /^\s*(\d{1,7}(?:\.\d{1,2})?)\s*-\s*(\d{1,7}(?:\.\d{1,2})?)?\s*$/.exec(String(item))
      if (!m) throw new ApiError(ctx.t('search.filter_invalid'))
      out.push([Number(m[1]), m[2] ? Number(m[2]) : 0])
    }
  }
  return out
}

/**
 * Filter groups of text values (goods_params_values, goods_spec_values: '{"0":"64G"}', '64G,128G' or an
 * array; the short aliases psid/scid carry one value each).
 */
function readTextGroup(ctx: Ctx, ...names: string[]): string[] {
  const out: string[] = []
  for (const name of names) {
    let raw: unknown = ctx.params[name]
    if (raw === undefined || raw === null || raw === '') continue
    if (typeof raw === 'string' && raw.trim().startsWith('{')) {
      try {
        raw = Object.values(JSON.parse(raw) as Record<string, unknown>)
      } catch {
        throw new ApiError(ctx.t('search.filter_invalid'))
      }
    }
    const list = Array.isArray(raw) ? raw : typeof raw === 'object' ? Object.values(raw as object) : String(raw).split(',')
    if (list.length > 50) throw new ApiError(ctx.t('search.filter_invalid'))
    for (const item of list) {
      const value = scalarText(item)
      if (value === null || [...value].length > 60) throw new ApiError(ctx.t('search.filter_invalid'))
      if (value) out.push(value)
    }
  }
  return [...new Set(out)]
}

/** Goods parameters offered as filters: the base ones (type 0 both, 2 base), as ShopXO's home_search_params_type. */
const FILTER_PARAM_TYPES = '0, 2'

interface SearchFilters {
  where: string[]
  args: unknown[]
  keywords: string
}

function buildFilters(ctx: Ctx, { withValueGroups = true } = {}): SearchFilters {
  const where = ['g.is_shelves = 1', 'g.is_delete_time = 0']
  const args: unknown[] = []
  const keywords = optionalString(ctx, 'wd', 60) || optionalString(ctx, 'keywords', 60)
  if (keywords) {
    // Every whitespace-separated word must appear in the title, the summary or the SEO keywords.
    for (const word of keywords.split(/\s+/).slice(0, 5)) {
      const like = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
      where.push(`(g.title LIKE ? ESCAPE '\\' OR g.simple_desc LIKE ? ESCAPE '\\' OR g.seo_keywords LIKE ? ESCAPE '\\')`)
      args.push(like, like, like)
    }
  }
  const categoryIds = readIdGroup(ctx, 'category_id', 'category_ids', 'cid')
  if (categoryIds.length) {
    const expanded = [...new Set(categoryIds.flatMap((id) => categoryWithDescendants(ctx.db, id)))]
    where.push(`g.id IN (SELECT goods_id FROM goods_category_links WHERE category_id IN (${expanded.map(() => '?').join(',')}))`)
    args.push(...expanded)
  }
  const brandIds = readIdGroup(ctx, 'brand', 'brand_id', 'brand_ids', 'bid')
  if (brandIds.length) {
    where.push(`g.brand_id IN (${brandIds.map(() => '?').join(',')})`)
    args.push(...brandIds)
  }
  const origins = withValueGroups ? readIdGroup(ctx, 'place_origin_ids', 'poid') : []
  if (origins.length) {
    where.push(`g.place_origin IN (${origins.map(() => '?').join(',')})`)
    args.push(...origins)
  }
  const paramValues = withValueGroups ? readTextGroup(ctx, 'goods_params_values', 'psid') : []
  if (paramValues.length) {
    where.push(`g.id IN (SELECT goods_id FROM goods_params WHERE type IN (${FILTER_PARAM_TYPES}) AND value IN (${paramValues.map(() => '?').join(',')}))`)
    args.push(...paramValues)
  }
  const specValues = withValueGroups ? readTextGroup(ctx, 'goods_spec_values', 'scid') : []
  if (specValues.length) {
    where.push(`g.id IN (SELECT goods_id FROM goods_spec_values WHERE value IN (${specValues.map(() => '?').join(',')}))`)
    args.push(...specValues)
  }
  const ranges = readPriceRanges(ctx)
  if (ranges.length) {
    where.push(`(${ranges.map(([, max]) => (max > 0 ? '(g.min_price >= ? AND g.min_price <= ?)' : 'g.min_price >= ?')).join(' OR ')})`)
    for (const [min, max] of ranges) args.push(...(max > 0 ? [min, max] : [min]))
  }
  return { where, args, keywords }
}

function datalist(ctx: Ctx) {
  const { where, args, keywords } = buildFilters(ctx)
  const rawField = ctx.params.order_by_field ?? 'default'
  const orderColumn = pickAllowed(ORDER_FIELDS, rawField)
  const rawDirection = ctx.params.order_by_type ?? 'desc'
  const direction = pickAllowed(ORDER_DIRECTIONS, typeof rawDirection === 'string' ? rawDirection.toLowerCase() : rawDirection)
  if (!orderColumn || !direction) throw new ApiError(ctx.t('search.sort_invalid'))
  const field = String(rawField).trim()
  const orderBy = field === 'default' ? orderColumn : `${orderColumn} ${direction}, g.id DESC`
  // Only constant fragments are concatenated; user values are all bound parameters.
  const page = pagedQuery<GoodsRow>(ctx, { from: 'goods g', columns: 'g.*', where: where.join(' AND '), args, order: orderBy, pageSize: SEARCH_PAGE_SIZE })
  const { total, data: rows } = page
  if (keywords && page.page === 1) {
    run(
      ctx.db,
      'INSERT INTO search_history (user_id, keywords, order_by_field, order_by_type, add_time) VALUES (?, ?, ?, ?, ?)',
      ctx.user?.id ?? 0,
      keywords,
      field,
      direction.toLowerCase(),
      ctx.nowSeconds(),
    )
  }
  const data = {
    page_start: (page.page - 1) * page.page_size,
    // ShopXO echoes a client page_size as a number but sends its configured default as a string.
    page_size: ctx.params.page_size !== undefined ? page.page_size : String(page.page_size),
    page: page.page,
    page_total: page.page_total,
    total,
    data: rows.map((g) => goodsListItem(ctx, g)),
    ...goodsExtras(
      ctx,
      rows.map((g) => g.id),
    ),
  }
  // ShopXO answers an empty result with code -1 (the storefront treats it as "no data").
  if (total === 0) return { code: -1, msg: ctx.t('search.no_data'), data }
  return ok(data, ctx.t('search.done'))
}

function index(ctx: Ctx) {
  const categories = enabledCategories(ctx.db)
  const brands = all<{ id: number; name: string; logo: string; website_url: string }>(
    ctx.db,
    'SELECT id, name, logo, website_url FROM brands WHERE is_enable = 1 ORDER BY sort, id',
  )
  const brandId = asPositiveInt(ctx.params.brand ?? ctx.params.brand_id)
  const categoryId = asPositiveInt(ctx.params.category_id)
  const brandCategories = (id: number) =>
    all<{ id: number; name: string }>(
      ctx.db,
      `SELECT DISTINCT top.id, top.name FROM goods g JOIN goods_category_links l ON l.goods_id = g.id JOIN categories c ON c.id = l.category_id
       JOIN categories top ON top.id = CASE WHEN c.pid = 0 THEN c.id ELSE c.pid END WHERE g.brand_id = ? ORDER BY top.id`,
      id,
    )
  const brand = brandId ? brands.find((b) => b.id === brandId) : undefined
  const category = categoryId ? categories.find((c) => c.id === categoryId) : undefined
  // The value groups list what the goods of this search have (keywords, category, brand), as ShopXO does.
  const { where, args } = buildFilters(ctx, { withValueGroups: false })
  const matching = `SELECT g.id FROM goods g WHERE ${where.join(' AND ')}`
  const specValues = all<{ value: string }>(
    ctx.db,
    `SELECT DISTINCT value FROM goods_spec_values WHERE goods_id IN (${matching}) ORDER BY value LIMIT 30`,
    ...args,
  )
  const paramValues = all<{ value: string }>(
    ctx.db,
    `SELECT DISTINCT value FROM goods_params WHERE type IN (${FILTER_PARAM_TYPES}) AND goods_id IN (${matching}) ORDER BY value LIMIT 30`,
    ...args,
  )
  const origins = all<{ id: number; name: string }>(
    ctx.db,
    `SELECT DISTINCT r.id, r.name FROM goods g JOIN regions r ON r.id = g.place_origin WHERE g.id IN (${matching}) ORDER BY r.id`,
    ...args,
  )
  return ok({
    search_map_info: {
      category: category ? { id: category.id, name: category.name, vice_name: category.vice_name, describe: category.describe } : null,
      brand: brand
        ? {
            id: brand.id,
            name: brand.name,
            logo: ctx.img(brand.logo),
            describe: one<{ describe: string }>(ctx.db, 'SELECT describe FROM brands WHERE id = ?', brand.id)?.describe ?? '',
          }
        : null,
    },
    brand_list: brands.map((b) => {
      const cats = brandCategories(b.id)
      return {
        id: b.id,
        name: b.name,
        logo: ctx.img(b.logo),
        website_url: b.website_url || null,
        data_index: 1,
        url: `/pages/goods-search/goods-search?brand=${b.id}`,
        brand_category_ids: cats.map((c) => c.id),
        brand_category_text: cats.map((c) => c.name).join('、'),
      }
    }),
    category_list: categories.filter((c) => c.pid === (category ? category.id : 0)).map((c) => ({ id: c.id, name: c.name })),
    screening_price_list: PRICE_RANGES,
    goods_place_origin_list: origins,
    goods_params_list: paramValues,
    goods_spec_list: specValues,
    cart_total: cartTotalsView(ctx, ctx.user?.id),
  })
}

function start(ctx: Ctx) {
  const keywords = all<{ keyword: string }>(ctx.db, 'SELECT keyword FROM search_keywords ORDER BY sort, id').map((k) => k.keyword)
  const ranking = (field: 'sales_count' | 'access_count') =>
    all<{ id: number; title: string; images: string }>(
      ctx.db,
      field === 'sales_count'
        ? 'SELECT id, title, images FROM goods WHERE is_shelves = 1 AND is_delete_time = 0 ORDER BY sales_count DESC, id LIMIT 10'
        : 'SELECT id, title, images FROM goods WHERE is_shelves = 1 AND is_delete_time = 0 ORDER BY access_count DESC, id LIMIT 10',
    ).map((g) => ({ id: g.id, title: g.title, images: ctx.img(g.images), goods_url: `/pages/goods-detail/goods-detail?id=${g.id}` }))
  return ok({
    search_keywords: keywords,
    ranking_list: [
      { name: ctx.t('search.rank_sales'), icon: 'icon-fire', data: ranking('sales_count') },
      { name: ctx.t('search.rank_access'), icon: 'icon-eye', data: ranking('access_count') },
    ],
  })
}

registerController('search', { index, datalist, start })
