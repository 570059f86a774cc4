// The store cart: what a shopper collects in one store for one order type, apart from the mall cart
// (a store order is collected at the store). detail/cartdata reads it; cart/save, cart/stock and
// cart/delete change it and answer the cart as it is now. Prices always come from the spec rows.
import { ok, type Ctx } from '../../core/router'
import { ApiError } from '../../core/result'
import { all, one, run } from '../../db'
import { fromCents, toCents } from '../../core/format'
import { asPositiveInt, requireId, requireIds } from '../../core/validate'
import { goodsById } from '../../services/goods/goods-view'
import { parseSpecParam, resolveSpecBase, specKeyOf, specText, storedSpec, type SpecBaseRow } from '../../services/goods/specs'
import { pricedSpecBase } from '../../services/goods/goods-price'
import { maxBuyable } from '../../services/order/cart'
import { assertPurchasable, readQuantity, MAX_QUANTITY } from '../../services/order/purchase'
import { displayMoney } from '../../services/site/display-currency'
import { storeSells } from './store-goods'
import { readUseType, requireStore, type StoreRow } from './stores'

const MAX_ROWS = 50

export interface StoreCartRow {
  id: number
  user_id: number
  realstore_id: number
  buy_use_type: number
  goods_id: number
  spec: string
  spec_key: string
  stock: number
  add_time: number
}

export function storeCartRows(ctx: Ctx, userId: number, storeId: number, useType: number): StoreCartRow[] {
  return all<StoreCartRow>(
    ctx.db,
    'SELECT * FROM realstore_carts WHERE user_id = ? AND realstore_id = ? AND buy_use_type = ? ORDER BY id DESC',
    userId,
    storeId,
    useType,
  )
}

function lineView(ctx: Ctx, row: StoreCartRow) {
  const goods = goodsById(ctx.db, row.goods_id)
  const stored = one<SpecBaseRow>(ctx.db, 'SELECT * FROM goods_spec_base WHERE goods_id = ? AND spec_key = ?', row.goods_id, row.spec_key)
  const base = stored ? pricedSpecBase(ctx, stored) : undefined
  const spec = storedSpec(row.spec)
  const inventory = base?.inventory ?? 0
  let error = ''
  if (!goods || !goods.is_shelves) error = ctx.t('goods.off_shelf')
  else if (!base) error = ctx.t('cart.spec_missing')
  else if (inventory < row.stock) error = ctx.t('cart.no_inventory')
  const priceCents = base ? toCents(base.price) : 0
  return {
    cents: error ? 0 : priceCents * row.stock,
    view: {
      id: row.id,
      goods_id: row.goods_id,
      title: goods?.title ?? '',
      images: ctx.img(goods?.images ?? ''),
      spec,
      spec_text: specText(spec),
      price: displayMoney(ctx, fromCents(priceCents)),
      stock: row.stock,
      buy_min_number: goods?.buy_min_number ?? 1,
      buy_max_number: goods ? maxBuyable(goods, inventory) : 0,
      spec_buy_min_number: base?.buy_min_number ?? 0,
      spec_buy_max_number: base?.buy_max_number ?? 0,
      inventory,
      inventory_unit: goods?.inventory_unit ?? '',
      is_error: error ? 1 : 0,
      error_msg: error,
      total_price: displayMoney(ctx, fromCents(priceCents * row.stock)),
      goods_url: `/pages/goods-detail/goods-detail?id=${row.goods_id}`,
    },
  }
}

/** detail/cartdata's data: the lines, how many items and what they cost (lines that cannot be bought do not count). */
export function storeCartView(ctx: Ctx, store: StoreRow, useType: number) {
  const user = ctx.user
  const lines = user ? storeCartRows(ctx, user.id, store.id, useType).map((row) => lineView(ctx, row)) : []
  return {
    realstore_id: store.id,
    buy_use_type_data_index: useType,
    data: lines.map((line) => line.view),
    buy_number: lines.reduce((sum, line) => sum + line.view.stock, 0),
    total_price: displayMoney(ctx, fromCents(lines.reduce((sum, line) => sum + line.cents, 0))),
  }
}

/** detail/cartdata {id, buy_use_type_data_index}. Guests have an empty store cart. */
export function cartdata(ctx: Ctx) {
  const store = requireStore(ctx)
  return storeCartView(ctx, store, readUseType(ctx, store))
}

