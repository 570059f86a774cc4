// The installable web app: the service worker keeps the shop usable offline, a new build replaces the
// old worker without mixing chunks of two builds, and goods detail's code is prefetched from home.
// Each test runs its own demo server on a copy of the build, so it can stop the server (a real
// network failure, not only an emulated one) or swap the served files.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { assert, ROOT, startDemoServer, visible, waitForShownPage, webUrl } from './harness.mjs'

const BUILD = resolve(ROOT, process.env.E2E_WEB_ROOT || join('dist', 'h5'))

function copyOfBuild() {
  const dir = mkdtempSync(join(tmpdir(), 'shop-web-copy-'))
  cpSync(BUILD, dir, { recursive: true })
  return dir
}

/** Wait until the service worker controls the page and has finished precaching (it is active). */
async function waitForWorker(page) {
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller) && navigator.serviceWorker.controller.state === 'activated', null, {
    timeout: 60_000,
  })
}

/** URLs held by the Workbox precache. */
function precachedUrls(page) {
  return page.evaluate(async () => {
    const names = (await caches.keys()).filter((n) => n.startsWith('workbox-precache') && !n.endsWith('-temp'))
    const urls = []
    for (const name of names) for (const req of await (await caches.open(name)).keys()) urls.push(new URL(req.url).pathname)
    return urls
  })
}

/** Poll an async check in the page (waitForFunction takes a returned promise for a truthy answer). */
async function waitUntil(page, check, arg, timeout = 60_000) {
  const started = Date.now()
  for (;;) {
    if (await page.evaluate(check, arg).catch(() => false)) return
    if (Date.now() - started > timeout) throw new Error(`timed out after ${timeout} ms waiting for ${check.toString().slice(0, 80)}`)
    await new Promise((r) => setTimeout(r, 250))
  }
}

async function openHome(page, server) {
  await page.goto(webUrl(server, 'pages/index/index'))
  await waitForShownPage(page, 'pages/index/index')
  await visible(page, '[data-testid="home-floor"]').waitFor({ timeout: 30_000 })
}

