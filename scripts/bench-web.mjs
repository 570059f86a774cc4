#!/usr/bin/env node
// `npm run bench:web`: build H5 for production (into dist/h5-bench), then
//  - first-load JS per route from the build's chunk graph (gzip bytes of the entry files plus the chunks
//    the route's lazy import needs), the heaviest ten routes listed, against the budgets;
//  - Lighthouse 12 (mobile, simulated throttling, median of 3 runs) on home and goods detail, served by
//    the demo server and run in Debian's chromium: score, TBT, LCP, FCP and CLS against the goals.
// `--no-build` reuses the last build, `--check` exits 1 when a budget is missed (sizes always;
// Lighthouse when it could run), `--no-lighthouse` skips it, LIGHTHOUSE_RUNS=n changes the runs.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { CHROMIUM, ROOT, startDemoServer } from '../tests/e2e/harness.mjs'
import { lighthouseMedian } from './lighthouse-web.mjs'

const KB = 1024
const BUDGET = {
  routeJs: 150 * KB,
  entryJs: 120 * KB,
  homeCss: 25 * KB,
  chunk: 40 * KB,
  score: 95,
  tbt: 150,
  lcp: 2000,
  cls: 0.02,
}
const args = new Set(process.argv.slice(2))
const RUNS = Number(process.env.LIGHTHOUSE_RUNS || 3)
const webRoot = join(ROOT, process.env.BENCH_OUT || 'dist/h5-bench')
const statsFile = join(webRoot, '..', `${webRoot.split('/').pop()}-chunks.json`)
const kb = (n) => `${(n / KB).toFixed(1)} KB`

if (!args.has('--no-build')) {
  const build = spawnSync('npx', ['taro', 'build', '--type', 'h5'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', TARO_OUTPUT_ROOT: webRoot.replace(`${ROOT}/`, ''), BUNDLE_STATS: statsFile },
  })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

// ---- sizes, from the files on disk and the chunk graph the build wrote (config/bundle-stats.js)
const gzipCache = new Map()
const gzipOf = (file) => {
  if (!gzipCache.has(file)) gzipCache.set(file, existsSync(join(webRoot, file)) ? gzipSync(readFileSync(join(webRoot, file)), { level: 9 }).length : 0)
  return gzipCache.get(file)
}
const chunks = JSON.parse(readFileSync(statsFile, 'utf8'))
// The entry: the initial chunks' files (index.html loads the scripts and carries the stylesheet inline).
const entryFiles = chunks.filter((c) => c.initial).flatMap((c) => c.files.filter((f) => /\.(js|css)$/.test(f)))
const entryJs = entryFiles.filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gzipOf(f), 0)
const entryCss = entryFiles.filter((f) => f.endsWith('.css')).reduce((sum, f) => sum + gzipOf(f), 0)

const byId = new Map(chunks.map((c) => [c.id, c]))
const PAGE_MODULE = /^\.\/src\/(pages\/.+)\.tsx$/
const filesOf = (ids, ext) => ids.flatMap((id) => (byId.get(id)?.files ?? []).filter((f) => f.endsWith(ext)))
const sumGzip = (files) => files.reduce((sum, f) => sum + gzipOf(f), 0)

// A route's first load: the entry plus the chunks of the lazy import that holds its page module (the
// largest such group, when webpack made more than one, e.g. goods detail's prefetch from home).
const routes = []
for (const chunk of chunks) {
  if (chunk.initial) continue
  for (const m of chunk.modules) {
    const route = PAGE_MODULE.exec(m.name || '')?.[1]
    // Routes are <name>/<name> (app.config.ts); other .tsx files under pages/ are their parts.
    if (!route || !/\/([^/]+)\/\1$/.test(route)) continue
    const groups = chunk.groups.length ? chunk.groups : [[chunk.id]]
    const js = Math.max(...groups.map((g) => sumGzip(filesOf(g, '.js'))))
    const css = Math.max(...groups.map((g) => sumGzip(filesOf(g, '.css'))))
    const existing = routes.find((r) => r.route === route)
    if (!existing) routes.push({ route, js: entryJs + js, css: entryCss + css })
  }
}
routes.sort((a, b) => b.js - a.js)
const pageChunks = chunks
  .filter((c) => !c.initial && c.modules.some((m) => PAGE_MODULE.test(m.name || '')))
  .map((c) => ({ file: c.files.find((f) => f.endsWith('.js')), gzip: sumGzip(c.files.filter((f) => f.endsWith('.js'))) }))
  .sort((a, b) => b.gzip - a.gzip)
