// buy/index (checkout preview) and buy/add (create the order). Totals always come from the DB.
import crypto from 'node:crypto'
import type { Database } from 'better-sqlite3'
import { registerController, ok, type Ctx } from '../core/router'
import { defineMessages } from '../core/i18n'
import { ApiError } from '../core/result'
import { fromCents, money, toCents } from '../core/format'
import { asPositiveInt, freeText } from '../core/validate'
import {
  readBuyLines,
  buyTotals,
  buyLineExtras,
  createOrder,
  lineKey,
  applyBuyExtensions,
  isVirtualBuy,
  pickupAddress,
  type BuyDraft,
  type BuyLine,
  type BuyPickup,
} from '../services/order/buy'
import { freightChoice } from '../services/order/freight'
import { configFlag } from '../services/site/configs'
import { cartItemView } from '../services/order/cart'
import { goodsBase } from '../services/goods/goods-view'
import { specText } from '../services/goods/specs'
import { addressView, defaultAddress, userAddress, type AddressRow } from '../services/address/address'
import { paymentById, paymentListView } from '../services/order/payments'
import { getConfigNumber } from '../services/site/configs'
import { ORDER_STATUS } from '../services/order/orders'
import { displayAmount, displayMoney, displaySymbol } from '../services/site/display-currency'

defineMessages({
  'buy.payment_invalid': { zh: '支付方式有误', en: 'Payment method is incorrect' },
  'buy.address_invalid': { zh: '收货地址有误', en: 'Shipping address is incorrect' },
  'buy.address_required': { zh: '请选择收货地址', en: 'Please choose a shipping address' },
  'buy.pickup_required': { zh: '请选择取货地址', en: 'Please choose where to pick up the order' },
  'buy.site_model_invalid': { zh: '配送方式有误', en: 'Delivery method is incorrect' },
  'buy.submitted': { zh: '提交成功', en: 'Submitted successfully' },
  'buy.created': { zh: '操作成功', en: 'Operation successful' },
  'buy.express': { zh: '快递', en: 'Express' },
  'buy.note_too_long': { zh: '用户留言最多230个字符', en: 'The note can be at most 230 characters' },
  'buy.warehouse_alias': { zh: '上海仓', en: 'Shanghai warehouse' },
  'buy.virtual': { zh: '虚拟销售', en: 'Digital delivery' },
})

const WAREHOUSE = { id: 1, province: 9, city: 37, county: 476, address: '南京西路1266号', lng: '121.4550000000', lat: '31.2280000000' }

const SITE_MODEL_PICKUP = 2
const SITE_MODEL_VIRTUAL = 3

/**
 * site_model: -1 (let the server pick) or 0 (express) — the demo shop ships by express; 2 (self pickup) only
 * while a plugin offers places to collect the order at (and always 2 when it can only be collected); an order
 * of virtual goods only is delivered as keys (3), whatever the page sends.
 */
function readSiteModel(ctx: Ctx, virtual: boolean, pickup: BuyPickup | undefined): number {
  if (virtual) return SITE_MODEL_VIRTUAL
  if (pickup?.only) return SITE_MODEL_PICKUP
  const raw = ctx.params.site_model
  if (raw === undefined || raw === null || raw === '' || raw === -1 || raw === '-1' || raw === 0 || raw === '0') return 0
  if (pickup && (raw === SITE_MODEL_PICKUP || raw === String(SITE_MODEL_PICKUP))) return SITE_MODEL_PICKUP
  throw new ApiError(ctx.t('buy.site_model_invalid'))
}

function siteModelList(ctx: Ctx, virtual: boolean, pickup: BuyPickup | undefined, siteModel: number) {
  if (virtual) return [{ value: SITE_MODEL_VIRTUAL, name: ctx.t('buy.virtual'), checked: true }]
  const express = { value: 0, name: ctx.t('buy.express'), checked: siteModel === 0 }
  if (!pickup) return [express]
  const collect = { value: SITE_MODEL_PICKUP, name: pickup.modeName, checked: siteModel === SITE_MODEL_PICKUP }
  return pickup.only ? [collect] : [express, collect]
}

