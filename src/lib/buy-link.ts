import { encodeBase64 } from './base64'

/** How the checkout page is opened (api-core 3.5): ?data=<encodeURIComponent(base64(JSON))>. */
export const BUY_PAGE = '/pages/buy/buy'

export interface BuyGoodsItem {
  goods_id: string | number
  stock: number
  spec: Array<{ type: string; value: string }>
}

/** Plugin keys a checkout link may carry (api-core 3.5: the store and order type; api-plugins-2 §3.8: the bundle). */
export const BUY_PLUGIN_KEYS = ['realstore_id', 'buy_use_type_data_index', 'binding_id'] as const
export type BuyPluginParams = Partial<Record<(typeof BUY_PLUGIN_KEYS)[number], string>>

export type BuyParams = ({ buy_type: 'goods'; goods_data: string } | { buy_type: 'cart'; ids: string }) & BuyPluginParams

export function encodeParam(value: unknown): string {
  return encodeURIComponent(encodeBase64(JSON.stringify(value)))
}

/** "Buy now" from goods detail: goods_data itself is encoded the same way inside the JSON. */
export function buyNowUrl(items: BuyGoodsItem[]): string {
  const params: BuyParams = { buy_type: 'goods', goods_data: encodeParam(items) }
  return `${BUY_PAGE}?data=${encodeParam(params)}`
}

/** Checkout from the cart with the chosen cart row ids. */
export function cartCheckoutUrl(ids: Array<string | number>): string {
  const params: BuyParams = { buy_type: 'cart', ids: ids.join(',') }
  return `${BUY_PAGE}?data=${encodeParam(params)}`
}
