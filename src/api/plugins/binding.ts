import { call, pluginRoute } from '../client'
import { parseGoodsSummary, parseSpecGroups, type GoodsSummary, type SpecGroup } from '../goods-summary'
import { arr, bool, int, obj, reqStr, str, toPage } from '../parse'
import type { ApiResult, Page } from '../types'

/** binding (api-plugins-2 §3.8): goods bundles at a combined price. */
const binding = (action: string) => pluginRoute('binding', 'index', action)

export const BUNDLE_TYPE = { fixed: 0, pickAndMix: 1 } as const

export interface BundleGoods {
  id: string
  title: string
  image: string
  url: string
  /** Why it cannot go into the bundle now ('' when it can). */
  errorMsg: string
  /** The usual price, "a" or a range "a-b". */
  price: string
  /** The price inside the bundle, "a" or "a-b". */
  bundlePrice: string
  /** Taken off each unit inside the bundle. */
  discount: string
  minPrice: string
  maxPrice: string
  inventory: number
  unit: string
  manySpecs: boolean
  specGroups: SpecGroup[]
  /** One set of this goods (its minimum purchase). */
  setSize: number
}

export interface Bundle {
  id: string
  title: string
  image: string
  type: number
  typeName: string
  /** Pick-and-mix: the fewest goods to choose (a fixed bundle: all of them). */
  minGoods: number
  estimatePrice: string
  estimateOriginalPrice: string
  estimateSaving: string
  buyText: string
  goods: BundleGoods[]
}

function parseBundleGoods(raw: Record<string, unknown>): BundleGoods {
  return {
    id: reqStr(raw, 'id'),
    title: str(raw.title),
    image: str(raw.images),
    url: str(raw.goods_url),
    errorMsg: bool(raw.is_error) ? str(raw.error_msg) : '',
    price: str(raw.price),
    bundlePrice: str(raw.discount_price),
    discount: str(raw.discount, '0.00'),
    minPrice: str(raw.min_price, str(raw.price)),
    maxPrice: str(raw.max_price, str(raw.min_price, str(raw.price))),
    inventory: int(raw.inventory),
    unit: str(raw.inventory_unit),
    manySpecs: bool(raw.is_exist_many_spec),
    specGroups: parseSpecGroups(raw.specifications),
    setSize: Math.max(1, int(raw.buy_min_number, 1)),
  }
}

export function parseBundle(raw: Record<string, unknown>): Bundle {
  const goods = arr<Record<string, unknown>>(raw.goods).map((item) => parseBundleGoods(obj(item)))
  return {
    id: reqStr(raw, 'id'),
    title: str(raw.title),
    image: str(raw.images),
    type: int(raw.type),
    typeName: str(raw.type_name),
    minGoods: Math.max(1, int(raw.buy_min_number, goods.length || 1)),
    estimatePrice: str(raw.estimate_price),
    estimateOriginalPrice: str(raw.estimate_original_price),
    estimateSaving: str(raw.estimate_discount_price, '0.00'),
    buyText: str(raw.buy_button_text),
    goods,
  }
}

export interface BundleListInfo {
  title: string
  /** The shop the bundles belong to (a "back to shop" link); null for the platform's bundles. */
  shop: { name: string; url: string } | null
}

export function getBundleListInfo(shopId = ''): Promise<ApiResult<BundleListInfo>> {
  return call(
    binding('index'),
    { shop_id: shopId || 0 },
    (raw) => {
      const data = obj(raw)
      const shop = obj(data.shop)
      return { title: str(obj(data.base).application_name), shop: str(shop.url) ? { name: str(shop.name), url: str(shop.url) } : null }
    },
    { silent: true },
  )
}

export function getBundles(page: number, shopId = ''): Promise<ApiResult<Page<Bundle>>> {
  return call(binding('datalist'), { page, shop_id: shopId || 0 }, (raw) => toPage(raw, page, parseBundle), { silent: true })
}

export function getBundle(id: string): Promise<ApiResult<Bundle>> {
  return call(binding('detail'), { id }, (raw) => parseBundle(obj(obj(raw).data)), { silent: true })
}

export interface BundleBlock {
  title: string
  bundles: Bundle[]
}

/** plugins_binding_data of the home answer ({base, data[]}). */
export function parseHomeBundles(raw: unknown): BundleBlock | null {
  const data = obj(raw)
  const list = arr<Record<string, unknown>>(data.data)
  if (!list.length) return null
  try {
    return { title: str(obj(data.base).home_data_list_title), bundles: list.map((item) => parseBundle(obj(item))) }
  } catch {
    return null
  }
}

export interface GoodsBundles {
  bundles: Bundle[]
  relevantTitle: string
  relevant: GoodsSummary[]
}

/** plugins_binding_data of goods/detail ({binding_list[], relevant_data{name, data[]}}). */
export function parseGoodsBundles(raw: unknown): GoodsBundles | null {
  const data = obj(raw)
  const list = arr<Record<string, unknown>>(data.binding_list)
  if (!list.length) return null
  try {
    const relevant = obj(data.relevant_data)
    return {
      bundles: list.map((item) => parseBundle(obj(item))),
      relevantTitle: str(relevant.name),
      relevant: arr<Record<string, unknown>>(relevant.data).map((item) => parseGoodsSummary(obj(item))),
    }
  } catch {
    return null
  }
}
