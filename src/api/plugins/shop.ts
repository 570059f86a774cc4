import { call } from '../client'
import { parseGoodsSummary, type GoodsSummary } from '../goods-summary'
import { arr, asIs, int, obj, reqStr, str, toPage } from '../parse'
import { noMatchAsEmpty } from '../search'
import type { ApiResult, Page } from '../types'
import { parseShop, parseShopSummary, SHOP_PAGES, shopCall, type Shop, type ShopSummary } from './shop-core'

/** shop (api-plugins-2 §3.2): the shop directory, a shop's home, search, favourites, licence, staff check. */
// The parts other pages draw live in shop-core.ts; the plugin's pages import them from here as well.
export * from './shop-core'

/** The shop search page, optionally opened on a category or with keywords. */
export function shopSearchUrl(shopId: string, options: { categoryId?: string; keywords?: string } = {}): string {
  let url = `${SHOP_PAGES.search}?shop_id=${encodeURIComponent(shopId)}`
  if (options.categoryId) url += `&category_id=${encodeURIComponent(options.categoryId)}`
  if (options.keywords) url += `&keywords=${encodeURIComponent(options.keywords)}`
  return url
}

export interface ShopCategoryNode {
  id: string
  name: string
  children: Array<{ id: string; name: string }>
}

export interface ShopNavLink {
  name: string
  url: string
  /** A group: its links open in a drop-down instead of `url`. */
  children: Array<{ name: string; url: string }>
}

/** The shop plugin's switches for the shop header (base). */
export interface ShopSettings {
  serviceInfo: boolean
  searchAllButton: boolean
}

/** What the shop header needs (shop detail and shop design answers). */
export interface ShopHeaderData {
  settings: ShopSettings
  shop: Shop
  isFavor: boolean
  navigation: ShopNavLink[]
  categories: ShopCategoryNode[]
}

export interface ShopSlide {
  name: string
  image: string
  url: string
}

export interface ShopFloor {
  id: string
  title: string
  viceTitle: string
  /** 0 list, 1 grid, 2 horizontal scroll. */
  styleType: number
  keywords: string[]
  goods: GoodsSummary[]
}

/** The shop home's body, by data_model. */
export type ShopHomeBody = { model: 0; goods: GoodsSummary[] } | { model: 1; slides: ShopSlide[]; floors: ShopFloor[] } | { model: 2; layout: unknown[] }

export interface ShopDetail extends ShopHeaderData {
  body: ShopHomeBody
}

function parseSettings(raw: unknown): ShopSettings {
  const base = obj(raw)
  return { serviceInfo: int(base.is_service_info) === 1, searchAllButton: int(base.is_shop_search_all_search_button) === 1 }
}

export function parseShopCategories(raw: unknown): ShopCategoryNode[] {
  return arr<Record<string, unknown>>(raw)
    .map((item) => obj(item))
    .filter((item) => str(item.id))
    .map((item) => ({
      id: str(item.id),
      name: str(item.name),
      children: arr<Record<string, unknown>>(item.items)
        .map((child) => obj(child))
        .filter((child) => str(child.id))
        .map((child) => ({ id: str(child.id), name: str(child.name) })),
    }))
}

function parseNavigation(raw: unknown): ShopNavLink[] {
  return arr<Record<string, unknown>>(raw)
    .map((item) => obj(item))
    .map((item) => ({
      name: str(item.name),
      url: str(item.url),
      children: arr<Record<string, unknown>>(item.items)
        .map((child) => obj(child))
        .map((child) => ({ name: str(child.name), url: str(child.url) })),
    }))
    .filter((link) => link.name)
}

/** The header part of a shop detail / design answer (null when the answer names no shop). */
export function parseShopHeader(raw: Record<string, unknown>): ShopHeaderData | null {
  const shopRaw = obj(raw.shop)
  if (!str(shopRaw.id)) return null
  const shop = parseShop(shopRaw)
  return {
    settings: parseSettings(raw.base),
    shop,
    isFavor: arr(raw.shop_favor_user)
      .map((id) => str(id))
      .includes(shop.id),
    navigation: parseNavigation(raw.shop_navigation),
    categories: parseShopCategories(raw.shop_goods_category),
  }
}

