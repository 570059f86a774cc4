// Coupon rows -> the objects the storefront reads (coupon-card fields, user-coupon rows).
import type { Database } from 'better-sqlite3'
import { all, one } from '../../db'
import { formatTime } from '../../core/format'
import type { Ctx } from '../../core/context'
import { displayAmount, displayMoney, displaySymbol, isConverting } from '../../services/site/display-currency'
import './messages'

export interface CouponRow {
  id: number
  shop_id: number
  shop_name: string
  name: string
  desc: string
  type: number
  discount_value: number
  where_order_price: number
  use_limit_type: number
  use_value_ids: string
  expire_type: number
  expire_hour: number
  fixed_time_start: number
  fixed_time_end: number
  limit_send_count: number
  already_send_count: number
  is_repeat_receive: number
  bg_color: number
  is_enable: number
  sort: number
  add_time: number
}

export interface UserCouponRow {
  id: number
  user_id: number
  coupon_id: number
  is_use: number
  use_time: number
  use_order_id: number
  time_start: number
  time_end: number
  add_time: number
}

export const COUPON_TYPE = { money: 0, discount: 1 } as const
export const USE_LIMIT = { all: 0, categories: 1, goods: 2 } as const
export const EXPIRE_TYPE = { afterClaim: 0, fixed: 1 } as const
/** status_type of coupon-card (api-plugins 2.1). */
export const STATUS_TYPE = { claim: 0, claimed: 1, soldOut: 2, use: 3, used: 4, expired: 5 } as const

const STATUS_OPERABLE: Record<number, string> = {
  [STATUS_TYPE.claim]: 'coupon.op_claim',
  [STATUS_TYPE.claimed]: 'coupon.op_claimed',
  [STATUS_TYPE.soldOut]: 'coupon.op_sold_out',
  [STATUS_TYPE.use]: 'coupon.op_use',
  [STATUS_TYPE.used]: 'coupon.op_used',
  [STATUS_TYPE.expired]: 'coupon.op_expired',
}

const BG_COLORS = ['#D2364C', '#FF7F00', '#2F8CFF', '#3CB371', '#9A59B5']

/** '10', '8.5' — coupon values print without trailing zeros. */
export function plainNumber(value: number): string {
  return String(Math.round(value * 100) / 100)
}

export function useValueIds(coupon: CouponRow): number[] {
  try {
    const ids = JSON.parse(coupon.use_value_ids) as unknown
    return Array.isArray(ids) ? ids.map(Number).filter((n) => Number.isInteger(n) && n > 0) : []
  } catch {
    return []
  }
}

export function isFixedExpired(coupon: CouponRow, now: number): boolean {
  return coupon.expire_type === EXPIRE_TYPE.fixed && coupon.fixed_time_end > 0 && coupon.fixed_time_end < now
}

export function isSoldOut(coupon: CouponRow): boolean {
  return coupon.limit_send_count > 0 && coupon.already_send_count >= coupon.limit_send_count
}

function expireTips(ctx: Ctx, coupon: CouponRow): string {
  if (coupon.expire_type === EXPIRE_TYPE.fixed) return ctx.t('coupon.expire_fixed', { date: formatTime(coupon.fixed_time_end, false) })
  return coupon.expire_hour % 24 === 0
    ? ctx.t('coupon.expire_days', { days: coupon.expire_hour / 24 })
    : ctx.t('coupon.expire_hours', { hours: coupon.expire_hour })
}

function processData(ctx: Ctx, coupon: CouponRow) {
  if (coupon.limit_send_count <= 0) return { type: 0, value: 0, msg: ctx.t('coupon.progress_unlimited') }
  const percent = Math.min(100, Math.round((coupon.already_send_count / coupon.limit_send_count) * 100))
  return { type: 1, value: percent, msg: ctx.t('coupon.progress_claimed', { percent }) }
}

const LIMIT_NAME: Record<number, string> = {
  [USE_LIMIT.all]: 'coupon.limit_all',
  [USE_LIMIT.categories]: 'coupon.limit_category',
  [USE_LIMIT.goods]: 'coupon.limit_goods',
}

/** "满100元可用"; in another display currency the converted threshold with its symbol ("For orders over $14"). */
function thresholdText(ctx: Ctx, coupon: CouponRow): string {
  if (coupon.where_order_price <= 0) return ctx.t('coupon.desc_no_threshold')
  if (!isConverting(ctx)) return ctx.t('coupon.desc_threshold', { price: plainNumber(coupon.where_order_price) })
  return ctx.t('coupon.desc_threshold_symbol', { symbol: displaySymbol(ctx), price: plainNumber(displayAmount(ctx, coupon.where_order_price)) })
}

