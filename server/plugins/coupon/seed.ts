// Demo coupons: claimable ones, sold out, shop coupons, and the demo user's claimed / used / expired
// coupons (buyer2 has one too, so isolation is visible).
import type { Database } from 'better-sqlite3'

const DAY = 86400

interface SeedCoupon {
  key: string
  name: string
  type: number
  value: number
  threshold: number
  limit?: [number, string]
  expire: { hours: number } | { from: number; to: number }
  sendLimit?: number
  sent?: number
  repeat?: boolean
  color: number
  shop?: [number, string]
}

function categoryId(db: Database, name: string): number {
  return (db.prepare('SELECT id FROM categories WHERE name = ? AND pid = 0').get(name) as { id: number } | undefined)?.id ?? 0
}

function userId(db: Database, username: string): number {
  return (db.prepare('SELECT id FROM users WHERE username = ?').get(username) as { id: number } | undefined)?.id ?? 0
}

export function seedCoupons(db: Database, now: Date): void {
  const t = Math.floor(now.getTime() / 1000)
  const skin = categoryId(db, '护肤')
  const coupons: SeedCoupon[] = [
    {
      key: 'full100',
      name: '全场满100减10',
      type: 0,
      value: 10,
      threshold: 100,
      expire: { from: t - DAY, to: t + 60 * DAY },
      sendLimit: 1000,
      sent: 326,
      color: 0,
    },
    { key: 'skin9', name: '护肤9折券', type: 1, value: 9, threshold: 0, limit: [1, JSON.stringify([skin])], expire: { hours: 7 * 24 }, color: 1 },
    { key: 'full200', name: '全场满200减30', type: 0, value: 30, threshold: 200, expire: { hours: 15 * 24 }, sendLimit: 500, sent: 188, color: 2 },
    {
      key: 'goods85',
      name: '指定好物8.5折',
      type: 1,
      value: 8.5,
      threshold: 0,
      limit: [2, JSON.stringify([2, 7])],
      expire: { hours: 30 * 24 },
      repeat: true,
      color: 4,
    },
    {
      key: 'no_threshold5',
      name: '无门槛5元券',
      type: 0,
      value: 5,
      threshold: 0,
      expire: { from: t - 10 * DAY, to: t + 30 * DAY },
      sendLimit: 2000,
      sent: 734,
      color: 3,
    },
    {
      key: 'full300',
      name: '满300减50',
      type: 0,
      value: 50,
      threshold: 300,
      expire: { from: t - 40 * DAY, to: t + 90 * DAY },
      sendLimit: 200,
      sent: 200,
      color: 0,
    },
    { key: 'shop_a', name: '花间集店铺满80减8', type: 0, value: 8, threshold: 80, expire: { hours: 10 * 24 }, color: 1, shop: [1, '花间集旗舰店'] },
    { key: 'shop_b', name: '花间集店铺9.5折', type: 1, value: 9.5, threshold: 50, expire: { hours: 10 * 24 }, color: 4, shop: [1, '花间集旗舰店'] },
    { key: 'old', name: '双十一满99减20', type: 0, value: 20, threshold: 99, expire: { from: t - 30 * DAY, to: t - 5 * DAY }, color: 2 },
  ]
  const insert = db.prepare(
    `INSERT INTO coupons (shop_id, shop_name, name, type, discount_value, where_order_price, use_limit_type, use_value_ids, expire_type, expire_hour,
      fixed_time_start, fixed_time_end, limit_send_count, already_send_count, is_repeat_receive, bg_color, sort, add_time)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  const ids: Record<string, number> = {}
  coupons.forEach((c, index) => {
    const fixed = 'from' in c.expire
    ids[c.key] = Number(
      insert.run(
        c.shop?.[0] ?? 0,
        c.shop?.[1] ?? '',
        c.name,
        c.type,
        c.value,
        c.threshold,
        c.limit?.[0] ?? 0,
        c.limit?.[1] ?? '[]',
        fixed ? 1 : 0,
        'hours' in c.expire ? c.expire.hours : 0,
        'from' in c.expire ? c.expire.from : 0,
        'to' in c.expire ? c.expire.to : 0,
        c.sendLimit ?? 0,
        c.sent ?? 0,
        c.repeat ? 1 : 0,
        c.color,
        index,
        t,
      ).lastInsertRowid,
    )
  })

  const demo = userId(db, 'demo')
  const buyer2 = userId(db, 'buyer2')
  const give = db.prepare(
    'INSERT INTO coupon_users (user_id, coupon_id, is_use, use_time, use_order_id, time_start, time_end, add_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  )
  const count = db.prepare('UPDATE coupons SET already_send_count = already_send_count + 1 WHERE id = ?')
  const grant = (user: number, key: string, start: number, end: number, usedOrder = 0) => {
    if (!user) return
    give.run(user, ids[key], usedOrder ? 1 : 0, usedOrder ? start + DAY : 0, usedOrder, start, end, start)
    count.run(ids[key])
  }
  // demo: two unused, one used on a completed order, one expired.
  grant(demo, 'full200', t - 2 * DAY, t + 13 * DAY)
  grant(demo, 'goods85', t - DAY, t + 29 * DAY)
  const completedOrder =
    (db.prepare('SELECT id FROM orders WHERE user_id = ? AND status = 4 ORDER BY id LIMIT 1').get(demo) as { id: number } | undefined)?.id ?? 0
  grant(demo, 'no_threshold5', t - 20 * DAY, t + 30 * DAY, completedOrder || -1)
  grant(demo, 'old', t - 30 * DAY, t - 5 * DAY)
  grant(buyer2, 'full100', t - DAY, t + 60 * DAY)
}