const parseGoodsList = (raw: unknown) => arr<Record<string, unknown>>(raw).map((g) => parseGoodsSummary(obj(g)))

function parseBody(dataModel: number, raw: Record<string, unknown>): ShopHomeBody {
  if (dataModel === 2) return { model: 2, layout: arr(raw.data) }
  if (dataModel === 1) {
    return {
      model: 1,
      slides: arr<Record<string, unknown>>(raw.slider)
        .map((s) => obj(s))
        .map((s) => ({ name: str(s.name), image: str(s.images ?? s.images_url), url: str(s.url) }))
        .filter((s) => s.image),
      floors: arr<Record<string, unknown>>(raw.data)
        .map((f) => obj(f))
        .map((floor, index) => ({
          id: str(floor.id) || String(index),
          title: str(floor.title),
          viceTitle: str(floor.vice_title),
          styleType: int(floor.style_type),
          keywords: arr(floor.keywords_arr)
            .map((k) => str(k))
            .filter(Boolean),
          goods: parseGoodsList(floor.goods_list),
        })),
    }
  }
  return { model: 0, goods: parseGoodsList(raw.data) }
}

/** shop/index/detail; null when the answer carries no shop. */
export function parseShopDetail(data: unknown): ShopDetail | null {
  const raw = obj(data)
  const header = parseShopHeader(raw)
  if (!header) return null
  return { ...header, body: parseBody(header.shop.dataModel, raw) }
}

export interface ShopDirectory {
  title: string
  categories: Array<{ id: string; name: string }>
}

export function getShopDirectory(): Promise<ApiResult<ShopDirectory>> {
  return call(
    shopCall('index', 'index'),
    {},
    (data) => {
      const raw = obj(data)
      return {
        title: str(obj(raw.base).application_name),
        categories: arr<Record<string, unknown>>(raw.shop_category)
          .map((c) => obj(c))
          .filter((c) => str(c.id))
          .map((c) => ({ id: str(c.id), name: str(c.name) })),
      }
    },
    { silent: true },
  )
}

export function getShops(categoryId: string, page: number): Promise<ApiResult<Page<ShopSummary>>> {
  return call(shopCall('index', 'shoplist'), { page, category_id: categoryId || '0' }, (raw) => toPage(raw, page, parseShopSummary), { silent: true })
}

export function getShopDetail(id: string): Promise<ApiResult<ShopDetail | null>> {
  return call(shopCall('index', 'detail'), { id }, parseShopDetail, { silent: true })
}

/** shop/design/index: the shop header data, the page and its layout (api-plugins-2 §3.2 design). */
export interface ShopDesignPage extends ShopHeaderData {
  page: { id: string; name: string; seoTitle: string; showHeader: boolean; showFooter: boolean }
  layout: unknown[]
}

export function parseShopDesign(data: unknown): ShopDesignPage | null {
  const raw = obj(data)
  const header = parseShopHeader(raw)
  const page = obj(raw.data)
  if (!header || !str(page.id)) return null
  return {
    ...header,
    page: {
      id: str(page.id),
      name: str(page.name),
      seoTitle: str(page.seo_title),
      showHeader: int(page.is_header) === 1,
      showFooter: int(page.is_footer) === 1,
    },
    layout: arr(raw.layout_data),
  }
}

export function getShopDesign(id: string): Promise<ApiResult<ShopDesignPage | null>> {
  return call(shopCall('design', 'index'), { id }, parseShopDesign, { silent: true })
}

export interface FavoriteShop {
  /** The favourite's own id (what delete takes). */
  favorId: string
  addTime: string
  shop: ShopSummary
}

/** shop/shopfavor/index: the rows are in data.data_list. */
export function getFavoriteShops(page: number): Promise<ApiResult<Page<FavoriteShop>>> {
  return call(
    shopCall('shopfavor', 'index'),
    { page },
    (raw) =>
      toPage(raw, page, (row) => ({
        favorId: reqStr(row, 'id'),
        addTime: str(row.add_time),
        shop: parseShopSummary({ id: row.shop_id, ...obj(row.shop_info) }),
      })),
    { silent: true },
  )
}

