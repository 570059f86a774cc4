// Demo merchants: the shop's own counter code (id 1, type 0) and a physical store's code (id 2, type 1).
// Their codes open /pages/plugins/scanpay/index/index?id=1&type=0 and ?id=2&type=1.
import type { Database } from 'better-sqlite3'
import { run } from '../../db'

const AD = `<p style="text-align:center"><img src="/static/plugins/scanpay/ad.svg" alt="" style="max-width:100%"/></p>
<p style="text-align:center;color:#8c8c8c">会员到店消费满 200 元赠送旅行装小样一份</p>`

export function seedScanpay(db: Database, date: Date): void {
  const now = Math.floor(date.getTime() / 1000)
  const insert = (type: number, name: string, alias: string, logo: string, ad: string) =>
    run(
      db,
      'INSERT INTO scanpay_merchants (type, name, alias, logo, ad_code, add_time) VALUES (?, ?, ?, ?, ?, ?)',
      type,
      name,
      alias,
      logo,
      ad,
      now - 30 * 86400,
    )
  insert(0, '美妆优选', '收银台', '/static/plugins/scanpay/merchant.svg', AD)
  insert(1, '美妆优选体验店', '国贸店', '/static/plugins/scanpay/store.svg', '')
}
