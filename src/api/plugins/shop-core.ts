import { call, pluginRoute } from '../client'
import { arr, int, obj, reqStr, str } from '../parse'
import type { ApiResult } from '../types'

/**
 * The shop plugin's parts that other pages draw (home's shop block, goods detail's seller card): the
 * shop object, its favourite switch and the page addresses. Kept apart from shop.ts (the plugin's own
 * pages) so home and goods detail do not carry the whole plugin's calls in their first load.
 */
export const shopCall = (control: string, action: string) => pluginRoute('shop', control, action)

export const SHOP_PAGES = {
  index: '/pages/plugins/shop/index/index',
  detail: '/pages/plugins/shop/detail/detail',
  search: '/pages/plugins/shop/search/search',
  favor: '/pages/plugins/shop/favor/favor',
  license: '/pages/plugins/shop/license/license',
  check: '/pages/plugins/shop/check/check',
}

export const shopDetailUrl = (id: string) => `${SHOP_PAGES.detail}?id=${encodeURIComponent(id)}`

export interface ShopIcon {
  name: string
  icon: string
  url: string
}

/** A shop as the directory, the home block and the favourites list show it. */
export interface ShopSummary {
  id: string
  name: string
  logo: string
  logoLong: string
  describe: string
  icons: ShopIcon[]
  url: string
  goodsCount: number
  salesCount: number
}

export interface ShopService {
  qq: string
  tel: string
  weixinQr: string
  lineQr: string
  /** "Mon - Sun 09:00 - 21:00" parts, as the server names them. */
  openWeek: string
  closeWeek: string
  openTime: string
  closeTime: string
  chat: { name: string; icon: string; url: string } | null
}

export interface Shop extends ShopSummary {
  score: string
  favorCount: number
  /** 0 goods grid, 1 slider + floors, 2 drag layout. */
  dataModel: number
  seoTitle: string
  seoDesc: string
  service: ShopService
}

export function parseShopSummary(raw: Record<string, unknown>): ShopSummary {
  const id = reqStr(raw, 'id') // a shop without its id cannot be opened
  return {
    id,
    name: str(raw.name),
    logo: str(raw.logo),
    logoLong: str(raw.logo_long) || str(raw.logo),
    describe: str(raw.describe),
    icons: arr<Record<string, unknown>>(raw.icon_list)
      .map((item) => obj(item))
      .map((icon) => ({ name: str(icon.name), icon: str(icon.icon), url: str(icon.url) }))
      .filter((icon) => icon.icon || icon.name),
    url: str(raw.url) || shopDetailUrl(id),
    goodsCount: int(raw.goods_count),
    salesCount: int(raw.goods_sales_count),
  }
}

export function parseShop(raw: Record<string, unknown>): Shop {
  const chat = obj(raw.chat_info)
  return {
    ...parseShopSummary(raw),
    score: str(obj(raw.score_data).value),
    favorCount: int(raw.shop_favor_count),
    dataModel: int(raw.data_model),
    seoTitle: str(raw.seo_title),
    seoDesc: str(raw.seo_desc),
    service: {
      qq: str(raw.service_qq),
      tel: str(raw.service_tel),
      weixinQr: str(raw.service_weixin_qrcode),
      lineQr: str(raw.service_line_qrcode),
      openWeek: str(raw.open_week_name),
      closeWeek: str(raw.close_week_name),
      openTime: str(raw.open_time),
      closeTime: str(raw.close_time),
      chat: str(chat.chat_url) ? { name: str(chat.name), icon: str(chat.icon), url: str(chat.chat_url) } : null,
    },
  }
}

/** Whether a shop has any way to be reached (the "online service" entry shows only then). */
export function hasService(service: ShopService): boolean {
  return Boolean(service.qq || service.tel || service.weixinQr || service.lineQr || service.chat || service.openTime)
}

export interface ShopFavorState {
  isFavor: boolean
  /** The server's label for the new state ("Favourited" / "Favourite"). */
  label: string
  count: number
}

/** shop/shopfavor/favor: favourites the shop, or un-favourites it when it already is. */
export function toggleShopFavor(id: string): Promise<ApiResult<ShopFavorState>> {
  return call(shopCall('shopfavor', 'favor'), { id }, (data) => {
    const raw = obj(data)
    return { isFavor: int(raw.status) === 1, label: str(raw.text), count: int(raw.count) }
  })
}

/* ---------- embeds ---------- */

export interface ShopHomeBlock {
  title: string
  shops: ShopSummary[]
}

/** Home's plugins_shop_data {base{home_data_list_title}, data[]}; null when there is nothing to show. */
export function parseShopHome(raw: unknown): ShopHomeBlock | null {
  const block = obj(raw)
  const shops = arr<Record<string, unknown>>(block.data)
    .map((s) => obj(s))
    .filter((s) => str(s.id))
    .map(parseShopSummary)
  if (!shops.length) return null
  return { title: str(obj(block.base).home_data_list_title), shops }
}

export interface SellerCard {
  shop: Shop
  isFavor: boolean
  serviceInfo: boolean
}

/** Goods detail's plugins_shop_data: the seller (one shop object); null for goods sold by the platform. */
export function parseSellerCard(raw: unknown): SellerCard | null {
  const shop = obj(raw)
  if (!str(shop.id)) return null
  return {
    shop: parseShop(shop),
    isFavor: int(shop.is_favor) === 1,
    // Real ShopXO leaves the switch out of this object: service contacts show when the shop has any.
    serviceInfo: shop.is_service_info === undefined ? true : int(shop.is_service_info) === 1,
  }
}
