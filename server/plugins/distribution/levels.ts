// Distributor levels: a member's level is the one the shop gave them, else the highest level whose
// conditions they meet (completed-order spending and direct team size). No level: not a distributor.
import type { Database } from 'better-sqlite3'
import type { Ctx } from '../../core/router'
import { all, one } from '../../db'
import { displayMoney, displaySymbol } from '../../services/site/display-currency'
import { ORDER_STATUS } from '../../services/order/orders'

export interface LevelRow {
  id: number
  name: string
  name_en: string
  images_url: string
  rate_one: number
  rate_two: number
  rate_three: number
  min_spent: number
  min_team: number
  is_enable: number
  sort: number
}

export function enabledLevels(db: Database): LevelRow[] {
  return all<LevelRow>(db, 'SELECT * FROM distribution_levels WHERE is_enable = 1 ORDER BY sort, id')
}

export function levelName(ctx: Ctx, level: LevelRow): string {
  return ctx.lang === 'en' && level.name_en ? level.name_en : level.name
}

/** Money the user spent on completed orders (the level condition). */
export function completedSpending(db: Database, userId: number): number {
  return one<{ s: number | null }>(db, 'SELECT SUM(total_price) AS s FROM orders WHERE user_id = ? AND status = ?', userId, ORDER_STATUS.completed)?.s ?? 0
}

export function directTeamSize(db: Database, userId: number): number {
  return one<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM users WHERE referrer = ? AND is_delete_time = 0', userId)?.n ?? 0
}

function meets(level: LevelRow, spent: number, team: number): boolean {
  return spent >= level.min_spent && team >= level.min_team
}

/** The member's level, or null when the user is not a distributor. */
export function memberLevel(db: Database, userId: number): LevelRow | null {
  const levels = enabledLevels(db)
  const given = one<{ level_id: number }>(db, 'SELECT level_id FROM distribution_members WHERE user_id = ?', userId)?.level_id ?? 0
  if (given) {
    const level = levels.find((l) => l.id === given)
    if (level) return level
  }
  const spent = completedSpending(db, userId)
  const team = directTeamSize(db, userId)
  let best: LevelRow | null = null
  for (const level of levels) if (meets(level, spent, team)) best = level
  return best
}

/** The next level up and what is missing to reach it (the profit-ladder bar). */
export function nextLevel(db: Database, userId: number, current: LevelRow | null): { level: LevelRow; spent: number; team: number } | null {
  const levels = enabledLevels(db)
  const index = current ? levels.findIndex((l) => l.id === current.id) : -1
  const next = levels[index + 1]
  if (!next) return null
  return { level: next, spent: completedSpending(db, userId), team: directTeamSize(db, userId) }
}

export function rateOfTier(level: LevelRow, tier: number): number {
  return tier === 1 ? level.rate_one : tier === 2 ? level.rate_two : level.rate_three
}

/** The conditions of a level as label/value lines (empty: unconditional). */
export function levelRules(ctx: Ctx, level: LevelRow) {
  const rules: Array<{ name: string; value: string }> = []
  if (level.min_spent > 0)
    rules.push({
      name: ctx.t('dist.rule_spent'),
      value: ctx.t('dist.rule_spent_value', { amount: `${displaySymbol(ctx)}${displayMoney(ctx, level.min_spent)}` }),
    })
  if (level.min_team > 0) rules.push({ name: ctx.t('dist.rule_team'), value: ctx.t('dist.rule_team_value', { n: level.min_team }) })
  return rules
}

/** 10 -> '10', 2.5 -> '2.5' (shown as "10%"). */
export const rateText = (rate: number) => String(Number(rate.toFixed(2)))

export function levelView(ctx: Ctx, level: LevelRow) {
  return {
    id: level.id,
    name: levelName(ctx, level),
    images_url: level.images_url ? ctx.img(level.images_url) : '',
    level_rate_one: rateText(level.rate_one),
    level_rate_two: rateText(level.rate_two),
    level_rate_three: rateText(level.rate_three),
    rules_msg_list: { name: ctx.t('dist.level_rules'), data: levelRules(ctx, level) },
  }
}
