import { call, pluginRoute } from '../client'
import { getCategoryTree, type Category } from '../category'
import { goodsDetailUrl } from '../goods-summary'
import { arr, int, num, obj, str } from '../parse'
import type { ApiResult } from '../types'
import { parseCoupon, type Coupon } from './coupon-core'

/** use_limit_type: where a coupon can be used. */
export type CouponScope = 'all' | 'categories' | 'goods'

const SCOPE_BY_CODE: CouponScope[] = ['all', 'categories', 'goods']

/** The rules behind a coupon card (the extra fields of index/detail's `data`). */
export interface CouponRules {
  /** "满减券" / "折扣券". */
  typeName: string
  /** Order amount the covered goods must reach; 0 = no threshold. */
  minOrder: number
  scope: CouponScope
  /** Category or goods ids the coupon is limited to (scope != 'all'). */
  scopeIds: string[]
  /** Valid for `validHours` after claiming, or between two fixed dates. */
  validity: { kind: 'afterClaim'; hours: number } | { kind: 'fixed'; from: string; to: string }
  /** 0 = unlimited. */
  issueLimit: number
  issued: number
  repeatable: boolean
  shopId: string
}

/** A link to what a coupon applies to: a category's goods list or one goods. */
export interface CouponScopeTarget {
  id: string
  name: string
  url: string
}

export interface CouponDetail {
  title: string
  coupon: Coupon
  rules: CouponRules
}

export function parseCouponRules(raw: Record<string, unknown>): CouponRules {
  const fixed = int(raw.expire_type) === 1
  return {
    typeName: str(raw.type_name),
    minOrder: num(raw.where_order_price),
    scope: SCOPE_BY_CODE[int(raw.use_limit_type)] ?? 'all',
    scopeIds: arr(raw.use_value_ids)
      .map((id) => str(id))
      .filter((id) => id && id !== '0'),
    validity: fixed ? { kind: 'fixed', from: str(raw.fixed_time_start), to: str(raw.fixed_time_end) } : { kind: 'afterClaim', hours: int(raw.expire_hour) },
    issueLimit: int(raw.limit_send_count),
    issued: int(raw.already_send_count),
    repeatable: int(raw.is_repeat_receive) === 1,
    shopId: str(raw.shop_id),
  }
}

export function parseCouponDetail(data: unknown): CouponDetail {
  const raw = obj(obj(data).data)
  const coupon = parseCoupon(raw)
  return { title: coupon.name, coupon, rules: parseCouponRules(raw) }
}

/** index/detail {id} (api-plugins 2.3): the coupon card plus its rules. Public; claiming needs login. */
export async function getCouponDetailPage(id: string): Promise<ApiResult<CouponDetail>> {
  return call(pluginRoute('coupon', 'index', 'detail'), { id }, parseCouponDetail, { silent: true })
}

/** The goods list of one category (goods search filtered by category). */
export function categoryGoodsUrl(categoryId: string): string {
  return `/pages/goods-search/goods-search?category_id=${encodeURIComponent(categoryId)}`
}

function findCategories(tree: Category[], ids: Set<string>, found: Map<string, string>): void {
  for (const category of tree) {
    if (ids.has(category.id)) found.set(category.id, category.name)
    if (category.children.length) findCategories(category.children, ids, found)
  }
}

/**
 * Links for the ids a limited coupon covers. Categories are named from the category tree
 * (goods/category, read-only). Goods are NOT looked up one by one: goods/detail counts a visit and
 * writes browse history, so they link by id with `goodsName(id)` as their label.
 */
export async function resolveCouponScope(
  rules: Pick<CouponRules, 'scope' | 'scopeIds'>,
  labels: { category: (id: string) => string; goods: (id: string) => string },
): Promise<CouponScopeTarget[]> {
  if (rules.scope === 'all' || !rules.scopeIds.length) return []
  if (rules.scope === 'goods') return rules.scopeIds.map((id) => ({ id, name: labels.goods(id), url: goodsDetailUrl(id) }))
  const tree = await getCategoryTree()
  const names = new Map<string, string>()
  if (tree.ok) findCategories(tree.data, new Set(rules.scopeIds), names)
  return rules.scopeIds.map((id) => ({ id, name: names.get(id) || labels.category(id), url: categoryGoodsUrl(id) }))
}
