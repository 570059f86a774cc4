import { parseSpecGroups, type SpecGroup, type SpecPair } from '../goods'
import { call, route } from '../client'
import { asIs, arr, bool, int, obj, reqStr, str, toPage } from '../parse'
import type { ApiResult, Page } from '../types'
import { encodeParam } from '@/lib/buy-link'
import { dist } from './distribution-common'

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

/** A goods the bundle form can pick (recommend/goodssearch, and the lines of a saved bundle). */
export interface PickGoods {
  id: string
  title: string
  image: string
  price: string
  originalPrice: string
  inventory: number
  inventoryUnit: string
  buyMin: number
  buyMax: number
  specGroups: SpecGroup[]
}

function parsePickGoods(raw: unknown): PickGoods {
  const g = obj(raw)
  return {
    id: reqStr(g, 'id'),
    title: str(g.title),
    image: str(g.images),
    price: str(g.price),
    originalPrice: str(g.original_price),
    inventory: int(g.inventory),
    inventoryUnit: str(g.inventory_unit),
    buyMin: int(g.buy_min_number, 1),
    buyMax: int(g.buy_max_number),
    specGroups: parseSpecGroups(g.specifications),
  }
}

/** One chosen goods of a bundle: the goods, its spec and the spec as "v1 / v2". */
export interface BundleLine {
  goods: PickGoods
  spec: SpecPair[]
  specText: string
}

function parseSpec(raw: unknown): SpecPair[] {
  let value = raw
  if (typeof value === 'string') {
    try {
      value = value ? JSON.parse(value) : []
    } catch {
      value = []
    }
  }
  return arr(value).map((p) => ({ type: str(obj(p).type), value: str(obj(p).value) }))
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
      const data = d.data && typeof d.data === 'object' ? obj(d.data) : null
      return {
        bundle: data
          ? {
              ...parseBundle(data),
              lines: arr(data.detail_list).map((line) => {
                const l = obj(line)
                const spec = parseSpec(l.spec)
                return { goods: parsePickGoods(l.goods), spec, specText: str(l.spec_text_view) || spec.map((p) => p.value).join(' / ') }
              }),
            }
          : null,
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

export interface BundleGoodsLine {
  goodsId: string
  title: string
  image: string
  price: string
  originalPrice: string
  inventory: number
  inventoryUnit: string
  buyMin: number
  buyMax: number
  error: string
  spec: SpecPair[]
  specText: string
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
      const spec = parseSpec(l.spec)
      return {
        goodsId: str(g.id || l.goods_id),
        title: str(g.title),
        image: str(g.images),
        price: str(g.price),
        originalPrice: str(g.original_price),
        inventory: int(g.inventory),
        inventoryUnit: str(g.inventory_unit),
        buyMin: Math.max(1, int(g.buy_min_number, 1)),
        buyMax: int(g.buy_max_number),
        error: int(g.is_error) ? str(g.error_msg) || ' ' : '',
        spec,
        specText: str(l.spec_text_view) || spec.map((p) => p.value).join(' / '),
        quantity: Math.max(1, int(g.buy_min_number, 1)),
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
