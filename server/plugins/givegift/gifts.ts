// The giver's side (api-plugins-2 §3.17): the giftable goods, creating and paying a gift, "my gifts"
// (edit, cancel, delete, detail) and the claim codes of one gift.
import crypto from 'node:crypto'
import { fromCents, toCents } from '../../core/format'
import { ApiError, ok, type Ctx } from '../../core/router'
import { asInt, isAbsent, optionalText, requireId, requireIds, requireInt, scalarText } from '../../core/validate'
import { all, one, run } from '../../db'
import { goodsBase, goodsById, type GoodsRow } from '../../services/goods/goods-view'
import { enabledPayments, paymentListView, payAnswerBase, pluginPayment } from '../../services/order/payments'
import { asDataList, ownRowsQuery, pagedQuery } from '../../services/paging'
import { displayMoney } from '../../services/site/display-currency'
import { ownRow } from '../../services/user/owned-rows'
import { readStatusFilter } from '../plugin-params'
import { CODE_STATUSES, codeFieldList, codeView, GIFT_STATUS, GIFT_STATUSES, giftFieldList, giftView, statusTabs, type CodeRow, type GiftRow } from './views'

export const GIFT_LIST_PAGE = '/pages/plugins/givegift/gift/gift'
const MESSAGE_MAX = 200

/** A random text of `length` characters without look-alikes (0/O, 1/I), for codes typed by hand. */
export function randomCode(length: number): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
  const bytes = crypto.randomBytes(length)
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('')
}

export function isGiftable(ctx: Ctx, goodsId: number): boolean {
  return Boolean(one(ctx.db, 'SELECT goods_id FROM givegift_goods WHERE goods_id = ?', goodsId))
}

/** A goods that can be given: listed by the plugin, on sale, not display-only. */
function giftableGoods(ctx: Ctx, goodsId: number): GoodsRow {
  const goods = goodsById(ctx.db, goodsId)
  if (!goods || !goods.is_shelves || goods.is_exhibition || !isGiftable(ctx, goodsId)) throw new ApiError(ctx.t('givegift.goods_not_giftable'))
  return goods
}

function defaultPaymentId(ctx: Ctx): number {
  return enabledPayments(ctx.db).find((p) => !p.is_under_line)?.id ?? 0
}

function ownGift(ctx: Ctx, userId: number, id: number): GiftRow {
  return ownRow<GiftRow>(ctx, 'givegift_gifts', userId, id, 'givegift.not_found', 'is_delete_time = 0')
}

/** The ids of `ids`/`id` that are all the user's own live gifts, else -1 "not found" for the whole request. */
function ownGifts(ctx: Ctx, userId: number): GiftRow[] {
  const ids = requireIds(ctx, ctx.params.ids === undefined && ctx.params.id !== undefined ? 'id' : 'ids', 50)
  const rows = all<GiftRow>(
    ctx.db,
    'SELECT * FROM givegift_gifts WHERE user_id = ? AND is_delete_time = 0 AND id IN (SELECT value FROM json_each(?))',
    userId,
    JSON.stringify(ids),
  )
  if (rows.length !== ids.length) throw new ApiError(ctx.t('givegift.not_found'))
  return rows
}

/** true/false (create), 1/0 (save) or their strings. */
function readNoLimitFlag(ctx: Ctx, fallback: number): number {
  const raw = ctx.params.is_no_limit_receive
  if (isAbsent(raw)) return fallback
  if (raw === true || raw === 'true') return 1
  if (raw === false || raw === 'false') return 0
  const n = asInt(raw)
  if (n !== 0 && n !== 1) throw new ApiError(ctx.t('givegift.flag_invalid'))
  return n
}

function readMessage(ctx: Ctx): string {
  const raw = ctx.params.message_tips
  if (raw !== undefined && raw !== null && typeof raw !== 'string' && typeof raw !== 'number') throw new ApiError(ctx.t('givegift.message_too_long'))
  const text = optionalText(ctx, 'message_tips', 100_000)
  if ([...text].length > MESSAGE_MAX) throw new ApiError(ctx.t('givegift.message_too_long'))
  return text
}

/** The codes of a paid gift: one per unit. */
function issueCodes(ctx: Ctx, gift: Pick<GiftRow, 'id' | 'buy_number'>, now: number): void {
  for (let i = 0; i < gift.buy_number; i++) run(ctx.db, 'INSERT INTO givegift_codes (gift_id, code, add_time) VALUES (?, ?, ?)', gift.id, randomCode(12), now)
}

/* ---------- giftable goods ---------- */

/** gift/goods {goods_id}: the goods to give, with the payment methods. */
function goods(ctx: Ctx) {
  const goodsRow = giftableGoods(ctx, requireId(ctx, 'goods_id'))
  return ok({
    goods: goodsBase(ctx, goodsRow, { withoutContent: true }),
    payment_list: paymentListView(ctx),
    default_payment_id: defaultPaymentId(ctx),
  })
}

