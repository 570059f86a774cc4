// Store orders ("order allotments"): an order collected at (or served by) a store. The allotment follows its
// main order: paying it hands it to the store (received), cancelling or closing the main order ends it.
// orderallot/index, detail, cancel and collect; a shopper only ever sees their own.
import type { Database } from 'better-sqlite3'
import crypto from 'node:crypto'
import { ok, type Ctx } from '../../core/router'
import { ApiError } from '../../core/result'
import { all, one, run } from '../../db'
import { formatTime } from '../../core/format'
import { optionalInt, requireId, scalarText } from '../../core/validate'
import { pagedQuery } from '../../services/paging'
import { specText, storedSpec } from '../../services/goods/specs'
import { goodsUrl } from '../../services/goods/goods-view'
import { addUserMessage, canCancel, expressDataView, ORDER_STATUS, restoreStock, type OrderRow } from '../../services/order/orders'
import { orderExtras } from '../../services/order/order-extensions'
import { releaseBuyExtensions } from '../../services/order/buy'
import { paymentListView } from '../../services/order/payments'
import { getConfigNumber } from '../../services/site/configs'
import { displayMoney, displaySymbol } from '../../services/site/display-currency'
import { regionNames } from '../../services/address/address'
import { coordinate } from '../../services/address/regions'
import { storeView, type StoreRow } from './stores'

/** Allotment states (spec 4 "in service, received"; the list tabs group them as in api-plugins-2 §3.7). */
export const ALLOT_STATUS = { toPay: 0, pending: 1, received: 2, toCollect: 3, completed: 4, inService: 5, cancelled: 6, closed: 7 } as const
const ALL_STATUSES = Object.values(ALLOT_STATUS) as number[]

export interface AllotRow {
  id: number
  order_allot_no: string
  order_id: number
  user_id: number
  realstore_id: number
  buy_use_type: number
  status: number
  extraction_code: string
  add_time: number
  receive_time: number
  service_time: number
  success_time: number
  cancel_time: number
  upd_time: number
}

export function newAllotNo(now: Date): string {
  const p = (n: number) => String(n).padStart(2, '0')
  return `RA${now.getFullYear()}${p(now.getMonth() + 1)}${p(now.getDate())}${p(now.getHours())}${p(now.getMinutes())}${String(crypto.randomInt(0, 1_000_000)).padStart(6, '0')}`
}

/** A 6-digit pickup code no open order of this store uses. */
export function freshPickupCode(db: Database, storeId: number): string {
  for (;;) {
    const code = String(crypto.randomInt(100000, 1_000_000))
    const taken = one(db, 'SELECT 1 FROM realstore_order_allots WHERE realstore_id = ? AND extraction_code = ? AND status NOT IN (4, 6, 7)', storeId, code)
    if (!taken) return code
  }
}

/**
 * Bring allotments in line with their main orders: a paid (or offline-accepted) order is received by the
 * store; a cancelled or closed one ends its allotment. Cheap, and run before any allotment is read.
 */
export function syncAllots(ctx: Ctx): void {
  const now = ctx.nowSeconds()
  run(
    ctx.db,
    `UPDATE realstore_order_allots SET status = 2, receive_time = ?, upd_time = ?
     WHERE status IN (0, 1) AND order_id IN (SELECT id FROM orders WHERE status IN (2, 3, 4))`,
    now,
    now,
  )
  run(
    ctx.db,
    `UPDATE realstore_order_allots SET status = 6, cancel_time = ?, upd_time = ?
     WHERE status NOT IN (4, 6, 7) AND order_id IN (SELECT id FROM orders WHERE status = 5)`,
    now,
    now,
  )
  run(
    ctx.db,
    'UPDATE realstore_order_allots SET status = 7, upd_time = ? WHERE status NOT IN (4, 6, 7) AND order_id IN (SELECT id FROM orders WHERE status = 6)',
    now,
  )
}

/**
 * A status filter: absent, '' or -1 = all; else one state or a comma list of them ("0,1" is the Pending tab).
 * Answered as ",0,1," for an instr() test, so the SQL stays one constant string.
 */
export function readStatusList(ctx: Ctx, allowed: number[]): string | null {
  const raw = ctx.params.status
  if (raw === undefined || raw === null || raw === '') return null
  const text = scalarText(raw)
  if (text === '-1') return null
  const values = (text ?? '').split(',').map((part) => part.trim())
  if (text === null || !values.every((v) => /^\d{1,2}$/.test(v) && allowed.includes(Number(v)))) throw new ApiError(ctx.t('realstore.status_list_invalid'))
  return `,${values.map(Number).join(',')},`
}

interface DetailRow {
  goods_id: number
  title: string
  images: string
  price: number
  total_price: number
  spec: string
  buy_number: number
}

