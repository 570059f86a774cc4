// What the shop plugin adds to core answers: the home page's shop list and the goods detail's seller card,
// both as `plugins_shop_data` (api-plugins-2 §3.2 embeds, §4).
import type { Ctx } from '../../core/router'
import { all, one } from '../../db'
import { registerGoodsExtension } from '../../services/goods/goods-extensions'
import { registerHomeExtension } from '../../services/site/home-extensions'
import { favouredShopIds, openShop, shopListItem, shopView, SHOP_BASE, type ShopRow } from './shops'

const HOME_SHOPS = 6

function homeShops(ctx: Ctx) {
  const shops = all<ShopRow>(ctx.db, 'SELECT * FROM shops WHERE is_enable = 1 ORDER BY sort, id LIMIT ?', HOME_SHOPS)
  if (!shops.length) return null
  return { base: { ...SHOP_BASE, home_data_list_title: ctx.t('shop.home_title') }, data: shops.map((shop) => shopListItem(ctx, shop)) }
}

/**
 * The seller of the goods on goods/detail only: goods lists (home floors, search) carry no seller, and the
 * home answer's plugins_shop_data is the shop list above.
 */
function sellerOfGoods(ctx: Ctx, goodsIds: number[]) {
  if (ctx.controller !== 'goods' || ctx.action !== 'detail' || goodsIds.length !== 1) return {}
  const shopId = one<{ shop_id: number }>(ctx.db, 'SELECT shop_id FROM goods WHERE id = ?', goodsIds[0])?.shop_id ?? 0
  const shop = shopId ? openShop(ctx.db, shopId) : undefined
  if (!shop) return {}
  return {
    plugins_shop_data: {
      ...shopView(ctx, shop),
      is_service_info: SHOP_BASE.is_service_info,
      is_favor: favouredShopIds(ctx).includes(shop.id) ? 1 : 0,
    },
  }
}

registerHomeExtension({ plugin: 'shop', data: homeShops })
registerGoodsExtension({ plugin: 'shop', extend: sellerOfGoods })
