// Checkout: turning buy params (cart ids or goods_data) into priced lines, and creating orders from them.
import crypto from 'node:crypto'
import { one, run } from '../../db'
import { fromCents, toCents } from '../../core/format'
import { defineMessages } from '../../core/i18n'
import { ApiError } from '../../core/result'
import { requireIds } from '../../core/validate'
import type { Ctx, User } from '../../core/context'
import { goodsById, type GoodsRow } from '../goods/goods-view'
import { cartRowsForUser, type CartRow } from './cart'
import { parseSpecParam, resolveSpecBase, type SpecBaseRow, type SpecPair } from '../goods/specs'
import { assertPurchasable, readQuantity } from './purchase'
import { regionNames, type AddressFields, type AddressRow } from '../address/address'
import type { PaymentRow } from './payments'
import { getConfig } from '../site/configs'
import { addUserMessage, newOrderNo, reserveStock, ORDER_STATUS } from './orders'
import { isPluginEnabled } from '../../core/plugins'

defineMessages({
  'buy.params': { zh: '参数错误', en: 'Parameter error' },
  'buy.goods_data': { zh: '商品数据有误', en: 'Goods data is invalid' },
  'buy.too_many': { zh: '一次最多购买{max}种商品', en: 'At most {max} kinds of goods per order' },
  'buy.cart_missing': { zh: '购物车数据有误，请刷新后重试', en: 'Cart data is invalid, please refresh and try again' },
  'buy.order_message_title': { zh: '订单新增', en: 'New order' },
  'buy.order_message': { zh: '订单创建成功，订单号 {no}', en: 'Order {no} has been created' },
})

const MAX_LINES = 50

export interface BuyLine {
  goods: GoodsRow
  base: SpecBaseRow
  spec: SpecPair[]
  stock: number
  cart?: CartRow
}

/** goods_data: a real array, a JSON string, or urlencode(base64(JSON)) as the storefront sends it. */
export function decodeGoodsData(ctx: Ctx, raw: unknown): unknown[] {
  if (Array.isArray(raw)) return raw
  if (typeof raw !== 'string' || raw.trim() === '') throw new ApiError(ctx.t('buy.goods_data'))
  const text = raw.trim()
  const attempts: Array<() => unknown> = [
    () => JSON.parse(text),
    () => JSON.parse(Buffer.from(safeDecodeURIComponent(text), 'base64').toString('utf8')),
    () => JSON.parse(Buffer.from(text.replace(/ /g, '+'), 'base64').toString('utf8')),
  ]
  for (const attempt of attempts) {
    try {
      const value = attempt()
      if (Array.isArray(value)) return value
    } catch {
      /* try the next encoding */
    }
  }
  throw new ApiError(ctx.t('buy.goods_data'))
}

function safeDecodeURIComponent(s: string): string {
  try {
    return decodeURIComponent(s)
  } catch {
    return s
  }
}

/** Validate buy_type + ids / goods_data into priced lines. Every line is checked against stock and limits. */
export function readBuyLines(ctx: Ctx, user: User): { buyType: 'cart' | 'goods'; lines: BuyLine[] } {
  const buyType = ctx.params.buy_type
  const hasIds = ctx.params.ids !== undefined && ctx.params.ids !== ''
  const hasGoods = ctx.params.goods_data !== undefined && ctx.params.goods_data !== ''
  if (buyType === 'cart' || (buyType === undefined && hasIds && !hasGoods)) {
    if (!hasIds) throw new ApiError(ctx.t('buy.params'))
    const ids = requireIds(ctx, 'ids', MAX_LINES)
    const rows = cartRowsForUser(ctx.db, user.id, ids)
    if (rows.length !== ids.length) throw new ApiError(ctx.t('buy.cart_missing'))
    const lines = rows.map((row) => {
      const goods = goodsById(ctx.db, row.goods_id)
      if (!goods) throw new ApiError(ctx.t('goods.not_found'))
      const spec = row.spec ? (JSON.parse(row.spec) as SpecPair[]) : []
      const { base, spec: ordered } = resolveSpecBase(ctx, goods, spec)
      assertPurchasable(ctx, goods, base, row.stock)
      return { goods, base, spec: ordered, stock: row.stock, cart: row }
    })
    return { buyType: 'cart', lines }
  }
  if (buyType === 'goods' || (buyType === undefined && hasGoods)) {
    if (!hasGoods) throw new ApiError(ctx.t('buy.params'))
    const items = decodeGoodsData(ctx, ctx.params.goods_data)
    if (items.length === 0) throw new ApiError(ctx.t('buy.goods_data'))
    if (items.length > MAX_LINES) throw new ApiError(ctx.t('buy.too_many', { max: MAX_LINES }))
    const lines = items.map((item) => {
      if (!item || typeof item !== 'object' || Array.isArray(item)) throw new ApiError(ctx.t('buy.goods_data'))
      const entry = item as Record<string, unknown>
      const goodsId = typeof entry.goods_id === 'number' || typeof entry.goods_id === 'string' ? Number(entry.goods_id) : NaN
      if (!Number.isInteger(goodsId) || goodsId < 1 || goodsId > 2_147_483_647) throw new ApiError(ctx.t('buy.goods_data'))
      const goods = goodsById(ctx.db, goodsId)
      if (!goods) throw new ApiError(ctx.t('goods.not_found'))
      const stock = readQuantity(ctx, entry.stock)
      const { base, spec } = resolveSpecBase(ctx, goods, parseSpecParam(ctx, entry.spec))
      assertPurchasable(ctx, goods, base, stock)
      return { goods, base, spec, stock }
    })
    // The same goods+spec twice in one request counts as one line of the summed quantity.
    const merged = new Map<number, BuyLine>()
    for (const line of lines) {
      const existing = merged.get(line.base.id)
      if (existing) {
        existing.stock += line.stock
        assertPurchasable(ctx, existing.goods, existing.base, existing.stock)
      } else merged.set(line.base.id, line)
    }
    return { buyType: 'goods', lines: [...merged.values()] }
  }
  throw new ApiError(ctx.t('buy.params'))
}

