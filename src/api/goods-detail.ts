import { call, route } from './client'
import { parseGoodsDetailPage, type GoodsDetailPage } from './goods'
import { arr, obj, str } from './parse'
import type { ApiResult } from './types'

/**
 * What only the goods-detail page reads of goods/detail (api-core 3.11): the custom price label, the
 * detail parameters, the top nav's anchors and "more" menu, the service promises. Kept out of
 * api/goods.ts, which the home page loads too.
 */

/** The plain labels of the price field: only another wording is worth a tag. */
const PLAIN_PRICE_LABELS = ['价格', '售价', '销售价', 'price', 'selling price', 'sale price']

export function customPriceLabel(value: unknown): string {
  const text = str(value)
    .replace(/<[^>]*>/g, '')
    .trim()
  return PLAIN_PRICE_LABELS.includes(text.toLowerCase()) ? '' : text
}

const nameValues = (list: unknown) => arr<Record<string, unknown>>(list).map((p) => ({ name: str(p.name), value: str(p.value) }))

export function parseGoodsDetailView(data: unknown): GoodsDetailPage {
  const page = parseGoodsDetailPage(data)
  const raw = obj(data)
  const goods = obj(raw.goods)
  const parameters = obj(goods.parameters)
  return {
    ...page,
    goods: {
      ...page.goods,
      priceLabel: customPriceLabel(goods.show_field_price_text),
      parameters: nameValues(parameters.base),
      parametersDetail: nameValues(parameters.detail),
    },
    middleTabs: arr<Record<string, unknown>>(raw.middle_tabs_nav).map((n) => ({ type: str(n.type), name: str(n.name) })),
    navMore: arr<Record<string, unknown>>(raw.nav_more_list)
      .map((n) => ({ name: str(n.name), url: str(n.url) }))
      .filter((n) => n.name && n.url),
    services: arr<Record<string, unknown>>(raw.plugins_goodsservice_data).map((n) => ({ name: str(n.name), describe: str(n.describe), image: str(n.images) })),
  }
}

/** goods/detail for the detail page, with the page's params (id, spec, referrer ...); -1 = missing goods. */
export async function getGoodsDetailView(id: string, params: Record<string, string> = {}): Promise<ApiResult<GoodsDetailPage>> {
  return call(route('goods', 'detail'), { ...params, id }, parseGoodsDetailView, { silent: true })
}
