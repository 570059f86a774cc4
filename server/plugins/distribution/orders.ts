// Downline orders (api-plugins-1 §4.2/4.3/4.8/4.9): orders of the distributor's direct downline, and orders
// that earn the distributor commission from further down. Nobody else's order is ever shown.
import { ApiError, ok, type Ctx } from '../../core/router'
import { asDecimal, asInt, optionalString, requireId } from '../../core/validate'
import { all, one } from '../../db'
import type { OrderRow } from '../../services/order/orders'
import { pagedQuery } from '../../services/paging'
import { distanceMetres } from '../../services/address/regions'
import { regionNames } from '../../services/address/address'
import { userNameView } from '../../services/user/user-view'
import { setting } from './config'
import { requireDistributor, requireTeamMember } from './members'
import { distributionOrderDetail, distributionOrderRow } from './order-views'
import { avatarOf, SPENT } from './team'
import { bounds, readRange } from './time-range'

/** Orders the distributor may see: their direct downline's, and those paying them commission. */
const VISIBLE = `(user_id IN (SELECT id FROM users WHERE referrer = ?) OR id IN (SELECT order_id FROM distribution_profits WHERE user_id = ?))`

/** status: '-1'/'' all, one status or a comma list ('5,6' = invalid). */
function statusList(ctx: Ctx): number[] | null {
  const text = optionalString(ctx, 'status', 20)
  if (!text || text === '-1') return null
  const values = text.split(',').map((p) => asInt(p))
  if (values.some((v) => v === null || v < 0 || v > 6)) throw new ApiError(ctx.t('dist.param_invalid'))
  return values as number[]
}

export function orderIndex(ctx: Ctx) {
  const user = requireDistributor(ctx)
  const where = [VISIBLE, 'is_delete_time = 0']
  const args: unknown[] = [user.id, user.id]
  const uid = asInt(ctx.params.uid ?? 0)
  if (uid === null || uid < 0) throw new ApiError(ctx.t('dist.param_invalid'))
  if (uid > 0) {
    requireTeamMember(ctx, user.id, uid)
    where.push('user_id = ?')
    args.push(uid)
  }
  const statuses = statusList(ctx)
  if (statuses) {
    where.push(`status IN (SELECT value FROM json_each(?))`)
    args.push(JSON.stringify(statuses))
  }
  return ok(
    pagedQuery(ctx, { from: 'orders', where: where.join(' AND '), args, order: 'add_time DESC, id DESC' }, (o: OrderRow) => distributionOrderRow(ctx, o)),
  )
}

export function orderDetail(ctx: Ctx) {
  const user = requireDistributor(ctx)
  const order = one<OrderRow>(ctx.db, `SELECT * FROM orders WHERE id = ? AND is_delete_time = 0 AND ${VISIBLE}`, requireId(ctx), user.id, user.id)
  if (!order) throw new ApiError(ctx.t('dist.order_not_found'))
  return ok({ data: distributionOrderDetail(ctx, order) })
}

/** promotionorder types (api-plugins-1 §4.8): new customers' spending, every order, all spending. */
export function promotionOrderIndex(ctx: Ctx) {
  const user = requireDistributor(ctx)
  const type = asInt(ctx.params.type ?? 0)
  if (type === null || type < 0 || type > 2) throw new ApiError(ctx.t('dist.param_invalid'))
  const range = readRange(ctx, 'start_time', 'end_time')
  const [from, to] = bounds(range)
  const where = ['user_id IN (SELECT id FROM users WHERE referrer = ?)', 'is_delete_time = 0', 'add_time BETWEEN ? AND ?']
  const args: unknown[] = [user.id, from, to]
  if (type !== 1) where.push(SPENT)
  if (type === 0) {
    where.push('user_id IN (SELECT id FROM users WHERE referrer = ? AND add_time BETWEEN ? AND ?)')
    args.push(user.id, from, to)
  }
  return ok(
    pagedQuery(ctx, { from: 'orders', where: where.join(' AND '), args, order: 'add_time DESC, id DESC' }, (o: OrderRow) => distributionOrderRow(ctx, o)),
  )
}

/** Beijing, as the reference's map opens when the shopper's location is unknown. */
export const DEFAULT_CENTRE = { lat: 39.909, lng: 116.39742 }

interface LocatedMember {
  id: number
  username: string
  nickname: string
  mobile: string
  email: string
  avatar: string
  province: number
  city: number
  county: number
  address: string
  lng: number
  lat: number
}

/** order/map: direct downline members whose default address lies near the map centre, nearest first. */
export function orderMap(ctx: Ctx) {
  const user = requireDistributor(ctx)
  const lng = asDecimal(ctx.params.lng ?? DEFAULT_CENTRE.lng)
  const lat = asDecimal(ctx.params.lat ?? DEFAULT_CENTRE.lat)
  if (lng === null || lat === null || Math.abs(lng) > 180 || Math.abs(lat) > 90) throw new ApiError(ctx.t('dist.coordinates_invalid'))
  const radius = setting(ctx.db, 'map_radius_km') * 1000
  const members = all<LocatedMember>(
    ctx.db,
    `SELECT u.id, u.username, u.nickname, u.mobile, u.email, u.avatar, a.province, a.city, a.county, a.address, a.lng, a.lat
     FROM users u JOIN user_addresses a ON a.id = (
       SELECT id FROM user_addresses WHERE user_id = u.id AND is_delete_time = 0 AND (lng <> 0 OR lat <> 0) ORDER BY is_default DESC, id DESC LIMIT 1)
     WHERE u.referrer = ? AND u.is_delete_time = 0`,
    user.id,
  )
  const near = members
    .map((m) => ({ m, metres: distanceMetres(lat, lng, m.lat, m.lng) }))
    .filter((entry) => entry.metres <= radius)
    .sort((a, b) => a.metres - b.metres)
  const orders = (id: number) => one<{ n: number }>(ctx.db, `SELECT COUNT(*) AS n FROM orders WHERE user_id = ? AND ${SPENT}`, id)?.n ?? 0
  return ok({
    scale: 10,
    user: near.map(({ m }) => {
      const names = regionNames(ctx.db, m)
      return {
        id: m.id,
        avatar: avatarOf(ctx, m.avatar),
        user_name_view: userNameView(m),
        username: m.username,
        mobile: m.mobile,
        email: m.email,
        address: `${names.province_name}${names.city_name}${names.county_name}${m.address}`,
        lng: m.lng,
        lat: m.lat,
        order_count: orders(m.id),
      }
    }),
  })
}
