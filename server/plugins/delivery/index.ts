// delivery (api-plugins-2 §3.9): the courier's deliveries by status, the moves of the delivery state
// machine, live location reports, and the tracking map for the shopper who owns the order.
import './messages'
import { definePlugin } from '../../core/plugins'
import { ApiError, ok, type Ctx } from '../../core/router'
import { asDecimal, asInt, isAbsent, optionalString, requireId } from '../../core/validate'
import { all, one, run } from '../../db'
import { registerOrderExtension } from '../../services/order/order-extensions'
import { likePattern, pagedQuery } from '../../services/paging'
import { actionHandlers, ownDelivery } from './actions'
import { logistics } from './logistics'
import { seedDelivery } from './seed'
import { requireCourier } from './staff'
import { DELIVERY_STATUSES, deliveryDetailView, deliveryRowView, statusName, type DeliveryRow } from './views'

/** Uploads of the courier's photos go to this folder (ueditor path_type). */
export const EDITOR_PATH_TYPE = 'plugins_delivery'

/** type: absent, '' or -1 mean every status; otherwise one of 1..4. */
function readType(ctx: Ctx): number | null {
  const raw = ctx.params.type
  if (isAbsent(raw)) return null
  const value = asInt(raw)
  if (value === -1) return null
  if (value === null || !DELIVERY_STATUSES.includes(value)) throw new ApiError(ctx.t('delivery.type_invalid'))
  return value
}

/** Optional {lat, lng} of the courier, for distances; a bad pair is refused. */
function readPosition(ctx: Ctx): { lat: number; lng: number } | null {
  if (isAbsent(ctx.params.lat) && isAbsent(ctx.params.lng)) return null
  const lat = asDecimal(ctx.params.lat)
  const lng = asDecimal(ctx.params.lng)
  if (lat === null || lng === null || Math.abs(lat) > 90 || Math.abs(lng) > 180) throw new ApiError(ctx.t('delivery.location_invalid'))
  return { lat, lng }
}

function readKeywords(ctx: Ctx): string {
  try {
    return optionalString(ctx, 'keywords', 60)
  } catch {
    throw new ApiError(ctx.t('delivery.keywords_too_long'))
  }
}

function navTypeList(ctx: Ctx, teamId: number) {
  const counts = new Map(
    all<{ status: number; n: number }>(ctx.db, 'SELECT status, COUNT(*) AS n FROM delivery_orders WHERE team_id = ? GROUP BY status', teamId).map((r) => [
      r.status,
      r.n,
    ]),
  )
  const total = [...counts.values()].reduce((sum, n) => sum + n, 0)
  return [
    { name: ctx.t('delivery.status_all'), value: -1, count: total },
    ...DELIVERY_STATUSES.map((status) => ({ name: statusName(ctx, status), value: status, count: counts.get(status) ?? 0 })),
  ]
}

/** delivery/order/index {page, type, keywords, lat, lng}: the courier's deliveries, newest first. */
function index(ctx: Ctx) {
  const team = requireCourier(ctx)
  const type = readType(ctx)
  const keywords = readKeywords(ctx)
  const from = readPosition(ctx)
  const like = likePattern(keywords)
  const query = {
    from: 'delivery_orders d JOIN orders o ON o.id = d.order_id LEFT JOIN order_addresses a ON a.order_id = d.order_id',
    where: `d.team_id = ? AND (? IS NULL OR d.status = ?)
      AND (? = '' OR o.order_no LIKE ? ESCAPE '\\' OR a.name LIKE ? ESCAPE '\\' OR a.tel LIKE ? ESCAPE '\\')`,
    args: [team.id, type, type, keywords, like, like, like],
    columns: 'd.*',
    order: 'd.id DESC',
  }
  return ok({
    ...pagedQuery(ctx, query, (d: DeliveryRow) => deliveryRowView(ctx, d, from)),
    nav_type_list: navTypeList(ctx, team.id),
    editor_path_type: EDITOR_PATH_TYPE,
  })
}

/** delivery/order/detail {id}: one of the courier's deliveries with its goods and history. */
function detail(ctx: Ctx) {
  const team = requireCourier(ctx)
  let id: number
  try {
    id = requireId(ctx)
  } catch {
    throw new ApiError(ctx.t('delivery.id_required'))
  }
  return ok({ data: deliveryDetailView(ctx, ownDelivery(ctx, team, id)), editor_path_type: EDITOR_PATH_TYPE })
}

/** delivery/user/locationreport {lat, lng}: the courier's latest position (shown on the tracking map). */
function locationReport(ctx: Ctx) {
  const team = requireCourier(ctx)
  const position = readPosition(ctx)
  if (!position) throw new ApiError(ctx.t('delivery.location_invalid'))
  run(
    ctx.db,
    'UPDATE delivery_teams SET lat = ?, lng = ?, location_time = ?, upd_time = ? WHERE id = ?',
    position.lat,
    position.lng,
    ctx.nowSeconds(),
    ctx.nowSeconds(),
    team.id,
  )
  return ok('', ctx.t('delivery.location_ok'))
}

definePlugin({
  name: 'delivery',
  baseData: (ctx) => ({ application_name: ctx.t('delivery.title') }),
  controls: {
    order: { index, detail, logistics, ...actionHandlers },
    user: { locationreport: locationReport },
  },
  seed: seedDelivery,
})

// Order answers carry the delivery id of a dispatched order: the shopper's "track delivery" link.
registerOrderExtension({
  plugin: 'delivery',
  extend: (ctx, orderId) => {
    const row = one<{ id: number }>(ctx.db, 'SELECT id FROM delivery_orders WHERE order_id = ? ORDER BY id DESC LIMIT 1', orderId)
    return row ? { plugins_delivery_data: row.id } : {}
  },
})