export interface BuyTotals {
  priceCents: number
  buyCount: number
  goodsCount: number
  weight: number
  volume: number
}

export function buyTotals(lines: BuyLine[]): BuyTotals {
  return {
    priceCents: lines.reduce((s, l) => s + toCents(l.base.price) * l.stock, 0),
    buyCount: lines.reduce((s, l) => s + l.stock, 0),
    goodsCount: lines.length,
    weight: lines.reduce((s, l) => s + l.base.weight * l.stock, 0),
    volume: lines.reduce((s, l) => s + l.base.volume * l.stock, 0),
  }
}

/** The goods_items entry of buy/index for buy_type=goods (ShopXO sends numbers for these prices). */
export function lineKey(line: BuyLine): string {
  return crypto.createHash('md5').update(`${line.goods.id}-${line.base.spec_key}`).digest('hex')
}

/* ---------- checkout extensions (coupon, points ... live in server/plugins) ---------- */

/** One row of order_base.extension_data (type 0 = deduction). */
export interface BuyExtensionRow {
  name: string
  /** Shop currency; buy/index converts it for display. */
  price: number
  type: number
  /** Shown as is: build it with displayMoney/displaySymbol (services/display-currency.ts). */
  tips: string
  business: string
}

/** What buy/index and buy/add hand each extension: the priced lines and the running deduction. */
export interface BuyDraft {
  mode: 'preview' | 'submit'
  user: User
  lines: BuyLine[]
  warehouseId: number
  goodsCents: number
  /** Sum of the deductions applied so far (never more than goodsCents). */
  discountCents: number
  /** Sum of what is added to the goods (the chosen freight). */
  increaseCents: number
  /**
   * An extension pays the order itself when it is created (the coin plugin's coin payment): buy/add then
   * needs no payment method, and the order leaves "to pay" inside createOrder's transaction.
   */
  paidByExtension: boolean
  /** Extra top-level keys for the buy/index answer (plugins_coupon_data ...). */
  answer: Record<string, unknown>
  extensionRows: BuyExtensionRow[]
  /** Run inside createOrder's transaction once the order row exists (mark coupon used, take points). */
  onOrderCreated: Array<(orderId: number) => void>
  /** Set by a plugin whose places the order can be collected at (site_model 2, e.g. physical stores). */
  pickup?: BuyPickup
}

/** A place an order can be collected at; `id` is what the storefront sends back as address_id. */
export interface BuyPickupPlace extends AddressFields {
  id: number
  /** Extra keys for the storefront's pickup card (logo, distance...). */
  view?: Record<string, unknown>
}

/** Collecting the order at a plugin's place instead of shipping it (api-core 3.5 site_model 2). */
export interface BuyPickup {
  /** The delivery mode's name in buy_site_model_list. */
  modeName: string
  /** Every place this order can be collected at, in the order to show them. */
  places: BuyPickupPlace[]
  /** The place the order goes to (the chosen address_id, or the plugin's default); null while none is. */
  chosen: BuyPickupPlace | null
  /** The order can only be collected (a store's own order): express is not offered. */
  only: boolean
  /** The code the shopper shows when collecting (orders.extraction_code); a random one when absent. */
  code?: string
}

