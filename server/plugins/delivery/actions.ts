// The delivery state machine (spec §4): not started -> delivering -> delivered, delivering -> abnormal,
// abnormal -> delivering (redelivery). Nothing else: no jump from "not started" to "delivered".
// Only the courier the delivery is assigned to may move it; every move is logged.
import { ApiError, ok, type Ctx } from '../../core/router'
import { optionalText, requireId } from '../../core/validate'
import { one, run } from '../../db'
import { imageListParam, ownImagePath } from '../../services/site/upload-paths'
import { requireCourier, type TeamRow } from './staff'
import { DELIVERY_STATUS, statusName, type DeliveryRow } from './views'

export type DeliveryAction = 'start' | 'redeliver' | 'success' | 'abnormal'

const TRANSITIONS: Record<DeliveryAction, { from: number; to: number }> = {
  start: { from: DELIVERY_STATUS.waiting, to: DELIVERY_STATUS.delivering },
  redeliver: { from: DELIVERY_STATUS.abnormal, to: DELIVERY_STATUS.delivering },
  success: { from: DELIVERY_STATUS.delivering, to: DELIVERY_STATUS.delivered },
  abnormal: { from: DELIVERY_STATUS.delivering, to: DELIVERY_STATUS.abnormal },
}

/** The status `action` leads to from `status`, or null when the spec has no such move. */
export function nextStatus(action: DeliveryAction, status: number): number | null {
  const move = TRANSITIONS[action]
  return move.from === status ? move.to : null
}

export const MAX_TEXT = 200
export const MAX_SUCCESS_IMAGES = 30
export const MAX_ABNORMAL_IMAGES = 9

/** The courier's own delivery; another courier's id answers exactly like a missing one. */
export function ownDelivery(ctx: Ctx, team: TeamRow, id: number): DeliveryRow {
  const row = one<DeliveryRow>(ctx.db, 'SELECT * FROM delivery_orders WHERE id = ? AND team_id = ?', id, team.id)
  if (!row) throw new ApiError(ctx.t('delivery.not_found'))
  return row
}

function readId(ctx: Ctx): number {
  try {
    return requireId(ctx)
  } catch {
    throw new ApiError(ctx.t('delivery.id_required'))
  }
}

/** Photos uploaded to this site (ueditor), 1..max of them. */
function readImages(ctx: Ctx, max: number): string[] {
  const list = imageListParam(ctx.params.images)
  if (list === null) throw new ApiError(ctx.t('delivery.images_invalid'))
  if (!list.length) throw new ApiError(ctx.t('delivery.images_required'))
  if (list.length > max) throw new ApiError(ctx.t('delivery.images_max', { max }))
  const paths = list.map((item) => ownImagePath(ctx, item))
  if (paths.some((p) => !p)) throw new ApiError(ctx.t('delivery.images_invalid'))
  return paths as string[]
}

function text(ctx: Ctx, name: string, tooLongKey: string): string {
  try {
    return optionalText(ctx, name, MAX_TEXT)
  } catch {
    throw new ApiError(ctx.t(tooLongKey))
  }
}

interface Move {
  action: DeliveryAction
  /** Extra columns written with the status (constant SQL fragment with ? placeholders). */
  set: string
  /** The values of `set`, given the time of the move. */
  args: (now: number) => unknown[]
  log: { reason?: string; msg?: string; images?: string[] }
}

/** Apply a move atomically: the WHERE on the old status makes two taps (or two devices) move it once. */
function apply(ctx: Ctx, row: DeliveryRow, move: Move, refusedKey: string): void {
  const to = nextStatus(move.action, row.status)
  if (to === null) throw new ApiError(ctx.t(refusedKey, { status: statusName(ctx, row.status) }))
  const now = ctx.nowSeconds()
  ctx.db.transaction(() => {
    const changed = run(
      ctx.db,
      `UPDATE delivery_orders SET status = ?, upd_time = ?${move.set} WHERE id = ? AND status = ?`,
      to,
      now,
      ...move.args(now),
      row.id,
      row.status,
    ).changes
    if (changed !== 1) throw new ApiError(ctx.t(refusedKey, { status: statusName(ctx, row.status) }))
    run(
      ctx.db,
      'INSERT INTO delivery_order_logs (delivery_id, action, status, reason, msg, images, add_time) VALUES (?, ?, ?, ?, ?, ?, ?)',
      row.id,
      move.action,
      to,
      move.log.reason ?? '',
      move.log.msg ?? '',
      JSON.stringify(move.log.images ?? []),
      now,
    )
  })()
}

/** delivery/order/startdelivery {id}: start a waiting delivery, or restart one that went wrong. */
function startDelivery(ctx: Ctx) {
  const team = requireCourier(ctx)
  const row = ownDelivery(ctx, team, readId(ctx))
  const action: DeliveryAction = row.status === DELIVERY_STATUS.abnormal ? 'redeliver' : 'start'
  apply(ctx, row, { action, set: ', start_delivery_time = ?', args: (now) => [now], log: {} }, 'delivery.cannot_start')
  return ok({ id: row.id, status: DELIVERY_STATUS.delivering }, ctx.t(action === 'redeliver' ? 'delivery.redeliver_ok' : 'delivery.start_ok'))
}

/** delivery/order/successdelivery {id, msg, images}: delivered, with proof photos (required). */
function successDelivery(ctx: Ctx) {
  const team = requireCourier(ctx)
  const row = ownDelivery(ctx, team, readId(ctx))
  if (row.status !== DELIVERY_STATUS.delivering) throw new ApiError(ctx.t('delivery.cannot_finish', { status: statusName(ctx, row.status) }))
  const msg = text(ctx, 'msg', 'delivery.msg_too_long')
  const images = readImages(ctx, MAX_SUCCESS_IMAGES)
  apply(
    ctx,
    row,
    {
      action: 'success',
      set: ', success_delivery_time = ?, success_delivery_msg = ?, success_delivery_images = ?',
      args: (now) => [now, msg, JSON.stringify(images)],
      log: { msg, images },
    },
    'delivery.cannot_finish',
  )
  return ok({ id: row.id, status: DELIVERY_STATUS.delivered }, ctx.t('delivery.success_ok'))
}

/** delivery/order/abnormaldelivery {id, reason, msg, images}: reason required, both texts ≤200, a photo required. */
function abnormalDelivery(ctx: Ctx) {
  const team = requireCourier(ctx)
  const row = ownDelivery(ctx, team, readId(ctx))
  if (row.status !== DELIVERY_STATUS.delivering) throw new ApiError(ctx.t('delivery.cannot_abnormal', { status: statusName(ctx, row.status) }))
  const reason = text(ctx, 'reason', 'delivery.reason_too_long')
  if (!reason) throw new ApiError(ctx.t('delivery.reason_required'))
  const msg = text(ctx, 'msg', 'delivery.msg_too_long')
  const images = readImages(ctx, MAX_ABNORMAL_IMAGES)
  apply(
    ctx,
    row,
    {
      action: 'abnormal',
      set: ', abnormal_delivery_time = ?, abnormal_reason = ?, abnormal_msg = ?, abnormal_images = ?',
      args: (now) => [now, reason, msg, JSON.stringify(images)],
      log: { reason, msg, images },
    },
    'delivery.cannot_abnormal',
  )
  return ok({ id: row.id, status: DELIVERY_STATUS.abnormal }, ctx.t('delivery.abnormal_ok'))
}

export const actionHandlers = { startdelivery: startDelivery, successdelivery: successDelivery, abnormaldelivery: abnormalDelivery }
