// Shared test harness: start the app on a temp DB and port 0, call the API like the storefront does.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { AddressInfo } from 'node:net'
import { createApp, type App, type AppOptions } from '../../server/core/app'
import { issueToken } from '../../server/core/auth'

export interface ApiReply<T = any> {
  msg: string
  code: number
  data: T
}

export interface CallOptions {
  token?: string
  lang?: string
  /** How to send params: JSON body (default, like uni.request), urlencoded form, or GET query. */
  encoding?: 'json' | 'form' | 'get'
  uuid?: string
}

export interface TestApp {
  app: App
  baseUrl: string
  dir: string
  call<T = any>(s: string, params?: Record<string, unknown>, opts?: CallOptions): Promise<ApiReply<T>>
  /** Token for a seeded username without going through user/login. */
  tokenFor(username: string): string
  close(): Promise<void>
}

/** Fixed clock so seeded times and order numbers are reproducible. */
export const TEST_NOW = new Date('2026-11-22T10:00:00+08:00')

export async function startTestApp(opts: Partial<AppOptions> = {}): Promise<TestApp> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-'))
  const app = await createApp({ dbPath: path.join(dir, 'shop.db'), quiet: true, now: () => TEST_NOW, ...opts })
  await new Promise<void>((resolve) => app.server.listen(0, '127.0.0.1', resolve))
  const port = (app.server.address() as AddressInfo).port
  const baseUrl = `http://127.0.0.1:${port}`

  async function call<T = any>(s: string, params: Record<string, unknown> = {}, o: CallOptions = {}): Promise<ApiReply<T>> {
    const common = new URLSearchParams({
      s,
      system_type: 'default',
      application: 'app',
      application_client_type: 'h5',
      token: o.token ?? '',
      uuid: o.uuid ?? 'test-uuid-0001',
      lang: o.lang ?? 'zh',
      ajax: 'ajax',
    })
    const encoding = o.encoding ?? 'json'
    let url = `${baseUrl}/api.php?${common}`
    const init: RequestInit = { method: 'POST' }
    if (encoding === 'json') {
      init.headers = { 'Content-Type': 'application/json' }
      init.body = JSON.stringify(params)
    } else {
      const form = new URLSearchParams()
      for (const [k, v] of Object.entries(params)) {
        if (Array.isArray(v)) v.forEach((item) => form.append(`${k}[]`, typeof item === 'object' ? JSON.stringify(item) : String(item)))
        else form.append(k, typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v))
      }
      if (encoding === 'form') {
        init.headers = { 'Content-Type': 'application/x-www-form-urlencoded' }
        init.body = form.toString()
      } else {
        init.method = 'GET'
        url += `&${form}`
      }
    }
    const res = await fetch(url, init)
    return (await res.json()) as ApiReply<T>
  }

  return {
    app,
    baseUrl,
    dir,
    call,
    tokenFor(username: string) {
      const row = app.db.prepare('SELECT id FROM users WHERE username = ?').get(username) as { id: number } | undefined
      if (!row) throw new Error(`no seeded user ${username}`)
      return issueToken(app.db, row.id, 'h5', Math.floor(TEST_NOW.getTime() / 1000))
    },
    async close() {
      await app.close()
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

/**
 * One app for the enclosing file or describe block: started in beforeAll (then handed to `ready`, which keeps it and
 * takes tokens), closed in afterAll.
 */
export function useTestApp<A extends TestApp>(start: () => Promise<A>, ready: (app: A) => unknown): void {
  let app: A
  beforeAll(async () => {
    app = await start()
    ready(app)
  })
  afterAll(() => app.close())
}

/** Read a captured sample from the shared reference folder. */
export function loadSample(name: string): { request: any; response: any; _trimmed?: string[] } {
  const file = path.join(SAMPLES_DIR, name.endsWith('.json') ? name : `${name}.json`)
  return JSON.parse(fs.readFileSync(file, 'utf8'))
}

// The shared reference folder sits beside the repository (as in CI's fresh clone).
export const SAMPLES_DIR = process.env.SHOPXO_SAMPLES_DIR ?? path.resolve(__dirname, '../../../shared/reference/shopxo-api-samples')
