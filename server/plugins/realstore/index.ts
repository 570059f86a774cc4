// realstore (门店): physical stores. Shoppers find stores near them, order a store's goods from its own
// cart for pickup, save stores, follow their store orders, batch orders and punch cards; staff verify codes.
// api-plugins-2 §3.7. Checkout, home, goods detail and order answers are extended in checkout.ts / extensions.ts.
import { definePlugin } from '../../core/plugins'
import { ok, type Ctx } from '../../core/router'
import { ApiError } from '../../core/result'
import { all, one, run } from '../../db'
import { formatTime, pagedList, readPaging } from '../../core/format'
import { optionalInt, optionalString, requireIds } from '../../core/validate'
import { pagedQuery } from '../../services/paging'
import { cancel, collect, detail as allotDetail, index as allotIndex } from './allots'
import { registerRealstoreCheckout } from './checkout'
import { registerRealstoreExtensions } from './extensions'
import { batchIndex, cardIndex, usedList } from './records'
import { seedRealstore } from './seed'
import { verification } from './staff'
import { cartdata, remove as cartRemove, save as cartSave, stock as cartStock } from './store-cart'
import { storeCategories, storeGoodsPage } from './store-goods'
import { byDistance, enabledStores, favorCount, favorUser, readHere, readUseType, requireStore, storeView, type StoreRow } from './stores'
import './messages'
import './diy' // the page builder's store module

const ICONS = [
  ['realstore.icon_nearby', 'nearby', '/pages/plugins/realstore/search/search'],
  ['realstore.icon_favor', 'favor', '/pages/plugins/realstore/favor/favor'],
  ['realstore.icon_orders', 'orders', '/pages/plugins/realstore/orderallot-list/orderallot-list'],
  ['realstore.icon_cards', 'cards', '/pages/plugins/realstore/frequencycard-list/frequencycard-list'],
] as const

function base(ctx: Ctx) {
  return {
    application_name: ctx.t('realstore.name'),
    seo_title: ctx.t('realstore.name'),
    seo_desc: ctx.t('realstore.seo_desc'),
    home_data_list_title: ctx.t('realstore.home_title'),
    is_home_force_choice_one_realstore_mode: 0,
    is_home_force_choice_one_realstore_mode_auto_lately_realstore: 0,
    home_force_choice_one_realstore_mode_auto_lately_distance: 0,
    home_not_choice_realstore_images: '',
    home_not_choice_realstore_msg: ctx.t('realstore.not_choice_msg'),
    home_already_choice_realstore_msg: ctx.t('realstore.already_choice_msg'),
    is_home_auto_user_location: 0,
    is_home_choice_location: 1,
    is_home_choice_location_force: 0,
    home_choice_location_images: '',
    home_choice_location_msg: ctx.t('realstore.location_msg'),
    is_search_map: 0,
    is_service_info: 1,
    is_realstore_switch: 1,
  }
}

/** index/index {lng, lat}: the stores home page (banners, icon navigation, the nearest stores). */
function home(ctx: Ctx) {
  const stores = byDistance(enabledStores(ctx.db), readHere(ctx))
  return ok({
    base: base(ctx),
    favor_user: favorUser(ctx),
    slider_list: stores.slice(0, 3).map((store) => ({ images: ctx.img(store.banner), url: `/pages/plugins/realstore/detail/detail?id=${store.id}` })),
    icon_list: ICONS.map(([name, icon, url]) => ({ name: ctx.t(name), icon: ctx.img(`/static/plugins/realstore/icon-${icon}.svg`), url })),
    data_list: stores.slice(0, 10).map((store) => storeView(ctx, store)),
  })
}

/** search/index: the search page's settings and store categories. */
function searchIndex(ctx: Ctx) {
  const category = all<{ id: number; name: string }>(ctx.db, 'SELECT id, name FROM realstore_categories ORDER BY sort, id')
  return ok({ base: base(ctx), category, favor_user: favorUser(ctx) })
}

/**
 * search/datalist {page, keywords, category_id, goods_id, lng, lat}: stores nearest first. Distance is
 * worked out per store here (SQLite has no trigonometry), so the matching stores are paged after sorting.
 */
function searchList(ctx: Ctx) {
  const keywords = optionalString(ctx, 'keywords', 60)
  const categoryId = optionalInt(ctx, 'category_id', 0, 0, 2_147_483_647)
  const goodsId = optionalInt(ctx, 'goods_id', 0, 0, 2_147_483_647)
  const like = `%${keywords}%`
  const stores = all<StoreRow>(
    ctx.db,
    `SELECT * FROM realstores WHERE is_enable = 1 AND (? = '' OR name LIKE ? OR alias LIKE ? OR address LIKE ?) AND (? = 0 OR category_id = ?)
       AND (? = 0 OR id IN (SELECT realstore_id FROM realstore_goods WHERE goods_id = ?)) ORDER BY sort, id`,
    keywords,
    like,
    like,
    like,
    categoryId,
    categoryId,
    goodsId,
    goodsId,
  )
  const here = readHere(ctx)
  const sorted = byDistance(stores, here)
  const paging = readPaging(ctx.params)
  const rows = sorted.slice(paging.offset, paging.offset + paging.page_size).map((store) => storeView(ctx, store, here))
  return ok(pagedList(paging, sorted.length, rows))
}

