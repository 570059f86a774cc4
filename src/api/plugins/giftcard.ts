import { call, pluginRoute } from '../client'
import { asIs, arr, int, obj, str, toPage } from '../parse'
import type { ApiResult, Page } from '../types'

/** giftcard (api-plugins-2 §3.18): my redeemed cards (rows in data.data_list) and redeeming a secret. */
const route = (action: string) => pluginRoute('giftcard', 'index', action)

export const GIFTCARD_TYPE = { wallet: 0, coupon: 1, points: 2 } as const

export interface CardLink {
  title: string
  url: string
}

export interface CardUse {
  orderId: string
  orderNo: string
  goodsUrl: string
  goodsTitle: string
  useTime: string
}

export interface GiftCard {
  key: string
  type: number
  typeName: string
  secret: string
  valueText: string
  valueLinks: CardLink[]
  uses: CardUse[]
  exchangeTime: string
  addTime: string
}

export function parseGiftCard(raw: Record<string, unknown>): GiftCard {
  return {
    key: str(raw.id) || str(raw.secret_key),
    type: int(raw.data_type),
    typeName: str(raw.data_type_name),
    secret: str(raw.secret_key),
    valueText: str(raw.secret_value_text),
    valueLinks: arr<Record<string, unknown>>(raw.secret_value_data).map((l) => ({ title: str(obj(l).title), url: str(obj(l).url) })),
    uses: arr<Record<string, unknown>>(raw.use_data).map((u) => {
      const use = obj(u)
      return {
        orderId: str(use.order_id),
        orderNo: str(use.order_no),
        goodsUrl: str(use.goods_url),
        goodsTitle: str(use.goods_title),
        useTime: str(use.use_time),
      }
    }),
    exchangeTime: str(raw.exchange_time),
    addTime: str(raw.add_time),
  }
}

export async function getGiftCards(page: number): Promise<ApiResult<Page<GiftCard>>> {
  return call(route('index'), { page }, (raw) => toPage(raw, page, parseGiftCard), { silent: true })
}

/** The page shows the server's message itself (green on success, red otherwise). */
export function exchangeGiftCard(secretKey: string): Promise<ApiResult<unknown>> {
  return call(route('exchange'), { secret_key: secretKey }, asIs, { silent: true })
}
