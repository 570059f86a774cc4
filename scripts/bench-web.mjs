#!/usr/bin/env node
// `npm run bench:web`: build H5 for production, serve it with the demo server, and measure home,
// goods-detail and cart in headless chromium: JS/CSS transferred on a cold first load (gzip bytes),
// the largest lazily loaded chunk, and FCP/LCP (median of 5 cold loads, without and with 4x CPU
// throttling). Prints the figures against the budgets; exits 1 when a budget is missed (--check).
import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { launchBrowser, ROOT, startDemoServer } from '../tests/e2e/harness.mjs'

const BUDGET = { homeJs: 150 * 1024, homeCss: 25 * 1024, chunk: 40 * 1024, homeLcpThrottled: 1500 }
const RUNS = Number(process.env.BENCH_RUNS || 5)
const webRoot = join(ROOT, process.env.BENCH_OUT || 'dist/h5-bench')
const kb = (n) => `${(n / 1024).toFixed(1)} KB`
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

const statsFile = join(webRoot, '..', `${webRoot.split('/').pop()}-chunks.json`)
if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npx', ['taro', 'build', '--type', 'h5'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', TARO_OUTPUT_ROOT: webRoot.replace(`${ROOT}/`, ''), BUNDLE_STATS: statsFile },
  })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

// Chunks on disk: the entry files index.html names, and the lazy ones (pages and shared splits).
const html = readFileSync(join(webRoot, 'index.html'), 'utf8')
const entryFiles = new Set([...html.matchAll(/(?:src|href)="\/web\/(js\/[^"]+|css\/[^"]+)"/g)].map((m) => m[1]))
const lazy = readdirSync(join(webRoot, 'js'))
  .filter((f) => f.endsWith('.js') && !entryFiles.has(`js/${f}`))
  .map((f) => ({ file: f, gzip: gzipSync(readFileSync(join(webRoot, 'js', f))).length }))
  .sort((a, b) => b.gzip - a.gzip)

// Page chunks: the lazy chunks that hold a page module (src/pages/<...>/<name>.tsx); library chunks
// loaded on demand (e.g. hls.js, fetched only when the video player meets an HLS stream) are reported apart.
const gzipOf = (file) => gzipSync(readFileSync(join(webRoot, file))).length
const chunkStats = JSON.parse(readFileSync(statsFile, 'utf8'))
const pageChunks = chunkStats
  .filter((c) => !c.initial && c.modules.some((m) => /\.\/src\/pages\/.+\.tsx/.test(m.name || '')))
  .map((c) => {
    const file = c.files.find((f) => f.endsWith('.js'))
    const page = c.modules.map((m) => m.name || '').find((n) => /\.\/src\/pages\/.+\.tsx/.test(n))
    return { file, page, gzip: file ? gzipOf(file) : 0 }
  })
  .sort((a, b) => b.gzip - a.gzip)

const PAGES = [
  { name: 'home', hash: '#/pages/index/index' },
  { name: 'goods-detail', hash: '#/pages/goods-detail/goods-detail?id=1' },
  { name: 'cart', hash: '#/pages/cart/cart' },
]

async function coldLoad(browser, url, throttle) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  if (throttle) await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle })
  const bytes = { js: 0, css: 0 }
  const types = new Map()
  cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type))
  cdp.on('Network.loadingFinished', (e) => {
    const type = types.get(e.requestId)
    if (type === 'Script') bytes.js += e.encodedDataLength
    if (type === 'Stylesheet') bytes.css += e.encodedDataLength
  })
  await page.addInitScript(() => {
    window.__paint = { fcp: 0, lcp: 0 }
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') window.__paint.fcp = e.startTime
    }).observe({ type: 'paint', buffered: true })
    new PerformanceObserver((list) => {
      const entries = list.getEntries()
      window.__paint.lcp = entries[entries.length - 1].startTime
    }).observe({ type: 'largest-contentful-paint', buffered: true })
  })
  await page.goto(url, { waitUntil: 'networkidle' })
  await page.waitForTimeout(500)
  const paint = await page.evaluate(() => window.__paint)
  await context.close()
  return { ...bytes, ...paint }
}

const server = await startDemoServer({ webRoot })
const chrome = await launchBrowser()
const rows = []
try {
  for (const target of PAGES) {
    const url = `${server.baseUrl}/web/${target.hash}`
    const plain = []
    const slow = []
    for (let i = 0; i < RUNS; i++) plain.push(await coldLoad(chrome.browser, url, 0))
    for (let i = 0; i < RUNS; i++) slow.push(await coldLoad(chrome.browser, url, 4))
    rows.push({
      page: target.name,
      js: median(plain.map((r) => r.js)),
      css: median(plain.map((r) => r.css)),
      fcp: median(plain.map((r) => r.fcp)),
      lcp: median(plain.map((r) => r.lcp)),
      fcp4x: median(slow.map((r) => r.fcp)),
      lcp4x: median(slow.map((r) => r.lcp)),
    })
  }
} finally {
  await chrome.close()
  await server.stop()
}

console.log(`\nbench:web — ${RUNS} cold loads each, median; gzip bytes transferred`)
console.log('page          JS gzip    CSS gzip   FCP      LCP      FCP 4x   LCP 4x')
for (const r of rows) {
  const ms = (v) => `${Math.round(v)} ms`.padEnd(9)
  console.log(`${r.page.padEnd(14)}${kb(r.js).padEnd(11)}${kb(r.css).padEnd(11)}${ms(r.fcp)}${ms(r.lcp)}${ms(r.fcp4x)}${ms(r.lcp4x)}`)
}
console.log(`largest page chunk: ${pageChunks[0]?.file} (${pageChunks[0]?.page}) ${kb(pageChunks[0]?.gzip ?? 0)} gzip (of ${pageChunks.length} page chunks)`)
console.log(`largest lazy chunk of any kind: ${lazy[0]?.file} ${kb(lazy[0]?.gzip ?? 0)} gzip (of ${lazy.length} lazy chunks)`)

const home = rows.find((r) => r.page === 'home')
const checks = [
  [`home first-load JS ${kb(home.js)} <= ${kb(BUDGET.homeJs)}`, home.js <= BUDGET.homeJs],
  [`home first-load CSS ${kb(home.css)} <= ${kb(BUDGET.homeCss)}`, home.css <= BUDGET.homeCss],
  [`largest page chunk ${kb(pageChunks[0]?.gzip ?? 0)} <= ${kb(BUDGET.chunk)}`, (pageChunks[0]?.gzip ?? 0) <= BUDGET.chunk],
  [`home LCP at 4x CPU ${Math.round(home.lcp4x)} ms < ${BUDGET.homeLcpThrottled} ms`, home.lcp4x < BUDGET.homeLcpThrottled],
]
for (const [text, ok] of checks) console.log(`${ok ? 'within budget' : 'OVER BUDGET  '}  ${text}`)
if (process.argv.includes('--check') && checks.some(([, ok]) => !ok)) process.exit(1)