/** detail/index {id, buy_use_type_data_index}: the store, its goods categories and whether the shopper saved it. */
function storeDetail(ctx: Ctx) {
  const store = requireStore(ctx)
  const useType = readUseType(ctx, store)
  return ok({
    base: base(ctx),
    is_base_mode: 0,
    is_base_mode_show_type: 0,
    info: storeView(ctx, store),
    buy_use_type_data_index: useType,
    goods_category: storeCategories(ctx, store, useType),
    favor_user: favorUser(ctx),
  })
}

/** detail/datalist: the store's goods, paged (keywords, category_id, order_by_field/order_by_type). */
function storeGoods(ctx: Ctx) {
  const store = requireStore(ctx)
  return ok(storeGoodsPage(ctx, store, readUseType(ctx, store)))
}

/** favor/reversal {id}: save or unsave a store; answers the new state and count. */
function favorReversal(ctx: Ctx) {
  const user = ctx.requireUser()
  const store = requireStore(ctx)
  const saved = one(ctx.db, 'SELECT 1 FROM realstore_favor WHERE user_id = ? AND realstore_id = ?', user.id, store.id)
  if (saved) run(ctx.db, 'DELETE FROM realstore_favor WHERE user_id = ? AND realstore_id = ?', user.id, store.id)
  else run(ctx.db, 'INSERT INTO realstore_favor (user_id, realstore_id, add_time) VALUES (?, ?, ?)', user.id, store.id, ctx.nowSeconds())
  const status = saved ? 0 : 1
  return ok(
    { text: ctx.t(status ? 'realstore.favor_on' : 'realstore.favor_off'), status, count: favorCount(ctx.db, store.id) },
    ctx.t(status ? 'realstore.favor_added' : 'realstore.favor_removed'),
  )
}

/** favor/index {page}: the shopper's saved stores, newest first. */
function favorIndex(ctx: Ctx) {
  const user = ctx.requireUser()
  return ok(
    pagedQuery<{ id: number; realstore_id: number; add_time: number }, Record<string, unknown>>(
      ctx,
      {
        from: 'realstore_favor f JOIN realstores s ON s.id = f.realstore_id',
        columns: 'f.id, f.realstore_id, f.add_time',
        where: 'f.user_id = ? AND s.is_enable = 1',
        args: [user.id],
        order: 'f.id DESC',
      },
      (row) => {
        const store = one<StoreRow>(ctx.db, 'SELECT * FROM realstores WHERE id = ?', row.realstore_id) as StoreRow
        return { id: row.id, realstore_id: row.realstore_id, add_time: formatTime(row.add_time), realstore_info: storeView(ctx, store) }
      },
    ),
  )
}

/** favor/delete {ids}: remove saved stores by their favourite ids (only the shopper's own). */
function favorDelete(ctx: Ctx) {
  const user = ctx.requireUser()
  const ids = requireIds(ctx, ctx.params.ids !== undefined ? 'ids' : 'id', 100)
  const removed = ctx.db.transaction(() =>
    ids.reduce((n, id) => n + run(ctx.db, 'DELETE FROM realstore_favor WHERE id = ? AND user_id = ?', id, user.id).changes, 0),
  )()
  if (!removed) throw new ApiError(ctx.t('realstore.favor_missing'))
  return ok('', ctx.t('realstore.favor_removed'))
}

registerRealstoreCheckout()
registerRealstoreExtensions()

definePlugin({
  name: 'realstore',
  baseData: (ctx) => ({ application_name: ctx.t('realstore.name'), home_data_list_title: ctx.t('realstore.home_title') }),
  controls: {
    index: { index: home },
    search: { index: searchIndex, datalist: searchList },
    detail: { index: storeDetail, datalist: storeGoods, cartdata },
    cart: { save: cartSave, stock: cartStock, delete: cartRemove },
    favor: { reversal: favorReversal, index: favorIndex, delete: favorDelete },
    orderallot: { index: allotIndex, detail: allotDetail, cancel, collect },
    batchorder: { index: batchIndex },
    frequencycard: { index: cardIndex, usedlist: usedList },
    adminorderallot: { verification },
  },
  seed: seedRealstore,
})
