import { parseSpecGroups, type SpecGroup, type SpecPair } from '../goods-summary'
import { call, route } from '../client'
import { asIs, arr, bool, int, obj, reqStr, str, toPage } from '../parse'
import type { ApiResult, Page } from '../types'
import { encodeParam } from '@/lib/buy-link'
import { dist, nested } from './distribution-common'

/** distribution (api-plugins-1 §4), recommendation bundles (§4.13): typed calls and the parsers of their answers. */

export interface Bundle {
  id: string
  title: string
  describe: string
  icon: string
  enabled: boolean
  enabledText: string
  seoTitle: string
  seoDesc: string
  goodsCount: number
  visits: number
  addTime: string
}

function parseBundle(raw: Record<string, unknown>): Bundle {
  return {
    id: reqStr(raw, 'id'),
    title: str(raw.title),
    describe: str(raw.describe),
    icon: str(raw.icon),
    enabled: bool(raw.is_enable),
    enabledText: str(raw.is_enable_text),
    seoTitle: str(raw.seo_title),
    seoDesc: str(raw.seo_desc),
    goodsCount: int(raw.goods_count),
    visits: int(raw.access_count),
    addTime: str(raw.add_time),
  }
}

export async function getBundles(page: number): Promise<ApiResult<Page<Bundle>>> {
  return call(dist('recommend'), { page, is_more: 1 }, (raw) => toPage(raw, page, parseBundle), { silent: true })
}

export async function deleteBundle(id: string): Promise<ApiResult<unknown>> {
  return call(dist('recommend', 'delete'), { ids: id }, asIs)
}

/** What a bundle shows of a goods, in the form's picker and on the bundle page alike. */
interface GoodsBasics {
  title: string
  image: string
  price: string
  originalPrice: string
  inventory: number
  inventoryUnit: string
  buyMin: number
  buyMax: number
}

function parseGoodsBasics(g: Record<string, unknown>): GoodsBasics {
  return {
    title: str(g.title),
    image: str(g.images),
    price: str(g.price),
    originalPrice: str(g.original_price),
    inventory: int(g.inventory),
    inventoryUnit: str(g.inventory_unit),
    buyMin: int(g.buy_min_number, 1),
    buyMax: int(g.buy_max_number),
  }
}

/** A goods the bundle form can pick (recommend/goodssearch, and the lines of a saved bundle). */
export interface PickGoods extends GoodsBasics {
  id: string
  specGroups: SpecGroup[]
}

function parsePickGoods(raw: unknown): PickGoods {
  const g = obj(raw)
  return { id: reqStr(g, 'id'), ...parseGoodsBasics(g), specGroups: parseSpecGroups(g.specifications) }
}

/** The chosen spec of a bundle line and that spec as "v1 / v2". */
interface LineSpec {
  spec: SpecPair[]
  specText: string
}

/** A line's spec: a list or its JSON text; the server's own text of it when it sends one. */
function parseLineSpec(line: Record<string, unknown>): LineSpec {
  let value = line.spec
  if (typeof value === 'string') {
    try {
      value = value ? JSON.parse(value) : []
    } catch {
      value = []
    }
  }
  const spec = arr(value).map((p) => ({ type: str(obj(p).type), value: str(obj(p).value) }))
  return { spec, specText: str(line.spec_text_view) || spec.map((p) => p.value).join(' / ') }
}

/** One chosen goods of a bundle: the goods, its spec and the spec as "v1 / v2". */
export interface BundleLine extends LineSpec {
  goods: PickGoods
}

export interface BundleForm {
  bundle: (Bundle & { lines: BundleLine[] }) | null
  categories: Array<{ id: string; name: string }>
  pathType: string
}

export async function getBundleForm(id: string): Promise<ApiResult<BundleForm>> {
  return call(
    dist('recommend', 'savedata'),
    { ...(id ? { id } : {}), lang_can_key: 'goods_category_list' },
    (raw) => {
      const d = obj(raw)
      return {
        bundle: nested(d.data, (raw) => {
          const data = obj(raw)
          return { ...parseBundle(data), lines: arr(data.detail_list).map((line) => ({ goods: parsePickGoods(obj(line).goods), ...parseLineSpec(obj(line)) })) }
        }),
        categories: arr(d.goods_category_list).map((c) => ({ id: str(obj(c).id), name: str(obj(c).name) })),
        pathType: str(d.editor_path_type),
      }
    },
    { silent: true },
  )
}

export async function searchBundleGoods(keywords: string, categoryId: string): Promise<ApiResult<PickGoods[]>> {
  return call(dist('recommend', 'goodssearch'), { keywords, ...(categoryId ? { category_id: categoryId } : {}) }, (raw) => arr(raw).map(parsePickGoods))
}

export interface BundleInput {
  id: string
  title: string
  describe: string
  icon: string
  enabled: boolean
  lines: Array<{ goodsId: string; spec: SpecPair[] }>
}

export async function saveBundle(input: BundleInput): Promise<ApiResult<unknown>> {
  return call(
    dist('recommend', 'save'),
    {
      id: input.id,
      title: input.title,
      describe: input.describe,
      icon: input.icon,
      is_enable: input.enabled,
      goods_data: encodeParam(input.lines.map((line) => ({ goods_id: line.goodsId, spec: line.spec.length ? JSON.stringify(line.spec) : '' }))),
    },
    asIs,
  )
}

export interface BundleGoodsLine extends GoodsBasics, LineSpec {
  goodsId: string
  error: string
  quantity: number
}

export interface BundleDetail extends Bundle {
  totalPrice: string
  lines: BundleGoodsLine[]
}

export function parseBundleDetail(raw: unknown): BundleDetail {
  const d = obj(raw)
  return {
    ...parseBundle(d),
    totalPrice: str(d.total_price),
    lines: arr(d.detail_list).map((line) => {
      const l = obj(line)
      const g = obj(l.goods)
      const goods = parseGoodsBasics(g)
      const buyMin = Math.max(1, goods.buyMin)
      return {
        goodsId: str(g.id || l.goods_id),
        ...goods,
        buyMin,
        error: int(g.is_error) ? str(g.error_msg) || ' ' : '',
        ...parseLineSpec(l),
        quantity: buyMin,
      }
    }),
  }
}

export async function getBundle(id: string): Promise<ApiResult<BundleDetail>> {
  return call(dist('recommend', 'detail'), { id }, parseBundleDetail, { silent: true })
}

/** goods/stock: the price and stock of a spec for a quantity (refused with the server's reason). */
export async function checkGoodsStock(
  goodsId: string,
  spec: SpecPair[],
  stock: number,
): Promise<ApiResult<{ price: string; originalPrice: string; inventory: number }>> {
  return call(route('goods', 'stock'), { id: goodsId, spec: JSON.stringify(spec), stock }, (raw) => {
    const base = obj(obj(raw).spec_base)
    return { price: str(base.price), originalPrice: str(base.original_price), inventory: int(base.inventory) }
  })
}