export const tests = [
  {
    name: 'home opens offline from the cache with the offline notice',
    async run({ newPage }) {
      const server = await startDemoServer({ webRoot: BUILD })
      const { page, context } = await newPage()
      try {
        await openHome(page, server)
        await waitForWorker(page)
        // The first visit ran before the worker existed; the next one goes through it and stores home's answer.
        await page.reload()
        await waitForShownPage(page, 'pages/index/index')
        await visible(page, '[data-testid="home-floor"]').waitFor({ timeout: 30_000 })
        await waitUntil(page, async () => (await (await caches.open('shop-api-v1')).keys()).some((r) => r.url.includes('s=index%2Findex')))
        const floorTitle = (await visible(page, '.home-floor__title').textContent()) || ''
        assert(floorTitle.length > 0, 'home shows a floor title online')
        assert(!(await page.locator('[data-testid="offline-notice"]').count()), 'no offline notice while online')

        // Offline for real: the server is gone, and the browser says it is offline.
        await server.stop()
        await context.setOffline(true)
        await page.reload()
        await waitForShownPage(page, 'pages/index/index')
        await visible(page, '[data-testid="home-floor"]').waitFor({ timeout: 30_000 })
        assert(((await visible(page, '.home-floor__title').textContent()) || '') === floorTitle, 'the cached home shows the same floors')
        const notice = visible(page, '[data-testid="offline-notice"]')
        await notice.waitFor({ timeout: 10_000 })
        assert((await notice.textContent()).includes('离线'), 'the notice says the shop is offline (zh)')
        // Back online (the browser says so): the notice goes.
        await context.setOffline(false)
        await page.locator('[data-testid="offline-notice"]').waitFor({ state: 'detached', timeout: 10_000 })
      } finally {
        await context.setOffline(false).catch(() => undefined)
        await server.stop().catch(() => undefined)
      }
    },
  },
  {
    name: 'a new build replaces the old service worker and no chunk of the old build is used',
    async run({ newPage }) {
      const served = copyOfBuild()
      const server = await startDemoServer({ webRoot: served })
      const { page } = await newPage()
      try {
        // Build A, as served.
        await openHome(page, server)
        await waitForWorker(page)
        const oldApp = readdirSync(join(served, 'js')).find((f) => /^app\.[0-9a-f]{8}\.js$/.test(f))
        assert(oldApp, 'build A has an app entry')
        assert((await precachedUrls(page)).includes(`/web/js/${oldApp}`), 'build A precached its entry')

        // Build B: the same build with a changed entry script under a new hashed name, so index.html,
        // the precache list and therefore sw.js all differ, as after a real rebuild.
        const newApp = oldApp === 'app.b0b0b0b0.js' ? 'app.b1b1b1b1.js' : 'app.b0b0b0b0.js'
        const nextBuild = copyOfBuild()
        rmSync(join(nextBuild, 'js', oldApp))
        writeFileSync(join(nextBuild, 'js', newApp), `${readFileSync(join(served, 'js', oldApp), 'utf8')}\n;window.__shopBuild = "B";\n`)
        for (const file of ['index.html', 'sw.js']) {
          const text = readFileSync(join(nextBuild, file), 'utf8').replaceAll(oldApp, newApp)
          // index.html is precached by revision: give it a new one, as a rebuild would.
          writeFileSync(
            join(nextBuild, file),
            file === 'sw.js' ? text.replace(/(['"]revision['"]:\s*['"])[^'"]+(['"],\s*['"]url['"]:\s*['"]\/web\/index\.html['"])/, '$1build-b$2') : text,
          )
        }
        assert(readFileSync(join(nextBuild, 'sw.js'), 'utf8').includes('build-b'), 'build B changed index.html revision in the precache list')
        for (const entry of readdirSync(served)) rmSync(join(served, entry), { recursive: true, force: true })
        cpSync(nextBuild, served, { recursive: true })
        rmSync(nextBuild, { recursive: true, force: true })

        // Next visit: build B, and the worker of build B takes over.
        const scripts = []
        page.on('request', (req) => {
          if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname)
        })
        await page.reload()
        await page.waitForFunction(() => window.__shopBuild === 'B', null, { timeout: 30_000 })
        await visible(page, '[data-testid="home-floor"]').waitFor({ timeout: 30_000 })
        await waitUntil(
          page,
          async ([fresh, stale]) => {
            // Installed and activated: nothing installing or waiting any more.
            const reg = await navigator.serviceWorker.getRegistration()
            if (!reg || reg.installing || reg.waiting || reg.active?.state !== 'activated') return false
            const names = (await caches.keys()).filter((n) => n.startsWith('workbox-precache') && !n.endsWith('-temp'))
            const urls = []
            for (const name of names) for (const req of await (await caches.open(name)).keys()) urls.push(new URL(req.url).pathname)
            return urls.includes(fresh) && !urls.includes(stale) && navigator.serviceWorker.controller?.state === 'activated'
          },
          [`/web/js/${newApp}`, `/web/js/${oldApp}`],
        )
        assert(!scripts.includes(`/web/js/${oldApp}`), 'no script of build A was requested')
        assert(scripts.includes(`/web/js/${newApp}`), "build B's entry was loaded")

        // A repeat visit starts from the new worker's cache: with the server gone, build B still opens
        // (its page, scripts and home's answer all come from the worker).
        await server.stop()
        await page.reload()
        await page.waitForFunction(() => window.__shopBuild === 'B', null, { timeout: 30_000 })
        await visible(page, '[data-testid="home-floor"]').waitFor({ timeout: 30_000 })
        const viaWorker = await page.evaluate(
          (file) =>
            performance
              .getEntriesByType('resource')
              .filter((e) => new URL(e.name).pathname === file)
              .map((e) => e.workerStart > 0),
          `/web/js/${newApp}`,
        )
        assert(viaWorker.every(Boolean), `B's entry went through the worker (${JSON.stringify(viaWorker)})`)
        assert(!scripts.includes(`/web/js/${oldApp}`), 'still no script of build A')
      } finally {
        await server.stop()
        rmSync(served, { recursive: true, force: true })
      }
    },
  },
  {
    name: "goods detail's code is prefetched from home, so opening it fetches no code",
    async run({ newPage }) {
      const server = await startDemoServer({ webRoot: BUILD })
      // No service worker here: this checks the prefetch itself, not the worker's precache.
      const { page } = await newPage({ serviceWorkers: 'block' })
      const fetchedScripts = () =>
        server.log
          .join('')
          .match(/GET \/web\/js\/[^\s]+\.js/g)
          ?.map((line) => line.slice(4)) ?? []
      // The chunk of the page's own code, found in the build by a test id only that page renders (the
      // gallery's id is not enough: a shared chunk of another page also names it).
      // The chunks of a page's own code, found in the build by a text only that page has (not the landing
      // files, which join a landing page's chunks).
      const chunksWith = (text) =>
        readdirSync(join(BUILD, 'js')).filter(
          (f) => f.endsWith('.js') && !f.startsWith('landing.') && readFileSync(join(BUILD, 'js', f), 'utf8').includes(text),
        )
      const pageChunks = chunksWith('comments-preview')
      assert(pageChunks.length === 1, `the build has one chunk of goods detail's own code (found: ${pageChunks.join(', ')})`)
      const [pageChunk] = pageChunks
      try {
        await openHome(page, server)
        await page.waitForFunction(
          (file) => performance.getEntriesByType('resource').some((e) => new URL(e.name).pathname === `/web/js/${file}` && e.responseEnd > 0),
          pageChunk,
          { timeout: 30_000 },
        )
        await page.waitForLoadState('networkidle')
        // Images: the first banner is fetched first, everything below it lazily.
        const images = await page.evaluate(() => ({
          banners: [...document.querySelectorAll('.home-banner__image img')].map((img) => [img.getAttribute('fetchpriority'), img.getAttribute('loading')]),
          goods: [...document.querySelectorAll('.goods-card__image img')].map((img) => img.getAttribute('loading')),
        }))
        assert(images.banners[0]?.[0] === 'high' && images.banners[0]?.[1] !== 'lazy', `first banner at high priority (${JSON.stringify(images.banners[0])})`)
        assert(
          images.banners.slice(1).every(([, loading]) => loading === 'lazy'),
          'other banners lazy',
        )
        assert(images.goods.length > 0 && images.goods.every((loading) => loading === 'lazy'), 'goods images lazy')
        assert(fetchedScripts().includes(`/web/js/${pageChunk}`), "goods detail's chunk was fetched while home was idle")
        // Home's chunks come in one joined script and its stylesheets in one joined sheet, each fetched
        // once (index.html names them), and none of the chunks on its own when the router asks for it.
        const landing = /"pages\/index\/index":\{"css":"([^"]+)","marks":\[([^\]]*)\],"js":"([^"]+)"\}/.exec(readFileSync(join(BUILD, 'index.html'), 'utf8'))
        assert(landing, "index.html names home's joined files")
        const [, landingCss, marks, landingJs] = landing
        assert(fetchedScripts().filter((f) => f === landingJs).length === 1, `home's joined script ${landingJs} fetched once`)
        const sheets =
          server.log
            .join('')
            .match(/GET \/web\/css\/[^\s]+\.css/g)
            ?.map((line) => line.slice(4)) ?? []
        assert(sheets.filter((f) => f === landingCss).length === 1, `home's joined stylesheet ${landingCss} fetched once (${sheets.join(', ')})`)
        const homeSheets = JSON.parse(`[${marks}]`)
        assert(homeSheets.length > 0 && !homeSheets.some((f) => sheets.includes(f)), `home's own stylesheets not fetched on their own (${sheets.join(', ')})`)
        const [homeChunk] = chunksWith('home-banner')
        assert(homeChunk && !fetchedScripts().includes(`/web/js/${homeChunk}`), `home's own chunk ${homeChunk} not fetched on its own`)
        const before = fetchedScripts().length

        await visible(page, '[data-testid="goods-card"]').click()
        await waitForShownPage(page, 'pages/goods-detail/goods-detail')
        await visible(page, '[data-testid="goods-gallery"]').waitFor({ timeout: 30_000 })
        const after = fetchedScripts().slice(before)
        assert(after.length === 0, `opening goods detail fetched no script from the server (fetched: ${after.join(', ')})`)
      } finally {
        await server.stop()
      }
    },
  },
]
