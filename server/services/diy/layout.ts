// Layout data as a view (shopxo LayoutModule::ConfigHandle, api-plugins-2 2.5): rows of 12-column cells
// holding modules; image paths made absolute and goods modules filled from their ids or category.
import type { Ctx } from '../../core/context'
import { all } from '../../db'
import { goodsListItem, type GoodsRow } from '../goods/goods-view'
import type { Json } from './hydrators'
import { goodsView, idsOf, isObject, list, withSubcategories } from './sources'

const objectOf = (v: unknown): Json => (isObject(v) ? v : {})
const asset = (ctx: Ctx, path: unknown) => (typeof path === 'string' && path.startsWith('/static/') ? ctx.img(path) : path)

const ORDER = new Map([
  ['0', 'g.id'],
  ['1', 'g.sales_count'],
  ['2', 'g.min_price'],
])

/** The goods of a goods module: picked ids, or a category's goods in the chosen order. */
function layoutGoods(ctx: Ctx, config: Json): Json[] {
  const rows =
    String(config.goods_data_type ?? 'goods') === 'category'
      ? (() => {
          const categories = withSubcategories(ctx, idsOf(config.goods_category_value))
          const limit = Math.min(Math.max(Number(config.goods_order_limit_number) || 6, 1), 50)
          const order = ORDER.get(String(config.goods_order_by_type ?? '0')) ?? 'g.id'
          const rule = String(config.goods_order_by_rule ?? '0') === '1' ? 'ASC' : 'DESC'
          const where = categories.length
            ? `AND g.id IN (SELECT goods_id FROM goods_category_links WHERE category_id IN (${categories.map(() => '?').join(',')}))`
            : ''
          return all<GoodsRow>(
            ctx.db,
            `SELECT g.* FROM goods g WHERE g.is_shelves = 1 AND g.is_delete_time = 0 ${where} ORDER BY ${order} ${rule}, g.id DESC LIMIT ?`,
            ...categories,
            limit,
          ).map((g) => goodsListItem(ctx, g, { withoutContent: true }))
        })()
      : // Picked goods that left the shelves leave the layout (its cards have no "unavailable" state).
        idsOf(config.goods_ids)
          .map((id) => goodsView(ctx, id))
          .filter((g): g is Json => Boolean(g) && g?.is_shelves === 1)
  return rows.map((g) => ({ ...g, goods_url: g.goods_url ?? `/pages/goods-detail/goods-detail?id=${String(g.id)}` }))
}

function moduleView(ctx: Ctx, module: Json): Json {
  const config = objectOf(module.config)
  const next: Json = { ...config }
  if (typeof config.images === 'string') next.images = asset(ctx, config.images)
  if (typeof config.video === 'string') next.video = asset(ctx, config.video)
  if (Array.isArray(config.data_list)) next.data_list = config.data_list.map((item) => (isObject(item) ? { ...item, images: asset(ctx, item.images) } : item))
  if (module.value === 'goods') next.data_list = layoutGoods(ctx, config)
  return { ...module, config: next }
}

/** The rows as the app receives them. */
export function layoutView(ctx: Ctx, rows: unknown): Json[] {
  return list(rows)
    .filter(isObject)
    .map((row) => ({
      ...row,
      children: list(row.children)
        .filter(isObject)
        .map((column) => ({
          ...column,
          children: list(column.children)
            .filter(isObject)
            .map((m) => moduleView(ctx, m)),
        })),
    }))
}

/** A stored JSON text as rows ([] when unreadable). */
export function parseLayoutText(text: string): unknown[] {
  try {
    const value = JSON.parse(text) as unknown
    return Array.isArray(value) ? value : []
  } catch {
    return []
  }
}