/** The order address row of a pickup place (it has no identity-card fields). */
export function pickupAddress(place: BuyPickupPlace): AddressRow {
  const { view: _view, ...fields } = place
  return {
    ...fields,
    user_id: 0,
    label: '',
    is_default: 0,
    is_delete_time: 0,
    add_time: 0,
    upd_time: 0,
    idcard_name: '',
    idcard_number: '',
    idcard_front: '',
    idcard_back: '',
  }
}

export interface BuyExtension {
  /** The plugin whose switch gates this extension. */
  plugin: string
  /** Lower runs first: a coupon applies before points, which cap on what is left. */
  order: number
  apply(ctx: Ctx, draft: BuyDraft): void
  /** Give back what an order consumed when it is cancelled. */
  release?(ctx: Ctx, orderId: number): void
}

export const buyExtensions: BuyExtension[] = []

export function registerBuyExtension(extension: BuyExtension): void {
  buyExtensions.push(extension)
  buyExtensions.sort((a, b) => a.order - b.order)
}

export function applyBuyExtensions(ctx: Ctx, user: User, lines: BuyLine[], mode: BuyDraft['mode'], warehouseId = 1): BuyDraft {
  const draft: BuyDraft = {
    mode,
    user,
    lines,
    warehouseId,
    goodsCents: buyTotals(lines).priceCents,
    discountCents: 0,
    increaseCents: 0,
    paidByExtension: false,
    answer: {},
    extensionRows: [],
    onOrderCreated: [],
  }
  for (const extension of buyExtensions) if (isPluginEnabled(ctx.db, extension.plugin)) extension.apply(ctx, draft)
  return draft
}

/** Cancel: every extension gives back what the order used (runs even if the plugin was switched off since). */
export function releaseBuyExtensions(ctx: Ctx, orderId: number): void {
  for (const extension of buyExtensions) extension.release?.(ctx, orderId)
}

export interface CreatedOrder {
  orderId: number
  orderNo: string
  status: number
}

/**
 * Create the order in one transaction: reserve stock (atomically, per spec row), snapshot prices and
 * address, remove the used cart rows. Offline payment + the site switch → straight to "pending delivery".
 */
/** Virtual goods (site_type 3): an order of only those has no address and is delivered as keys. */
export const VIRTUAL_SITE_TYPE = 3
export const ORDER_MODEL = { express: 0, pickup: 2, virtual: 3 } as const

export function isVirtualBuy(lines: BuyLine[]): boolean {
  return lines.length > 0 && lines.every((line) => line.goods.site_type === VIRTUAL_SITE_TYPE)
}

/**
 * `address` is null for a virtual order; `payment` is null when an extension pays the order itself
 * (draft.paidByExtension, the coin payment).
 */
