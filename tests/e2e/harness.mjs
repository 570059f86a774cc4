// End-to-end harness: the demo server on a fresh SQLite file serving the built H5 app, and
// Debian's chromium driven by playwright-core. No test tool downloads a browser.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, existsSync, mkdirSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { chromium } from 'playwright-core'

export const ROOT = resolve(new URL('../..', import.meta.url).pathname)
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
]

export function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolvePort(port))
    })
  })
}

async function waitForServer(url, child, timeoutMs = 60_000) {
  const started = Date.now()
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`demo server exited with ${child.exitCode}`)
    try {
      const res = await fetch(url)
      if (res.ok) return
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`demo server did not answer at ${url}`)
}

/** Start the demo server on a free port with its own temporary database. */
export async function startDemoServer({ webRoot = join(ROOT, 'dist', 'h5'), env = {} } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'shop-e2e-'))
  const port = await freePort()
  const log = []
  const child = spawn(process.execPath, [join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), join(ROOT, 'server', 'main.ts')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DB_PATH: join(dir, 'shop.db'), WEB_ROOT: webRoot, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout.on('data', (d) => log.push(String(d)))
  child.stderr.on('data', (d) => log.push(String(d)))
  const baseUrl = `http://127.0.0.1:${port}`
  await waitForServer(`${baseUrl}/api.php?s=base/common&application=app&application_client_type=h5`, child)
  return {
    baseUrl,
    log,
    /** This run's own SQLite file (tests may write fixtures into it with better-sqlite3). */
    dbPath: join(dir, 'shop.db'),
    /** The latest verify code the server printed (no SMS service here); prefer verifyCodeFor(account). */
    lastVerifyCode() {
      const text = log.join('')
      const matches = [...text.matchAll(/\b(\d{6})\b/g)]
      return matches.length ? matches[matches.length - 1][1] : ''
    },
    /** The latest verify code the server printed for this account ("[verify] sms code for <account> (scene): 123456"). */
    verifyCodeFor(account) {
      const text = log.join('')
      const escaped = account.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      const matches = [...text.matchAll(new RegExp(`code for ${escaped} \\([^)]*\\): (\\d{6})\\b`, 'g'))]
      return matches.length ? matches[matches.length - 1][1] : ''
    },
    async stop() {
      child.kill('SIGTERM')
      await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)))
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

export async function launchBrowser() {
  if (!existsSync(CHROMIUM)) throw new Error(`chromium not found at ${CHROMIUM} (apt-get install -y chromium)`)
  const userDataDir = mkdtempSync(join(tmpdir(), 'shop-chromium-'))
  // Playwright gives every launch a fresh temporary profile of its own (no --user-data-dir allowed).
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true })
  return {
    browser,
    async close() {
      await browser.close()
      rmSync(userDataDir, { recursive: true, force: true })
    },
  }
}

/**
 * A phone-sized page with its uncaught exceptions and unhandled rejections (`pageerror`) collected.
 * run.mjs fails the test when any page it opened has one (see pageErrorFailures); a test that
 * provokes errors on purpose opts out with `{ allowPageErrors: true }`.
 */
export async function newPage(browser, options = {}) {
  const { allowPageErrors = false, ...contextOptions } = options
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, locale: 'zh-CN', ...contextOptions })
  const page = await context.newPage()
  const errors = []
  page.on('pageerror', (e) =>
    errors.push(
      String(e?.stack || e)
        .split('\n')
        .slice(0, 3)
        .join(' / '),
    ),
  )
  return { context, page, errors, allowPageErrors }
}

/** Another tab in the same context (shares storage and network state), its page errors collected too. */
export async function extraPage(made) {
  const page = await made.context.newPage()
  page.on('pageerror', (e) =>
    made.errors.push(
      String(e?.stack || e)
        .split('\n')
        .slice(0, 3)
        .join(' / '),
    ),
  )
  return page
}

/** One message per opened page that had uncaught errors and did not opt out; empty when all is clean. */
export function pageErrorFailures(opened) {
  return opened
    .filter((made) => !made.allowPageErrors && made.errors.length)
    .map((made, i) => `page ${i}: ${made.errors.length} uncaught error(s): ${made.errors.join(' | ')}`)
}

export function artifactsDir() {
  const dir = join(ROOT, 'test-results')
  mkdirSync(dir, { recursive: true })
  return dir
}

export function assert(condition, message) {
  if (!condition) throw new Error(`assertion failed: ${message}`)
}

/** The first visible match: Taro H5 keeps hidden tab pages in the DOM, so plain selectors can hit them. */
export function visible(page, selector) {
  return page.locator(`${selector} >> visible=true`).first()
}

/** Call the demo server's API the way the app does (common params in the query, JSON body). */
export async function apiCall(server, s, params = {}, token = '', lang = 'zh') {
  const url = `${server.baseUrl}/api.php?s=${s}&system_type=default&application=app&application_client_type=h5&token=${token}&uuid=e2e-${Date.now()}&lang=${lang}&ajax=ajax`
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(params) })
  return res.json()
}