function itemsOf(ctx: Ctx, orderId: number) {
  return all<DetailRow>(
    ctx.db,
    'SELECT goods_id, title, images, price, total_price, spec, buy_number FROM order_details WHERE order_id = ? ORDER BY id',
    orderId,
  ).map((d) => {
    const spec = storedSpec(d.spec)
    return {
      goods_id: d.goods_id,
      goods_url: goodsUrl(d.goods_id),
      images: ctx.img(d.images),
      title: d.title,
      spec,
      spec_text: spec ? specText(spec) : '',
      price: displayMoney(ctx, d.price),
      total_price: displayMoney(ctx, d.total_price),
      buy_number: d.buy_number,
      fictitious_goods_value: '',
    }
  })
}

const hasBatch = (db: Database, orderId: number) => !!one(db, 'SELECT 1 FROM realstore_batch_orders WHERE order_id = ? LIMIT 1', orderId)
const hasCard = (db: Database, orderId: number) => !!one(db, 'SELECT 1 FROM realstore_frequency_cards WHERE order_id = ? LIMIT 1', orderId)

function operateData(ctx: Ctx, allot: AllotRow, order: OrderRow) {
  const open = allot.status === ALLOT_STATUS.toPay || allot.status === ALLOT_STATUS.pending
  return {
    is_cancel: open && canCancel(order) && order.pay_status === 0 ? 1 : 0,
    is_pay: allot.status === ALLOT_STATUS.toPay && order.status === ORDER_STATUS.pay ? 1 : 0,
    is_collect: allot.status === ALLOT_STATUS.toCollect ? 1 : 0,
    is_delete: 0,
    is_order_batch: hasBatch(ctx.db, order.id) ? 1 : 0,
    is_order_frequencycard: hasCard(ctx.db, order.id) ? 1 : 0,
  }
}

export function allotStatusName(ctx: Ctx, status: number): string {
  return ctx.t(`realstore.allot_status_${ALL_STATUSES.includes(status) ? status : 0}`)
}

function allotView(ctx: Ctx, allot: AllotRow) {
  const order = one<OrderRow>(ctx.db, 'SELECT * FROM orders WHERE id = ?', allot.order_id) as OrderRow
  const store = one<StoreRow>(ctx.db, 'SELECT * FROM realstores WHERE id = ?', allot.realstore_id)
  return {
    id: allot.id,
    order_id: allot.order_id,
    order_allot_no: allot.order_allot_no,
    status: allot.status,
    status_name: allotStatusName(ctx, allot.status),
    buy_use_type: allot.buy_use_type,
    buy_use_type_name: ctx.t(`realstore.use_type_${allot.buy_use_type}`),
    is_under_line_text: order.is_under_line ? ctx.t('order.offline') : ctx.t('order.online'),
    items: itemsOf(ctx, order.id),
    buy_number_count: order.buy_number_count,
    total_price: displayMoney(ctx, order.total_price),
    currency_data: { currency_symbol: displaySymbol(ctx) },
    main_order_data: { id: order.id, order_no: order.order_no, payment_id: order.payment_id, status: order.status, pay_status: order.pay_status },
    operate_data: operateData(ctx, allot, order),
    realstore_info: store ? storeView(ctx, store, null) : null,
    express_data: expressDataView(ctx, order) ?? [],
    // The shop's own courier carrying the order (delivery plugin), the store list's "track delivery".
    plugins_delivery_data: orderExtras(ctx, order.id).plugins_delivery_data ?? null,
    add_time: formatTime(allot.add_time),
  }
}

function ownAllot(ctx: Ctx, userId: number, id: number): AllotRow {
  const allot = one<AllotRow>(ctx.db, 'SELECT * FROM realstore_order_allots WHERE id = ? AND user_id = ?', id, userId)
  if (!allot) throw new ApiError(ctx.t('realstore.allot_not_found'))
  return allot
}

/** orderallot/index {page, status, oid}: the shopper's store orders, newest first. */
export function index(ctx: Ctx) {
  const user = ctx.requireUser()
  syncAllots(ctx)
  const statuses = readStatusList(ctx, ALL_STATUSES)
  const orderId = optionalInt(ctx, 'oid', 0, 0, 2_147_483_647)
  const page = pagedQuery<AllotRow, ReturnType<typeof allotView>>(
    ctx,
    {
      from: 'realstore_order_allots',
      where: `user_id = ? AND (? = 0 OR order_id = ?) AND (? IS NULL OR instr(?, ',' || status || ',') > 0)`,
      args: [user.id, orderId, orderId, statuses, statuses],
    },
    (row) => allotView(ctx, row),
  )
  const defaultPaymentId = getConfigNumber(ctx.db, 'default_payment_id', 0)
  return ok({ ...page, payment_list: paymentListView(ctx), default_payment_id: defaultPaymentId || null })
}

