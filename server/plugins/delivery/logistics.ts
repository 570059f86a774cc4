// delivery/order/logistics {id}: the map-ready tracking of one delivery, for the shopper who owns the
// order or the courier it is assigned to (api-plugins-2 §3.9 logistics page).
import { formatTime } from '../../core/format'
import { ApiError, ok, type Ctx } from '../../core/router'
import { requireId } from '../../core/validate'
import { one } from '../../db'
import { teamOfUser, type TeamRow } from './staff'
import { DELIVERY_STATUS, statusName, warehouseOf, type DeliveryRow } from './views'

interface Point {
  latitude: number
  longitude: number
}

const has = (p: { lat: number; lng: number } | undefined): p is { lat: number; lng: number } => Boolean(p && (p.lat || p.lng))
const point = (p: { lat: number; lng: number }): Point => ({ latitude: p.lat, longitude: p.lng })

/** The delivery if the asker owns its order or carries it; anyone else learns nothing (same answer as missing). */
function visibleDelivery(ctx: Ctx, id: number): DeliveryRow {
  const user = ctx.requireUser()
  const row = one<DeliveryRow & { order_user_id: number }>(
    ctx.db,
    'SELECT d.*, o.user_id AS order_user_id FROM delivery_orders d JOIN orders o ON o.id = d.order_id WHERE d.id = ?',
    id,
  )
  const courier = teamOfUser(ctx.db, user.id)
  if (!row || (row.order_user_id !== user.id && row.team_id !== courier?.id)) throw new ApiError(ctx.t('delivery.logistics_not_found'))
  return row
}

export function logistics(ctx: Ctx) {
  let id: number
  try {
    id = requireId(ctx)
  } catch {
    throw new ApiError(ctx.t('delivery.logistics_not_found'))
  }
  const row = visibleDelivery(ctx, id)
  const team = one<TeamRow>(ctx.db, 'SELECT * FROM delivery_teams WHERE id = ?', row.team_id)
  const mobile = team ? (one<{ mobile: string }>(ctx.db, 'SELECT mobile FROM users WHERE id = ?', team.user_id)?.mobile ?? '') : ''
  const warehouse = warehouseOf(ctx.db, row.warehouse_id)
  const destination = { lat: row.user_lat, lng: row.user_lng }
  // The courier's live position only matters while the parcel is on its way.
  const courier = row.status === DELIVERY_STATUS.delivering && team && has(team) ? team : undefined

  const markers: Array<Point & { id: number; kind: string; title: string }> = []
  if (has(warehouse))
    markers.push({ id: 1, kind: 'warehouse', title: warehouse.alias || warehouse.name || ctx.t('delivery.marker_warehouse'), ...point(warehouse) })
  if (courier) markers.push({ id: 2, kind: 'courier', title: ctx.t('delivery.marker_courier'), ...point(courier) })
  if (has(destination)) markers.push({ id: 3, kind: 'user', title: ctx.t('delivery.marker_user'), ...point(destination) })
  const centre = courier ?? (has(destination) ? destination : warehouse)

  return ok({
    id: row.id,
    status: row.status,
    status_name: statusName(ctx, row.status),
    latitude: centre?.lat ?? 0,
    longitude: centre?.lng ?? 0,
    scale: 13,
    markers,
    polyline: markers.length > 1 ? [{ points: markers.map((m) => ({ latitude: m.latitude, longitude: m.longitude })), color: '#1677ff', width: 4 }] : [],
    team: team ? { work_photo: ctx.img(team.work_photo), idcard_name: team.idcard_name, user: { mobile: team.tel || mobile } } : null,
    location_time: formatTime(courier?.location_time),
    start_delivery_time: formatTime(row.start_delivery_time),
    success_delivery_time: formatTime(row.success_delivery_time),
  })
}
