// VIP levels and their purchase durations ("pay period rules").
import type { Database } from 'better-sqlite3'
import { displayMoney } from '../../services/site/display-currency'
import type { Ctx } from '../../core/router'
import { all, one } from '../../db'

export type PeriodUnit = 'day' | 'month' | 'year' | ''

/** How a rule is stored: `number` is the length in days ('' = lifetime). */
export interface StoredRule {
  number: string
  value: string
  unit: PeriodUnit
  desc_key: string
  price: number
}

export interface LevelRow {
  id: number
  name: string
  icon: string
  pay_period_rules: string
  discount_rate: number
  is_enable: number
  sort: number
}

export function levelRules(level: LevelRow): StoredRule[] {
  try {
    const rules = JSON.parse(level.pay_period_rules) as StoredRule[]
    return Array.isArray(rules) ? rules : []
  } catch {
    return []
  }
}

export function enabledLevels(db: Database): LevelRow[] {
  return all<LevelRow>(db, 'SELECT * FROM vip_levels WHERE is_enable = 1 ORDER BY sort, id')
}

export function levelById(db: Database, id: number): LevelRow | undefined {
  return one<LevelRow>(db, 'SELECT * FROM vip_levels WHERE id = ?', id)
}

/** Level names are stored as message keys so they follow the request language. */
export function levelName(ctx: Ctx, level: Pick<LevelRow, 'name'> | undefined): string {
  if (!level) return ''
  return level.name.startsWith('vip.') ? ctx.t(level.name) : level.name
}

export function unitText(ctx: Ctx, unit: PeriodUnit): string {
  return unit ? ctx.t(`vip.unit_${unit}`) : ctx.t('vip.unit_lifetime')
}

export function ruleView(ctx: Ctx, rule: StoredRule) {
  return {
    number: rule.number,
    value: rule.number ? rule.value : '',
    unit: rule.number ? unitText(ctx, rule.unit) : '',
    desc: rule.desc_key ? ctx.t(rule.desc_key) : '',
    price: displayMoney(ctx, rule.price),
  }
}

export function levelView(ctx: Ctx, level: LevelRow) {
  return {
    id: level.id,
    name: levelName(ctx, level),
    icon: ctx.img(level.icon),
    discount_rate: level.discount_rate,
    pay_period_rules: levelRules(level).map((rule) => ruleView(ctx, rule)),
  }
}

/** "<level id>-<rule number>" (the number is empty for lifetime), as buy/create receives it. */
export function parseOpening(raw: unknown): { levelId: number; number: string } | null {
  if (typeof raw !== 'string' && typeof raw !== 'number') return null
  const match = /^(\d{1,9})-(\d{0,6})$/.exec(String(raw).trim())
  if (!match) return null
  return { levelId: Number(match[1]), number: match[2] }
}
