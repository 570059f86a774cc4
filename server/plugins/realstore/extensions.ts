// What realstore adds to core answers: the home block (plugins_realstore_data of index/index), the stores
// selling a goods on goods/detail, and, on orders collected at a store, the pickup code and the links to
// the order's store order, batches and punch cards.
import type { Ctx } from '../../core/context'
import { all, one } from '../../db'
import { registerHomeExtension } from '../../services/site/home-extensions'
import { registerGoodsExtension } from '../../services/goods/goods-extensions'
import { registerOrderExtension } from '../../services/order/order-extensions'
import { syncAllots, type AllotRow } from './allots'
import { byDistance, enabledStores, readHere, storeView, type StoreRow } from './stores'

const HOME_STORES = 6

function homeBlock(ctx: Ctx) {
  const stores = byDistance(enabledStores(ctx.db), readHere(ctx)).slice(0, HOME_STORES)
  if (!stores.length) return null
  return { base: { home_data_list_title: ctx.t('realstore.home_title') }, data: stores.map((store) => storeView(ctx, store)) }
}

/** Only goods/detail: list answers (home floors, search) must not carry it (home has its own block key). */
function goodsStores(ctx: Ctx, goodsIds: number[]) {
  if (ctx.controller !== 'goods' || ctx.action !== 'detail' || goodsIds.length !== 1) return {}
  const stores = all<StoreRow>(
    ctx.db,
    'SELECT s.* FROM realstores s JOIN realstore_goods rg ON rg.realstore_id = s.id WHERE rg.goods_id = ? AND s.is_enable = 1 ORDER BY s.sort, s.id',
    goodsIds[0],
  )
  if (!stores.length) return {}
  return {
    plugins_realstore_data: {
      base: { home_data_list_title: ctx.t('realstore.home_title') },
      data: byDistance(stores, readHere(ctx)).map((store) => storeView(ctx, store)),
      info: null,
      is_hide_cart: 0,
    },
  }
}

function orderBits(ctx: Ctx, orderId: number) {
  const allot = one<AllotRow>(ctx.db, 'SELECT * FROM realstore_order_allots WHERE order_id = ? ORDER BY id DESC LIMIT 1', orderId)
  const batch = !!one(ctx.db, 'SELECT 1 FROM realstore_batch_orders WHERE order_id = ? LIMIT 1', orderId)
  const card = !!one(ctx.db, 'SELECT 1 FROM realstore_frequency_cards WHERE order_id = ? LIMIT 1', orderId)
  if (!allot && !batch && !card) return {}
  if (allot && allot.status === 0) syncAllots(ctx)
  const live = allot && one<{ status: number }>(ctx.db, 'SELECT status FROM realstore_order_allots WHERE id = ?', allot.id)
  const open = live ? ![4, 6, 7].includes(live.status) : false
  return {
    ...(allot && open && allot.extraction_code ? { extraction_data: { code: allot.extraction_code, images: '' } } : {}),
    plugins_is_order_allot_button: allot ? 1 : 0,
    plugins_is_order_batch_button: batch ? 1 : 0,
    plugins_is_order_frequencycard_button: card ? 1 : 0,
  }
}

export function registerRealstoreExtensions(): void {
  registerHomeExtension({ plugin: 'realstore', data: homeBlock })
  registerGoodsExtension({ plugin: 'realstore', extend: goodsStores })
  registerOrderExtension({ plugin: 'realstore', extend: orderBits })
}
