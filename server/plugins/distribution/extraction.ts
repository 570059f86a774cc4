// Pickup points (api-plugins-1 §4.12): apply / edit (every edit goes back to review), the point's orders
// and their hand-out by pickup code, and the buyer's choice of a point.
import { ApiError, ok, type Ctx } from '../../core/router'
import { asDecimal, asPositiveInt, optionalString, optionalText, requireId } from '../../core/validate'
import { all, one, run } from '../../db'
import { distanceMetres, distanceView, regionById } from '../../services/address/regions'
import type { AddressFields } from '../../services/address/address'
import { emitOrderEvent } from '../../services/order/order-events'
import { ORDER_STATUS, type OrderRow } from '../../services/order/orders'
import { likePattern, pagedQuery } from '../../services/paging'
import { displayMoney } from '../../services/site/display-currency'
import { ownImagePath } from '../../services/site/upload-paths'
import { formatTime } from '../../core/format'
import { readStatusFilter } from '../plugin-params'
import { extractionBase, setting } from './config'
import { EXTRACTION_STATUS, extractionOf, extractionView, isPhone, type ExtractionRow } from './extraction-records'
import { memberRow, updateMember } from './members'

function requireEnabled(ctx: Ctx): void {
  if (setting(ctx.db, 'is_enable_self_extraction') !== 1) throw new ApiError(ctx.t('dist.extraction_closed'))
}

export function extractionIndex(ctx: Ctx) {
  const user = ctx.requireUser()
  requireEnabled(ctx)
  const point = extractionOf(ctx.db, user.id)
  const count = (status: number) =>
    point
      ? (one<{ n: number }>(ctx.db, 'SELECT COUNT(*) AS n FROM distribution_extraction_orders WHERE extraction_id = ? AND status = ?', point.id, status)?.n ??
        0)
      : 0
  return ok({
    base: extractionBase(ctx),
    extraction: point ? extractionView(ctx, point) : null,
    statistical: { order_wait: count(0), order_already: count(1) },
  })
}

export function applyInfo(ctx: Ctx) {
  const user = ctx.requireUser()
  requireEnabled(ctx)
  const point = extractionOf(ctx.db, user.id)
  return ok({ extraction_data: point ? extractionView(ctx, point) : null, editor_path_type: `plugins_distribution-extraction-${user.id}` })
}

/** A region id of the seeded tree that is a child of `parent` (0 for a province). */
function regionParam(ctx: Ctx, name: string, parent: number): number {
  const id = asPositiveInt(ctx.params[name])
  const region = id === null ? undefined : regionById(ctx.db, id)
  if (!region || region.pid !== parent) throw new ApiError(ctx.t('dist.region_invalid'))
  return region.id
}

interface ApplyInput extends AddressFields {
  logo: string
}

/** Every rule of spec 5 for a pickup point; the first broken one answers -1 and nothing is stored. */
function readApply(ctx: Ctx): ApplyInput {
  const alias = optionalText(ctx, 'alias', 16, ctx.t('dist.field_alias'))
  const name = optionalText(ctx, 'name', 100)
  if ([...name].length < 2 || [...name].length > 16) throw new ApiError(ctx.t('dist.contact_length'))
  const tel = optionalString(ctx, 'tel', 30)
  if (!tel) throw new ApiError(ctx.t('dist.tel_required'))
  if (!isPhone(tel)) throw new ApiError(ctx.t('dist.tel_invalid'))
  const province = regionParam(ctx, 'province', 0)
  const city = regionParam(ctx, 'city', province)
  const county = regionParam(ctx, 'county', city)
  const address = optionalText(ctx, 'address', 200)
  if ([...address].length < 1 || [...address].length > 80) throw new ApiError(ctx.t('dist.address_length'))
  const lng = asDecimal(ctx.params.lng)
  const lat = asDecimal(ctx.params.lat)
  if (lng === null || lat === null || Math.abs(lng) > 180 || Math.abs(lat) > 90 || (lng === 0 && lat === 0)) throw new ApiError(ctx.t('dist.location_required'))
  const logo = ownImagePath(ctx, ctx.params.logo, false)
  if (logo === null) throw new ApiError(ctx.t('dist.image_invalid'))
  return { logo, alias, name, tel, province, city, county, address, lng, lat }
}

/** extraction/applysave: a new application, or an edit of one in any state; either way it waits for review. */
export function applySave(ctx: Ctx) {
  const user = ctx.requireUser()
  requireEnabled(ctx)
  const input = readApply(ctx)
  const now = ctx.nowSeconds()
  const current = extractionOf(ctx.db, user.id)
  const values = [input.logo, input.alias, input.name, input.tel, input.province, input.city, input.county, input.address, input.lng, input.lat]
  if (current) {
    run(
      ctx.db,
      `UPDATE distribution_extractions SET logo = ?, alias = ?, name = ?, tel = ?, province = ?, city = ?, county = ?, address = ?, lng = ?, lat = ?,
         status = 0, fail_reason = '', upd_time = ? WHERE id = ?`,
      ...values,
      now,
      current.id,
    )
  } else {
    run(
      ctx.db,
      `INSERT INTO distribution_extractions (user_id, logo, alias, name, tel, province, city, county, address, lng, lat, status, add_time, upd_time)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?)`,
      user.id,
      ...values,
      now,
      now,
    )
  }
  return ok('', ctx.t('dist.apply_saved'))
}

/** The user's approved point; -1 otherwise (its orders are only handled while it is approved). */
function approvedPoint(ctx: Ctx, userId: number): ExtractionRow {
  const point = extractionOf(ctx.db, userId)
  if (!point || point.status !== EXTRACTION_STATUS.approved) throw new ApiError(ctx.t('dist.extraction_not_approved'))
  return point
}

