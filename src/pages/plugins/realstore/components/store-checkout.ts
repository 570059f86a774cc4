import type { StoreCartLine } from '@/api/plugins/realstore'
import { BUY_PAGE, encodeParam } from '@/lib/buy-link'

// Apart from the cart rules: the store page loads it with "settle" (web build), not with the page.

/** Checkout of the store cart: the lines as goods_data, with the store and the order type (api-core 3.5). */
export function storeCheckoutUrl(storeId: string, useType: number, lines: StoreCartLine[]): string {
  const goods = lines.map((line) => ({ goods_id: line.goodsId, stock: line.quantity, spec: line.spec }))
  const params = { buy_type: 'goods', goods_data: encodeParam(goods), realstore_id: storeId, buy_use_type_data_index: useType }
  return `${BUY_PAGE}?data=${encodeParam(params)}`
}
