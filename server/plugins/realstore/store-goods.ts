// A store's own goods: the category rail of its detail page and the paged goods list (detail/datalist).
import type { Database } from 'better-sqlite3'
import type { Ctx } from '../../core/context'
import { all, one } from '../../db'
import { optionalInt, optionalString, pickAllowed } from '../../core/validate'
import { pagedQuery } from '../../services/paging'
import { goodsBase, type GoodsRow } from '../../services/goods/goods-view'
import { pricedGoodsRow } from '../../services/goods/goods-price'
import type { StoreRow } from './stores'

interface CategoryRow {
  id: number
  pid: number
  name: string
}

/** Whether the store sells this goods (and it is on the shelves). */
export function storeSells(db: Database, storeId: number, goodsId: number): boolean {
  return !!one(
    db,
    'SELECT 1 FROM realstore_goods rg JOIN goods g ON g.id = rg.goods_id WHERE rg.realstore_id = ? AND rg.goods_id = ? AND g.is_delete_time = 0',
    storeId,
    goodsId,
  )
}

/** Store ids selling every one of these goods. */
export function storesSellingAll(db: Database, goodsIds: number[]): number[] {
  const unique = [...new Set(goodsIds)]
  if (!unique.length) return []
  const rows = all<{ realstore_id: number; goods_id: number }>(db, 'SELECT realstore_id, goods_id FROM realstore_goods')
  const byStore = new Map<number, Set<number>>()
  for (const row of rows) {
    if (!byStore.has(row.realstore_id)) byStore.set(row.realstore_id, new Set())
    byStore.get(row.realstore_id)?.add(row.goods_id)
  }
  return [...byStore.entries()].filter(([, goods]) => unique.every((id) => goods.has(id))).map(([storeId]) => storeId)
}

/**
 * goods_category of detail/index: the top-level categories of the store's goods with their sub-categories,
 * each with how many of them the shopper has in this store's cart (the rail's badges).
 */
export function storeCategories(ctx: Ctx, store: StoreRow, useType: number) {
  const links = all<CategoryRow & { goods_id: number }>(
    ctx.db,
    `SELECT c.id, c.pid, c.name, l.goods_id FROM realstore_goods rg
     JOIN goods g ON g.id = rg.goods_id AND g.is_delete_time = 0 AND g.is_shelves = 1
     JOIN goods_category_links l ON l.goods_id = rg.goods_id
     JOIN categories c ON c.id = l.category_id
     WHERE rg.realstore_id = ? ORDER BY c.sort, c.id`,
    store.id,
  )
  const counts = new Map<number, number>()
  if (ctx.user) {
    for (const row of all<{ goods_id: number; n: number }>(
      ctx.db,
      'SELECT goods_id, SUM(stock) AS n FROM realstore_carts WHERE user_id = ? AND realstore_id = ? AND buy_use_type = ? GROUP BY goods_id',
      ctx.user.id,
      store.id,
      useType,
    ))
      counts.set(row.goods_id, row.n)
  }
  const tops = new Map<number, { id: number; name: string; buy_number: number; items: Array<{ id: number; name: string }>; goods: Set<number> }>()
  for (const link of links) {
    const top = link.pid === 0 ? link : one<CategoryRow>(ctx.db, 'SELECT id, pid, name FROM categories WHERE id = ?', link.pid)
    if (!top) continue
    if (!tops.has(top.id)) tops.set(top.id, { id: top.id, name: top.name, buy_number: 0, items: [], goods: new Set() })
    const entry = tops.get(top.id)!
    if (link.pid !== 0 && !entry.items.some((item) => item.id === link.id)) entry.items.push({ id: link.id, name: link.name })
    if (!entry.goods.has(link.goods_id)) {
      entry.goods.add(link.goods_id)
      entry.buy_number += counts.get(link.goods_id) ?? 0
    }
  }
  return [...tops.values()].map(({ goods: _goods, ...rest }) => rest)
}

const SORT_FIELDS = new Map([
  ['default', 'rg.sort, rg.id'],
  ['sales_count', 'g.sales_count'],
  ['access_count', 'g.access_count'],
  ['min_price', 'g.min_price'],
  ['id', 'g.id'],
])
const DIRECTIONS = new Map([
  ['asc', 'ASC'],
  ['desc', 'DESC'],
])

/** How many of each goods the shopper has in this store's cart (all specs). */
function cartCounts(ctx: Ctx, storeId: number, useType: number): Map<number, number> {
  const counts = new Map<number, number>()
  if (!ctx.user) return counts
  for (const row of all<{ goods_id: number; n: number }>(
    ctx.db,
    'SELECT goods_id, SUM(stock) AS n FROM realstore_carts WHERE user_id = ? AND realstore_id = ? AND buy_use_type = ? GROUP BY goods_id',
    ctx.user.id,
    storeId,
    useType,
  ))
    counts.set(row.goods_id, row.n)
  return counts
}

/** One goods row of the store page (api-plugins-2 §3.7 detail/datalist). */
function storeGoodsView(ctx: Ctx, goods: GoodsRow, inCart: number) {
  const base = goodsBase(ctx, pricedGoodsRow(ctx, goods), { withoutContent: true })
  const error = goods.is_exhibition ? ctx.t('purchase.exhibition', { title: goods.title }) : goods.inventory <= 0 ? ctx.t('cart.no_inventory') : ''
  return {
    id: base.id,
    images: base.images,
    title: base.title,
    simple_desc: base.simple_desc,
    show_price_symbol: base.show_price_symbol,
    show_price_unit: base.show_price_unit,
    price: base.price,
    min_price: base.min_price,
    original_price: base.original_price,
    is_error: error ? 1 : 0,
    is_error_msg: error,
    is_exist_many_spec: base.is_exist_many_spec,
    buy_number: inCart,
    buy_min_number: goods.buy_min_number,
    buy_max_number: goods.buy_max_number,
    inventory: goods.inventory,
    inventory_unit: goods.inventory_unit,
    goods_url: base.goods_url,
  }
}

/** detail/datalist: the store's goods by keyword and category, in the sort the shopper chose. */
export function storeGoodsPage(ctx: Ctx, store: StoreRow, useType: number) {
  const keywords = optionalString(ctx, 'keywords', 60)
  const categoryId = optionalInt(ctx, 'category_id', 0, 0, 2_147_483_647)
  const field = pickAllowed(SORT_FIELDS, ctx.params.order_by_field) ?? SORT_FIELDS.get('default')!
  const direction = pickAllowed(DIRECTIONS, ctx.params.order_by_type) ?? 'DESC'
  const order = field === SORT_FIELDS.get('default') ? field : `${field} ${direction}, rg.id`
  const counts = cartCounts(ctx, store.id, useType)
  return pagedQuery<GoodsRow, ReturnType<typeof storeGoodsView>>(
    ctx,
    {
      from: 'realstore_goods rg JOIN goods g ON g.id = rg.goods_id',
      columns: 'g.*',
      where: `rg.realstore_id = ? AND g.is_delete_time = 0 AND g.is_shelves = 1 AND (? = '' OR g.title LIKE ?)
        AND (? = 0 OR EXISTS (SELECT 1 FROM goods_category_links l JOIN categories c ON c.id = l.category_id WHERE l.goods_id = g.id AND (c.id = ? OR c.pid = ?)))`,
      args: [store.id, keywords, `%${keywords}%`, categoryId, categoryId, categoryId],
      order,
      pageSize: 20,
    },
    (goods) => storeGoodsView(ctx, goods, counts.get(goods.id) ?? 0),
  )
}
