// Goods fields merged into favourite / browse-history / review rows (the goods may since be off the shelf).
import { one } from '../../db'
import { displayMoney, displayPrice } from '../site/display-currency'
import type { Ctx } from '../../core/context'
import { goodsSummary, type GoodsRow } from './goods-view'

/** Including soft-deleted goods: the row stays in the list, flagged by is_error. */
export function anyGoodsById(ctx: Ctx, id: number): GoodsRow | undefined {
  return one<GoodsRow>(ctx.db, 'SELECT * FROM goods WHERE id = ?', id)
}

/**
 * ShopXO builds these lists from a narrow goods select, so the price container only has the fields it
 * read; the rest are numbers 0. Kept identical so clients see the same JSON types as from ShopXO.
 * Prices in the display currency, like the goods summary they sit next to.
 */
function narrowPriceContainer(ctx: Ctx, g: GoodsRow, withOriginal: boolean) {
  return {
    price: displayPrice(ctx, g.price),
    min_price: displayMoney(ctx, g.min_price),
    max_price: 0,
    original_price: withOriginal ? displayPrice(ctx, g.original_price) : 0,
    min_original_price: 0,
    max_original_price: 0,
  }
}

export function withGoods<T extends { goods_id: number }>(ctx: Ctx, row: T) {
  const goods = anyGoodsById(ctx, row.goods_id)
  if (!goods) return row
  return { ...row, ...goodsSummary(ctx, goods), price_container: narrowPriceContainer(ctx, goods, true) }
}

/** The goods object inside a review of usergoodscomments/index. */
export function reviewGoods(ctx: Ctx, goodsId: number) {
  const goods = anyGoodsById(ctx, goodsId)
  if (!goods) return null
  const {
    original_price: _o,
    inventory_unit: _u,
    is_delete_time: _d,
    is_shelves: _s,
    inventory: _i,
    site_type: _t,
    specifications: _sp,
    user_cart_count: _c,
    ...summary
  } = goodsSummary(ctx, goods)
  return { id: goods.id, ...summary, price_container: narrowPriceContainer(ctx, goods, false) }
}
