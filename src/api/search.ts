import { call, route } from './client'
import { parseCartTotal, parseGoodsSummary, type GoodsSummary } from './goods-summary'
import { arr, int, num, obj, str, toPage } from './parse'
import type { ApiResult, Page } from './types'
import { withLabels } from './plugins/label'

/* ---------- search/start (api-core 3.10) ---------- */

export interface RankingGoods {
  id: string
  title: string
  image: string
  url: string
}

export interface Ranking {
  name: string
  icon: string
  goods: RankingGoods[]
}

export interface SearchStart {
  keywords: string[]
  rankings: Ranking[]
}

export function parseSearchStart(data: unknown): SearchStart {
  const raw = obj(data)
  return {
    keywords: arr(raw.search_keywords)
      .map((k) => str(k).trim())
      .filter(Boolean),
    rankings: arr<Record<string, unknown>>(raw.ranking_list)
      .map((ranking) => ({
        name: str(ranking.name),
        icon: str(ranking.icon),
        goods: arr<Record<string, unknown>>(ranking.data).map((g) => {
          const id = str(g.id ?? g.goods_id)
          return { id, title: str(g.title), image: str(g.images), url: str(g.goods_url) || `/pages/goods-detail/goods-detail?id=${id}` }
        }),
      }))
      .filter((ranking) => ranking.goods.length > 0),
  }
}

export async function getSearchStart(): Promise<ApiResult<SearchStart>> {
  return call(route('search', 'start'), {}, parseSearchStart, { silent: true })
}

/** History: most recent first, no duplicates, capped. */
export const SEARCH_HISTORY_LIMIT = 20

export function addToHistory(history: string[], keyword: string, limit = SEARCH_HISTORY_LIMIT): string[] {
  const word = keyword.trim()
  if (!word) return history
  return [word, ...history.filter((item) => item !== word)].slice(0, limit)
}

/* ---------- search/index + search/datalist (api-core 3.9) ---------- */

export type SortField = 'default' | 'sales_count' | 'access_count' | 'min_price' | 'id'
export type SortType = 'asc' | 'desc'

/**
 * The direction after a tap on a sort: the active sort flips; a newly chosen one starts where a shopper
 * expects it to, cheapest first for a price, most first for counts and dates.
 */
export function tappedDirection(sameField: boolean, current: SortType, ascendingFirst: boolean): SortType {
  if (sameField) return current === 'desc' ? 'asc' : 'desc'
  return ascendingFirst ? 'asc' : 'desc'
}

export interface SearchSort {
  field: SortField
  type: SortType
}

export const DEFAULT_SORT: SearchSort = { field: 'default', type: 'desc' }

/**
 * Tapping a sort: the same field flips its direction; a new field starts descending (api-core 3.2), except
 * the price, which starts with the cheapest (ShopXO's first tap sorted it dearest first).
 */
export function nextSort(current: SearchSort, field: SortField): SearchSort {
  if (field === 'default') return DEFAULT_SORT
  return { field, type: tappedDirection(current.field === field, current.type, field === 'min_price') }
}

export interface SearchFilters {
  keywords: string
  categoryId: string
  brandId: string
  brandIds: string[]
  categoryIds: string[]
  /** "min-max" values of the chosen price bands. */
  prices: string[]
  /** Place-of-origin region ids, goods parameter values and spec values (the drawer's value groups). */
  origins: string[]
  params: string[]
  specs: string[]
  sort: SearchSort
}

export function emptyFilters(partial: Partial<SearchFilters> = {}): SearchFilters {
  return {
    keywords: '',
    categoryId: '',
    brandId: '',
    brandIds: [],
    categoryIds: [],
    prices: [],
    origins: [],
    params: [],
    specs: [],
    sort: DEFAULT_SORT,
    ...partial,
  }
}

/** The drawer's chip groups (everything "reset" clears besides the sort). */
export const FILTER_GROUPS = ['brandIds', 'categoryIds', 'prices', 'origins', 'params', 'specs'] as const
export type FilterGroupKey = (typeof FILTER_GROUPS)[number]

/** ShopXO wants chosen filter values as a JSON object keyed by position, or '' when none. */
export function indexedJson(values: Array<string | number>): string {
  if (!values.length) return ''
  const keyed: Record<string, string | number> = {}
  values.forEach((value, index) => {
    keyed[String(index)] = value
  })
  return JSON.stringify(keyed)
}