export function createOrder(
  ctx: Ctx,
  user: User,
  lines: BuyLine[],
  address: AddressRow | null,
  payment: PaymentRow | null,
  userNote: string,
  draft?: BuyDraft,
): CreatedOrder {
  const now = ctx.nowSeconds()
  const totals = buyTotals(lines)
  const discountCents = Math.min(draft?.discountCents ?? 0, totals.priceCents)
  const increaseCents = draft?.increaseCents ?? 0
  const offlineAutoConfirm = payment?.is_under_line === 1 && getConfig(ctx.db, 'common_is_under_line_order_normal', '1') === '1'
  // Collected at a plugin's place: order model 2 (self pickup) with the code shown at collection.
  const pickup = draft?.pickup?.chosen ? draft.pickup : undefined
  const orderModel = pickup ? ORDER_MODEL.pickup : address ? ORDER_MODEL.express : ORDER_MODEL.virtual
  const extractionCode = pickup ? (pickup.code ?? String(crypto.randomInt(0, 10000)).padStart(4, '0')) : ''
  // Nothing left to pay (a claimed gift, a full deduction): the order is paid as it is created.
  const free = totals.priceCents - discountCents + increaseCents <= 0
  const status = free || offlineAutoConfirm ? ORDER_STATUS.delivery : ORDER_STATUS.pay
  const orderNo = newOrderNo(ctx.now())
  const create = ctx.db.transaction((): CreatedOrder => {
    for (const line of lines) {
      if (!reserveStock(ctx.db, line.base.id, line.goods.id, line.stock)) {
        const left = one<{ inventory: number }>(ctx.db, 'SELECT inventory FROM goods_spec_base WHERE id = ?', line.base.id)?.inventory ?? 0
        throw new ApiError(ctx.t(left > 0 ? 'purchase.not_enough' : 'purchase.sold_out', { title: line.goods.title, unit: line.goods.inventory_unit, left }))
      }
    }
    const goodsTotal = fromCents(totals.priceCents)
    const orderId = Number(
      run(
        ctx.db,
        `INSERT INTO orders (order_no, user_id, payment_id, status, pay_status, buy_number_count, price, preferential_price, increase_price, total_price, pay_price,
          client_type, order_model, extension_data, is_under_line, user_note, extraction_code, pay_time, confirm_time, add_time, upd_time)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        orderNo,
        user.id,
        payment?.id ?? 0,
        status,
        free ? 1 : 0,
        totals.buyCount,
        goodsTotal,
        fromCents(discountCents),
        fromCents(increaseCents),
        fromCents(totals.priceCents - discountCents + increaseCents),
        ctx.clientType,
        orderModel,
        draft?.extensionRows.length ? JSON.stringify(draft.extensionRows) : '',
        payment?.is_under_line ?? 0,
        userNote,
        extractionCode,
        free ? now : 0,
        // confirm_time marks 'accepted' (not booking mode), so every order created here has it.
        now,
        now,
        now,
      ).lastInsertRowid,
    )
    for (const line of lines) {
      run(
        ctx.db,
        `INSERT INTO order_details (user_id, order_id, goods_id, spec_base_id, title, images, original_price, price, total_price, spec, buy_number, model,
          spec_weight, spec_volume, spec_coding, spec_barcode, add_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        user.id,
        orderId,
        line.goods.id,
        line.base.id,
        line.goods.title,
        line.goods.images,
        line.base.original_price,
        line.base.price,
        fromCents(toCents(line.base.price) * line.stock),
        line.spec.length ? JSON.stringify(line.spec) : '',
        line.stock,
        line.goods.model,
        line.base.weight,
        line.base.volume,
        line.base.coding,
        line.base.barcode,
        now,
      )
      if (line.cart) run(ctx.db, 'DELETE FROM carts WHERE id = ? AND user_id = ?', line.cart.id, user.id)
    }
    if (address) insertOrderAddress(ctx, orderId, user.id, address, now)
    for (const hook of draft?.onOrderCreated ?? []) hook(orderId)
    addUserMessage(ctx.db, user.id, ctx.t('buy.order_message_title'), ctx.t('buy.order_message', { no: orderNo }), orderId, '订单', now)
    // A hook may have paid the order already (coin payment): answer its status now.
    const settled = one<{ status: number }>(ctx.db, 'SELECT status FROM orders WHERE id = ?', orderId)?.status ?? status
    return { orderId, orderNo, status: settled }
  })
  return create()
}

/* ---------- per-goods keys of buy/index (plugins_ordergoodsform_data ...) ---------- */

/** Keys a plugin adds to each goods_items entry of buy/index (ShopXO sends some plugin data per goods line). */
export interface BuyLineExtension {
  plugin: string
  extend(ctx: Ctx, user: User, line: BuyLine): Record<string, unknown>
}

const buyLineExtensions: BuyLineExtension[] = []

export function registerBuyLineExtension(extension: BuyLineExtension): void {
  buyLineExtensions.push(extension)
}

/** What the enabled plugins add to one goods line. */
export function buyLineExtras(ctx: Ctx, user: User, line: BuyLine): Record<string, unknown> {
  const extras: Record<string, unknown> = {}
  for (const extension of buyLineExtensions) if (isPluginEnabled(ctx.db, extension.plugin)) Object.assign(extras, extension.extend(ctx, user, line))
  return extras
}

/** The address snapshot of an order (names resolved now, so later region edits do not change it). */
function insertOrderAddress(ctx: Ctx, orderId: number, userId: number, address: AddressRow, now: number): void {
  const names = regionNames(ctx.db, address)
  run(
    ctx.db,
    `INSERT INTO order_addresses (order_id, user_id, address_id, alias, name, tel, province, city, county, address, province_name, city_name, county_name,
      lng, lat, idcard_name, idcard_number, idcard_front, idcard_back, add_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    orderId,
    userId,
    address.id,
    address.alias,
    address.name,
    address.tel,
    address.province,
    address.city,
    address.county,
    address.address,
    names.province_name,
    names.city_name,
    names.county_name,
    address.lng,
    address.lat,
    address.idcard_name,
    address.idcard_number,
    address.idcard_front,
    address.idcard_back,
    now,
  )
}
