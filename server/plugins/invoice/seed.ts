// Demo data for `demo`: invoices in four statuses (the issued one with an e-invoice link), while two
// paid orders and one paid recharge stay free to invoice. Balances and orders are left as they are.
import type { Database } from 'better-sqlite3'
import { all, one, run } from '../../db'
import { BUSINESS } from './records'

const DAY = 86400

interface Seeded {
  status: number
  type: number
  apply: number
  title: string
  code?: string
  email?: string
  mail?: boolean
  refuse?: string
  electronic?: boolean
  records: Array<{ id: number; no: string; price: number }>
  business: number
  days: number
}

export function seedInvoice(db: Database, date: Date): void {
  const now = Math.floor(date.getTime() / 1000)
  const demo = one<{ id: number }>(db, "SELECT id FROM users WHERE username = 'demo'")
  if (!demo) return
  const orders = all<{ id: number; no: string; price: number }>(
    db,
    'SELECT id, order_no AS no, pay_price AS price FROM orders WHERE user_id = ? AND pay_status = 1 AND status BETWEEN 2 AND 4 ORDER BY id',
    demo.id,
  )
  const recharges = all<{ id: number; no: string; price: number }>(
    db,
    'SELECT id, recharge_no AS no, pay_money AS price FROM wallet_recharges WHERE user_id = ? AND status = 1 ORDER BY id',
    demo.id,
  )

  // Issued e-invoice over the oldest paid order, pending review over the oldest paid recharge;
  // rejected and closed invoices free their records again, so those stay open to invoicing.
  const list: Seeded[] = []
  if (orders.length)
    list.push({
      status: 2,
      type: 0,
      apply: 0,
      title: '张三',
      email: 'demo@example.com',
      electronic: true,
      records: [orders[0]],
      business: BUSINESS.order,
      days: 12,
    })
  if (recharges.length) list.push({ status: 0, type: 1, apply: 0, title: '张三', mail: true, records: [recharges[0]], business: BUSINESS.recharge, days: 2 })
  if (recharges.length > 1)
    list.push({
      status: 3,
      type: 3,
      apply: 1,
      title: '示例科技有限公司',
      code: '91310000MA1FL0000X',
      email: 'finance@example.com',
      refuse: '纳税识别号与企业名称不符',
      records: [recharges[1]],
      business: BUSINESS.recharge,
      days: 8,
    })
  if (orders.length > 1) list.push({ status: 4, type: 1, apply: 0, title: '张三', mail: true, records: [orders[1]], business: BUSINESS.order, days: 20 })

  for (const s of list) {
    if (!s.records.length) continue
    const t = now - s.days * DAY
    const total = s.records.reduce((sum, r) => sum + Math.round(r.price * 100), 0) / 100
    const id = Number(
      run(
        db,
        `INSERT INTO invoices (user_id, business_type, apply_type, invoice_type, invoice_content, total_price, invoice_title, invoice_code, name, tel, address, email,
          status, refuse_reason, express_name, express_number, electronic_invoice, add_time, upd_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        demo.id,
        s.business,
        s.apply,
        s.type,
        s.business === BUSINESS.order ? '商品明细' : '预付卡充值',
        total,
        s.title,
        s.code ?? '',
        s.mail ? '张三' : '',
        s.mail ? '13800000000' : '',
        s.mail ? '北京市东城区长安街1号' : '',
        s.email ?? '',
        s.status,
        s.refuse ?? '',
        '',
        '',
        s.electronic ? JSON.stringify([{ title: `电子发票-${s.records[0].no}`, url: '/static/plugins/invoice/e-invoice-demo.svg' }]) : '[]',
        t,
        t + 3600,
      ).lastInsertRowid,
    )
    for (const r of s.records)
      run(
        db,
        'INSERT INTO invoice_records (invoice_id, business_type, business_id, business_no, price) VALUES (?, ?, ?, ?, ?)',
        id,
        s.business,
        r.id,
        r.no,
        r.price,
      )
  }
}
