// Batch orders (an order handed over in several deliveries) and frequency cards (punch cards: a number of
// uses bought with an order) with their use records. Lists are the shopper's own rows only.
import { ok, type Ctx } from '../../core/router'
import { ApiError } from '../../core/result'
import { all, one, run } from '../../db'
import { formatTime } from '../../core/format'
import { optionalInt, requireId } from '../../core/validate'
import { pagedQuery } from '../../services/paging'
import { readStatusList } from './allots'

export const BATCH_STATUS = { pending: 0, running: 1, completed: 2, closed: 3 } as const
export const CARD_STATUS = { valid: 0, paused: 1, ended: 2, closed: 3 } as const

interface BatchRow {
  id: number
  user_id: number
  order_id: number
  realstore_id: number
  name: string
  describe: string
  status: number
  add_time: number
}

export interface CardRow {
  id: number
  user_id: number
  order_id: number
  realstore_id: number
  code: string
  name: string
  describe: string
  valid_number: number
  use_number: number
  status: number
  start_time: number
  end_time: number
  add_time: number
}

interface UsedRow {
  id: number
  card_id: number
  dec_number: number
  msg: string
  operate_name: string
  use_time: number
}

const orderBits = (ctx: Ctx, orderId: number) => {
  const order = one<{ order_no: string; is_under_line: number }>(ctx.db, 'SELECT order_no, is_under_line FROM orders WHERE id = ?', orderId)
  return { order_no: order?.order_no ?? '', is_under_line_text: order?.is_under_line ? ctx.t('order.offline') : ctx.t('order.online') }
}
const storeName = (ctx: Ctx, storeId: number) => one<{ name: string }>(ctx.db, 'SELECT name FROM realstores WHERE id = ?', storeId)?.name ?? ''

function batchView(ctx: Ctx, row: BatchRow) {
  const details = all<{ describe: string; note: string; status: number; upd_time: number }>(
    ctx.db,
    'SELECT describe, note, status, upd_time FROM realstore_batch_details WHERE batch_id = ? ORDER BY id',
    row.id,
  )
  return {
    id: row.id,
    order_id: row.order_id,
    ...orderBits(ctx, row.order_id),
    realstore_name: storeName(ctx, row.realstore_id),
    name: row.name,
    describe: row.describe,
    status: row.status,
    status_name: ctx.t(`realstore.batch_status_${row.status}`),
    add_time: formatTime(row.add_time),
    detail_data: details.map((d) => ({
      describe: d.describe,
      note: d.note,
      status: d.status,
      status_name: ctx.t(`realstore.batch_detail_${d.status ? 1 : 0}`),
      upd_time: formatTime(d.upd_time),
    })),
  }
}

/** A page of the user's rows of `table` in the `status` tabs (`statuses` allowed), of one order (`oid`) or all. */
function ownOrderRecords<Row, Out>(ctx: Ctx, userId: number, table: string, statuses: number[], view: (row: Row) => Out) {
  const chosen = readStatusList(ctx, statuses)
  const orderId = optionalInt(ctx, 'oid', 0, 0, 2_147_483_647)
  return pagedQuery<Row, Out>(
    ctx,
    {
      from: table,
      where: `user_id = ? AND (? = 0 OR order_id = ?) AND (? IS NULL OR instr(?, ',' || status || ',') > 0)`,
      args: [userId, orderId, orderId, chosen, chosen],
    },
    view,
  )
}

/** batchorder/index {page, status, oid}: tabs all -1, pending 0, in progress 1, completed 2, closed 3. */
export function batchIndex(ctx: Ctx) {
  const user = ctx.requireUser()
  return ok(ownOrderRecords(ctx, user.id, 'realstore_batch_orders', Object.values(BATCH_STATUS), (row: BatchRow) => batchView(ctx, row)))
}

/** A valid card past its end, or with every use taken, has ended (kept in the table so lists can filter on it). */
export function syncCards(ctx: Ctx): void {
  const now = ctx.nowSeconds()
  run(
    ctx.db,
    'UPDATE realstore_frequency_cards SET status = 2, upd_time = ? WHERE status = 0 AND (use_number >= valid_number OR (end_time > 0 AND end_time < ?))',
    now,
    now,
  )
}

export function cardView(ctx: Ctx, row: CardRow) {
  return {
    id: row.id,
    order_id: row.order_id,
    ...orderBits(ctx, row.order_id),
    realstore_name: storeName(ctx, row.realstore_id),
    code: row.code,
    name: row.name,
    describe: row.describe,
    valid_number: row.valid_number,
    use_number: row.use_number,
    available_number: Math.max(0, row.valid_number - row.use_number),
    status: row.status,
    status_name: ctx.t(`realstore.card_status_${row.status}`),
    start_time: formatTime(row.start_time),
    end_time: row.end_time ? formatTime(row.end_time) : '',
    add_time: formatTime(row.add_time),
  }
}

/** frequencycard/index {page, status, oid}: tabs all -1, valid 0, paused 1, ended 2, closed 3. */
export function cardIndex(ctx: Ctx) {
  const user = ctx.requireUser()
  syncCards(ctx)
  return ok(ownOrderRecords(ctx, user.id, 'realstore_frequency_cards', Object.values(CARD_STATUS), (row: CardRow) => cardView(ctx, row)))
}

/** frequencycard/usedlist {page, cuid}: the uses of one of the shopper's cards, newest first. */
export function usedList(ctx: Ctx) {
  const user = ctx.requireUser()
  const cardId = requireId(ctx, 'cuid', ctx.t('realstore.card_id_label'))
  const card = one<CardRow>(ctx.db, 'SELECT * FROM realstore_frequency_cards WHERE id = ? AND user_id = ?', cardId, user.id)
  if (!card) throw new ApiError(ctx.t('realstore.card_not_found'))
  const page = pagedQuery<UsedRow, Record<string, unknown>>(
    ctx,
    { from: 'realstore_frequency_used', where: 'card_id = ?', args: [card.id], order: 'use_time DESC, id DESC' },
    (row) => ({
      id: row.id,
      dec_number: row.dec_number,
      msg: row.msg,
      operate_name: row.operate_name,
      use_time: formatTime(row.use_time),
      add_time: formatTime(row.use_time),
    }),
  )
  return ok({ ...page, card: cardView(ctx, card) })
}
