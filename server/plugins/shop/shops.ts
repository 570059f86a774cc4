// Shop rows and the views every shop answer shares (directory rows, the shop object, its goods
// categories and navigation, the shopper's favourites).
import type { Database } from 'better-sqlite3'
import { ApiError, type Ctx } from '../../core/router'
import { all, one } from '../../db'

export interface ShopRow {
  id: number
  user_id: number
  category_id: number
  name: string
  logo: string
  logo_long: string
  describe: string
  icons: string
  data_model: number
  layout_config: string
  score: number
  service_qq: string
  service_tel: string
  service_weixin_qrcode: string
  service_line_qrcode: string
  chat_url: string
  open_week: number
  close_week: number
  open_time: string
  close_time: string
  license_images: string
  license_tips: string
  seo_title: string
  seo_desc: string
  sort: number
  is_enable: number
  add_time: number
  upd_time: number
}

export const shopUrl = (id: number) => `/pages/plugins/shop/detail/detail?id=${id}`

/** The shop settings published to the storefront (base/common plugins_base.shop.data and page answers). */
export const SHOP_BASE = { is_service_info: 1, is_shop_search_all_search_button: 1 }

/** An open shop, or undefined (closed shops look like missing ones). */
export function openShop(db: Database, id: number): ShopRow | undefined {
  return one<ShopRow>(db, 'SELECT * FROM shops WHERE id = ? AND is_enable = 1', id)
}

/** An open shop, or ApiError(-1 "shop does not exist or has closed"). */
export function requireOpenShop(ctx: Ctx, id: number): ShopRow {
  const shop = openShop(ctx.db, id)
  if (!shop) throw new ApiError(ctx.t('shop.not_found'))
  return shop
}

function jsonArray<T>(text: string): T[] {
  try {
    const value = JSON.parse(text) as unknown
    return Array.isArray(value) ? (value as T[]) : []
  } catch {
    return []
  }
}

export function shopIcons(ctx: Ctx, shop: ShopRow) {
  return jsonArray<{ name: string; icon: string }>(shop.icons).map((icon) => ({ name: icon.name, icon: ctx.img(icon.icon), url: '' }))
}

export function licenseImages(ctx: Ctx, shop: ShopRow): string[] {
  return jsonArray<string>(shop.license_images).map((path) => ctx.img(path))
}

export function licenseTips(shop: ShopRow): string[] {
  return jsonArray<string>(shop.license_tips)
}

export function layoutRows(shop: { layout_config: string }): unknown[] {
  return jsonArray<unknown>(shop.layout_config)
}

/** Goods on the shelves of a shop, and how many of them were sold. */
function goodsFigures(db: Database, shopId: number): { goods_count: number; goods_sales_count: number } {
  const row = one<{ n: number; sales: number | null }>(
    db,
    'SELECT COUNT(*) AS n, SUM(sales_count) AS sales FROM goods WHERE shop_id = ? AND is_shelves = 1 AND is_delete_time = 0',
    shopId,
  )
  return { goods_count: row?.n ?? 0, goods_sales_count: row?.sales ?? 0 }
}

export function favorCount(db: Database, shopId: number): number {
  return one<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM shop_favors WHERE shop_id = ?', shopId)?.n ?? 0
}

/** A row of the shop directory (shop list, home block, favourites). */
export function shopListItem(ctx: Ctx, shop: ShopRow) {
  return {
    id: shop.id,
    name: shop.name,
    logo: ctx.img(shop.logo),
    logo_long: ctx.img(shop.logo_long || shop.logo),
    describe: shop.describe,
    icon_list: shopIcons(ctx, shop),
    url: shopUrl(shop.id),
    ...goodsFigures(ctx.db, shop.id),
  }
}

/** The shop object of the detail, search and design answers (api-plugins-2 §3.2). */
export function shopView(ctx: Ctx, shop: ShopRow) {
  const week = (n: number) => (n >= 1 && n <= 7 ? ctx.t(`shop.week_${n}`) : '')
  return {
    ...shopListItem(ctx, shop),
    score_data: { value: shop.score.toFixed(1) },
    shop_favor_count: favorCount(ctx.db, shop.id),
    data_model: shop.data_model,
    seo_title: shop.seo_title || shop.name,
    seo_desc: shop.seo_desc || shop.describe,
    share_images: ctx.img(shop.logo),
    service_qq: shop.service_qq,
    service_tel: shop.service_tel,
    open_week_name: week(shop.open_week),
    close_week_name: week(shop.close_week),
    open_time: shop.open_time,
    close_time: shop.close_time,
    service_weixin_qrcode: ctx.img(shop.service_weixin_qrcode),
    service_line_qrcode: ctx.img(shop.service_line_qrcode),
    chat_info: shop.chat_url ? { icon: '', name: ctx.t('shop.chat_name'), chat_url: shop.chat_url } : null,
  }
}

/** The shop ids the asking shopper has favourited (empty for guests). */
export function favouredShopIds(ctx: Ctx): number[] {
  const user = ctx.user
  if (!user) return []
  return all<{ shop_id: number }>(ctx.db, 'SELECT shop_id FROM shop_favors WHERE user_id = ? ORDER BY id', user.id).map((row) => row.shop_id)
}

interface GoodsCategoryRow {
  id: number
  pid: number
  name: string
}

/** The shop's goods categories, two levels: [{id, name, items[{id, name}]}]. */
export function shopGoodsCategories(db: Database, shopId: number) {
  const rows = all<GoodsCategoryRow>(db, 'SELECT id, pid, name FROM shop_goods_categories WHERE shop_id = ? AND is_enable = 1 ORDER BY sort, id', shopId)
  return rows
    .filter((row) => row.pid === 0)
    .map((top) => ({
      id: top.id,
      name: top.name,
      items: rows.filter((row) => row.pid === top.id).map((child) => ({ id: child.id, name: child.name })),
    }))
}

/** A category of this shop and its sub-categories (a top category finds the goods of its children). */
export function shopCategoryWithChildren(db: Database, shopId: number, categoryId: number): number[] | null {
  const found = one<{ id: number }>(db, 'SELECT id FROM shop_goods_categories WHERE id = ? AND shop_id = ? AND is_enable = 1', categoryId, shopId)
  if (!found) return null
  const children = all<{ id: number }>(db, 'SELECT id FROM shop_goods_categories WHERE pid = ? AND shop_id = ? AND is_enable = 1', categoryId, shopId)
  return [categoryId, ...children.map((c) => c.id)]
}

/** The shop's navigation: links, and groups of links ([{name, url, items[{name, url}]}]). */
export function shopNavigation(db: Database, shopId: number) {
  const rows = all<{ id: number; pid: number; name: string; url: string }>(
    db,
    'SELECT id, pid, name, url FROM shop_navigations WHERE shop_id = ? AND is_enable = 1 ORDER BY sort, id',
    shopId,
  )
  return rows
    .filter((row) => row.pid === 0)
    .map((top) => ({
      id: top.id,
      name: top.name,
      url: top.url,
      items: rows.filter((row) => row.pid === top.id).map((child) => ({ id: child.id, name: child.name, url: child.url })),
    }))
}

/** What the shop header of the detail and design pages needs, beside the page's own data. */
export function shopHeaderData(ctx: Ctx, shop: ShopRow) {
  return {
    base: SHOP_BASE,
    shop: shopView(ctx, shop),
    shop_favor_user: favouredShopIds(ctx),
    shop_navigation: shopNavigation(ctx.db, shop.id),
    shop_goods_category: shopGoodsCategories(ctx.db, shop.id),
  }
}