export function deleteFavoriteShop(favorId: string): Promise<ApiResult<unknown>> {
  return call(shopCall('shopfavor', 'delete'), { ids: favorId }, asIs)
}

export interface ShopLicense {
  title: string
  subTitle: string
  images: string[]
  tips: string[]
}

export function getShopLicense(id: string): Promise<ApiResult<ShopLicense>> {
  return call(
    shopCall('license', 'index'),
    { id },
    (data) => {
      const raw = obj(obj(data).data)
      return {
        title: str(raw.title),
        subTitle: str(raw.sub_title),
        images: arr(raw.images)
          .map((i) => str(i))
          .filter(Boolean),
        tips: arr(raw.tips)
          .map((i) => str(i))
          .filter(Boolean),
      }
    },
    { silent: true },
  )
}

/** shop/adminorder/verification: the page shows the server's message itself (green or red). */
export function verifyPickupCode(code: string): Promise<ApiResult<{ message: string }>> {
  return call(shopCall('adminorder', 'verification'), { extraction_code: code }, (_data, msg) => ({ message: msg }), { silent: true })
}

/* ---------- shop search ---------- */

export type ShopSortField = 'default' | 'sales_count' | 'access_count' | 'min_price' | 'id'
export type ShopSortDirection = 'asc' | 'desc'

/** The active sort tab, and the direction each tab was last left in (a tab remembers its own). */
export interface ShopSort {
  field: ShopSortField
  directions: Partial<Record<ShopSortField, ShopSortDirection>>
}

export const INITIAL_SHOP_SORT: ShopSort = { field: 'default', directions: {} }

/**
 * The direction rule of the shop search (api-plugins-2 §3.2): tapping a tab turns its direction, and a
 * tab's first tap asks ascending. The arrow shows what is sent (ShopXO v6.6.0 drew the opposite arrow,
 * a defect listed in §5, so the first tap sends `asc` and shows ▲ here). "All" has no direction.
 */
export function nextShopSort(sort: ShopSort, field: ShopSortField): ShopSort {
  if (field === 'default') return { field, directions: sort.directions }
  const previous = sort.directions[field]
  const direction: ShopSortDirection = previous === 'asc' ? 'desc' : 'asc'
  return { field, directions: { ...sort.directions, [field]: direction } }
}

export function shopSortDirection(sort: ShopSort): ShopSortDirection {
  return sort.field === 'default' ? 'desc' : (sort.directions[sort.field] ?? 'asc')
}

export interface ShopSearchQuery {
  shopId: string
  keywords: string
  categoryId: string
  /** The category came with the link (sent as ShopXO's first form '{"0":id}') rather than from the filter panel. */
  categoryFromLink: boolean
  sort: ShopSort
}

export function shopSearchBody(query: ShopSearchQuery, page: number): Record<string, unknown> {
  const categoryIds = !query.categoryId ? '' : query.categoryFromLink ? JSON.stringify({ 0: query.categoryId }) : query.categoryId
  return {
    shop_id: query.shopId,
    wd: query.keywords,
    category_ids: categoryIds,
    page,
    order_by_field: query.sort.field,
    order_by_type: shopSortDirection(query.sort),
  }
}

export interface ShopSearchInfo {
  shop: Shop
  categories: ShopCategoryNode[]
}

/** shop/search/index; null when the answer carries no shop (the list is then not asked for). */
export function getShopSearchInfo(shopId: string): Promise<ApiResult<ShopSearchInfo | null>> {
  return call(
    shopCall('search', 'index'),
    { shop_id: shopId },
    (data) => {
      const raw = obj(data)
      const shopRaw = obj(raw.shop)
      if (!str(shopRaw.id)) return null
      return { shop: parseShop(shopRaw), categories: parseShopCategories(raw.shop_goods_category) }
    },
    { silent: true },
  )
}

export async function searchShopGoods(query: ShopSearchQuery, page: number): Promise<ApiResult<Page<GoodsSummary>>> {
  const result = await call(shopCall('search', 'datalist'), shopSearchBody(query, page), (raw) => toPage(raw, page, parseGoodsSummary), { silent: true })
  // Like the core search, "no data" may come back as code -1 with an empty list.
  return noMatchAsEmpty(result, page)
}
