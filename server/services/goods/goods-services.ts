// The service promises shown on goods detail (plugins_goodsservice_data, api-core 3.11) and the detail
// page's top "more" menu (nav_more_list). ShopXO keeps both in admin data; the demo has no admin, so they
// are fixed here. The icons are drawn by the catalogue seed (db/seed/catalog.ts).
import { defineMessages } from '../../core/i18n'
import type { Ctx } from '../../core/context'

defineMessages({
  'goods_service.genuine': { zh: '正品保障', en: 'Genuine guarantee' },
  'goods_service.genuine_desc': { zh: '品牌授权正品，假一赔十', en: 'Authorised brand goods; ten times the price back for a fake' },
  'goods_service.return': { zh: '七天无理由退换', en: '7-day returns' },
  'goods_service.return_desc': { zh: '签收后七天内可无理由退换货', en: 'Return or exchange within 7 days of delivery, no reason needed' },
  'goods_service.shipping': { zh: '极速发货', en: 'Fast dispatch' },
  'goods_service.shipping_desc': { zh: '下单后 24 小时内发货', en: 'Dispatched within 24 hours of ordering' },
  'goods_nav.home': { zh: '首页', en: 'Home' },
  'goods_nav.category': { zh: '分类', en: 'Categories' },
  'goods_nav.cart': { zh: '购物车', en: 'Cart' },
  'goods_nav.user': { zh: '我的', en: 'Me' },
})

export const GOODS_SERVICES = ['genuine', 'return', 'shipping'] as const

export function goodsServicesView(ctx: Ctx) {
  return GOODS_SERVICES.map((key) => ({
    name: ctx.t(`goods_service.${key}`),
    describe: ctx.t(`goods_service.${key}_desc`),
    images: ctx.img(`/static/goods/service-${key}.svg`),
  }))
}

const MORE_NAV: Array<{ key: string; url: string; icon: string }> = [
  { key: 'home', url: '/pages/index/index', icon: 'home' },
  { key: 'category', url: '/pages/goods-category/goods-category', icon: 'list' },
  { key: 'cart', url: '/pages/cart-page/cart-page', icon: 'cart' },
  { key: 'user', url: '/pages/user/user', icon: 'person' },
]

export function navMoreView(ctx: Ctx) {
  return MORE_NAV.map((item) => ({ name: ctx.t(`goods_nav.${item.key}`), url: item.url, icon: item.icon }))
}
