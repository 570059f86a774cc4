import { call, route } from './client'
import { arr, int, num, obj, str } from './parse'
import type { ApiResult } from './types'

/** A goods card as every list shows it (home floors, search, favourites, category). */
export interface GoodsSummary {
  id: string
  title: string
  image: string
  price: string
  originalPrice: string
  salesCount: number
  inventory: number
  inventoryUnit: string
  url: string
}

export function parseGoodsSummary(raw: Record<string, unknown>): GoodsSummary {
  const id = str(raw.goods_id ?? raw.id)
  return {
    id,
    title: str(raw.title),
    image: str(raw.images ?? raw.images_url),
    price: str(raw.min_price ?? raw.price ?? obj(raw.price_container).price),
    originalPrice: str(raw.min_original_price ?? raw.original_price),
    salesCount: int(raw.sales_count),
    inventory: int(raw.inventory),
    inventoryUnit: str(raw.inventory_unit),
    url: str(raw.goods_url) || `/pages/goods-detail/goods-detail?id=${id}`,
  }
}

export interface Category {
  id: string
  pid: string
  name: string
  viceName: string
  icon: string
  bigImage: string
  children: Category[]
}

export function parseCategory(raw: Record<string, unknown>): Category {
  return {
    id: str(raw.id),
    pid: str(raw.pid),
    name: str(raw.name),
    viceName: str(raw.vice_name),
    icon: str(raw.icon),
    bigImage: str(raw.big_images),
    children: arr<Record<string, unknown>>(raw.items).map((item) => parseCategory(obj(item))),
  }
}

export async function getCategoryTree(): Promise<ApiResult<Category[]>> {
  const result = await call(route('goods', 'category'), {}, { silent: true })
  if (!result.ok) return result
  return { ...result, data: arr<Record<string, unknown>>(obj(result.data).category).map((item) => parseCategory(obj(item))) }
}

/** Cart totals that many answers carry (cart_total): buy_number feeds the tab badge. */
export function parseCartTotal(raw: unknown): { buyNumber: string; totalPrice: string } {
  const total = obj(raw)
  return { buyNumber: str(total.buy_number, '0'), totalPrice: str(total.total_price, '0.00') }
}

export { num }
