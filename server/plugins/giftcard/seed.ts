// Demo cards. demo's redeemed cards are history only: their credits are not replayed into the wallet,
// coupon and points seeds (those plugins' seeded balances stay as their own tests pin them).
// The unused keys below are listed in README-server.md so a tester can redeem one of each type.
import type { Database } from 'better-sqlite3'
import { all, one, run } from '../../db'
import { CARD_TYPE } from './view'

const DAY = 86400

export const DEMO_KEYS = {
  wallet: 'DEMO-WALLET-0050',
  walletSmall: 'DEMO-WALLET-0020',
  coupon: 'DEMO-COUPON-0005',
  points: 'DEMO-POINTS-0100',
} as const

export function seedGiftcards(db: Database, date: Date): void {
  const now = Math.floor(date.getTime() / 1000)
  const coupon = (name: string) => one<{ id: number }>(db, 'SELECT id FROM coupons WHERE name = ?', name)?.id ?? 0
  const insert = (key: string, type: number, value: number, couponId: number, goods: number[], userId: number, exchanged: number, added: number) =>
    Number(
      run(
        db,
        'INSERT INTO giftcards (secret_key, data_type, value, coupon_id, goods_ids, user_id, exchange_time, add_time, upd_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
        key,
        type,
        value,
        couponId,
        JSON.stringify(goods),
        userId,
        exchanged,
        added,
        exchanged || added,
      ).lastInsertRowid,
    )

  const issued = now - 60 * DAY
  insert(DEMO_KEYS.wallet, CARD_TYPE.wallet, 50, 0, [], 0, 0, issued)
  insert(DEMO_KEYS.walletSmall, CARD_TYPE.wallet, 20, 0, [], 0, 0, issued)
  insert(DEMO_KEYS.coupon, CARD_TYPE.coupon, 0, coupon('无门槛5元券'), [], 0, 0, issued)
  insert(DEMO_KEYS.points, CARD_TYPE.points, 100, 0, [], 0, 0, issued)

  const demo = one<{ id: number }>(db, "SELECT id FROM users WHERE username = 'demo'")
  if (!demo) return
  insert('GC8K2M4P6Q9R', CARD_TYPE.wallet, 100, 0, [], demo.id, now - 30 * DAY, issued)
  insert('GC3T7V1X5Z8B', CARD_TYPE.coupon, 0, coupon('全场满100减10'), [], demo.id, now - 20 * DAY, issued)
  insert('GC6D9F2H4J7L', CARD_TYPE.points, 200, 0, [], demo.id, now - 10 * DAY, issued)
  // A goods card spent on one of demo's completed orders: its goods and the order it went into.
  const line = one<{ order_id: number; goods_id: number; add_time: number }>(
    db,
    'SELECT d.order_id, d.goods_id, o.add_time FROM order_details d JOIN orders o ON o.id = d.order_id WHERE o.user_id = ? AND o.status = 4 ORDER BY o.id LIMIT 1',
    demo.id,
  )
  if (!line) return
  const goods = all<{ goods_id: number }>(db, 'SELECT goods_id FROM order_details WHERE order_id = ? ORDER BY id', line.order_id).map((g) => g.goods_id)
  const cardId = insert('GC1N5S8W2Y6C', CARD_TYPE.goods, 0, 0, goods, demo.id, line.add_time - DAY, issued)
  run(db, 'INSERT INTO giftcard_uses (card_id, order_id, goods_id, use_time) VALUES (?, ?, ?, ?)', cardId, line.order_id, line.goods_id, line.add_time)
}