/** A pickup place as buy/index lists it (base.extraction_address and base.address). */
function pickupPlaceView(ctx: Ctx, pickup: BuyPickup, id: number) {
  const place = pickup.places.find((p) => p.id === id) ?? pickup.chosen
  return place ? { ...addressView(ctx, pickupAddress(place)), ...place.view } : null
}

function readAddress(ctx: Ctx, userId: number, required: boolean): AddressRow | undefined {
  const raw = ctx.params.address_id
  if (raw === undefined || raw === null || raw === '' || raw === 0 || raw === '0') {
    if (required) throw new ApiError(ctx.t('buy.address_required'))
    return defaultAddress(ctx.db, userId)
  }
  const id = asPositiveInt(raw)
  const address = id === null ? undefined : userAddress(ctx.db, userId, id)
  if (!address) throw new ApiError(ctx.t('buy.address_invalid'))
  return address
}

/** ShopXO's buy_type=goods items carry numeric prices, cart items carry the formatted cart row (display currency). */
function goodsItem(ctx: Ctx, line: BuyLine, buyType: 'cart' | 'goods') {
  const lineTotal = displayMoney(ctx, fromCents(toCents(line.base.price) * line.stock))
  const price = displayAmount(ctx, line.base.price)
  const originalPrice = displayAmount(ctx, line.base.original_price)
  if (buyType === 'cart' && line.cart) return { ...cartItemView(ctx, line.cart), total_price: lineTotal }
  const base = goodsBase(ctx, line.goods, { withoutContent: true })
  return {
    id: lineKey(line),
    goods_id: line.goods.id,
    title: line.goods.title,
    images: base.images,
    inventory_unit: line.goods.inventory_unit,
    is_shelves: line.goods.is_shelves,
    buy_min_number: line.goods.buy_min_number,
    buy_max_number: line.goods.buy_max_number,
    model: line.goods.model,
    site_type: line.goods.site_type,
    data_index: 1,
    show_field_original_price_text: base.show_field_original_price_text,
    show_original_price_symbol: base.show_original_price_symbol,
    show_original_price_unit: base.show_original_price_unit,
    show_field_original_price_status: base.show_field_original_price_status,
    show_field_price_text: base.show_field_price_text,
    show_price_symbol: base.show_price_symbol,
    show_price_unit: base.show_price_unit,
    show_field_price_status: base.show_field_price_status,
    show_sales_number_status: base.show_sales_number_status,
    show_inventory_status: base.show_inventory_status,
    plugins_view_panel_data: [],
    plugins_view_icon_data: [],
    price_container: { price, min_price: 0, max_price: 0, original_price: originalPrice, min_original_price: 0, max_original_price: 0 },
    goods_url: base.goods_url,
    photo: base.photo,
    images_old: line.goods.images,
    is_error: 0,
    error_msg: '',
    spec: line.spec.length ? line.spec : '',
    spec_text: specText(line.spec),
    inventory: line.base.inventory,
    price,
    original_price: originalPrice,
    spec_base_id: line.base.id,
    spec_buy_min_number: line.base.buy_min_number,
    spec_buy_max_number: line.base.buy_max_number,
    spec_weight: String(line.base.weight),
    spec_volume: money(line.base.volume),
    spec_coding: line.base.coding,
    spec_barcode: line.base.barcode,
    extends: null,
    stock: line.stock,
    total_price: lineTotal,
  }
}

/**
 * Coupons, points and coins (plugins), the delivery mode (a store plugin may offer pickup), then the chosen
 * freight of a shipped order: what buy/index shows and buy/add charges.
 */