/** Log in through user/login and return the user object (with its token). */
export async function loginUser(server, accounts = 'demo', pwd = 'demo123456') {
  const answer = await apiCall(server, 'user/login', { accounts, pwd, type: 'username' })
  if (answer.code !== 0 || !answer.data?.token) throw new Error(`login ${accounts}: ${JSON.stringify(answer).slice(0, 200)}`)
  return answer.data
}

/** Seed localStorage the way Taro H5 setStorageSync stores values: JSON {"data": value}. */
export async function presetStorage(page, values) {
  await page.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, JSON.stringify({ data: value }))
  }, values)
}

/** A plugin call through plugins/index. */
export function pluginCall(server, name, control, action, params = {}, token = '') {
  return apiCall(server, 'plugins/index', { pluginsname: name, pluginscontrol: control, pluginsaction: action, ...params }, token)
}

let registered = 0
/**
 * A brand-new shopper registered through user/reg (username type), so a test owns its account and
 * never depends on what other tests did to the shared demo shopper. Returns the user object (with token).
 */
export async function registerUser(server, { prefix = 'e2e', pwd = 'e2epass123' } = {}) {
  registered += 1
  const accounts = `${prefix}${String(Date.now()).slice(-7)}${registered}${Math.floor(Math.random() * 90 + 10)}`.slice(0, 18)
  const answer = await apiCall(server, 'user/reg', { type: 'username', accounts, pwd })
  if (answer.code !== 0 || !answer.data?.token) throw new Error(`register ${accounts}: ${JSON.stringify(answer).slice(0, 200)}`)
  return { ...answer.data, accounts, pwd }
}

/** The app URL of a route ('pages/x/x', '/pages/x/x' or 'x/x'; a query may follow). */
export function webUrl(server, route) {
  const path = route.replace(/^\//, '')
  return `${server.baseUrl}/web/#/${path.startsWith('pages/') ? path : `pages/${path}`}`
}

/**
 * Wait until Taro H5 DISPLAYS the page of `route`. Taro keeps earlier pages in the DOM (display: none)
 * and changes the URL before the new page is shown, so waiting for the URL alone races the router:
 * a locator can still resolve to the old page's copy, and a goto() issued while a switchTab is still
 * loading its page is overtaken by that page.
 */
export async function waitForShownPage(page, route, timeout = 30_000) {
  const raw = route.replace(/^\//, '').split('?')[0]
  const path = `/${raw.startsWith('pages/') ? raw : `pages/${raw}`}`
  await page.waitForFunction(
    (wanted) => {
      const shown = [...document.querySelectorAll('.taro_page')].filter((el) => getComputedStyle(el).display !== 'none')
      return shown.length === 1 && shown[0].id.split('?')[0] === wanted
    },
    path,
    { timeout },
  )
}

/** Open a route in the page and wait until it is the displayed page (and `readySelector` is visible). */
export async function openRoute(page, server, route, readySelector = '') {
  await page.goto(webUrl(server, route))
  await waitForShownPage(page, route)
  if (readySelector) await visible(page, readySelector).waitFor({ timeout: 30_000 })
}

/**
 * A new page, signed in as `user` (null: a guest) through the storage Taro H5 reads at boot, with optional
 * language / theme presets, opened at `route` (when given).
 */
export async function openAs(newPage, server, user, route = '', { lang, theme, contextOptions } = {}) {
  const made = await newPage({ ...(lang === 'en' ? { locale: 'en-US' } : {}), ...(contextOptions || {}) })
  const values = {}
  if (user) values.cache_shop_user_info_key = user
  if (lang) values.language = lang
  if (theme) values.theme = theme
  if (Object.keys(values).length) await presetStorage(made.page, values)
  if (route) await made.page.goto(webUrl(server, route))
  return made
}

/** A toast with this text (Taro H5 renders one .taro__toast at a time). */
export async function expectToast(page, text, timeout = 10_000) {
  await page.locator('.taro__toast').filter({ hasText: text }).first().waitFor({ state: 'attached', timeout })
}

/** Press "confirm" in the Taro modal (showModal). */
export async function confirmModal(page) {
  const button = page.locator('.taro__modal .taro-model__confirm').last()
  await button.waitFor({ timeout: 10_000 })
  await button.click()
}

/** A taro-ui button by its text, the last one in the DOM (the shown page is the newest). */
export function atButton(page, text) {
  return page.locator('.at-button', { hasText: text }).last()
}

/** Screenshots on demand: `shooter('X_SHOTS')` returns shot(page, name), a no-op unless $X_SHOTS names a folder. */
export function shooter(envVar, { settleMs = 400, fullPage = false } = {}) {
  const dir = process.env[envVar] || ''
  return async (page, name) => {
    if (!dir) return
    mkdirSync(dir, { recursive: true })
    if (settleMs) await page.waitForTimeout(settleMs)
    await page.screenshot({ path: join(dir, `${name}.png`), fullPage })
  }
}

/** The checkout route for "buy now" (buy/buy?data=base64(JSON) with base64 goods_data), as src/lib/buy-link.ts builds it. */
export function buyNowRoute(items) {
  const encodeParam = (value) => encodeURIComponent(Buffer.from(JSON.stringify(value), 'utf8').toString('base64'))
  return `/pages/buy/buy?data=${encodeParam({ buy_type: 'goods', goods_data: encodeParam(items) })}`
}
