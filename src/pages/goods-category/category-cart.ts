import type { CartItem } from '@/api/cart'
import type { GoodsSummary } from '@/api/goods-summary'
import { fromCents, toCents } from '@/lib/money'

/**
 * The goods-list mode's mini cart (api-core 3.2): how many of a goods sit in the cart, what a −/+ on
 * a goods row asks the server to do, and the cart bar's totals. Pure, so the rules are tested alone.
 */

/** Pieces of this goods in the cart (a goods with specs may sit in several rows). */
export function quantityInCart(goodsId: string, items: CartItem[]): number {
  return items.filter((item) => item.goodsId === goodsId).reduce((sum, item) => sum + item.stock, 0)
}

export type RowStep =
  | { kind: 'save'; stock: number }
  | { kind: 'stock'; row: CartItem; stock: number }
  | { kind: 'delete'; row: CartItem }
  /** A goods with specs: + opens the spec picker, − sends the shopper to the cart list. */
  | { kind: 'spec' }
  | { kind: 'refused'; reason: 'over_max' | 'out_of_stock' | 'nothing' }

/**
 * One tap on − or + of a goods row. Without specs the new quantity keeps to the goods' minimum,
 * maximum and stock: the first + puts the minimum in the cart, − below the minimum removes the row.
 */
export function rowStep(goods: Pick<GoodsSummary, 'id' | 'hasSpecs' | 'buyMin' | 'buyMax' | 'inventory'>, items: CartItem[], delta: 1 | -1): RowStep {
  if (goods.hasSpecs) return { kind: 'spec' }
  const row = items.find((item) => item.goodsId === goods.id)
  const current = row?.stock ?? 0
  const min = Math.max(1, goods.buyMin ?? 1)
  const max = goods.buyMax ?? 0
  if (delta < 0) {
    if (!row) return { kind: 'refused', reason: 'nothing' }
    const next = current - 1
    return next < min ? { kind: 'delete', row } : { kind: 'stock', row, stock: next }
  }
  const next = current === 0 ? min : current + 1
  if (max > 0 && next > max) return { kind: 'refused', reason: 'over_max' }
  if (next > goods.inventory) return { kind: 'refused', reason: 'out_of_stock' }
  return row ? { kind: 'stock', row, stock: next } : { kind: 'save', stock: next }
}

export interface CartBarTotals {
  /** Pieces in the cart (every row). */
  count: number
  /** Σ price × quantity of the rows that can be bought. */
  price: string
  /** Cart ids that go to checkout (rows without an error). */
  ids: string[]
}

export function cartBarTotals(items: CartItem[]): CartBarTotals {
  const usable = items.filter((item) => !item.isInvalid)
  return {
    count: items.reduce((sum, item) => sum + item.stock, 0),
    price: fromCents(usable.reduce((sum, item) => sum + toCents(item.price) * item.stock, 0)),
    ids: usable.map((item) => item.id),
  }
}

/** The goods detail opened from this list shows "back" instead of "home" in its bar (is_opt_back). */
export function withBackOption(url: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}is_opt_back=1`
}
