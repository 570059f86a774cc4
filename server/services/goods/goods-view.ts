// ShopXO's goods object as the storefront expects it (lists, detail, favourites, browse history...).
import type { Database } from 'better-sqlite3'
import { all, one } from '../../db'
import { absolutiseHtml, formatTime } from '../../core/format'
import { defineMessages } from '../../core/i18n'
import type { Ctx } from '../../core/context'
import { regionName } from '../address/regions'
import { specTypes } from './specs'
import { cached } from './catalog-cache'
import { displayPrice, displaySymbol } from '../site/display-currency'

defineMessages({
  'goods.price_text': { zh: '售价', en: 'Price' },
  'goods.original_price_text': { zh: '原价', en: 'Original price' },
  'goods.off_shelf': { zh: '商品已下架', en: 'Goods are off the shelves' },
  'goods.not_found': { zh: '商品不存在或已删除', en: 'Goods do not exist or have been deleted' },
})

export interface GoodsRow {
  id: number
  brand_id: number
  title: string
  title_color: string
  simple_desc: string
  model: string
  place_origin: number
  inventory: number
  inventory_unit: string
  images: string
  price: string
  min_price: number
  max_price: number
  original_price: string
  min_original_price: number
  max_original_price: number
  give_integral: number
  buy_min_number: number
  buy_max_number: number
  is_deduction_inventory: number
  is_shelves: number
  is_exhibition: number
  site_type: number
  content_web: string
  photo_count: number
  sales_count: number
  access_count: number
  video: string
  seo_title: string
  seo_keywords: string
  seo_desc: string
  sort_level: number
  is_delete_time: number
  add_time: number
  upd_time: number
}

export function goodsById(db: Database, id: number): GoodsRow | undefined {
  return one<GoodsRow>(db, 'SELECT * FROM goods WHERE id = ? AND is_delete_time = 0', id)
}

interface PhotoRow {
  id: number
  goods_id: number
  images: string
  is_show: number
  sort: number
  add_time: number
}

export function goodsPhotos(ctx: Ctx, goodsId: number) {
  const rows = cached(ctx.db, `photos:${goodsId}`, () =>
    all<PhotoRow>(
      ctx.db,
      'SELECT id, goods_id, images, is_show, sort, add_time FROM goods_photos WHERE goods_id = ? AND is_show = 1 ORDER BY sort, id',
      goodsId,
    ),
  )
  return rows.map((p) => ({
    ...p,
    images: ctx.img(p.images),
    images_old: p.images,
  }))
}

function brandName(db: Database, brandId: number): string {
  if (!brandId) return ''
  return cached(db, `brand:${brandId}`, () => one<{ name: string }>(db, 'SELECT name FROM brands WHERE id = ?', brandId)?.name ?? '')
}

/** Price label fields every goods-like object carries (ShopXO sends the statuses as strings); the symbols follow the display currency. */
export function priceDisplayFields(ctx: Ctx) {
  return {
    show_field_original_price_text: ctx.t('goods.original_price_text'),
    show_original_price_symbol: displaySymbol(ctx),
    show_original_price_unit: '',
    show_field_original_price_status: '1',
    show_field_price_text: ctx.t('goods.price_text'),
    show_price_symbol: displaySymbol(ctx),
    show_price_unit: '',
    show_field_price_status: '1',
    show_sales_number_status: '1',
    show_inventory_status: '1',
    plugins_view_panel_data: [] as unknown[],
    plugins_view_icon_data: [] as unknown[],
  }
}

export const goodsUrl = (id: number) => `/pages/goods-detail/goods-detail?id=${id}`

export interface GoodsViewOptions {
  /** Leave out the HTML description (lists that never show it). */
  withoutContent?: boolean
}

