#!/usr/bin/env node
// Structural check of built mini-programs (run after the build, with the same TARO_APP_REQUEST_URL and
// TARO_APP_ID): every page and subpackage has its files, package sizes stay in budget, the platform's
// project file and tab bar are there, the API root compiled in is the one set at build time, and the
// app's own chunks hold no browser-only code. Prints the package sizes.
// Usage: node scripts/check-mini-output.mjs [--root dist] weapp alipay swan qq tt kwai
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, posix, relative, sep } from 'node:path'

const require = createRequire(import.meta.url)
const { MINI_TARGETS, TEMPLATE_EXT, CUSTOM_TAB_BAR_TARGETS, PROJECT_FILES, requestUrlFor } = require('../config/mini-targets.js')

export const MAIN_BUDGET = 1.5 * 1024 * 1024
export const SUBPACKAGE_BUDGET = 1024 * 1024

/** Browser-only code that must not reach a mini-program (Taro's stand-in window only pretends). */
export const WEB_ONLY = [/\blocation\.href\b/, /\bdocument\./, /\bwindow\.open\b/, /\blocalStorage\b/]

/**
 * Taro's runtime (taro.js, runtime.js, comp.js) and the libraries from node_modules (vendors.js, and a
 * subpackage's sub-vendors.js): their browser branches never run on minis. Everything else is ours.
 */
export function isVendorChunk(rel) {
  return /^(taro|runtime|vendors|comp)\.js$/.test(rel) || /(^|\/)sub-vendors\.js$/.test(rel)
}

