// The team: users whose referrer is the distributor (users.referrer), with their spending and their own
// downline. team/index filters it (registration / order time, ordered or not); promotionuser/index lists
// the slices the centre's statistics link to. A distributor only ever sees their own direct downline.
import { ApiError, ok, type Ctx } from '../../core/router'
import { formatTime } from '../../core/format'
import { asInt, optionalString } from '../../core/validate'
import { one } from '../../db'
import { pagedQuery } from '../../services/paging'
import { displayMoney } from '../../services/site/display-currency'
import { DEFAULT_AVATAR, userNameView } from '../../services/user/user-view'
import { requireDistributor } from './members'
import { bounds, readRange, type TimeRange } from './time-range'

/** Orders that count as spending: paid, in delivery or completed. */
export const SPENT = 'status IN (2, 3, 4)'

export interface TeamUserRow {
  id: number
  username: string
  nickname: string
  mobile: string
  email: string
  avatar: string
  add_time: number
}

export function avatarOf(ctx: Ctx, avatar: string): string {
  return ctx.img(avatar || DEFAULT_AVATAR)
}

interface OrderTotals {
  n: number
  total: number | null
  last: number | null
}

/** One team member as team/index and promotionuser/index send it (api-plugins-1 §4.6). */
export function memberView(ctx: Ctx, u: TeamUserRow) {
  const own = one<OrderTotals>(
    ctx.db,
    `SELECT COUNT(*) AS n, SUM(total_price) AS total, MAX(add_time) AS last FROM orders WHERE user_id = ? AND ${SPENT}`,
    u.id,
  )
  const downline = one<OrderTotals>(
    ctx.db,
    `SELECT COUNT(*) AS n, SUM(total_price) AS total, MAX(add_time) AS last FROM orders
     WHERE user_id IN (SELECT id FROM users WHERE referrer = ?) AND ${SPENT}`,
    u.id,
  )
  const referrers = one<{ n: number }>(ctx.db, 'SELECT COUNT(*) AS n FROM users WHERE referrer = ? AND is_delete_time = 0', u.id)
  return {
    id: u.id,
    avatar: avatarOf(ctx, u.avatar),
    user_name_view: userNameView(u),
    username: u.username,
    nickname: u.nickname,
    mobile: u.mobile,
    email: u.email,
    add_time: formatTime(u.add_time),
    order_count: own?.n ?? 0,
    order_total: displayMoney(ctx, own?.total ?? 0),
    order_last_time: formatTime(own?.last ?? 0),
    find_order_count: downline?.n ?? 0,
    find_order_total: displayMoney(ctx, downline?.total ?? 0),
    find_order_last_time: formatTime(downline?.last ?? 0),
    referrer_count: referrers?.n ?? 0,
  }
}

interface Condition {
  sql: string
  args: unknown[]
}

const TEAM_COLUMNS = 'u.id, u.username, u.nickname, u.mobile, u.email, u.avatar, u.add_time'
const HAS_SPENT = `EXISTS (SELECT 1 FROM orders o WHERE o.user_id = u.id AND o.${SPENT} AND o.add_time BETWEEN ? AND ?)`

function registeredIn(range: TimeRange, reverse = false): Condition | null {
  if (range.start === null && range.end === null) return null
  return { sql: `u.add_time ${reverse ? 'NOT ' : ''}BETWEEN ? AND ?`, args: bounds(range) }
}

function spentIn(range: TimeRange, spent: boolean): Condition {
  return { sql: `${spent ? '' : 'NOT '}${HAS_SPENT}`, args: bounds(range) }
}

/** The distributor's direct downline narrowed by `conditions`, one page, newest first. */
function teamPage(ctx: Ctx, distributorId: number, conditions: Array<Condition | null>) {
  const parts = conditions.filter((c): c is Condition => c !== null)
  // The WHERE text is assembled only from the constant fragments above; every value is a parameter.
  const where = ['u.referrer = ?', 'u.is_delete_time = 0', ...parts.map((c) => c.sql)].join(' AND ')
  return pagedQuery(
    ctx,
    { from: 'users u', columns: TEAM_COLUMNS, where, args: [distributorId, ...parts.flatMap((c) => c.args)], order: 'u.add_time DESC, u.id DESC' },
    (u: TeamUserRow) => memberView(ctx, u),
  )
}

function flagParam(ctx: Ctx, name: string): boolean {
  const raw = ctx.params[name]
  if (raw === undefined || raw === null || raw === '') return false
  const n = asInt(raw)
  if (n !== 0 && n !== 1) throw new ApiError(ctx.t('dist.param_invalid'))
  return n === 1
}

/** team_search_buy_type: '0' not ordered, '1' ordered, '0,1' or nothing: both. */
function buyTypes(ctx: Ctx): Set<number> {
  const text = optionalString(ctx, 'team_search_buy_type', 10)
  const values = new Set<number>()
  for (const part of text.split(',').filter((p) => p.trim() !== '')) {
    const n = asInt(part)
    if (n !== 0 && n !== 1) throw new ApiError(ctx.t('dist.param_invalid'))
    values.add(n)
  }
  return values
}

export function teamIndex(ctx: Ctx) {
  const user = requireDistributor(ctx)
  const registered = readRange(ctx, 'team_search_user_time_start', 'team_search_user_time_end')
  const ordered = readRange(ctx, 'team_search_order_time_start', 'team_search_order_time_end')
  const orderedReverse = flagParam(ctx, 'team_search_order_time_reverse')
  const types = buyTypes(ctx)
  const conditions: Array<Condition | null> = [registeredIn(registered, flagParam(ctx, 'team_search_user_time_reverse'))]
  if (ordered.start !== null || ordered.end !== null) conditions.push(spentIn(ordered, !orderedReverse))
  if (types.size === 1) conditions.push(spentIn({ start: null, end: null }, types.has(1)))
  return ok(teamPage(ctx, user.id, conditions))
}

/** promotionuser types (api-plugins-1 §4.7); the range comes from the statistics link (start_time/end_time). */
export const PROMOTION_USER_TYPES = [0, 1, 2, 3, 4, 5] as const

export function promotionUserIndex(ctx: Ctx) {
  const user = requireDistributor(ctx)
  const type = asInt(ctx.params.type ?? 0)
  if (type === null || !PROMOTION_USER_TYPES.includes(type as (typeof PROMOTION_USER_TYPES)[number])) throw new ApiError(ctx.t('dist.param_invalid'))
  const range = readRange(ctx, 'start_time', 'end_time')
  const all: TimeRange = { start: null, end: null }
  const conditions: Array<Condition | null> = (() => {
    switch (type) {
      case 1:
        return [spentIn(range, true)]
      case 2:
        return [spentIn(range, false)]
      case 3:
        return [registeredIn(range)]
      case 4:
        return [registeredIn(range), spentIn(all, true)]
      case 5:
        // Bought exactly once so far: worth a reminder to buy again.
        return [registeredIn(range), { sql: `(SELECT COUNT(*) FROM orders o WHERE o.user_id = u.id AND o.${SPENT}) = 1`, args: [] }]
      default:
        return [registeredIn(range)]
    }
  })()
  return ok(teamPage(ctx, user.id, conditions))
}
