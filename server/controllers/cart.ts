// cart/*: list, add (merging same goods+spec), change quantity, delete. A user only ever sees their own rows.
import { registerController, ok, type Ctx } from '../core/router'
import { defineMessages } from '../core/i18n'
import { one, run } from '../db'
import { ownRow } from '../services/user/owned-rows'
import { ApiError } from '../core/result'
import { asPositiveInt, requireId, requireIds } from '../core/validate'
import { goodsById } from '../services/goods/goods-view'
import { cartItemView, cartRowsForUser, cartTotalsView, type CartRow } from '../services/order/cart'
import { parseSpecParam, resolveSpecBase, specKeyOf } from '../services/goods/specs'
import { assertPurchasable, readQuantity, MAX_QUANTITY } from '../services/order/purchase'

defineMessages({
  'cart.added': { zh: '加入成功', en: 'Added successfully' },
  'cart.updated': { zh: '更新成功', en: 'Updated successfully' },
  'cart.deleted': { zh: '删除成功', en: 'Deleted successfully' },
  'cart.row_missing': { zh: '购物车数据不存在', en: 'Cart item does not exist' },
  'cart.full': { zh: '购物车商品种类已达上限（{max}）', en: 'The cart is full ({max} items)' },
})

const MAX_CART_ROWS = 100

function index(ctx: Ctx) {
  const user = ctx.requireUser()
  const rows = cartRowsForUser(ctx.db, user.id)
  return ok({ ...cartTotalsView(ctx, user.id), data: rows.map((row) => cartItemView(ctx, row)) })
}

function save(ctx: Ctx) {
  const user = ctx.requireUser()
  const goodsId = asPositiveInt(ctx.params.goods_id)
  if (goodsId === null) throw new ApiError(ctx.t('goods.id_invalid'))
  const goods = goodsById(ctx.db, goodsId)
  if (!goods) throw new ApiError(ctx.t('goods.not_found'))
  const quantity = readQuantity(ctx, ctx.params.stock ?? 1)
  const { base, spec } = resolveSpecBase(ctx, goods, parseSpecParam(ctx, ctx.params.spec))
  const specKey = specKeyOf(spec)
  const now = ctx.nowSeconds()
  ctx.db.transaction(() => {
    const existing = one<CartRow>(ctx.db, 'SELECT * FROM carts WHERE user_id = ? AND goods_id = ? AND spec_key = ?', user.id, goods.id, specKey)
    const total = (existing?.stock ?? 0) + quantity
    if (total > MAX_QUANTITY) throw new ApiError(ctx.t('purchase.stock_invalid'))
    assertPurchasable(ctx, goods, base, total)
    if (existing) {
      run(ctx.db, 'UPDATE carts SET stock = ?, price = ?, original_price = ? WHERE id = ?', total, base.price, base.original_price, existing.id)
    } else {
      const rows = one<{ n: number }>(ctx.db, 'SELECT COUNT(*) AS n FROM carts WHERE user_id = ?', user.id)?.n ?? 0
      if (rows >= MAX_CART_ROWS) throw new ApiError(ctx.t('cart.full', { max: MAX_CART_ROWS }))
      run(
        ctx.db,
        `INSERT INTO carts (user_id, goods_id, title, images, original_price, price, stock, spec, spec_key, add_time, upd_time)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0)`,
        user.id,
        goods.id,
        goods.title,
        goods.images,
        base.original_price,
        base.price,
        total,
        spec.length ? JSON.stringify(spec) : '',
        specKey,
        now,
      )
    }
  })()
  return ok(cartTotalsView(ctx, user.id), ctx.t('cart.added'))
}

function stock(ctx: Ctx) {
  const user = ctx.requireUser()
  const id = requireId(ctx, 'id')
  const quantity = readQuantity(ctx, ctx.params.stock)
  const row = ownRow<CartRow>(ctx, 'carts', user.id, id, 'cart.row_missing')
  if (ctx.params.goods_id !== undefined && ctx.params.goods_id !== '' && asPositiveInt(ctx.params.goods_id) !== row.goods_id)
    throw new ApiError(ctx.t('cart.row_missing'))
  const goods = goodsById(ctx.db, row.goods_id)
  if (!goods) throw new ApiError(ctx.t('goods.not_found'))
  const { base } = resolveSpecBase(ctx, goods, row.spec ? JSON.parse(row.spec) : [])
  assertPurchasable(ctx, goods, base, quantity)
  // upd_time stays 0 like ShopXO's cart rows.
  run(
    ctx.db,
    'UPDATE carts SET stock = ?, price = ?, original_price = ? WHERE id = ? AND user_id = ?',
    quantity,
    base.price,
    base.original_price,
    row.id,
    user.id,
  )
  const updated = one<CartRow>(ctx.db, 'SELECT * FROM carts WHERE id = ?', row.id) as CartRow
  return ok(cartItemView(ctx, updated), ctx.t('cart.updated'))
}

function remove(ctx: Ctx) {
  const user = ctx.requireUser()
  const ids = requireIds(ctx, ctx.params.id !== undefined ? 'id' : 'ids', 200)
  const owned = cartRowsForUser(ctx.db, user.id, ids)
  // Ids of other users' rows are treated exactly like ids that do not exist.
  if (owned.length === 0) throw new ApiError(ctx.t('cart.row_missing'))
  ctx.db.transaction(() => {
    for (const row of owned) run(ctx.db, 'DELETE FROM carts WHERE id = ? AND user_id = ?', row.id, user.id)
  })()
  return ok(cartTotalsView(ctx, user.id), ctx.t('cart.deleted'))
}

registerController('cart', { index, save, stock, delete: remove })