/** gift/goodslist: every giftable goods (the "choose a goods" list of the gift page). */
function goodsList(ctx: Ctx) {
  const rows = all<GoodsRow>(
    ctx.db,
    `SELECT g.* FROM givegift_goods x JOIN goods g ON g.id = x.goods_id
      WHERE g.is_delete_time = 0 AND g.is_shelves = 1 AND g.is_exhibition = 0 ORDER BY x.add_time, g.id LIMIT 100`,
  )
  return ok({ data: rows.map((row) => goodsBase(ctx, row, { withoutContent: true })) })
}

/* ---------- create and pay ---------- */

function create(ctx: Ctx) {
  const user = ctx.requireUser()
  const goodsRow = giftableGoods(ctx, requireId(ctx, 'goods_id'))
  const number = requireInt(ctx, 'buy_number', 1, 100_000, 'givegift.number_invalid')
  const min = Math.max(1, goodsRow.buy_min_number)
  if (number < min) throw new ApiError(ctx.t('givegift.number_min', { n: min }))
  if (goodsRow.buy_max_number > 0 && number > goodsRow.buy_max_number) throw new ApiError(ctx.t('givegift.number_max', { n: goodsRow.buy_max_number }))
  if (number > goodsRow.inventory) throw new ApiError(ctx.t('givegift.number_stock', { n: goodsRow.inventory, unit: goodsRow.inventory_unit }))
  const unlimited = readNoLimitFlag(ctx, 1)
  const message = readMessage(ctx)
  const now = ctx.nowSeconds()
  const unitCents = toCents(goodsRow.min_price)
  const totalCents = unitCents * number
  const created = ctx.db.transaction(() => {
    const id = Number(
      run(
        ctx.db,
        `INSERT INTO givegift_gifts (user_id, gift_no, gift_key, goods_id, buy_number, price, total_price, is_no_limit_receive, message_tips, add_time, upd_time)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        user.id,
        `G${now}${crypto.randomInt(100_000, 999_999)}`,
        crypto.randomBytes(12).toString('hex'),
        goodsRow.id,
        number,
        fromCents(unitCents),
        fromCents(totalCents),
        unlimited,
        message,
        now,
        now,
      ).lastInsertRowid,
    )
    // A free goods needs no payment: the gift can be shared at once.
    if (totalCents === 0) {
      run(ctx.db, 'UPDATE givegift_gifts SET status = 1, pay_time = ? WHERE id = ?', now, id)
      issueCodes(ctx, { id, buy_number: number }, now)
    }
    return id
  })()
  return ok(
    { is_success: totalCents === 0 ? 1 : 0, order_id: created, total_price: displayMoney(ctx, fromCents(totalCents)), payment_user_id: user.id },
    ctx.t(totalCents === 0 ? 'givegift.create_paid' : 'givegift.create_ok'),
  )
}

/** gift/pay {order_id, payment_id}: DemoPay settles at once (codes are issued); offline waits for the shop. */
function pay(ctx: Ctx) {
  const user = ctx.requireUser()
  const id = requireId(ctx, 'order_id')
  const now = ctx.nowSeconds()
  const answer = ctx.db.transaction(() => {
    const gift = ownGift(ctx, user.id, id)
    if (gift.status !== GIFT_STATUS.unpaid) throw new ApiError(ctx.t('givegift.not_payable'))
    const payment = pluginPayment(ctx, gift.payment_id, 'givegift.payment_invalid')
    const base = payAnswerBase(ctx, payment, { id: gift.id, no: gift.gift_no }, GIFT_LIST_PAGE)
    if (payment.is_under_line) {
      run(ctx.db, 'UPDATE givegift_gifts SET payment_id = ?, upd_time = ? WHERE id = ?', payment.id, now, gift.id)
      return { data: { is_payment_type: 1, ...base }, msg: ctx.t('givegift.pay_offline') }
    }
    const changed = run(
      ctx.db,
      'UPDATE givegift_gifts SET status = 1, payment_id = ?, pay_time = ?, upd_time = ? WHERE id = ? AND status = 0',
      payment.id,
      now,
      now,
      gift.id,
    )
    if (changed.changes !== 1) throw new ApiError(ctx.t('givegift.not_payable'))
    issueCodes(ctx, gift, now)
    return { data: { is_success: 1, is_payment_type: 0, ...base }, msg: ctx.t('givegift.pay_ok') }
  })()
  return ok(answer.data, answer.msg)
}

/** gift/paycheck {order_no}: 0 once paid, -333 while waiting. */
function paycheck(ctx: Ctx) {
  const user = ctx.requireUser()
  const orderNo = scalarText(ctx.params.order_no) ?? ''
  if (!/^[A-Za-z0-9]{1,40}$/.test(orderNo)) throw new ApiError(ctx.t('givegift.not_found'))
  const row = one<{ status: number }>(ctx.db, 'SELECT status FROM givegift_gifts WHERE gift_no = ? AND user_id = ? AND is_delete_time = 0', orderNo, user.id)
  if (!row) throw new ApiError(ctx.t('givegift.not_found'))
  if (row.status === GIFT_STATUS.unpaid) return { code: -333, msg: ctx.t('givegift.paying'), data: '' }
  return ok({ url: `${ctx.baseUrl}/web/#${GIFT_LIST_PAGE}` }, ctx.t('givegift.pay_ok'))
}

/* ---------- my gifts ---------- */

function init(ctx: Ctx) {
  ctx.requireUser()
  return ok({
    payment_list: paymentListView(ctx),
    default_payment_id: defaultPaymentId(ctx),
    nav_status_list: statusTabs(ctx, 'givegift.status_', GIFT_STATUSES),
  })
}

function index(ctx: Ctx) {
  const user = ctx.requireUser()
  const status = readStatusFilter(ctx, GIFT_STATUSES)
  const page = pagedQuery(ctx, ownRowsQuery('givegift_gifts', user.id, status, 'is_delete_time = 0'), (row: GiftRow) => giftView(ctx, row))
  return ok({ ...asDataList(page), field_list: giftFieldList(ctx) })
}

function detail(ctx: Ctx) {
  const user = ctx.requireUser()
  return ok({ data: giftView(ctx, ownGift(ctx, user.id, requireId(ctx))), field_list: giftFieldList(ctx) })
}

/** gift/save {id, message_tips, is_no_limit_receive}: the message and the flag of an unpaid or paid gift. */
function save(ctx: Ctx) {
  const user = ctx.requireUser()
  const gift = ownGift(ctx, user.id, requireId(ctx))
  if (gift.status === GIFT_STATUS.cancelled) throw new ApiError(ctx.t('givegift.not_editable'))
  const message = readMessage(ctx)
  const unlimited = readNoLimitFlag(ctx, gift.is_no_limit_receive)
  run(ctx.db, 'UPDATE givegift_gifts SET message_tips = ?, is_no_limit_receive = ?, upd_time = ? WHERE id = ?', message, unlimited, ctx.nowSeconds(), gift.id)
  return ok('', ctx.t('givegift.save_ok'))
}

function cancel(ctx: Ctx) {
  const user = ctx.requireUser()
  const gifts = ownGifts(ctx, user.id)
  if (gifts.some((g) => g.status !== GIFT_STATUS.unpaid)) throw new ApiError(ctx.t('givegift.not_cancellable'))
  const now = ctx.nowSeconds()
  ctx.db.transaction(() => {
    for (const gift of gifts) run(ctx.db, 'UPDATE givegift_gifts SET status = 2, cancel_time = ?, upd_time = ? WHERE id = ? AND status = 0', now, now, gift.id)
  })()
  return ok('', ctx.t('givegift.cancel_ok'))
}

function remove(ctx: Ctx) {
  const user = ctx.requireUser()
  const gifts = ownGifts(ctx, user.id)
  if (gifts.some((g) => g.status !== GIFT_STATUS.cancelled)) throw new ApiError(ctx.t('givegift.not_deletable'))
  const now = ctx.nowSeconds()
  ctx.db.transaction(() => {
    for (const gift of gifts) run(ctx.db, 'UPDATE givegift_gifts SET is_delete_time = ? WHERE id = ? AND status = 2', now, gift.id)
  })()
  return ok('', ctx.t('givegift.delete_ok'))
}

/* ---------- claim codes of one gift ---------- */

function codeInit(ctx: Ctx) {
  ctx.requireUser()
  return ok({ nav_status_list: statusTabs(ctx, 'givegift.code_status_', CODE_STATUSES) })
}

function codeIndex(ctx: Ctx) {
  const user = ctx.requireUser()
  const gift = ownGift(ctx, user.id, requireId(ctx, 'oid'))
  const status = readStatusFilter(ctx, CODE_STATUSES)
  const query = { from: 'givegift_codes', where: 'gift_id = ? AND (? IS NULL OR status = ?)', args: [gift.id, status, status], order: 'id ASC' }
  const page = pagedQuery(ctx, query, (row: CodeRow) => codeView(ctx, row))
  return ok({ ...asDataList(page), field_list: codeFieldList(ctx), gift: giftView(ctx, gift) })
}

export const giftControl = { goods, goodslist: goodsList, create, pay, paycheck, init, index, detail, save, cancel, delete: remove }
export const codeControl = { init: codeInit, index: codeIndex }
