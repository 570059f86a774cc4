// Demo gifts of `demo`: a paid gift of three units (one claimed by buyer2), an unpaid one and a cancelled
// one, on the giftable goods (hand cream box, perfume, and the multi-spec lipstick).
import type { Database } from 'better-sqlite3'
import { one, run } from '../../db'

export const GIFTABLE_GOODS = [16, 32, 1]
/** Fixed secrets of the seeded paid gift, so tests and the guide can open them. */
export const DEMO_GIFT = { key: 'demogiftkey000000000001', codes: ['DEMOGIFT0001', 'DEMOGIFT0002', 'DEMOGIFT0003'], claimed: 'DEMOGIFT0001' }

export function seedGivegift(db: Database, date: Date): void {
  const now = Math.floor(date.getTime() / 1000)
  for (const id of GIFTABLE_GOODS)
    if (one(db, 'SELECT id FROM goods WHERE id = ?', id)) run(db, 'INSERT OR IGNORE INTO givegift_goods (goods_id, add_time) VALUES (?, ?)', id, now)
  const demo = one<{ id: number }>(db, "SELECT id FROM users WHERE username = 'demo'")
  const buyer2 = one<{ id: number }>(db, "SELECT id FROM users WHERE username = 'buyer2'")
  const goods = one<{ id: number; min_price: number }>(db, 'SELECT id, min_price FROM goods WHERE id = ?', GIFTABLE_GOODS[0])
  if (!demo || !goods) return
  const payment = one<{ id: number }>(db, "SELECT id FROM payments WHERE payment = 'DemoPay'")?.id ?? 0
  const gift = (no: string, key: string, units: number, status: number, message: string, daysAgo: number) =>
    Number(
      run(
        db,
        `INSERT INTO givegift_gifts (user_id, gift_no, gift_key, goods_id, buy_number, price, total_price, payment_id, status, is_no_limit_receive,
          message_tips, pay_time, cancel_time, add_time, upd_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?, ?, ?)`,
        demo.id,
        no,
        key,
        goods.id,
        units,
        goods.min_price,
        Math.round(goods.min_price * 100 * units) / 100,
        status === 1 ? payment : 0,
        status,
        message,
        status === 1 ? now - daysAgo * 86400 + 60 : 0,
        status === 2 ? now - daysAgo * 86400 + 3600 : 0,
        now - daysAgo * 86400,
        now - daysAgo * 86400,
      ).lastInsertRowid,
    )
  const paid = gift('G1000000001', DEMO_GIFT.key, 3, 1, '生日快乐！愿你每天都被温柔以待。', 3)
  DEMO_GIFT.codes.forEach((code) => {
    const claimed = code === DEMO_GIFT.claimed && buyer2
    run(
      db,
      'INSERT INTO givegift_codes (gift_id, code, status, use_user_id, user_message, use_time, add_time) VALUES (?, ?, ?, ?, ?, ?, ?)',
      paid,
      code,
      claimed ? 1 : 0,
      claimed ? buyer2.id : 0,
      claimed ? '谢谢你的礼物，太喜欢了！' : '',
      claimed ? now - 2 * 86400 : 0,
      now - 3 * 86400,
    )
  })
  gift('G1000000002', 'demogiftkey000000000002', 2, 0, '新年快乐', 1)
  gift('G1000000003', 'demogiftkey000000000003', 1, 2, '', 5)
}