/** The common goods object (search results, floors, detail). */
export function goodsBase(ctx: Ctx, g: GoodsRow, opts: GoodsViewOptions = {}) {
  const specCount = specTypes(ctx.db, g.id).length
  return {
    id: g.id,
    brand_id: g.brand_id,
    site_type: g.site_type,
    title: g.title,
    title_color: g.title_color,
    simple_desc: g.simple_desc,
    model: g.model,
    place_origin: g.place_origin,
    inventory: g.inventory,
    inventory_unit: g.inventory_unit,
    images: ctx.img(g.images),
    original_price: displayPrice(ctx, g.original_price),
    min_original_price: displayPrice(ctx, g.min_original_price),
    max_original_price: displayPrice(ctx, g.max_original_price),
    price: displayPrice(ctx, g.price),
    min_price: displayPrice(ctx, g.min_price),
    max_price: displayPrice(ctx, g.max_price),
    give_integral: g.give_integral,
    buy_min_number: g.buy_min_number,
    buy_max_number: g.buy_max_number,
    is_deduction_inventory: g.is_deduction_inventory,
    is_shelves: g.is_shelves,
    is_exhibition: g.is_exhibition,
    content_web: opts.withoutContent ? '' : absolutiseHtml(ctx.baseUrl, g.content_web),
    photo_count: g.photo_count,
    sales_count: g.sales_count,
    access_count: g.access_count,
    video: g.video ? ctx.img(g.video) : '',
    is_exist_many_spec: specCount > 0 ? 1 : 0,
    spec_base: '',
    sort_level: g.sort_level,
    share_images: '',
    seo_title: g.seo_title,
    seo_keywords: g.seo_keywords,
    seo_desc: g.seo_desc,
    is_delete_time: g.is_delete_time,
    add_time: formatTime(g.add_time),
    upd_time: formatTime(g.upd_time),
    data_index: 1,
    ...priceDisplayFields(ctx),
    price_container: {
      price: displayPrice(ctx, g.price),
      min_price: displayPrice(ctx, g.min_price),
      max_price: displayPrice(ctx, g.max_price),
      original_price: displayPrice(ctx, g.original_price),
      min_original_price: displayPrice(ctx, g.min_original_price),
      max_original_price: displayPrice(ctx, g.max_original_price),
    },
    goods_url: goodsUrl(g.id),
    photo: goodsPhotos(ctx, g.id),
    images_old: g.images,
    video_old: g.video,
    share_images_old: '',
    place_origin_name: regionName(ctx.db, g.place_origin),
    brand_name: brandName(ctx.db, g.brand_id),
    brand_goods_url: g.brand_id ? `/pages/goods-search/goods-search?brand=${g.brand_id}` : '',
  }
}

/** ShopXO sends `specifications: []` for single-spec goods and `{choose: [...]}` otherwise. */
export function goodsSpecifications(ctx: Ctx, goodsId: number) {
  const types = specTypes(ctx.db, goodsId)
  if (types.length === 0) return [] as unknown[]
  return {
    choose: types.map((t) => ({
      id: t.id,
      goods_id: t.goods_id,
      value: JSON.parse(t.value) as Array<{ name: string; images: string }>,
      name: t.name,
      add_time: formatTime(t.add_time),
    })),
  }
}

/** How many of this goods the user has in the cart (all specs). */
function userCartCount(ctx: Ctx, goodsId: number): number {
  const user = ctx.user
  if (!user) return 0
  return one<{ n: number | null }>(ctx.db, 'SELECT SUM(stock) AS n FROM carts WHERE user_id = ? AND goods_id = ?', user.id, goodsId)?.n ?? 0
}

export function goodsErrorState(ctx: Ctx, g: GoodsRow): { is_error: number; error_msg: string } {
  if (!g.is_shelves || g.is_delete_time) return { is_error: 1, error_msg: ctx.t('goods.off_shelf') }
  return { is_error: 0, error_msg: '' }
}

/** A goods entry in lists (search results, home floors, guess-you-like). */
export function goodsListItem(ctx: Ctx, g: GoodsRow, opts: GoodsViewOptions = {}) {
  return {
    ...goodsBase(ctx, g, opts),
    specifications: goodsSpecifications(ctx, g.id),
    user_cart_count: userCartCount(ctx, g.id),
    ...goodsErrorState(ctx, g),
  }
}

/** Smaller goods object used inside favourites / browse history / cart rows. */
export function goodsSummary(ctx: Ctx, g: GoodsRow) {
  return {
    title: g.title,
    original_price: displayPrice(ctx, g.original_price),
    price: displayPrice(ctx, g.price),
    min_price: displayPrice(ctx, g.min_price),
    images: ctx.img(g.images),
    inventory_unit: g.inventory_unit,
    is_delete_time: g.is_delete_time,
    is_shelves: g.is_shelves,
    inventory: g.inventory,
    site_type: g.site_type,
    data_index: 1,
    ...priceDisplayFields(ctx),
    // ShopXO fills only the price fields it selected for these lists; the rest stay numeric 0.
    price_container: {
      price: displayPrice(ctx, g.price),
      min_price: displayPrice(ctx, g.min_price),
      max_price: 0,
      original_price: displayPrice(ctx, g.original_price),
      min_original_price: 0,
      max_original_price: 0,
    },
    goods_url: goodsUrl(g.id),
    photo: goodsPhotos(ctx, g.id),
    images_old: g.images,
    specifications: goodsSpecifications(ctx, g.id),
    user_cart_count: userCartCount(ctx, g.id),
    ...goodsErrorState(ctx, g),
  }
}

/** Names of the categories a goods is linked to. */
export function goodsCategoryNames(db: Database, goodsId: number): string[] {
  return cached(db, `category_names:${goodsId}`, () =>
    all<{ name: string }>(
      db,
      'SELECT c.name FROM goods_category_links l JOIN categories c ON c.id = l.category_id WHERE l.goods_id = ? ORDER BY c.id',
      goodsId,
    ).map((r) => r.name),
  )
}