export function buildSearchBody(filters: SearchFilters, page?: number): Record<string, unknown> {
  const body: Record<string, unknown> = {
    wd: filters.keywords.trim(),
    category_id: filters.categoryId || 0,
    brand: filters.brandId || 0,
    order_by_field: filters.sort.field,
    order_by_type: filters.sort.type,
    brand_ids: indexedJson(filters.brandIds.map(Number)),
    category_ids: indexedJson(filters.categoryIds.map(Number)),
    screening_price_values: indexedJson(filters.prices),
    place_origin_ids: indexedJson(filters.origins.map(Number)),
    goods_params_values: indexedJson(filters.params),
    goods_spec_values: indexedJson(filters.specs),
  }
  if (page !== undefined) body.page = page
  return body
}

export interface FilterOption {
  /** What is sent back: an id, or "min-max" for price bands. */
  value: string
  name: string
  logo: string
}

export interface SearchOptions {
  brands: FilterOption[]
  categories: FilterOption[]
  prices: FilterOption[]
  origins: FilterOption[]
  params: FilterOption[]
  specs: FilterOption[]
  /** Set when the page was opened for one brand (?brand=). */
  brand: { name: string; logo: string; describe: string } | null
  cartCount: string
}

/** goods_params_list / goods_spec_list: [{value}], each value both the chip and what is sent back. */
function valueOptions(list: unknown): FilterOption[] {
  return arr<Record<string, unknown>>(list)
    .map((item) => str(item.value))
    .filter(Boolean)
    .map((value) => ({ value, name: value, logo: '' }))
}

export function parseSearchOptions(data: unknown): SearchOptions {
  const raw = obj(data)
  const brand = obj(obj(raw.search_map_info).brand)
  return {
    brands: arr<Record<string, unknown>>(raw.brand_list).map((b) => ({ value: str(b.id), name: str(b.name), logo: str(b.logo) })),
    categories: arr<Record<string, unknown>>(raw.category_list).map((c) => ({ value: str(c.id), name: str(c.name), logo: '' })),
    prices: arr<Record<string, unknown>>(raw.screening_price_list).map((p) => ({
      value: `${num(p.min_price)}-${num(p.max_price)}`,
      name: str(p.name),
      logo: '',
    })),
    origins: arr<Record<string, unknown>>(raw.goods_place_origin_list).map((o) => ({ value: str(o.id), name: str(o.name), logo: '' })),
    params: valueOptions(raw.goods_params_list),
    specs: valueOptions(raw.goods_spec_list),
    brand: str(brand.name) ? { name: str(brand.name), logo: str(brand.logo), describe: str(brand.describe) } : null,
    cartCount: parseCartTotal(raw.cart_total).buyNumber,
  }
}

export async function getSearchOptions(filters: SearchFilters): Promise<ApiResult<SearchOptions>> {
  return call(route('search', 'index'), buildSearchBody(filters), parseSearchOptions, { silent: true })
}

const NO_DATA_CODE = -1

/** A page of search/datalist results, with the label plugin's badges on the goods. */
export function parseFoundGoods(data: unknown, page: number): Page<GoodsSummary> {
  const found = toPage(data, page, parseGoodsSummary)
  return { ...found, items: withLabels(found.items, obj(data).plugins_label_data) }
}

/**
 * search/datalist answers code -1 with an empty page when nothing matches (api-core 1.4):
 * that is an empty list, not a failure.
 */
export function noMatchAsEmpty(result: ApiResult<Page<GoodsSummary>>, page: number): ApiResult<Page<GoodsSummary>> {
  if (result.ok) return result
  const data = obj(result.data)
  const emptyAnswer = result.code === NO_DATA_CODE && (arr(data.data).length === 0 || int(data.total) === 0)
  if (emptyAnswer) return { ok: true, code: 0, msg: result.msg, data: { items: [], page, pageTotal: 0, total: 0 } }
  return result
}

export async function searchGoods(filters: SearchFilters, page: number): Promise<ApiResult<Page<GoodsSummary>>> {
  const result = await call(route('search', 'datalist'), buildSearchBody(filters, page), (raw) => parseFoundGoods(raw, page), {
    silent: true,
    handles: [NO_DATA_CODE],
  })
  return noMatchAsEmpty(result, page)
}
