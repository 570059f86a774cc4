// Cart rows and totals. Prices always come from the current spec row, never from what the client sent.
import type { Database } from 'better-sqlite3'
import { all, one } from '../../db'
import { formatTime, fromCents, money, toCents } from '../../core/format'
import { defineMessages } from '../../core/i18n'
import type { Ctx } from '../../core/context'
import { goodsPhotos, goodsUrl, priceDisplayFields, type GoodsRow } from '../goods/goods-view'
import { specText, storedSpec, type SpecBaseRow } from '../goods/specs'
import { displayMoney } from '../site/display-currency'
import { effectivePrice, pricedSpecBase } from '../goods/goods-price'

defineMessages({
  'cart.spec_missing': { zh: '规格不存在', en: 'Specification does not exist' },
  'cart.no_inventory': { zh: '库存不足', en: 'Insufficient inventory' },
  'cart.exhibition': { zh: '仅展示商品，不可购买', en: 'Display only, cannot be purchased' },
})

export interface CartRow {
  id: number
  user_id: number
  goods_id: number
  title: string
  images: string
  original_price: number
  price: number
  stock: number
  spec: string
  spec_key: string
  add_time: number
  upd_time: number
}

export type CartTotals = { total_price: string; buy_number: string } | { total_price: 0; buy_number: 0 }

/**
 * ShopXO quirk kept on purpose: strings when the cart has items, numbers 0 when it is empty.
 * `unitPrice` maps a row's stored spec price to the price it sells at (cartTotalsView passes the
 * goods-price resolvers); without it the stored prices are summed.
 */
export function cartTotals(
  db: Database,
  userId: number | null | undefined,
  unitPrice: (goodsId: number, price: number) => number = (_goodsId, price) => price,
): CartTotals {
  if (!userId) return { total_price: 0, buy_number: 0 }
  const rows = all<{ goods_id: number; stock: number; price: number | null }>(
    db,
    `SELECT c.goods_id, c.stock, b.price
     FROM carts c LEFT JOIN goods_spec_base b ON b.goods_id = c.goods_id AND b.spec_key = c.spec_key
     WHERE c.user_id = ?`,
    userId,
  )
  const count = rows.reduce((s, r) => s + r.stock, 0)
  if (!count) return { total_price: 0, buy_number: 0 }
  const cents = rows.reduce((s, r) => (r.price === null ? s : s + r.stock * toCents(unitPrice(r.goods_id, r.price))), 0)
  return { total_price: money(fromCents(cents)), buy_number: count > 99 ? '99+' : String(count) }
}

/** cartTotals as shown: effective prices (goods-price.ts), total_price in the display currency (the zero-count numbers stay as they are). */
export function cartTotalsView(ctx: Ctx, userId: number | null | undefined): CartTotals {
  const totals = cartTotals(ctx.db, userId, (goodsId, price) => effectivePrice(ctx, goodsId, price))
  return typeof totals.total_price === 'string' ? { ...totals, total_price: displayMoney(ctx, totals.total_price) } : totals
}

/** The most a shopper may buy in one go: the goods limit (if any) capped by stock. */
export function maxBuyable(goods: Pick<GoodsRow, 'buy_max_number'>, inventory: number): number {
  return goods.buy_max_number > 0 ? Math.min(goods.buy_max_number, inventory) : inventory
}

export function cartRowsForUser(db: Database, userId: number, ids?: number[]): CartRow[] {
  if (!ids) return all<CartRow>(db, 'SELECT * FROM carts WHERE user_id = ? ORDER BY id DESC', userId)
  if (ids.length === 0) return []
  // The id list is validated integers; placeholders keep the query parameterised.
  return db.prepare(`SELECT * FROM carts WHERE user_id = ? AND id IN (${ids.map(() => '?').join(',')}) ORDER BY id DESC`).all(userId, ...ids) as CartRow[]
}

/** The full cart item object (cart/index, cart/stock, buy/index for buy_type=cart); amounts in the display currency. */
export function cartItemView(ctx: Ctx, row: CartRow) {
  const goods = one<GoodsRow>(ctx.db, 'SELECT * FROM goods WHERE id = ?', row.goods_id)
  const stored = one<SpecBaseRow>(ctx.db, 'SELECT * FROM goods_spec_base WHERE goods_id = ? AND spec_key = ?', row.goods_id, row.spec_key)
  // The price it sells at now (a running flash sale), never the stored cart snapshot.
  const base = stored ? pricedSpecBase(ctx, stored) : undefined
  const spec = storedSpec(row.spec)
  const price = base ? base.price : row.price
  const originalPrice = base ? base.original_price : row.original_price
  const inventory = base?.inventory ?? 0
  let error = ''
  if (!goods || !goods.is_shelves || goods.is_delete_time) error = ctx.t('goods.off_shelf')
  else if (goods.is_exhibition) error = ctx.t('cart.exhibition')
  else if (!base) error = ctx.t('cart.spec_missing')
  else if (inventory < row.stock || inventory <= 0) error = ctx.t('cart.no_inventory')
  const isFavor = ctx.user ? !!one(ctx.db, 'SELECT 1 FROM user_goods_favor WHERE user_id = ? AND goods_id = ?', ctx.user.id, row.goods_id) : false
  return {
    id: row.id,
    user_id: row.user_id,
    goods_id: row.goods_id,
    title: goods?.title ?? row.title,
    images: ctx.img(goods?.images ?? row.images),
    original_price: displayMoney(ctx, originalPrice),
    price: displayMoney(ctx, price),
    stock: row.stock,
    spec,
    add_time: formatTime(row.add_time),
    upd_time: row.upd_time ? formatTime(row.upd_time) : 0,
    inventory_unit: goods?.inventory_unit ?? '',
    is_shelves: goods?.is_shelves ?? 0,
    is_delete_time: goods?.is_delete_time ?? 0,
    buy_min_number: goods?.buy_min_number ?? 1,
    buy_max_number: goods ? maxBuyable(goods, inventory) : 0,
    model: goods?.model ?? '',
    site_type: goods?.site_type ?? -1,
    data_index: 1,
    ...priceDisplayFields(ctx),
    price_container: {
      price: displayMoney(ctx, price),
      min_price: 0,
      max_price: 0,
      original_price: displayMoney(ctx, originalPrice),
      min_original_price: 0,
      max_original_price: 0,
    },
    goods_url: goodsUrl(row.goods_id),
    photo: goods ? goodsPhotos(ctx, goods.id) : [],
    images_old: goods?.images ?? row.images,
    is_error: error ? 1 : 0,
    error_msg: error,
    is_favor: isFavor ? 1 : 0,
    spec_text: specText(spec),
    is_invalid: !goods || !goods.is_shelves || !base ? 1 : 0,
    inventory,
    total_price: displayMoney(ctx, fromCents(toCents(price) * row.stock)),
    spec_base_id: base?.id ?? 0,
    spec_buy_min_number: base?.buy_min_number ?? 0,
    spec_buy_max_number: base?.buy_max_number ?? 0,
    spec_weight: String(base?.weight ?? 0),
    spec_volume: money(base?.volume ?? 0),
    spec_coding: base?.coding ?? '',
    spec_barcode: base?.barcode ?? '',
    extends: null,
  }
}