function checkoutDraft(ctx: Ctx, user: NonNullable<Ctx['user']>, lines: BuyLine[], mode: BuyDraft['mode'], virtual: boolean) {
  const draft = applyBuyExtensions(ctx, user, lines, mode, WAREHOUSE.id)
  if (virtual) draft.pickup = undefined
  const siteModel = readSiteModel(ctx, virtual, draft.pickup)
  const freight = siteModel === 0 ? freightChoice(ctx, WAREHOUSE.id) : null
  if (freight?.row) {
    draft.increaseCents += freight.cents
    draft.extensionRows.push(freight.row)
  }
  return { draft, freight, siteModel }
}

function index(ctx: Ctx) {
  const user = ctx.requireUser()
  const { buyType, lines } = readBuyLines(ctx, user)
  const virtual = isVirtualBuy(lines)
  // Virtual goods with direct submit: opening the checkout places the order and goes to payment.
  if (virtual && configFlag(ctx.db, 'common_is_virtual_direct_submit')) {
    const placed = submit(ctx, user, lines, true)
    return { ...placed, data: { ...(placed.data as object), is_order_submit: 1 } }
  }
  const totals = buyTotals(lines)
  // Computed in the shop currency; each shown amount is converted on its own (services/display-currency.ts).
  const total = displayMoney(ctx, fromCents(totals.priceCents))
  const { draft: extras, freight, siteModel } = checkoutDraft(ctx, user, lines, 'preview', virtual)
  const pickup = extras.pickup
  const collecting = siteModel === SITE_MODEL_PICKUP && pickup
  const address = virtual || collecting ? undefined : readAddress(ctx, user.id, false)
  const addressData = collecting ? (pickup.chosen ? pickupPlaceView(ctx, pickup, pickup.chosen.id) : null) : address ? addressView(ctx, address) : null
  const baseTotals = {
    total_price: total,
    actual_price: displayMoney(ctx, fromCents(totals.priceCents - extras.discountCents + extras.increaseCents)),
    preferential_price: extras.discountCents ? displayMoney(ctx, fromCents(extras.discountCents)) : 0,
    increase_price: extras.increaseCents ? displayMoney(ctx, fromCents(extras.increaseCents)) : 0,
    goods_count: totals.goodsCount,
    spec_weight_total: totals.weight,
    spec_volume_total: totals.volume,
    buy_count: totals.buyCount,
    address: addressData,
    extraction_address: collecting ? pickup.places.map((place) => pickupPlaceView(ctx, pickup, place.id)) : [],
    site_model: siteModel,
    common_site_type: '0',
  }
  const payments = paymentListView(ctx)
  const defaultPaymentId = getConfigNumber(ctx.db, 'default_payment_id', 0)
  return ok({
    goods_list: [
      {
        id: WAREHOUSE.id,
        name: ctx.t('order.warehouse'),
        alias: ctx.t('buy.warehouse_alias'),
        province: WAREHOUSE.province,
        city: WAREHOUSE.city,
        county: WAREHOUSE.county,
        address: WAREHOUSE.address,
        lng: WAREHOUSE.lng,
        lat: WAREHOUSE.lat,
        icon: ctx.img('/static/common/warehouse.svg'),
        url: '',
        province_name: '上海市',
        city_name: '上海市',
        county_name: '静安区',
        goods_items: lines.map((line) => ({ ...goodsItem(ctx, line, buyType), ...buyLineExtras(ctx, user, line) })),
        order_base: {
          ...baseTotals,
          goods_price_show_status: 1,
          goods_original_price_show_status: 1,
          extension_data: extras.extensionRows.map((row) => ({ ...row, price: displayAmount(ctx, row.price) })),
        },
        ...(freight?.view ? { plugins_freightfee_data: freight.view } : {}),
      },
    ],
    payment_list: payments,
    base: baseTotals,
    common_site_type: 0,
    default_payment_id: payments.some((p) => p.id === defaultPaymentId) ? defaultPaymentId : null,
    buy_site_model_list: siteModelList(ctx, virtual, pickup, siteModel),
    currency_symbol: displaySymbol(ctx),
    ...extras.answer,
  })
}