/** Money amounts (face value of money-off coupons, threshold) follow the display currency; discount rates do not. */
export function couponView(ctx: Ctx, coupon: CouponRow) {
  const isMoney = coupon.type === COUPON_TYPE.money
  const threshold = thresholdText(ctx, coupon)
  return {
    id: coupon.id,
    shop_id: coupon.shop_id,
    name: coupon.name,
    desc: coupon.desc || threshold,
    type: String(coupon.type),
    type_name: ctx.t(isMoney ? 'coupon.type_money' : 'coupon.type_discount'),
    type_unit: ctx.t(isMoney ? 'coupon.unit_money' : 'coupon.unit_discount'),
    discount_value: plainNumber(isMoney ? displayAmount(ctx, coupon.discount_value) : coupon.discount_value),
    where_order_price: displayMoney(ctx, coupon.where_order_price),
    use_limit_type: coupon.use_limit_type,
    use_limit_type_name: ctx.t(LIMIT_NAME[coupon.use_limit_type] ?? 'coupon.limit_all'),
    use_value_ids: useValueIds(coupon),
    bg_color: coupon.bg_color,
    bg_color_value: BG_COLORS[coupon.bg_color] ?? BG_COLORS[0],
    expire_type: coupon.expire_type,
    expire_hour: coupon.expire_hour,
    fixed_time_start: formatTime(coupon.fixed_time_start),
    fixed_time_end: formatTime(coupon.fixed_time_end),
    limit_send_count: coupon.limit_send_count,
    already_send_count: coupon.already_send_count,
    is_repeat_receive: coupon.is_repeat_receive,
    process_data: processData(ctx, coupon),
    expire_tips: expireTips(ctx, coupon),
  }
}

export function withStatus<T extends object>(ctx: Ctx, view: T, statusType: number) {
  return { ...view, status_type: statusType, status_operable_name: ctx.t(STATUS_OPERABLE[statusType]) }
}

/** What the coupon centre offers this visitor: claim, already claimed, all gone, or expired. */
export function centreStatus(ctx: Ctx, coupon: CouponRow): number {
  if (isFixedExpired(coupon, ctx.nowSeconds())) return STATUS_TYPE.expired
  if (isSoldOut(coupon)) return STATUS_TYPE.soldOut
  if (ctx.user && !coupon.is_repeat_receive && hasClaimed(ctx.db, ctx.user.id, coupon.id)) return STATUS_TYPE.claimed
  return STATUS_TYPE.claim
}

export function centreCouponView(ctx: Ctx, coupon: CouponRow) {
  return withStatus(ctx, couponView(ctx, coupon), centreStatus(ctx, coupon))
}

export function hasClaimed(db: Database, userId: number, couponId: number): boolean {
  return !!one(db, 'SELECT 1 FROM coupon_users WHERE user_id = ? AND coupon_id = ? LIMIT 1', userId, couponId)
}

export function couponById(db: Database, id: number): CouponRow | undefined {
  return one<CouponRow>(db, 'SELECT * FROM coupons WHERE id = ? AND is_enable = 1', id)
}

/** Unused, used or expired — from the row and the clock. */
export function userCouponStatus(row: UserCouponRow, now: number): number {
  if (row.is_use) return STATUS_TYPE.used
  return row.time_end < now ? STATUS_TYPE.expired : STATUS_TYPE.use
}

const showTime = (seconds: number) => formatTime(seconds).slice(0, 16)

export function userCouponView(ctx: Ctx, row: UserCouponRow, coupon: CouponRow) {
  return withStatus(
    ctx,
    {
      id: row.id,
      coupon_id: row.coupon_id,
      is_use: row.is_use,
      is_valid: 1,
      use_time: formatTime(row.use_time),
      time_start: formatTime(row.time_start),
      time_end: formatTime(row.time_end),
      time_start_show_text: showTime(row.time_start),
      time_end_show_text: showTime(row.time_end),
      add_time: formatTime(row.add_time),
      coupon: couponView(ctx, coupon),
    },
    userCouponStatus(row, ctx.nowSeconds()),
  )
}

/** The user's coupons with their coupon rows (newest first). Only ever this user's rows. */
export function userCouponsWithCoupon(db: Database, userId: number): Array<{ row: UserCouponRow; coupon: CouponRow }> {
  const rows = all<UserCouponRow>(db, 'SELECT * FROM coupon_users WHERE user_id = ? ORDER BY id DESC', userId)
  const coupons = new Map<number, CouponRow>()
  for (const coupon of all<CouponRow>(db, 'SELECT * FROM coupons')) coupons.set(coupon.id, coupon)
  return rows.flatMap((row) => {
    const coupon = coupons.get(row.coupon_id)
    return coupon ? [{ row, coupon }] : []
  })
}
