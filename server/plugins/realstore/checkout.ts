// Checkout with stores (a buy extension, services/order/buy.ts):
// - a store's own order (the store cart's settle sends realstore_id): collected at that store only, in the
//   order type chosen there; its minimum order and opening hours apply;
// - any other order whose goods some open stores all sell: "store pickup" is offered next to express, at
//   the nearest of them, or at the shopper's remembered store (realstore_choice_id), or the one they tap.
// Either way the order gets a store order (allotment) with a pickup code, and the store cart loses those goods.
import type { Ctx } from '../../core/context'
import { ApiError } from '../../core/result'
import { asPositiveInt } from '../../core/validate'
import { displayMoney } from '../../services/site/display-currency'
import { fromCents } from '../../core/format'
import { registerBuyExtension, type BuyDraft, type BuyPickupPlace } from '../../services/order/buy'
import { run } from '../../db'
import { distanceMetres, distanceView } from '../../services/address/regions'
import { freshPickupCode, newAllotNo, ALLOT_STATUS } from './allots'
import { clearOrderedLines } from './store-cart'
import { storeSells, storesSellingAll } from './store-goods'
import { byDistance, isOpen, readHere, readUseType, startingPriceProblem, storeRow, storeView, USE_TYPE, type StoreRow } from './stores'

function optionalStoreId(ctx: Ctx, name: string): number | null {
  const raw = ctx.params[name]
  if (raw === undefined || raw === null || raw === '' || raw === 0 || raw === '0') return null
  const id = asPositiveInt(raw)
  if (id === null) throw new ApiError(ctx.t('validate.int', { name: ctx.t('realstore.id_label') }))
  return id
}

function placeOf(ctx: Ctx, store: StoreRow): BuyPickupPlace {
  const here = readHere(ctx)
  const distance = here ? distanceView(distanceMetres(here.lat, here.lng, store.lat, store.lng)) : null
  return {
    id: store.id,
    alias: store.alias,
    name: store.name,
    tel: store.contacts_tel,
    province: store.province,
    city: store.city,
    county: store.county,
    address: store.address,
    lng: store.lng,
    lat: store.lat,
    view: { logo: ctx.img(store.logo), realstore_id: store.id, ...(distance ?? {}) },
  }
}

/** The order, once created, is handed to the chosen store with its pickup code. */
function handOver(ctx: Ctx, draft: BuyDraft, useType: number, storeCart: boolean) {
  draft.onOrderCreated.push((orderId) => {
    const place = draft.pickup?.chosen
    // Shipped after all (the shopper chose express): nothing for a store to do.
    if (!place || !draft.pickup?.code) return
    const now = ctx.nowSeconds()
    run(
      ctx.db,
      'INSERT INTO realstore_order_allots (order_allot_no, order_id, user_id, realstore_id, buy_use_type, status, extraction_code, add_time, upd_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
      newAllotNo(ctx.now()),
      orderId,
      draft.user.id,
      place.id,
      useType,
      ALLOT_STATUS.toPay,
      draft.pickup.code,
      now,
      now,
    )
    if (storeCart)
      clearOrderedLines(
        ctx,
        draft.user.id,
        place.id,
        draft.lines.map((line) => ({ goodsId: line.goods.id, specKey: line.base.spec_key })),
      )
  })
}

function storeSummary(ctx: Ctx, store: StoreRow, useType: number, draft: BuyDraft, storeOrder: boolean) {
  const problem = startingPriceProblem(ctx, store, useType, draft.goodsCents)
  const picking = storeOrder || ctx.params.site_model === 2 || ctx.params.site_model === '2'
  return {
    is_store_order: storeOrder ? 1 : 0,
    // Whether this answer is for collecting at the store (the shopper chose store pickup).
    is_pickup: picking ? 1 : 0,
    realstore: storeView(ctx, store),
    buy_use_type: useType,
    buy_use_type_name: ctx.t(`realstore.use_type_${useType}`),
    starting_price_msg: problem ?? '',
    goods_price: displayMoney(ctx, fromCents(draft.goodsCents)),
  }
}

/** A store's own order: every goods must be the store's, the store open and the minimum order met. */
function applyStoreOrder(ctx: Ctx, draft: BuyDraft, store: StoreRow) {
  for (const line of draft.lines)
    if (!storeSells(ctx.db, store.id, line.goods.id)) throw new ApiError(ctx.t('realstore.goods_not_sold', { title: line.goods.title }))
  const useType = readUseType(ctx, store)
  if (draft.mode === 'submit') {
    if (!isOpen(ctx, store)) throw new ApiError(ctx.t('realstore.closed_order', { status: storeView(ctx, store, null).status_info.msg }))
    const problem = startingPriceProblem(ctx, store, useType, draft.goodsCents)
    if (problem) throw new ApiError(problem)
  }
  const place = placeOf(ctx, store)
  draft.pickup = {
    modeName: ctx.t(`realstore.use_type_${useType}`),
    places: [place],
    chosen: place,
    only: true,
    code: draft.mode === 'submit' ? freshPickupCode(ctx.db, store.id) : undefined,
  }
  draft.answer.plugins_realstore_data = storeSummary(ctx, store, useType, draft, true)
  handOver(ctx, draft, useType, true)
}

/** Any other order: offer pickup at the open stores that sell all of its goods. */
function applyPickupOffer(ctx: Ctx, draft: BuyDraft) {
  const open = storesSellingAll(
    ctx.db,
    draft.lines.map((line) => line.goods.id),
  )
    .map((id) => storeRow(ctx.db, id))
    .filter((store): store is StoreRow => !!store && isOpen(ctx, store))
  if (!open.length) return
  const stores = byDistance(open, readHere(ctx))
  const picked = ctx.params.site_model === 2 || ctx.params.site_model === '2' ? asPositiveInt(ctx.params.address_id) : null
  const preferred = optionalStoreId(ctx, 'realstore_choice_id')
  const chosen = stores.find((s) => s.id === picked) ?? stores.find((s) => s.id === preferred) ?? stores[0]
  if (draft.mode === 'submit' && picked !== null && chosen.id !== picked) throw new ApiError(ctx.t('realstore.not_found'))
  const places = stores.map((store) => placeOf(ctx, store))
  draft.pickup = {
    modeName: ctx.t('realstore.pickup_mode'),
    places,
    chosen: places.find((p) => p.id === chosen.id) ?? null,
    only: false,
    code: draft.mode === 'submit' ? freshPickupCode(ctx.db, chosen.id) : undefined,
  }
  draft.answer.plugins_realstore_data = storeSummary(ctx, chosen, USE_TYPE.pickup, draft, false)
  if (draft.mode === 'submit') {
    const problem = startingPriceProblem(ctx, chosen, USE_TYPE.pickup, draft.goodsCents)
    // Only a pickup order has to meet the store's minimum; the controller drops `pickup` for express.
    if (problem && (ctx.params.site_model === 2 || ctx.params.site_model === '2')) throw new ApiError(problem)
  }
  handOver(ctx, draft, USE_TYPE.pickup, false)
}

function apply(ctx: Ctx, draft: BuyDraft): void {
  const storeId = optionalStoreId(ctx, 'realstore_id')
  if (storeId === null) {
    applyPickupOffer(ctx, draft)
    return
  }
  const store = storeRow(ctx.db, storeId)
  if (!store) throw new ApiError(ctx.t('realstore.not_found'))
  applyStoreOrder(ctx, draft, store)
}

export function registerRealstoreCheckout(): void {
  // Before coupons and points: it decides where the order goes, not what it costs.
  registerBuyExtension({ plugin: 'realstore', order: 1, apply })
}