/** Recently answered buy/add requests, so a double tap returns the first order instead of a second one. */
const recentSubmits = new WeakMap<Database, Map<string, { at: number; result: ReturnType<typeof ok> }>>()
const DOUBLE_SUBMIT_WINDOW_MS = 3000

function submitFingerprint(ctx: Ctx, userId: number): string {
  const { s, token, uuid, lang, ajax, system_type, application, application_client_type, ...rest } = ctx.params
  return `${userId}:${crypto.createHash('sha1').update(JSON.stringify(rest)).digest('hex')}`
}

/**
 * Place the order: buy/add, or buy/index for virtual goods with direct submit (`direct`: the default
 * payment method, no note). A payment method is needed unless an extension pays (coins) or nothing is due.
 */
function submit(ctx: Ctx, user: NonNullable<Ctx['user']>, lines: BuyLine[], direct: boolean) {
  const fingerprint = submitFingerprint(ctx, user.id)
  let recent = recentSubmits.get(ctx.db)
  if (!recent) {
    recent = new Map()
    recentSubmits.set(ctx.db, recent)
  }
  const wallClock = Date.now()
  for (const [key, entry] of recent) if (wallClock - entry.at > DOUBLE_SUBMIT_WINDOW_MS) recent.delete(key)
  const previous = recent.get(fingerprint)
  if (previous) return previous.result

  const rawNote = direct ? '' : ctx.params.user_note
  const note = typeof rawNote === 'number' ? null : freeText(rawNote)
  if (note === null) throw new ApiError(ctx.t('buy.note_too_long'))
  if ([...note].length > 230) throw new ApiError(ctx.t('buy.note_too_long'))
  const virtual = isVirtualBuy(lines)
  const { draft, siteModel } = checkoutDraft(ctx, user, lines, 'submit', virtual)
  let address: AddressRow | null = null
  if (siteModel === SITE_MODEL_PICKUP) {
    if (!draft.pickup?.chosen) throw new ApiError(ctx.t('buy.pickup_required'))
    address = pickupAddress(draft.pickup.chosen)
  } else {
    // Shipped (or delivered as keys): whatever a plugin offered to collect at does not apply.
    draft.pickup = undefined
    if (!virtual) address = readAddress(ctx, user.id, true) as AddressRow
  }
  const rawPayment = direct ? getConfigNumber(ctx.db, 'default_payment_id', 0) || paymentListView(ctx)[0]?.id : ctx.params.payment_id
  const paymentId = asPositiveInt(rawPayment)
  const payment = paymentId === null ? undefined : paymentById(ctx.db, paymentId)
  // No payment method is needed when an extension pays (coins) or nothing is left to pay (a claimed gift).
  const named = !(rawPayment === undefined || rawPayment === null || ['', 0, '0'].includes(rawPayment as string))
  const due = buyTotals(lines).priceCents - draft.discountCents + draft.increaseCents
  if (!payment && (named || (!draft.paidByExtension && due > 0))) throw new ApiError(ctx.t('buy.payment_invalid'))
  const order = createOrder(ctx, user, lines, address, payment ?? null, note, draft)
  const result = ok(
    {
      order_status: order.status,
      order_ids: [order.orderId],
      payment_id: payment?.id ?? 0,
      jump_url: `${ctx.baseUrl}/web/#/pages/user-order/user-order`,
    },
    ctx.t(order.status === ORDER_STATUS.pay ? 'buy.submitted' : 'buy.created'),
  )
  recent.set(fingerprint, { at: wallClock, result })
  return result
}

function add(ctx: Ctx) {
  const user = ctx.requireUser()
  const { lines } = readBuyLines(ctx, user)
  return submit(ctx, user, lines, false)
}

registerController('buy', { index, add })