/** cart/save {realstore_id, buy_use_type_data_index, goods_id, stock, spec}: add to (or merge into) the store cart. */
export function save(ctx: Ctx) {
  const user = ctx.requireUser()
  const store = requireStore(ctx, 'realstore_id')
  const useType = readUseType(ctx, store)
  const goodsId = asPositiveInt(ctx.params.goods_id)
  if (goodsId === null) throw new ApiError(ctx.t('goods.id_invalid'))
  const goods = goodsById(ctx.db, goodsId)
  if (!goods) throw new ApiError(ctx.t('goods.not_found'))
  if (!storeSells(ctx.db, store.id, goods.id)) throw new ApiError(ctx.t('realstore.goods_not_sold', { title: goods.title }))
  const quantity = readQuantity(ctx, ctx.params.stock ?? 1)
  const { base, spec } = resolveSpecBase(ctx, goods, parseSpecParam(ctx, ctx.params.spec))
  const specKey = specKeyOf(spec)
  ctx.db.transaction(() => {
    const existing = one<StoreCartRow>(
      ctx.db,
      'SELECT * FROM realstore_carts WHERE user_id = ? AND realstore_id = ? AND buy_use_type = ? AND goods_id = ? AND spec_key = ?',
      user.id,
      store.id,
      useType,
      goods.id,
      specKey,
    )
    const total = (existing?.stock ?? 0) + quantity
    if (total > MAX_QUANTITY) throw new ApiError(ctx.t('purchase.stock_invalid'))
    assertPurchasable(ctx, goods, base, total)
    if (existing) {
      run(ctx.db, 'UPDATE realstore_carts SET stock = ? WHERE id = ?', total, existing.id)
      return
    }
    const rows = one<{ n: number }>(ctx.db, 'SELECT COUNT(*) AS n FROM realstore_carts WHERE user_id = ? AND realstore_id = ?', user.id, store.id)?.n ?? 0
    if (rows >= MAX_ROWS) throw new ApiError(ctx.t('realstore.cart_full', { max: MAX_ROWS }))
    run(
      ctx.db,
      'INSERT INTO realstore_carts (user_id, realstore_id, buy_use_type, goods_id, spec, spec_key, stock, add_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      user.id,
      store.id,
      useType,
      goods.id,
      spec.length ? JSON.stringify(spec) : '',
      specKey,
      total,
      ctx.nowSeconds(),
    )
  })()
  return ok(storeCartView(ctx, store, useType), ctx.t('realstore.cart_added'))
}

function ownCartRow(ctx: Ctx, userId: number, id: number): StoreCartRow {
  const row = one<StoreCartRow>(ctx.db, 'SELECT * FROM realstore_carts WHERE id = ? AND user_id = ?', id, userId)
  if (!row) throw new ApiError(ctx.t('realstore.cart_missing'))
  return row
}

/** cart/stock {id, stock}: a new quantity for one line (within the goods' limits and stock). */
export function stock(ctx: Ctx) {
  const user = ctx.requireUser()
  const row = ownCartRow(ctx, user.id, requireId(ctx))
  const quantity = readQuantity(ctx, ctx.params.stock)
  const goods = goodsById(ctx.db, row.goods_id)
  if (!goods) throw new ApiError(ctx.t('goods.not_found'))
  const { base } = resolveSpecBase(ctx, goods, storedSpec(row.spec) ?? [])
  assertPurchasable(ctx, goods, base, quantity)
  run(ctx.db, 'UPDATE realstore_carts SET stock = ? WHERE id = ? AND user_id = ?', quantity, row.id, user.id)
  const store = requireStoreOf(ctx, row.realstore_id)
  return ok(storeCartView(ctx, store, row.buy_use_type), ctx.t('realstore.cart_updated'))
}

/** cart/delete {ids}: remove lines (comma-separated ids empty the cart); other shoppers' ids count as missing. */
export function remove(ctx: Ctx) {
  const user = ctx.requireUser()
  const ids = requireIds(ctx, ctx.params.ids !== undefined ? 'ids' : 'id', MAX_ROWS)
  const rows = ids.map((id) => ownCartRow(ctx, user.id, id))
  ctx.db.transaction(() => {
    for (const row of rows) run(ctx.db, 'DELETE FROM realstore_carts WHERE id = ? AND user_id = ?', row.id, user.id)
  })()
  const store = requireStoreOf(ctx, rows[0].realstore_id)
  return ok(storeCartView(ctx, store, rows[0].buy_use_type), ctx.t('realstore.cart_deleted'))
}

function requireStoreOf(ctx: Ctx, storeId: number): StoreRow {
  const store = one<StoreRow>(ctx.db, 'SELECT * FROM realstores WHERE id = ?', storeId)
  if (!store) throw new ApiError(ctx.t('realstore.not_found'))
  return store
}

/** After a store order: the ordered goods leave this store's cart. */
export function clearOrderedLines(ctx: Ctx, userId: number, storeId: number, lines: Array<{ goodsId: number; specKey: string }>): void {
  for (const line of lines)
    run(
      ctx.db,
      'DELETE FROM realstore_carts WHERE user_id = ? AND realstore_id = ? AND goods_id = ? AND spec_key = ?',
      userId,
      storeId,
      line.goodsId,
      line.specKey,
    )
}
