// The receiver's side (api-plugins-2 §3.17): open a gift by its link key or a unit's code, then claim one
// unit by checking out at zero cost (buy/index and buy/add with plugins_givegift_* on the goods item).
import type { Database } from 'better-sqlite3'
import { fromCents, toCents } from '../../core/format'
import { ApiError, ok, type Ctx } from '../../core/router'
import { freeText, scalarText } from '../../core/validate'
import { one, run } from '../../db'
import { decodeGoodsData, registerBuyExtension, type BuyDraft } from '../../services/order/buy'
import { goodsBase, goodsById, goodsSpecifications } from '../../services/goods/goods-view'
import { displayMoney, displaySymbol } from '../../services/site/display-currency'
import { GIFT_STATUS, userBrief, type CodeRow, type GiftRow } from './views'

const NOTE_MAX = 200
/** What the receive answer says about claiming (`receive_status`). */
export const RECEIVE = { open: 0, claimed: 1, closed: 2, own: 3 } as const

export type GiftRef = { type: 'key'; value: string } | { type: 'code'; value: string }

function refText(raw: unknown): string | null {
  const text = scalarText(raw)
  return text && /^[A-Za-z0-9]{1,64}$/.test(text) ? text : null
}

/** `key` (the link of all units) or `code` (one unit) from the receive page. */
function readRef(ctx: Ctx): GiftRef {
  const code = refText(ctx.params.code)
  if (code) return { type: 'code', value: code.toUpperCase() }
  const key = refText(ctx.params.key)
  if (key) return { type: 'key', value: key }
  throw new ApiError(ctx.t('givegift.receive_params'))
}

interface Found {
  gift: GiftRow
  code?: CodeRow
}

function findGift(ctx: Ctx, ref: GiftRef): Found {
  if (ref.type === 'code') {
    const code = one<CodeRow>(ctx.db, 'SELECT * FROM givegift_codes WHERE code = ?', ref.value)
    const gift = code ? one<GiftRow>(ctx.db, 'SELECT * FROM givegift_gifts WHERE id = ? AND is_delete_time = 0', code.gift_id) : undefined
    if (!code || !gift) throw new ApiError(ctx.t('givegift.code_not_found'))
    return { gift, code }
  }
  const gift = one<GiftRow>(ctx.db, 'SELECT * FROM givegift_gifts WHERE gift_key = ? AND is_delete_time = 0', ref.value)
  if (!gift) throw new ApiError(ctx.t('givegift.not_found'))
  return { gift }
}

function unclaimedCount(db: Database, giftId: number): number {
  return one<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM givegift_codes WHERE gift_id = ? AND status = 0', giftId)?.n ?? 0
}

function hasClaimed(db: Database, giftId: number, userId: number): boolean {
  return Boolean(one(db, 'SELECT id FROM givegift_codes WHERE gift_id = ? AND use_user_id = ? LIMIT 1', giftId, userId))
}

/** Whether `userId` (0 for a guest) may claim a unit now, and if not the message key saying why. */
function claimState(ctx: Ctx, found: Found, userId: number): { status: number; messageKey: string } {
  const { gift, code } = found
  if (gift.status !== GIFT_STATUS.paid) return { status: RECEIVE.closed, messageKey: 'givegift.not_open' }
  if (userId && gift.user_id === userId) return { status: RECEIVE.own, messageKey: 'givegift.own_gift' }
  if (code) return code.status === 0 ? { status: RECEIVE.open, messageKey: '' } : { status: RECEIVE.claimed, messageKey: 'givegift.claimed' }
  if (!unclaimedCount(ctx.db, gift.id)) return { status: RECEIVE.claimed, messageKey: 'givegift.all_claimed' }
  if (userId && !gift.is_no_limit_receive && hasClaimed(ctx.db, gift.id, userId)) return { status: RECEIVE.claimed, messageKey: 'givegift.already_yours' }
  return { status: RECEIVE.open, messageKey: '' }
}

/** gift/receive {key | code}: the gift as the receiver sees it (guests too: claiming needs a login). */
function receive(ctx: Ctx) {
  const ref = readRef(ctx)
  const found = findGift(ctx, ref)
  const { gift } = found
  const goods = goodsById(ctx.db, gift.goods_id)
  if (!goods) throw new ApiError(ctx.t('givegift.not_found'))
  const giver = userBrief(ctx, gift.user_id)
  const state = claimState(ctx, found, ctx.user?.id ?? 0)
  const left = found.code ? (found.code.status === 0 ? 1 : 0) : unclaimedCount(ctx.db, gift.id)
  return ok({
    title: ctx.t('givegift.title_from', { name: giver.user_name_view }),
    desc: gift.message_tips || ctx.t('givegift.default_message'),
    [ref.type]: ref.value,
    user: giver,
    goods: { ...goodsBase(ctx, goods, { withoutContent: true }), specifications: goodsSpecifications(ctx, goods.id) },
    buy_number: gift.buy_number,
    remaining_number: left,
    receive_status: state.status,
    receive_msg: state.messageKey ? ctx.t(state.messageKey) : ctx.t('givegift.claimable', { n: left }),
  })
}