const lazyFiles = readdirSync(join(webRoot, 'js')).filter((f) => f.endsWith('.js') && !entryFiles.includes(`js/${f}`))
const largestLazy = lazyFiles.map((f) => ({ file: f, gzip: gzipOf(`js/${f}`) })).sort((a, b) => b.gzip - a.gzip)[0]

console.log(`\nbench:web: first-load JS per route (gzip; entry ${kb(entryJs)} JS + ${kb(entryCss)} CSS, ${routes.length} routes)`)
console.log(`${'route'.padEnd(64)}JS gzip    CSS gzip`)
for (const r of routes.slice(0, 10)) console.log(`${r.route.padEnd(64)}${kb(r.js).padEnd(11)}${kb(r.css)}`)
for (const name of ['pages/index/index', 'pages/goods-detail/goods-detail', 'pages/goods-category/goods-category', 'pages/cart/cart']) {
  const r = routes.find((x) => x.route === name)
  if (r) console.log(`  ${name.padEnd(62)}${kb(r.js).padEnd(11)}${kb(r.css)}  (rank ${routes.indexOf(r) + 1})`)
}
console.log(`largest page chunk: ${pageChunks[0]?.file} ${kb(pageChunks[0]?.gzip ?? 0)} gzip (of ${pageChunks.length} page chunks)`)
console.log(`largest lazy chunk of any kind: ${largestLazy?.file} ${kb(largestLazy?.gzip ?? 0)} gzip (of ${lazyFiles.length} lazy chunks)`)
const sw = existsSync(join(webRoot, 'sw.js')) ? readFileSync(join(webRoot, 'sw.js'), 'utf8') : ''
const precached = (sw.match(/['"]?url['"]?:\s*['"][^'"]+/g) || []).length
console.log(`service worker: ${sw ? `sw.js ${kb(gzipSync(sw).length)} gzip, ${precached} files precached` : 'none in this build'}`)

// The home loads its renderer by mode (src/pages/index/index.tsx): its first load is the route plus the
// chunks of that renderer. Classic (data_mode 0/1): the floors chunk. DIY (data_mode 3, the demo's
// SHOP_HOME_MODE=diy page): the page-builder renderer and the module families that page uses.
const CLASSIC_HOME_MODULES = ['./src/pages/index/classic-home.tsx']
const DIY_HOME_MODULES = [
  './src/pages/index/diy-home.tsx',
  './src/components/diy/families/basic.tsx',
  './src/components/diy/families/goods.tsx',
  './src/pages/plugins/seckill/components/seckill-diy.tsx',
  './src/pages/plugins/coupon/components/coupon-diy.tsx',
]
// The showcase DIY page (pages/diy/diy?id=1 of the demo) draws every module: the route plus every module
// family, core and plugin (the page-builder files of src/components/diy/families and src/pages/plugins/*/components/*-diy.tsx).
const DIY_SHOWCASE_MODULES = [
  ...new Set(
    chunks.flatMap((c) =>
      c.modules
        .map((m) => m.name || '')
        .filter((name) => /^\.\/src\/(components\/diy\/families\/[^/]+|pages\/plugins\/[^/]+\/components\/[^/]+-diy)\.tsx$/.test(name)),
    ),
  ),
]
function homeWith(modules, page = './src/pages/index/index.tsx') {
  const homeChunk = chunks.find((c) => !c.initial && c.modules.some((m) => m.name === page))
  if (!homeChunk) return null
  const ids = new Set(homeChunk.groups[0] ?? [homeChunk.id])
  for (const name of modules) {
    const chunk = chunks.find((c) => !c.initial && c.modules.some((m) => m.name === name))
    if (!chunk) return null
    // Already loaded with the page or an earlier part (e.g. a family bundled with the page builder).
    if (ids.has(chunk.id)) continue
    const groups = chunk.groups.length ? chunk.groups : [[chunk.id]]
    const largest = groups.reduce((a, b) => (sumGzip(filesOf(b, '.js')) > sumGzip(filesOf(a, '.js')) ? b : a))
    largest.forEach((id) => ids.add(id))
  }
  return entryJs + sumGzip([...new Set(filesOf([...ids], '.js'))])
}

const home = routes.find((r) => r.route === 'pages/index/index')
const classicHome = homeWith(CLASSIC_HOME_MODULES)
const diyHome = homeWith(DIY_HOME_MODULES)
if (classicHome !== null) console.log(`  ${'home, classic (route + floors chunk)'.padEnd(62)}${kb(classicHome)}`)
if (diyHome !== null) console.log(`  ${'home, DIY (route + page builder + its module families)'.padEnd(62)}${kb(diyHome)}`)
const diyShowcase = homeWith(DIY_SHOWCASE_MODULES, './src/pages/diy/diy.tsx')
if (diyShowcase !== null) console.log(`  ${`DIY showcase (pages/diy + all ${DIY_SHOWCASE_MODULES.length} module families)`.padEnd(62)}${kb(diyShowcase)}`)
const heaviest = routes[0]
const checks = [
  [`entry (app + runtime) JS ${kb(entryJs)} <= ${kb(BUDGET.entryJs)}`, entryJs <= BUDGET.entryJs],
  [
    `heaviest route first-load JS ${kb(heaviest.js)} (${heaviest.route}) <= ${kb(BUDGET.routeJs)}; over: ${routes.filter((r) => r.js > BUDGET.routeJs).length} routes`,
    heaviest.js <= BUDGET.routeJs,
  ],
  [`home first-load CSS ${kb(home.css)} <= ${kb(BUDGET.homeCss)}`, home.css <= BUDGET.homeCss],
  ...(classicHome === null ? [] : [[`classic home first-load JS ${kb(classicHome)} <= ${kb(BUDGET.routeJs)}`, classicHome <= BUDGET.routeJs]]),
  ...(diyHome === null ? [] : [[`DIY home first-load JS ${kb(diyHome)} <= ${kb(BUDGET.routeJs)}`, diyHome <= BUDGET.routeJs]]),
  [`largest page chunk ${kb(pageChunks[0]?.gzip ?? 0)} <= ${kb(BUDGET.chunk)}`, (pageChunks[0]?.gzip ?? 0) <= BUDGET.chunk],
]

// ---- Lighthouse
const LIGHTHOUSE_PAGES = [
  { name: 'home', hash: '#/pages/index/index' },
  { name: 'goods-detail', hash: '#/pages/goods-detail/goods-detail?id=1' },
]
let lighthouseRows = []
let lighthouseSkipped = ''
if (args.has('--no-lighthouse')) lighthouseSkipped = '--no-lighthouse'
else if (!existsSync(CHROMIUM)) lighthouseSkipped = `no chromium at ${CHROMIUM}`
else {
  const server = await startDemoServer({ webRoot })
  try {
    for (const target of LIGHTHOUSE_PAGES) {
      const r = await lighthouseMedian(`${server.baseUrl}/web/${target.hash}`, RUNS)
      lighthouseRows.push({ page: target.name, ...r })
    }
  } catch (error) {
    lighthouseSkipped = `Lighthouse failed: ${String(error?.message || error).split('\n')[0]}`
    lighthouseRows = []
  } finally {
    await server.stop()
  }
}

if (lighthouseRows.length) {
  console.log(`\nLighthouse ${RUNS}x (mobile, simulated throttling), median run by score`)
  console.log('page          score  runs          TBT      LCP      FCP      CLS')
  const ms = (v) => `${Math.round(v)} ms`.padEnd(9)
  for (const r of lighthouseRows) {
    console.log(`${r.page.padEnd(14)}${String(r.score).padEnd(7)}${r.runs.join('/').padEnd(14)}${ms(r.tbt)}${ms(r.lcp)}${ms(r.fcp)}${r.cls.toFixed(3)}`)
    checks.push(
      [`${r.page} Lighthouse score ${r.score} >= ${BUDGET.score}`, r.score >= BUDGET.score],
      [`${r.page} TBT ${Math.round(r.tbt)} ms <= ${BUDGET.tbt} ms`, r.tbt <= BUDGET.tbt],
      [`${r.page} LCP ${Math.round(r.lcp)} ms <= ${BUDGET.lcp} ms`, r.lcp <= BUDGET.lcp],
      [`${r.page} CLS ${r.cls.toFixed(3)} <= ${BUDGET.cls}`, r.cls <= BUDGET.cls],
    )
  }
} else {
  console.log(`\nLighthouse not run (${lighthouseSkipped}); size budgets only`)
}

console.log('')
for (const [text, ok] of checks) console.log(`${ok ? 'within budget' : 'OVER BUDGET  '}  ${text}`)
if (args.has('--check') && checks.some(([, ok]) => !ok)) process.exit(1)
