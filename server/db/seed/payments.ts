// Payment methods: cash on delivery (offline) and an instant demo gateway (online).
import type { Database } from 'better-sqlite3'

export const PAYMENT_IDS = { delivery: 1, demo: 2 }

export function seedPayments(db: Database, now: number): void {
  const insert = db.prepare(`INSERT INTO payments (id, name, payment, logo, version, apply_version, desc, author, author_url, element, config,
    apply_terminal, is_enable, is_open_user, is_under_line, tips, sort, add_time, upd_time)
    VALUES (?, ?, ?, ?, '1.0.0', '不限', ?, 'demo', '', '', '', ?, 1, 1, ?, ?, ?, ?, ?)`)
  const terminals = JSON.stringify(['pc', 'h5', 'ios', 'android', 'weixin', 'alipay', 'baidu', 'toutiao', 'qq', 'kuaishou'])
  insert.run(
    PAYMENT_IDS.delivery,
    '货到付款',
    'DeliveryPayment',
    '/static/payment/delivery.svg',
    '送货上门后再收款，支持现金、扫码。',
    terminals,
    1,
    '收货时当面付款',
    0,
    now,
    now,
  )
  insert.run(
    PAYMENT_IDS.demo,
    '演示支付',
    'DemoPay',
    '/static/payment/demopay.svg',
    '演示用在线支付，提交后即时到账，不产生真实扣款。',
    terminals,
    0,
    '演示环境，不会真实扣款',
    1,
    now,
    now,
  )
}