/* ---------- the zero-cost checkout of one unit ---------- */

interface ClaimItem {
  ref: GiftRef
  goodsId: number
  note: string
}

/** The goods item of a claim checkout (plugins_givegift_value / _type / _user_message), or null for a normal one. */
function readClaim(ctx: Ctx): ClaimItem | null {
  if (ctx.params.buy_type !== 'goods' || ctx.params.goods_data === undefined) return null
  const items = decodeGoodsData(ctx, ctx.params.goods_data).filter((item): item is Record<string, unknown> => Boolean(item) && typeof item === 'object')
  const gifts = items.filter((item) => item.plugins_givegift_value !== undefined && item.plugins_givegift_value !== '')
  if (!gifts.length) return null
  if (items.length !== 1 || gifts.length !== 1) throw new ApiError(ctx.t('givegift.claim_alone'))
  const item = gifts[0]
  const value = refText(item.plugins_givegift_value)
  if (!value) throw new ApiError(ctx.t('givegift.code_not_found'))
  const ref: GiftRef = item.plugins_givegift_type === 'key' ? { type: 'key', value } : { type: 'code', value: value.toUpperCase() }
  const note = freeText(item.plugins_givegift_user_message)
  if (note === null || [...note].length > NOTE_MAX) throw new ApiError(ctx.t('givegift.note_too_long'))
  return { ref, goodsId: Number(item.goods_id), note }
}

/** Takes one unit for `userId` inside the order's transaction; a unit taken meanwhile refuses the order. */
function takeUnit(ctx: Ctx, found: Found, userId: number, orderId: number, note: string): void {
  const state = claimState(
    ctx,
    { gift: found.gift, code: found.code && one<CodeRow>(ctx.db, 'SELECT * FROM givegift_codes WHERE id = ?', found.code.id) },
    userId,
  )
  if (state.status !== RECEIVE.open) throw new ApiError(ctx.t(state.messageKey))
  const codeId =
    found.code?.id ?? one<{ id: number }>(ctx.db, 'SELECT id FROM givegift_codes WHERE gift_id = ? AND status = 0 ORDER BY id LIMIT 1', found.gift.id)?.id
  const taken = codeId
    ? run(
        ctx.db,
        'UPDATE givegift_codes SET status = 1, use_user_id = ?, order_id = ?, user_message = ?, use_time = ? WHERE id = ? AND status = 0',
        userId,
        orderId,
        note,
        ctx.nowSeconds(),
        codeId,
      ).changes
    : 0
  if (taken !== 1) throw new ApiError(ctx.t(found.code ? 'givegift.claimed' : 'givegift.all_claimed'))
}

/** A claim checkout pays the one gift unit in full; anything that cannot be claimed is refused with its reason. */
function apply(ctx: Ctx, draft: BuyDraft): void {
  const claim = readClaim(ctx)
  if (!claim) return
  const found = findGift(ctx, claim.ref)
  const state = claimState(ctx, found, draft.user.id)
  if (state.status !== RECEIVE.open) throw new ApiError(ctx.t(state.messageKey))
  const [line] = draft.lines
  if (draft.lines.length !== 1 || !line || line.goods.id !== found.gift.goods_id || claim.goodsId !== found.gift.goods_id)
    throw new ApiError(ctx.t('givegift.claim_goods'))
  if (line.stock !== 1) throw new ApiError(ctx.t('givegift.claim_alone'))
  const cents = Math.min(toCents(line.base.price), draft.goodsCents - draft.discountCents)
  if (cents > 0) {
    draft.discountCents += cents
    draft.extensionRows.push({
      name: ctx.t('givegift.claim_row'),
      price: fromCents(cents),
      type: 0,
      tips: `-${displaySymbol(ctx)}${displayMoney(ctx, fromCents(cents))}`,
      business: 'plugins-givegift',
    })
  }
  draft.onOrderCreated.push((orderId) => takeUnit(ctx, found, draft.user.id, orderId, claim.note))
}

/** A cancelled claim order frees its unit again. */
function release(ctx: Ctx, orderId: number): void {
  run(ctx.db, "UPDATE givegift_codes SET status = 0, use_user_id = 0, order_id = 0, user_message = '', use_time = 0 WHERE order_id = ? AND status = 1", orderId)
}

export function registerGiftCheckout(): void {
  // Before coupons and points: the gift pays the whole line, nothing is left for them.
  registerBuyExtension({ plugin: 'givegift', order: 1, apply, release })
}

export const receiveAction = { receive }
