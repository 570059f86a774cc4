// A member's current level and what paying an order does to it.
import type { Database } from 'better-sqlite3'
import type { Ctx } from '../../core/router'
import { one, run } from '../../db'
import { levelById, levelName, levelRules, type LevelRow } from './levels'

export interface MemberRow {
  user_id: number
  level_id: number
  is_permanent: number
  expire_time: number
  last_order_id: number
  add_time: number
  upd_time: number
}

export function memberOf(db: Database, userId: number): MemberRow | undefined {
  return one<MemberRow>(db, 'SELECT * FROM vip_members WHERE user_id = ?', userId)
}

const DAY = 86400

/** Paid: lifetime makes the member permanent, otherwise the days are added to what is left. */
export function applyPaidOrder(db: Database, order: { id: number; user_id: number; level_id: number; period_number: string }, now: number): void {
  const current = memberOf(db, order.user_id)
  const days = Number(order.period_number || 0)
  const permanent = order.period_number === '' ? 1 : current?.is_permanent && current.level_id === order.level_id ? 1 : 0
  const start = current && current.level_id === order.level_id && current.expire_time > now ? current.expire_time : now
  const expire = permanent ? 0 : start + days * DAY
  if (current) {
    run(
      db,
      'UPDATE vip_members SET level_id = ?, is_permanent = ?, expire_time = ?, last_order_id = ?, upd_time = ? WHERE user_id = ?',
      order.level_id,
      permanent,
      expire,
      order.id,
      now,
      order.user_id,
    )
  } else {
    run(
      db,
      'INSERT INTO vip_members (user_id, level_id, is_permanent, expire_time, last_order_id, add_time, upd_time) VALUES (?, ?, ?, ?, ?, ?, ?)',
      order.user_id,
      order.level_id,
      permanent,
      expire,
      order.id,
      now,
      now,
    )
  }
}

export function remainingDays(member: MemberRow, now: number): number {
  if (member.is_permanent) return 0
  return Math.max(0, Math.ceil((member.expire_time - now) / DAY))
}

/** vip/index user_vip (null for non-members). */
export function userVipView(ctx: Ctx, member: MemberRow | undefined) {
  if (!member) return null
  const level: LevelRow | undefined = levelById(ctx.db, member.level_id)
  const now = ctx.nowSeconds()
  const left = remainingDays(member, now)
  return {
    user_vip_model: 'pay',
    icon: ctx.img(level?.icon),
    name: levelName(ctx, level),
    level_name: levelName(ctx, level),
    level_id: member.level_id,
    discount_rate: level?.discount_rate ?? 10,
    is_permanent: member.is_permanent,
    permanent_value: '',
    permanent_unit: member.is_permanent ? ctx.t('vip.unit_lifetime') : '',
    surplus_time_number: left,
    surplus_time_unit: ctx.t('vip.unit_day'),
    expire_time: member.expire_time,
    // ShopXO shows the "renew" button when this is not 1 (see the storefront's user page).
    is_supported_renew: 0,
  }
}

/** The rule the member last paid for, to renew with the same duration and fee. */
export function lastPaidRule(db: Database, member: MemberRow) {
  const order = one<{ id: number; level_id: number; period_number: string }>(
    db,
    'SELECT id, level_id, period_number FROM vip_orders WHERE id = ? AND status = 1',
    member.last_order_id,
  )
  if (!order) return null
  const level = levelById(db, order.level_id)
  const rule = level ? levelRules(level).find((r) => r.number === order.period_number) : undefined
  return level && rule ? { level, rule } : null
}