interface PickupOrderRow {
  id: number
  order_id: number
  status: number
  add_time: number
  order_no: string
  user_id: number
  pay_price: number
  total_price: number
}

export function extractionOrders(ctx: Ctx) {
  const user = ctx.requireUser()
  requireEnabled(ctx)
  const point = approvedPoint(ctx, user.id)
  const status = readStatusFilter(ctx, [0, 1])
  const keywords = optionalString(ctx, 'keywords', 40)
  const where = ['x.extraction_id = ?', '(? IS NULL OR x.status = ?)']
  const args: unknown[] = [point.id, status, status]
  if (keywords) {
    where.push("(o.order_no LIKE ? ESCAPE '\\' OR o.extraction_code = ?)")
    args.push(likePattern(keywords), keywords)
  }
  return ok(
    pagedQuery(
      ctx,
      {
        from: 'distribution_extraction_orders x JOIN orders o ON o.id = x.order_id',
        columns: 'x.id, x.order_id, x.status, x.add_time, o.order_no, o.user_id, o.pay_price, o.total_price',
        where: where.join(' AND '),
        args,
        order: 'x.status ASC, x.add_time DESC, x.id DESC',
      },
      (r: PickupOrderRow) => ({
        id: r.id,
        order_id: r.order_id,
        order_user_id: r.user_id,
        order_no: r.order_no,
        pay_price: displayMoney(ctx, r.pay_price || r.total_price),
        status: r.status,
        status_name: ctx.t(`dist.pickup_status_${r.status}`),
        add_time: formatTime(r.add_time),
      }),
    ),
  )
}

/** extraction/take {id: order id, user_id, extraction_code}: hand the order out; it completes. */
export function take(ctx: Ctx) {
  const user = ctx.requireUser()
  requireEnabled(ctx)
  const point = approvedPoint(ctx, user.id)
  const orderId = requireId(ctx)
  const code = optionalString(ctx, 'extraction_code', 20)
  if (!code) throw new ApiError(ctx.t('dist.code_required'))
  const pickup = one<{ id: number; status: number }>(
    ctx.db,
    'SELECT id, status FROM distribution_extraction_orders WHERE order_id = ? AND extraction_id = ?',
    orderId,
    point.id,
  )
  const order = pickup ? one<OrderRow>(ctx.db, 'SELECT * FROM orders WHERE id = ?', orderId) : undefined
  // Somebody else's order, or a buyer id that does not match, answers like a missing order.
  if (!pickup || !order || String(order.user_id) !== String(ctx.params.user_id ?? '')) throw new ApiError(ctx.t('dist.pickup_not_found'))
  if (pickup.status !== 0) throw new ApiError(ctx.t('dist.pickup_done'))
  if (order.status !== ORDER_STATUS.delivery) throw new ApiError(ctx.t('dist.pickup_order_state'))
  if (!order.extraction_code || order.extraction_code !== code) throw new ApiError(ctx.t('dist.code_wrong'))
  const now = ctx.nowSeconds()
  ctx.db.transaction(() => {
    run(ctx.db, 'UPDATE distribution_extraction_orders SET status = 1, upd_time = ? WHERE id = ? AND status = 0', now, pickup.id)
    run(
      ctx.db,
      'UPDATE orders SET status = ?, delivery_time = ?, collect_time = ?, upd_time = ? WHERE id = ? AND status = ?',
      ORDER_STATUS.completed,
      now,
      now,
      now,
      order.id,
      ORDER_STATUS.delivery,
    )
    emitOrderEvent(ctx, 'completed', order.id)
  })()
  return ok({ status: 1, status_name: ctx.t('dist.pickup_status_1') }, ctx.t('dist.pickup_ok'))
}

/** extraction/switchinfo {lng?, lat?}: approved points, nearest first when the shopper's location is known. */
export function switchInfo(ctx: Ctx) {
  const user = ctx.requireUser()
  requireEnabled(ctx)
  const lng = ctx.params.lng === undefined || ctx.params.lng === '' ? null : asDecimal(ctx.params.lng)
  const lat = ctx.params.lat === undefined || ctx.params.lat === '' ? null : asDecimal(ctx.params.lat)
  const here = lng !== null && lat !== null && Math.abs(lng) <= 180 && Math.abs(lat) <= 90 ? { lng, lat } : null
  const chosen = memberRow(ctx.db, user.id).default_extraction_id
  const points = all<ExtractionRow>(ctx.db, 'SELECT * FROM distribution_extractions WHERE status = 1 ORDER BY id').map((p) => {
    const metres = here ? distanceMetres(here.lat, here.lng, p.lat, p.lng) : 0
    const view = { ...extractionView(ctx, p), id_old: p.id, is_default: p.id === chosen ? 1 : 0 }
    return { view: here ? { ...view, ...distanceView(metres) } : view, metres }
  })
  if (here) points.sort((a, b) => a.metres - b.metres)
  return ok({ extraction_address: points.map((p) => p.view) })
}

/** extraction/switchsave {id, value}: the shopper's default pickup point. */
export function switchSave(ctx: Ctx) {
  const user = ctx.requireUser()
  requireEnabled(ctx)
  const id = asPositiveInt(ctx.params.value) ?? requireId(ctx)
  const point = one<{ id: number }>(ctx.db, 'SELECT id FROM distribution_extractions WHERE id = ? AND status = 1', id)
  if (!point) throw new ApiError(ctx.t('dist.extraction_not_found'))
  updateMember(ctx.db, user.id, ctx.nowSeconds(), { default_extraction_id: point.id })
  return ok('', ctx.t('dist.switch_saved'))
}
