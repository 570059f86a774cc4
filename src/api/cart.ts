import { call, route } from './client'
import { arr, int, obj, str } from './parse'
import type { ApiResult } from './types'

export interface CartSpec {
  type: string
  value: string
}

export interface CartItem {
  id: string
  goodsId: string
  title: string
  image: string
  price: string
  originalPrice: string
  stock: number
  spec: CartSpec[]
  inventory: number
  buyMin: number
  buyMax: number
  isInvalid: boolean
  url: string
}

export interface Cart {
  items: CartItem[]
  totalPrice: string
  buyNumber: string
}

export function parseCartItem(raw: Record<string, unknown>): CartItem {
  return {
    id: str(raw.id),
    goodsId: str(raw.goods_id),
    title: str(raw.title),
    image: str(raw.images),
    price: str(raw.price),
    originalPrice: str(raw.original_price),
    stock: int(raw.stock),
    spec: arr<Record<string, unknown>>(raw.spec).map((s) => ({ type: str(s.type), value: str(s.value) })),
    inventory: int(raw.inventory),
    buyMin: int(raw.buy_min_number, 1),
    buyMax: int(raw.buy_max_number),
    // A row is unusable when the goods left the shelf, was deleted, or the server flags it.
    isInvalid: int(raw.is_invalid) === 1 || int(raw.is_shelves, 1) !== 1 || int(raw.is_delete_time) !== 0,
    url: str(raw.goods_url) || `/pages/goods-detail/goods-detail?id=${str(raw.goods_id)}`,
  }
}

export function parseCart(data: unknown): Cart {
  const raw = obj(data)
  return {
    items: arr<Record<string, unknown>>(raw.data).map((item) => parseCartItem(obj(item))),
    totalPrice: str(raw.total_price, '0.00'),
    buyNumber: str(raw.buy_number, '0'),
  }
}

export async function getCart(): Promise<ApiResult<Cart>> {
  const result = await call(route('cart', 'index'), {}, { silent: true })
  return result.ok ? { ...result, data: parseCart(result.data) } : result
}
