// `npm run bench:server`: start the demo server on a temp DB in a child process (so the load generator
// does not share its event loop) and measure goods/detail, cart/index and buy/add with autocannon.
import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
// autocannon ships no types; the small surface used here is typed below.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const autocannon = require('autocannon') as (opts: Record<string, unknown>) => Promise<AutocannonResult>

interface AutocannonResult {
  requests: { average: number; total: number }
  latency: { p50: number; p99: number; average: number }
  non2xx: number
  errors: number
  timeouts: number
}

const ROOT = path.resolve(__dirname, '..')
const DURATION = Number(process.env.BENCH_DURATION ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10)

/** CPU seconds (user + system) used so far by a process and all its descendants (Linux /proc). */
function treeCpuSeconds(rootPid: number): number {
  const ticksPerSecond = 100
  const stats = new Map<number, { ppid: number; ticks: number }>()
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const text = fs.readFileSync(`/proc/${entry}/stat`, 'utf8')
      const fields = text.slice(text.lastIndexOf(')') + 2).split(' ')
      stats.set(Number(entry), { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) })
    } catch {
      /* process ended meanwhile */
    }
  }
  const inTree = (pid: number): boolean => {
    for (let p = pid, hops = 0; p > 1 && hops < 10; hops++) {
      if (p === rootPid) return true
      p = stats.get(p)?.ppid ?? 0
    }
    return false
  }
  let ticks = 0
  for (const [pid, st] of stats) if (inTree(pid)) ticks += st.ticks
  return ticks / ticksPerSecond
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer()
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo
      srv.close(() => resolve(port))
    })
    srv.on('error', reject)
  })
}

async function startServer(dbPath: string, port: number) {
  const child = spawn(path.join(ROOT, 'node_modules', '.bin', 'tsx'), [path.join(ROOT, 'server', 'main.ts')], {
    env: { ...process.env, DB_PATH: dbPath, PORT: String(port), HOST: '127.0.0.1', QUIET: '1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('server did not start within 60 s')), 60_000)
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      if (out.includes('Shop ready at')) {
        clearTimeout(timer)
        resolve()
      }
    })
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${out}`)))
  })
  return child
}

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'))
  const dbPath = path.join(dir, 'shop.db')
  const port = await freePort()
  const server = await startServer(dbPath, port)
  try {
    // A login token for the demo user, written straight into the (WAL-mode) DB the server uses.
    const db = new Database(dbPath)
    const token = crypto.randomBytes(16).toString('hex')
    const demo = db.prepare("SELECT id FROM users WHERE username = 'demo'").get() as { id: number }
    db.prepare('INSERT INTO user_tokens (token, user_id, platform, add_time) VALUES (?, ?, ?, ?)').run(token, demo.id, 'h5', Math.floor(Date.now() / 1000))
    const bulkGoods = db.prepare("SELECT id FROM goods WHERE title LIKE '%薰衣草%'").get() as { id: number }
    db.close()

    const base = `http://127.0.0.1:${port}/api.php?system_type=default&application=app&application_client_type=h5&uuid=bench&lang=zh&ajax=ajax`
    let sequence = 0
    const scenarios: Array<{ name: string; opts: Record<string, unknown> }> = [
      {
        name: 'goods/detail (guest)',
        opts: { url: `${base}&s=goods/detail`, method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ id: 1 }) },
      },
      {
        name: 'cart/index (logged in)',
        opts: { url: `${base}&s=cart/index&token=${token}`, method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' },
      },
      {
        name: 'buy/add (logged in, creates orders)',
        opts: {
          url: `${base}&s=buy/add&token=${token}`,
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          // A distinct note per request: identical submits within 3 s are (deliberately) answered with the first order.
          requests: [
            {
              setupRequest: (req: Record<string, unknown>) => ({
                ...req,
                body: JSON.stringify({
                  buy_type: 'goods',
                  goods_data: [{ goods_id: bulkGoods.id, stock: 1 }],
                  address_id: 1,
                  payment_id: 2,
                  site_model: 0,
                  user_note: `bench ${++sequence}`,
                }),
              }),
            },
          ],
        },
      },
    ]

    console.log(`autocannon: ${CONNECTIONS} connections, ${DURATION} s per endpoint, server in a child process on port ${port}\n`)
    for (const scenario of scenarios) {
      // Short warm-up so JIT and SQLite page cache are hot.
      await autocannon({ ...scenario.opts, connections: CONNECTIONS, duration: 2 })
      const cpuBefore = treeCpuSeconds(server.pid as number)
      const result = await autocannon({ ...scenario.opts, connections: CONNECTIONS, duration: DURATION })
      // Server CPU per request: a load-independent figure (the machine may be shared with other work).
      const cpuMsPerRequest = ((treeCpuSeconds(server.pid as number) - cpuBefore) * 1000) / Math.max(1, result.requests.total)
      const line =
        `${scenario.name.padEnd(38)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   ` +
        `p99 ${String(result.latency.p99).padStart(4)} ms   server CPU ${cpuMsPerRequest.toFixed(3)} ms/req (≈${(1000 / cpuMsPerRequest).toFixed(0)} req/s per core)   ` +
        `non-2xx ${result.non2xx}  errors ${result.errors}`
      console.log(line)
    }
    const check = new Database(dbPath, { readonly: true })
    const orders = (check.prepare("SELECT COUNT(*) AS n FROM orders WHERE user_note LIKE 'bench %'").get() as { n: number }).n
    check.close()
    console.log(`\norders created by the buy/add run (incl. warm-up): ${orders}`)
  } finally {
    server.kill('SIGTERM')
    await new Promise((r) => setTimeout(r, 300))
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
