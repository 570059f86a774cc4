// Helpers for the account test files: a test app that captures the server log (verify codes are printed
// there), lookups of seeded rows, and a tiny PNG for upload tests.
import { startTestApp, type TestApp } from './helpers'
import { setConfig } from '../../server/services/site/configs'

export interface AccountTestApp extends TestApp {
  logs: string[]
  /** The last sms/email code the server "sent" to this account. */
  lastCode(account: string): string
  setConfig(key: string, value: string): void
}

export async function startAccountApp(): Promise<AccountTestApp> {
  const logs: string[] = []
  const app = await startTestApp({ logger: (...args: unknown[]) => logs.push(args.map(String).join(' ')) })
  return {
    ...app,
    logs,
    lastCode(account: string) {
      const re = new RegExp(`code for ${account.replace(/[.+]/g, '\\$&')} \\(\\w+\\): (\\d{6})`)
      for (let i = logs.length - 1; i >= 0; i--) {
        const m = re.exec(logs[i])
        if (m) return m[1]
      }
      throw new Error(`no code was logged for ${account}`)
    },
    setConfig(key: string, value: string) {
      setConfig(app.app.db, key, value)
    },
  }
}

/** Rows of a table, for "the DB did not change" assertions. */
export function snapshot(app: TestApp, sql: string, ...params: unknown[]): unknown[] {
  return app.app.db.prepare(sql).all(...params)
}

export function userId(app: TestApp, username: string): number {
  return (app.app.db.prepare('SELECT id FROM users WHERE username = ?').get(username) as { id: number }).id
}

/** A paid order line of the user in the given status with no after-sale yet (what create needs). */
export function freshPaidLine(app: TestApp, username: string, statuses = [3, 4]): { orderId: number; detailId: number; payPrice: number; buyNumber: number } {
  const row = app.app.db
    .prepare(
      `SELECT o.id AS orderId, d.id AS detailId, o.pay_price AS payPrice, d.buy_number AS buyNumber
       FROM orders o JOIN order_details d ON d.order_id = o.id JOIN users u ON u.id = o.user_id
       WHERE u.username = ? AND o.status IN (SELECT value FROM json_each(?)) AND o.pay_price > 0
         AND NOT EXISTS (SELECT 1 FROM order_aftersales a WHERE a.order_detail_id = d.id)
       ORDER BY d.id LIMIT 1`,
    )
    .get(username, JSON.stringify(statuses)) as { orderId: number; detailId: number; payPrice: number; buyNumber: number } | undefined
  if (!row) throw new Error(`no fresh paid order line for ${username}`)
  return row
}

/** 1×1 transparent PNG. */
export const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64')

/** multipart upload like uni.uploadFile. */
export async function upload(app: TestApp, s: string, field: string, file: Buffer, fields: Record<string, string> = {}, token = '') {
  const form = new FormData()
  for (const [k, v] of Object.entries(fields)) form.append(k, v)
  form.append(field, new Blob([file], { type: 'image/png' }), 'photo.png')
  const query = new URLSearchParams({ s, application: 'app', application_client_type: 'h5', token, uuid: 'test-uuid-0001', lang: 'zh', ajax: 'ajax' })
  const res = await fetch(`${app.baseUrl}/api.php?${query}`, { method: 'POST', body: form })
  return (await res.json()) as { code: number; msg: string; data: any }
}
