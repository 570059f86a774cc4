// demo: an approved business licence and a pending professional certificate.
import type { Database } from 'better-sqlite3'
import { one, run } from '../../db'

const DAY = 86400

export function seedCertificates(db: Database, date: Date): void {
  const demo = one<{ id: number }>(db, "SELECT id FROM users WHERE username = 'demo'")
  if (!demo) return
  const now = Math.floor(date.getTime() / 1000)
  const year = date.getUTCFullYear()
  const record = (status: number, daysAgo: number, reviewed: number, item: [string, string, string, string, string]) => {
    const at = now - daysAgo * DAY
    const id = Number(
      run(db, 'INSERT INTO certificate_auths (user_id, status, add_time, upd_time) VALUES (?, ?, ?, ?)', demo.id, status, at, reviewed || at).lastInsertRowid,
    )
    run(
      db,
      'INSERT INTO certificate_auth_items (auth_id, sign, licence_images, licence_name, licence_number, licence_expire_time) VALUES (?, ?, ?, ?, ?, ?)',
      id,
      ...item,
    )
  }
  record(1, 30, now - 28 * DAY, ['business_licence', '/static/certificate/licence.svg', '上海花间集美妆有限公司', '91310000MA1K3XYZ8Q', `${year + 5}-12-31`])
  record(0, 2, 0, ['professional', '/static/certificate/professional.svg', '美容师职业资格证书', 'ZY2024-0315-0088', `${year + 3}-06-30`])
}