function walk(dir, out = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) walk(path, out)
    else out.push(path)
  }
  return out
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`

/** Check one built target folder; returns { problems, figures }. */
export function checkTarget(target, dir, env = process.env) {
  const problems = []
  const fail = (message) => problems.push(message)
  const appJsonPath = join(dir, 'app.json')
  if (!existsSync(appJsonPath)) return { problems: [`${dir}/app.json is missing`], figures: null }
  const app = JSON.parse(readFileSync(appJsonPath, 'utf8'))
  const ext = TEMPLATE_EXT[target]
  const hasPage = (page, where) => {
    for (const suffix of ['.js', '.json', ext]) if (!existsSync(join(dir, `${page}${suffix}`))) fail(`${where} ${page}: ${page}${suffix} is missing`)
  }

  // Pages and subpackages.
  const pages = app.pages ?? []
  if (!pages.length) fail('app.json lists no pages')
  for (const page of pages) hasPage(page, 'page')
  const subPackages = app.subPackages ?? app.subpackages ?? []
  const roots = subPackages.map((p) => p.root.replace(/\/$/, ''))
  for (const sub of subPackages) {
    const root = sub.root.replace(/\/$/, '')
    if (!existsSync(join(dir, root)) || !statSync(join(dir, root)).isDirectory()) fail(`subpackage root ${root} does not exist`)
    for (const page of sub.pages ?? []) hasPage(`${root}/${page}`, 'subpackage page')
  }

  // Preloading: home preloads, and every preloaded package is a real subpackage of a real page.
  const preload = app.preloadRule ?? {}
  if (!preload['pages/index/index']) fail('no preloadRule for the home page')
  for (const [page, rule] of Object.entries(preload)) {
    if (!pages.includes(page) && !roots.some((root) => page.startsWith(`${root}/`))) fail(`preloadRule names an unknown page ${page}`)
    for (const name of rule.packages ?? [])
      if (!roots.includes(name.replace(/\/$/, '')) && !subPackages.some((p) => p.name === name)) fail(`preloadRule of ${page} names an unknown package ${name}`)
  }

  // Tab bar: the platform's custom bar where we use one, else the native bar with its icon files.
  const tabBar = app.tabBar ?? {}
  const custom = Boolean(tabBar.custom ?? tabBar.customize)
  const wantsCustom = CUSTOM_TAB_BAR_TARGETS.includes(target)
  if (custom !== wantsCustom) fail(`tabBar custom is ${custom}, config/mini-targets.js expects ${wantsCustom}`)
  if (custom) {
    const folder = target === 'alipay' ? 'customize-tab-bar' : 'custom-tab-bar'
    hasPage(`${folder}/index`, 'custom tab bar')
  }
  for (const item of tabBar.list ?? tabBar.items ?? []) {
    for (const icon of [item.iconPath ?? item.icon, item.selectedIconPath ?? item.activeIcon]) {
      if (!icon) fail(`tab ${item.pagePath}: no icon`)
      else if (!existsSync(join(dir, icon))) fail(`tab ${item.pagePath}: icon ${icon} is missing`)
    }
  }

  // The devtools' project file, with the app id and no domain check against the local server.
  const project = PROJECT_FILES[target]
  const projectPath = join(dir, project.output)
  if (!existsSync(projectPath)) fail(`project file ${project.output} is missing`)
  else {
    const config = JSON.parse(readFileSync(projectPath, 'utf8'))
    if (env.TARO_APP_ID && config.appid !== env.TARO_APP_ID) fail(`${project.output} appid is ${config.appid}, TARO_APP_ID is ${env.TARO_APP_ID}`)
    if (config.setting && config.setting.urlCheck !== false) fail(`${project.output} still checks request domains (setting.urlCheck)`)
  }

  // Sizes: the main package is everything outside the subpackage roots.
  const files = walk(dir).map((path) => ({ path, rel: relative(dir, path).split(sep).join('/'), size: statSync(path).size }))
  const sizes = new Map(roots.map((root) => [root, 0]))
  let main = 0
  for (const file of files) {
    const root = roots.find((r) => file.rel.startsWith(`${r}/`))
    if (root) sizes.set(root, sizes.get(root) + file.size)
    else main += file.size
  }
  if (main > MAIN_BUDGET) fail(`main package ${kb(main)} is over ${kb(MAIN_BUDGET)}`)
  for (const [root, size] of sizes) if (size > SUBPACKAGE_BUDGET) fail(`subpackage ${root} ${kb(size)} is over ${kb(SUBPACKAGE_BUDGET)}`)

  // The app's own chunks: the API root set at build time, and no browser-only code.
  const expectedRoot = requestUrlFor(target, env)
  const ownChunks = files.filter((f) => f.rel.endsWith('.js') && !isVendorChunk(f.rel))
  const sourceOf = new Map(ownChunks.map((f) => [f.rel, readFileSync(f.path, 'utf8')]))
  if (![...sourceOf.values()].some((code) => code.includes(JSON.stringify(expectedRoot))))
    fail(`the API root ${expectedRoot} is not compiled into the app's chunks`)
  for (const [rel, code] of sourceOf) {
    if (code.includes('https://taro.com')) fail(`${rel} refers to https://taro.com (Taro's stand-in origin)`)
    for (const pattern of WEB_ONLY) {
      const at = code.search(pattern)
      if (at >= 0) fail(`${rel} has browser-only code ${pattern.source}: …${code.slice(Math.max(0, at - 60), at + 60)}…`)
    }
  }

  // Subpackage rule: a package loads only its own files and the main package's (a subpackage is fetched
  // when one of its pages opens), so no file requires a file of a subpackage other than its own, and
  // every required file exists. Plugin embeds drawn by main-package pages must land in the main package.
  const packageOf = (rel) => roots.find((r) => rel.startsWith(`${r}/`)) ?? ''
  const known = new Set(files.map((f) => f.rel))
  for (const file of files) {
    if (!file.rel.endsWith('.js')) continue
    const from = packageOf(file.rel)
    const code = sourceOf.get(file.rel) ?? readFileSync(file.path, 'utf8')
    for (const match of code.matchAll(/\brequire\(\s*["'](\.{1,2}\/[^"']+)["']\s*\)/g)) {
      const target = posix.normalize(posix.join(posix.dirname(file.rel), match[1]))
      const wanted = /\.[a-z]+$/.test(target) ? target : `${target}.js`
      const to = packageOf(wanted)
      if (!known.has(wanted)) fail(`${file.rel} requires ${match[1]}, which is not in the output`)
      else if (to && to !== from) fail(`${file.rel} (${from || 'main package'}) requires ${wanted} of subpackage ${to}`)
    }
  }

  // The same rule for webpack's chunks: a page waits for the chunk ids it lists (`.O(0,[ids])`); each one
  // with code must be defined (`webpackJsonp...push([[ids]`) in the main package or the page's own package
  // (Taro copies a chunk shared by subpackages into each of them). Ids without code are style-only chunks.
  const definedIn = new Map()
  const codeOf = (file) => sourceOf.get(file.rel) ?? readFileSync(file.path, 'utf8')
  const jsFiles = files.filter((f) => f.rel.endsWith('.js'))
  for (const file of jsFiles)
    for (const match of codeOf(file).matchAll(/webpackJsonp"?\]?\s*\|\|\s*\[\]\)\.push\(\[\[([\d,\s]+)\]/g))
      for (const id of match[1].split(',').map((x) => x.trim())) definedIn.set(id, (definedIn.get(id) ?? new Set()).add(packageOf(file.rel)))
  for (const file of jsFiles) {
    const from = packageOf(file.rel)
    for (const match of codeOf(file).matchAll(/\.O\(0,\s*\[([\d,\s]+)\]/g))
      for (const id of match[1].split(',').map((x) => x.trim())) {
        const where = definedIn.get(id)
        if (where && !where.has('') && !where.has(from))
          fail(`${file.rel} (${from || 'main package'}) waits for chunk ${id}, which only subpackage ${[...where].join(', ')} has`)
      }
  }

  const largest = [...sizes.entries()].sort((a, b) => b[1] - a[1]).slice(0, 3)
  return { problems, figures: { main, subpackages: sizes.size, largest, apiRoot: expectedRoot, chunks: ownChunks.length } }
}

function main() {
  const args = process.argv.slice(2)
  let root = 'dist'
  const rootAt = args.indexOf('--root')
  if (rootAt >= 0) root = args.splice(rootAt, 2)[1]
  const targets = args.length ? args : MINI_TARGETS
  let failed = false
  for (const target of targets) {
    if (!MINI_TARGETS.includes(target)) continue
    const { problems, figures } = checkTarget(target, join(root, target))
    if (figures) {
      const largest = figures.largest.map(([r, s]) => `${r.replace('pages/plugins/', '')} ${kb(s)}`).join(', ')
      console.log(
        `check ${target}: main package ${kb(figures.main)} (budget ${kb(MAIN_BUDGET)}); ${figures.subpackages} subpackages, largest ${largest} (budget ${kb(SUBPACKAGE_BUDGET)} each); API root ${figures.apiRoot}; ${figures.chunks} app chunks scanned`,
      )
    }
    if (problems.length) {
      failed = true
      console.log(`check ${target}: FAILED`)
      for (const p of problems) console.log(`  - ${p}`)
    } else console.log(`check ${target}: ok`)
  }
  if (failed) process.exit(1)
}

if (import.meta.url === `file://${process.argv[1]}`) main()
