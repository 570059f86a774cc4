// Store staff verify codes (adminorderallot/verification {extraction_code}): a pickup code hands over a
// store order; a punch-card code takes one use off the card. Staff only see their own stores' codes: a
// code of another store reads as "not found".
import { ok, type Ctx } from '../../core/router'
import { ApiError } from '../../core/result'
import { all, one, run } from '../../db'
import { scalarText } from '../../core/validate'
import { ALLOT_STATUS, allotStatusName, completeAllot, syncAllots, type AllotRow } from './allots'
import { CARD_STATUS, syncCards, type CardRow } from './records'

/** What staff may type: 4-20 letters or digits (pickup codes are 6 digits, card codes 8). */
export const CODE_PATTERN = /^[A-Za-z0-9]{4,20}$/

function readCode(ctx: Ctx): string {
  const raw = ctx.params.extraction_code
  const code = scalarText(raw) ?? ''
  if (raw === undefined || raw === null || code === '') throw new ApiError(ctx.t('realstore.code_required'))
  if (!CODE_PATTERN.test(code)) throw new ApiError(ctx.t('realstore.code_invalid'))
  return code.toUpperCase()
}

function staffStores(ctx: Ctx, userId: number): number[] {
  return all<{ realstore_id: number }>(ctx.db, 'SELECT realstore_id FROM realstore_staff WHERE user_id = ?', userId).map((r) => r.realstore_id)
}

function verifyPickup(ctx: Ctx, allot: AllotRow) {
  const handOver: number[] = [ALLOT_STATUS.received, ALLOT_STATUS.toCollect, ALLOT_STATUS.inService]
  if (!handOver.includes(allot.status)) throw new ApiError(ctx.t('realstore.code_pickup_state', { status: allotStatusName(ctx, allot.status) }))
  const now = ctx.nowSeconds()
  ctx.db.transaction(() => {
    // The status test in the WHERE makes a second verification of the same code a no-op.
    const changed = run(ctx.db, 'UPDATE realstore_order_allots SET upd_time = ? WHERE id = ? AND status = ?', now, allot.id, allot.status).changes
    if (changed !== 1) throw new ApiError(ctx.t('realstore.code_pickup_state', { status: allotStatusName(ctx, ALLOT_STATUS.completed) }))
    completeAllot(ctx, allot, now)
  })()
  const order = one<{ order_no: string }>(ctx.db, 'SELECT order_no FROM orders WHERE id = ?', allot.order_id)
  return ok({ type: 'pickup', order_allot_id: allot.id, order_no: order?.order_no ?? '' }, ctx.t('realstore.code_pickup_done', { no: order?.order_no ?? '' }))
}

function cardRefusal(ctx: Ctx, card: CardRow, now: number): string | null {
  if (card.status === CARD_STATUS.paused) return 'realstore.card_paused'
  if (card.status === CARD_STATUS.closed) return 'realstore.card_closed'
  if (card.use_number >= card.valid_number || card.status === CARD_STATUS.ended)
    return card.end_time > 0 && card.end_time < now ? 'realstore.card_expired' : 'realstore.card_used_up'
  if (card.start_time > now) return 'realstore.card_not_started'
  return null
}

/** One use off the card. The guarded UPDATE keeps the count from ever passing the card's total. */
function useCard(ctx: Ctx, card: CardRow, operator: string) {
  const now = ctx.nowSeconds()
  const refusal = cardRefusal(ctx, card, now)
  if (refusal) throw new ApiError(ctx.t(refusal))
  ctx.db.transaction(() => {
    const changed = run(
      ctx.db,
      `UPDATE realstore_frequency_cards SET use_number = use_number + 1, upd_time = ?,
         status = CASE WHEN use_number + 1 >= valid_number THEN 2 ELSE status END
       WHERE id = ? AND status = 0 AND use_number < valid_number AND start_time <= ? AND (end_time = 0 OR end_time >= ?)`,
      now,
      card.id,
      now,
      now,
    ).changes
    if (changed !== 1) throw new ApiError(ctx.t('realstore.card_used_up'))
    run(
      ctx.db,
      'INSERT INTO realstore_frequency_used (card_id, dec_number, msg, operate_name, use_time) VALUES (?, 1, ?, ?, ?)',
      card.id,
      ctx.t('realstore.card_used_msg'),
      operator,
      now,
    )
  })()
  const after = one<CardRow>(ctx.db, 'SELECT * FROM realstore_frequency_cards WHERE id = ?', card.id) as CardRow
  const left = Math.max(0, after.valid_number - after.use_number)
  return ok({ type: 'card', card_id: card.id, available_number: left }, ctx.t('realstore.code_card_done', { name: card.name, left }))
}

/** adminorderallot/verification {extraction_code}: staff only, codes of their own stores only. */
export function verification(ctx: Ctx) {
  const user = ctx.requireUser()
  const code = readCode(ctx)
  const stores = staffStores(ctx, user.id)
  if (!stores.length) throw new ApiError(ctx.t('realstore.not_staff'))
  syncAllots(ctx)
  syncCards(ctx)
  const storeList = `,${stores.join(',')},`
  const allot = one<AllotRow>(
    ctx.db,
    `SELECT * FROM realstore_order_allots WHERE extraction_code = ? AND instr(?, ',' || realstore_id || ',') > 0
     ORDER BY status IN (4, 6, 7), id DESC LIMIT 1`,
    code,
    storeList,
  )
  if (allot) return verifyPickup(ctx, allot)
  const card = one<CardRow>(ctx.db, "SELECT * FROM realstore_frequency_cards WHERE code = ? AND instr(?, ',' || realstore_id || ',') > 0", code, storeList)
  if (card) return useCard(ctx, card, ctx.t('realstore.staff_operator', { name: user.nickname || user.username }))
  throw new ApiError(ctx.t('realstore.code_not_found'))
}