/** orderallot/detail {id}: one store order with the store's address, pickup code and times. */
export function detail(ctx: Ctx) {
  const user = ctx.requireUser()
  syncAllots(ctx)
  const allot = ownAllot(ctx, user.id, requireId(ctx))
  const view = allotView(ctx, allot)
  const store = one<StoreRow>(ctx.db, 'SELECT * FROM realstores WHERE id = ?', allot.realstore_id)
  const open = allot.status !== ALLOT_STATUS.cancelled && allot.status !== ALLOT_STATUS.closed
  return ok({
    data: {
      ...view,
      order_type: allot.buy_use_type,
      order_type_name: view.buy_use_type_name,
      order_model: 2,
      address_data: store
        ? {
            alias: store.alias,
            name: store.name,
            tel: store.contacts_tel,
            ...regionNames(ctx.db, store),
            address: store.address,
            lng: coordinate(store.lng),
            lat: coordinate(store.lat),
          }
        : null,
      extraction_data: open && allot.extraction_code ? { code: allot.extraction_code, images: '' } : null,
      receive_time: formatTime(allot.receive_time),
      service_time: formatTime(allot.service_time),
      success_time: formatTime(allot.success_time),
      cancel_time: formatTime(allot.cancel_time),
    },
    site_fictitious: { title: ctx.t('realstore.fictitious_title'), tips: ctx.t('realstore.fictitious_tips') },
    payment_list: paymentListView(ctx),
  })
}

function lockedError(ctx: Ctx, allot: AllotRow): ApiError {
  return new ApiError(ctx.t('realstore.allot_locked', { status: allotStatusName(ctx, allot.status) }))
}

/** orderallot/cancel {id}: an unpaid store order is cancelled together with its main order (stock goes back). */
export function cancel(ctx: Ctx) {
  const user = ctx.requireUser()
  syncAllots(ctx)
  const now = ctx.nowSeconds()
  ctx.db.transaction(() => {
    const allot = ownAllot(ctx, user.id, requireId(ctx))
    const order = one<OrderRow>(ctx.db, 'SELECT * FROM orders WHERE id = ? AND user_id = ?', allot.order_id, user.id)
    if (!order || !operateData(ctx, allot, order).is_cancel) throw lockedError(ctx, allot)
    const changed = run(
      ctx.db,
      'UPDATE orders SET status = ?, cancel_time = ?, upd_time = ? WHERE id = ? AND status = ?',
      ORDER_STATUS.cancelled,
      now,
      now,
      order.id,
      order.status,
    ).changes
    if (changed !== 1) throw lockedError(ctx, allot)
    run(ctx.db, 'UPDATE realstore_order_allots SET status = ?, cancel_time = ?, upd_time = ? WHERE id = ?', ALLOT_STATUS.cancelled, now, now, allot.id)
    restoreStock(ctx.db, order.id)
    releaseBuyExtensions(ctx, order.id)
    addUserMessage(ctx.db, user.id, ctx.t('order.message_cancel'), ctx.t('order.message_cancel_detail', { no: order.order_no }), order.id, '订单', now)
  })()
  return ok('', ctx.t('realstore.allot_cancelled'))
}

/** Finish an allotment and its main order (the shopper confirmed receipt, or staff verified the pickup). */
export function completeAllot(ctx: Ctx, allot: AllotRow, now: number): void {
  run(ctx.db, 'UPDATE realstore_order_allots SET status = ?, success_time = ?, upd_time = ? WHERE id = ?', ALLOT_STATUS.completed, now, now, allot.id)
  run(
    ctx.db,
    'UPDATE orders SET status = ?, collect_time = ?, upd_time = ? WHERE id = ? AND status IN (2, 3)',
    ORDER_STATUS.completed,
    now,
    now,
    allot.order_id,
  )
  const order = one<{ order_no: string }>(ctx.db, 'SELECT order_no FROM orders WHERE id = ?', allot.order_id)
  if (order)
    addUserMessage(
      ctx.db,
      allot.user_id,
      ctx.t('order.message_collect'),
      ctx.t('order.message_collect_detail', { no: order.order_no }),
      allot.order_id,
      '订单',
      now,
    )
}

/** orderallot/collect {id}: the shopper confirms a store order that is ready to collect as received. */
export function collect(ctx: Ctx) {
  const user = ctx.requireUser()
  syncAllots(ctx)
  const now = ctx.nowSeconds()
  ctx.db.transaction(() => {
    const allot = ownAllot(ctx, user.id, requireId(ctx))
    if (allot.status !== ALLOT_STATUS.toCollect) throw lockedError(ctx, allot)
    completeAllot(ctx, allot, now)
  })()
  return ok('', ctx.t('realstore.allot_collected'))
}
