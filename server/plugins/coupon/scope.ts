// Which goods a coupon covers, and what it takes off a set of checkout lines.
import type { Database } from 'better-sqlite3'
import { all } from '../../db'
import { toCents } from '../../core/format'
import type { BuyLine } from '../../services/order/buy'
import { COUPON_TYPE, USE_LIMIT, useValueIds, type CouponRow } from './view'

/** The chosen categories and every category below them. */
function categoryTree(db: Database, rootIds: number[]): Set<number> {
  const rows = all<{ id: number; pid: number }>(db, 'SELECT id, pid FROM categories')
  const found = new Set(rootIds)
  let grew = true
  while (grew) {
    grew = false
    for (const row of rows) {
      if (!found.has(row.id) && found.has(row.pid)) {
        found.add(row.id)
        grew = true
      }
    }
  }
  return found
}

function goodsCategoryIds(db: Database, goodsId: number): number[] {
  return all<{ category_id: number }>(db, 'SELECT category_id FROM goods_category_links WHERE goods_id = ?', goodsId).map((r) => r.category_id)
}

/** A predicate telling whether the coupon applies to a goods id. */
export function coversGoods(db: Database, coupon: CouponRow): (goodsId: number) => boolean {
  if (coupon.use_limit_type === USE_LIMIT.goods) {
    const ids = new Set(useValueIds(coupon))
    return (goodsId) => ids.has(goodsId)
  }
  if (coupon.use_limit_type === USE_LIMIT.categories) {
    const tree = categoryTree(db, useValueIds(coupon))
    return (goodsId) => goodsCategoryIds(db, goodsId).some((id) => tree.has(id))
  }
  return () => true
}

/** Sum (cents) of the lines the coupon covers. */
export function eligibleCents(db: Database, coupon: CouponRow, lines: BuyLine[]): number {
  const covers = coversGoods(db, coupon)
  return lines.reduce((sum, line) => (covers(line.goods.id) ? sum + toCents(line.base.price) * line.stock : sum), 0)
}

/**
 * What the coupon takes off (cents), 0 when the covered total misses the threshold. A discount of
 * 8.5 means the covered goods cost 85 %; money off never exceeds the covered total.
 */
export function couponDeductionCents(coupon: CouponRow, coveredCents: number): number {
  if (coveredCents <= 0 || coveredCents < toCents(coupon.where_order_price)) return 0
  if (coupon.type === COUPON_TYPE.discount) {
    const rate = Math.min(10, Math.max(0, coupon.discount_value)) / 10
    return coveredCents - Math.round(coveredCents * rate)
  }
  return Math.min(toCents(coupon.discount_value), coveredCents)
}
