// What the route walks need to know about the app: its routes (from src/app.config.ts, the file the build
// reads), its i18n keys (a raw key on screen is a missing translation), and what a page shows once settled.
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { tsImport } from 'tsx/esm/api'
import { buyNowRoute, ROOT, waitForShownPage } from './harness.mjs'

async function importTs(file) {
  const mod = await tsImport(join(ROOT, file), import.meta.url)
  // tsx wraps a CommonJS-compiled default export once more.
  return mod.default?.default ?? mod.default
}

/** Every route of the web build, tab pages first, and which of them are tab pages. */
export async function appRoutes() {
  globalThis.defineAppConfig = (config) => config
  process.env.TARO_ENV = 'h5'
  const config = await importTs('src/app.config.ts')
  const routes = [...config.pages, ...config.subPackages.flatMap((pkg) => pkg.pages.map((page) => `${pkg.root}/${page}`))]
  return { routes, tabs: new Set(config.tabBar.list.map((tab) => tab.pagePath)) }
}

/** Every '<area>.<key>' of the dictionaries. */
export async function i18nKeys() {
  const dir = join(ROOT, 'src/i18n/locales')
  const keys = []
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && f !== 'index.ts')) {
    const locale = await importTs(`src/i18n/locales/${file}`)
    // Each area registers under its file name (docs/CONTRIBUTING-PAGES.md, Text).
    const area = file.replace(/\.ts$/, '')
    for (const key of Object.keys(locale.zh)) keys.push(`${area}.${key}`)
  }
  return keys
}

/** Wait until the displayed page of `route` shows no loading spinner (its first answers are in). */
export async function waitForSettled(page, route, timeout = 20_000) {
  await waitForShownPage(page, route, timeout)
  await page.waitForFunction(
    () => {
      const shown = [...document.querySelectorAll('.taro_page')].find((el) => getComputedStyle(el).display !== 'none')
      if (!shown || !shown.querySelector('.page-shell')) return false
      return ![...shown.querySelectorAll('[data-testid=status-loading], .status-view__spinner, .at-activity-indicator')].some(
        (el) => el.getClientRects().length,
      )
    },
    null,
    { timeout },
  )
}

/**
 * What the displayed page shows a reader, measured in the browser: its text, the text drawn below 11 px
 * (computed size), the title bar, and the boxes of the app column and of the page.
 */
export function readShownPage(page) {
  return page.evaluate(() => {
    const shown = [...document.querySelectorAll('.taro_page')].find((el) => getComputedStyle(el).display !== 'none')
    const small = []
    const walker = document.createTreeWalker(shown, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent.trim()
      const parent = node.parentElement
      if (!text || !parent || !parent.getClientRects().length) continue
      const style = getComputedStyle(parent)
      if (style.visibility === 'hidden' || Number(style.opacity) === 0) continue
      const size = parseFloat(style.fontSize)
      if (size < 11) small.push(`${size.toFixed(1)}px "${text.slice(0, 30)}"`)
    }
    const rect = (el) => {
      if (!el) return null
      const r = el.getBoundingClientRect()
      return { left: r.left, right: r.right, width: r.width, top: r.top, height: r.height }
    }
    // The shared title bar, or the header a page draws itself in its place (a page-builder page), which carries
    // the same level-1 heading and back/home button.
    const bar = [...shown.querySelectorAll('[data-testid=nav-bar], [data-title-bar]')].find((el) => el.getClientRects().length)
    const heading = bar?.querySelector('[role=heading][aria-level="1"]')
    return {
      text: shown.innerText,
      small,
      bar: bar ? { title: heading?.textContent?.trim() || heading?.getAttribute('aria-label') || '', box: rect(bar) } : null,
      tabBar: Boolean([...shown.querySelectorAll('[data-testid=tab-bar]')].some((el) => el.getClientRects().length)),
      app: rect(document.getElementById('app')),
      page: rect(shown),
      viewport: window.innerWidth,
    }
  })
}

/** Developer text that must never reach a shopper (raw server checks, missing values). */
export const DEVELOPER_TEXT = /不能为空|格式有误|undefined|NaN|\[object Object\]|\bnull\b/

/** The key pages a shopper sees, [name, route]; login is audited as a guest. */
export const KEY_PAGES = [
  ['home', 'pages/index/index'],
  ['category', 'pages/goods-category/goods-category'],
  ['search', 'pages/goods-search/goods-search?keywords=a'],
  ['goods detail', 'pages/goods-detail/goods-detail?id=2'],
  ['cart', 'pages/cart/cart'],
  ['checkout', buyNowRoute([{ goods_id: 2, stock: 1, spec: [] }])],
  ['user', 'pages/user/user'],
  ['orders', 'pages/user-order/user-order'],
  ['address form', 'pages/user-address-save/user-address-save'],
]
