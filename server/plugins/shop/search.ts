// Goods inside one shop: shop/search/index (the shop, its categories) and shop/search/datalist (paged
// goods by keyword, shop category and sort).
import { ApiError, ok, type Ctx } from '../../core/router'
import { SEARCH_PAGE_SIZE } from '../../core/format'
import { asInt, isAbsent, jsonValue, optionalString, pickAllowed, requireId } from '../../core/validate'
import { one } from '../../db'
import { goodsListItem, type GoodsRow } from '../../services/goods/goods-view'
import { likePattern, pagedQuery } from '../../services/paging'
import { requireOpenShop, shopCategoryWithChildren, shopGoodsCategories, shopView } from './shops'

/** order_by_field -> column. A Map: only these keys exist ('constructor', '__proto__' ... do not). */
const ORDER_FIELDS: ReadonlyMap<string, string> = new Map([
  ['default', ''],
  ['sales_count', 'g.sales_count'],
  ['access_count', 'g.access_count'],
  ['min_price', 'g.min_price'],
  ['id', 'g.id'],
])
const ORDER_DIRECTIONS: ReadonlyMap<string, 'ASC' | 'DESC'> = new Map([
  ['asc', 'ASC'],
  ['desc', 'DESC'],
])
const DEFAULT_ORDER = 'g.sort_level DESC, g.id DESC'

/**
 * The chosen shop category: `category_ids` as the page sends it first ('{"0":12}') or after the filter
 * panel ('12'), or `category_id`. 0 / empty means none. Null = no category filter.
 */
function readCategory(ctx: Ctx): number | null {
  const raw = isAbsent(ctx.params.category_ids) ? ctx.params.category_id : ctx.params.category_ids
  if (isAbsent(raw)) return null
  const parsed = typeof raw === 'string' && raw.trim().startsWith('{') ? jsonValue(raw) : raw
  const values = parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? Object.values(parsed) : [parsed]
  if (values.length !== 1) throw new ApiError(ctx.t('shop.category_invalid'))
  const value = values[0]
  if (isAbsent(value)) return null
  const id = asInt(value)
  if (id === null || id < 0) throw new ApiError(ctx.t('shop.category_invalid'))
  return id === 0 ? null : id
}

function orderBy(ctx: Ctx): string {
  const column = pickAllowed(ORDER_FIELDS, ctx.params.order_by_field ?? 'default')
  const rawType = ctx.params.order_by_type ?? 'desc'
  const direction = pickAllowed(ORDER_DIRECTIONS, typeof rawType === 'string' ? rawType.toLowerCase() : rawType)
  if (column === undefined || !direction) throw new ApiError(ctx.t('shop.sort_invalid'))
  return column ? `${column} ${direction}, g.id DESC` : DEFAULT_ORDER
}

function index(ctx: Ctx) {
  const shop = requireOpenShop(ctx, requireId(ctx, 'shop_id'))
  const categoryId = readCategory(ctx)
  const category = categoryId
    ? one<{ id: number; name: string }>(
        ctx.db,
        'SELECT id, name FROM shop_goods_categories WHERE id = ? AND shop_id = ? AND is_enable = 1',
        categoryId,
        shop.id,
      )
    : undefined
  return ok({
    shop: shopView(ctx, shop),
    shop_goods_category: shopGoodsCategories(ctx.db, shop.id),
    search_map_info: { category: category ?? null, keywords: optionalString(ctx, 'keywords', 60) || optionalString(ctx, 'wd', 60) },
  })
}

function datalist(ctx: Ctx) {
  const shop = requireOpenShop(ctx, requireId(ctx, 'shop_id'))
  const where = ['g.shop_id = ?', 'g.is_shelves = 1', 'g.is_delete_time = 0']
  const args: unknown[] = [shop.id]
  const keywords = optionalString(ctx, 'wd', 60) || optionalString(ctx, 'keywords', 60)
  // Every whitespace-separated word must appear in the title, the summary or the SEO keywords.
  for (const word of keywords.split(/\s+/).filter(Boolean).slice(0, 5)) {
    const like = likePattern(word)
    where.push(`(g.title LIKE ? ESCAPE '\\' OR g.simple_desc LIKE ? ESCAPE '\\' OR g.seo_keywords LIKE ? ESCAPE '\\')`)
    args.push(like, like, like)
  }
  const categoryId = readCategory(ctx)
  if (categoryId) {
    const ids = shopCategoryWithChildren(ctx.db, shop.id, categoryId)
    if (!ids) throw new ApiError(ctx.t('shop.category_invalid'))
    where.push(`g.id IN (SELECT goods_id FROM shop_goods_category_links WHERE category_id IN (${ids.map(() => '?').join(',')}))`)
    args.push(...ids)
  }
  const order = orderBy(ctx)
  // Only constant fragments are concatenated (ORDER BY from ORDER_FIELDS); every request value is bound.
  const page = pagedQuery(ctx, { from: 'goods g', columns: 'g.*', where: where.join(' AND '), args, order, pageSize: SEARCH_PAGE_SIZE }, (g: GoodsRow) =>
    goodsListItem(ctx, g, { withoutContent: true }),
  )
  return ok(page, ctx.t('shop.search_done'))
}

export const searchControl = { index, datalist }
