// Demo data: two levels with durations and prices; `demo` is a gold member with orders, rebates and a team.
import type { Database } from 'better-sqlite3'
import { one, run } from '../../db'
import type { StoredRule } from './levels'
import { newOrderNo } from './orders'

const DAY = 86400

const GOLD_RULES: StoredRule[] = [
  { number: '30', value: '1', unit: 'month', desc_key: 'vip.rule_desc_month', price: 29.9 },
  { number: '90', value: '3', unit: 'month', desc_key: 'vip.rule_desc_quarter', price: 79 },
  { number: '365', value: '1', unit: 'year', desc_key: 'vip.rule_desc_year', price: 268 },
]
const DIAMOND_RULES: StoredRule[] = [
  { number: '365', value: '1', unit: 'year', desc_key: 'vip.rule_desc_year', price: 398 },
  { number: '', value: '', unit: '', desc_key: 'vip.rule_desc_lifetime', price: 999 },
]

export function seedMembership(db: Database, date: Date): void {
  const now = Math.floor(date.getTime() / 1000)
  const addLevel = (name: string, icon: string, rules: StoredRule[], discount: number, sort: number) =>
    Number(
      run(
        db,
        'INSERT INTO vip_levels (name, icon, pay_period_rules, discount_rate, sort) VALUES (?, ?, ?, ?, ?)',
        name,
        icon,
        JSON.stringify(rules),
        discount,
        sort,
      ).lastInsertRowid,
    )
  const gold = addLevel('vip.level_gold', '/static/plugins/membershiplevelvip/crown.svg', GOLD_RULES, 9.5, 1)
  addLevel('vip.level_diamond', '/static/plugins/membershiplevelvip/diamond.svg', DIAMOND_RULES, 8.8, 2)

  const demo = one<{ id: number }>(db, "SELECT id FROM users WHERE username = 'demo'")
  if (!demo) return
  const order = (rule: StoredRule, status: number, daysAgo: number, paymentId: number, type = 0) => {
    const at = now - daysAgo * DAY
    return Number(
      run(
        db,
        `INSERT INTO vip_orders (user_id, level_id, payment_user_order_no, period_number, period_value, period_unit, price, pay_price, payment_id, status, settlement_status, type, pay_time, add_time, upd_time)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        demo.id,
        gold,
        newOrderNo(new Date(at * 1000 + daysAgo)),
        rule.number,
        rule.value,
        rule.unit,
        rule.price,
        status === 1 ? rule.price : 0,
        paymentId,
        status,
        status === 1 ? 1 : 0,
        type,
        status === 1 ? at : 0,
        at,
        at,
      ).lastInsertRowid,
    )
  }
  order(GOLD_RULES[0], 3, 75, 0)
  const paid = order(GOLD_RULES[1], 1, 70, 2)
  order(GOLD_RULES[0], 2, 12, 0)
  // Bought 70 days ago for 90 days: 20 days left.
  run(
    db,
    'INSERT INTO vip_members (user_id, level_id, is_permanent, expire_time, last_order_id, add_time, upd_time) VALUES (?, ?, 0, ?, ?, ?, ?)',
    demo.id,
    gold,
    now + 20 * DAY,
    paid,
    now - 70 * DAY,
    now - 70 * DAY,
  )

  const profit = (total: number, status: number, daysAgo: number) =>
    run(
      db,
      'INSERT INTO vip_profits (user_id, level_name, total_price, profit_price, commission_rules, status, add_time, upd_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      demo.id,
      'vip.level_gold',
      total,
      Math.round(total * 10) / 100,
      'vip.commission_rules',
      status,
      now - daysAgo * DAY,
      now - daysAgo * DAY + (status ? 3 * DAY : 0),
    )
  profit(268, 1, 40)
  profit(79, 1, 30)
  profit(398, 0, 5)
  profit(29.9, 0, 2)
  profit(79, 2, 20)

  const member = (name: string, orderTotal: number, downline: number, referrals: number, daysAgo: number) =>
    run(
      db,
      'INSERT INTO vip_team_members (user_id, member_name, avatar, order_total, find_order_total, referrer_count, add_time) VALUES (?, ?, ?, ?, ?, ?, ?)',
      demo.id,
      name,
      '/static/account/default-avatar.svg',
      orderTotal,
      downline,
      referrals,
      now - daysAgo * DAY,
    )
  member('小林', 1288, 320, 2, 60)
  member('Amy', 459, 0, 0, 45)
  member('阿杰', 2320.5, 980, 4, 31)
  member('Lucy', 0, 0, 0, 3)
}
