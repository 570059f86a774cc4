import { call, route } from './client'
import { arr, int, obj, reqStr, str } from './parse'
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
  /** Quantity in the cart. */
  stock: number
  spec: CartSpec[]
  specText: string
  inventory: number
  inventoryUnit: string
  /** Smallest quantity allowed (spec minimum wins over goods minimum), at least 1. */
  buyMin: number
  /** Largest quantity allowed; 0 means "up to the inventory". */
  buyMax: number
  isInvalid: boolean
  /** Why the row cannot be bought (off shelf, no inventory...). */
  errorMsg: string
  url: string
}

export interface Cart {
  items: CartItem[]
  totalPrice: string
  buyNumber: string
}

/** Cart totals that come back from cart/save and cart/delete. */
export interface CartTotals {
  buyNumber: string
  totalPrice: string
}

export function parseCartItem(raw: Record<string, unknown>): CartItem {
  const specMin = int(raw.spec_buy_min_number)
  const specMax = int(raw.spec_buy_max_number)
  const specs = arr<Record<string, unknown>>(raw.spec).map((s) => ({ type: str(s.type), value: str(s.value) }))
  return {
    // Required: a row without its ids cannot be changed, deleted or bought.
    id: reqStr(raw, 'id'),
    goodsId: reqStr(raw, 'goods_id'),
    title: str(raw.title),
    image: str(raw.images),
    price: str(raw.price),
    originalPrice: str(raw.original_price),
    stock: int(raw.stock),
    spec: specs,
    specText: str(raw.spec_text) || specs.map((s) => s.value).join(' / '),
    inventory: int(raw.inventory),
    inventoryUnit: str(raw.inventory_unit),
    buyMin: Math.max(1, specMin > 0 ? specMin : int(raw.buy_min_number, 1)),
    buyMax: specMax > 0 ? specMax : int(raw.buy_max_number),
    // A row is unusable when the goods left the shelf, was deleted, or the server flags it.
    isInvalid: int(raw.is_invalid) === 1 || int(raw.is_error) === 1 || int(raw.is_shelves, 1) !== 1 || int(raw.is_delete_time) !== 0,
    errorMsg: str(raw.error_msg),
    url: str(raw.goods_url) || `/pages/goods-detail/goods-detail?id=${str(raw.goods_id)}`,
  }
}

/** An empty cart sends its totals as numbers 0; a filled one as strings. */
function parseTotals(raw: Record<string, unknown>): CartTotals {
  return { buyNumber: str(raw.buy_number, '0'), totalPrice: str(raw.total_price, '0.00') }
}

export function parseCart(data: unknown): Cart {
  const raw = obj(data)
  return {
    items: arr<Record<string, unknown>>(raw.data).map((item) => parseCartItem(obj(item))),
    ...parseTotals(raw),
  }
}

export async function getCart(): Promise<ApiResult<Cart>> {
  return call(route('cart', 'index'), {}, parseCart, { silent: true })
}

/** Add to cart (cart/save): spec is required for multi-spec goods; returns the new cart totals. */
export async function saveCart(goodsId: string, stock: number, spec: CartSpec[] = []): Promise<ApiResult<CartTotals>> {
  const body: Record<string, unknown> = { goods_id: goodsId, stock }
  if (spec.length) body.spec = spec
  return call(route('cart', 'save'), body, (answer) => parseTotals(obj(answer)))
}

/** Change a row's quantity (cart/stock); answers with the updated row. */
export async function changeCartStock(item: Pick<CartItem, 'id' | 'goodsId'>, stock: number): Promise<ApiResult<CartItem>> {
  return call(route('cart', 'stock'), { id: item.id, goods_id: item.goodsId, stock }, (answer) => parseCartItem(obj(answer)))
}

/** Delete one or more rows (cart/delete, ids comma separated); answers with the new totals. */
export async function deleteCartItems(ids: string[]): Promise<ApiResult<CartTotals>> {
  return call(route('cart', 'delete'), { id: ids.join(',') }, (answer) => parseTotals(obj(answer)))
}
