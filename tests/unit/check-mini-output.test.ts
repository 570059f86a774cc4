import { spawnSync } from 'node:child_process'
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'

// The structural check run by scripts/build-all.mjs after the mini-program builds, over a small
// hand-made weapp output: a good one passes, and each kind of breakage is named.
const SCRIPT = join(__dirname, '..', '..', 'scripts', 'check-mini-output.mjs')
const API_ROOT = 'https://shop.example/'

let root: string

function put(rel: string, content: string | Buffer): void {
  const path = join(root, 'weapp', rel)
  mkdirSync(dirname(path), { recursive: true })
  writeFileSync(path, content)
}

function page(path: string, code = 'Page({})'): void {
  put(`${path}.js`, code)
  put(`${path}.json`, '{}')
  put(`${path}.wxml`, '<view/>')
}

const TABS = ['pages/index/index', 'pages/cart/cart']

function goodOutput(): void {
  put(
    'app.json',
    JSON.stringify({
      pages: TABS,
      subPackages: [{ root: 'pages/plugins/coupon', pages: ['index/index'] }],
      preloadRule: { 'pages/index/index': { network: 'all', packages: ['pages/plugins/coupon'] } },
      tabBar: {
        custom: true,
        list: TABS.map((pagePath) => ({ pagePath, text: 'x', iconPath: 'assets/a.png', selectedIconPath: 'assets/b.png' })),
      },
    }),
  )
  for (const p of TABS) page(p)
  page('pages/plugins/coupon/index/index')
  page('custom-tab-bar/index', 'Component({})')
  put('assets/a.png', 'png')
  put('assets/b.png', 'png')
  put('project.config.json', JSON.stringify({ appid: 'touristappid', setting: { urlCheck: false } }))
  put('app.js', `var base=${JSON.stringify(API_ROOT)};App({})`)
  // Taro's runtime may keep its browser branches: not the app's code.
  put('taro.js', 'function x(){return document.createElement("div")}')
}

function check(env: Record<string, string> = {}) {
  const run = spawnSync(process.execPath, [SCRIPT, '--root', root, 'weapp'], {
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', TARO_APP_REQUEST_URL: API_ROOT, ...env } as unknown as NodeJS.ProcessEnv,
  })
  return { ok: run.status === 0, out: run.stdout + run.stderr }
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'mini-check-'))
  goodOutput()
})

afterEach(() => rmSync(root, { recursive: true, force: true }))

describe('check-mini-output', () => {
  it('passes a complete output and prints the package sizes', () => {
    const { ok, out } = check()
    expect(out).toMatch(/check weapp: main package [\d.]+ KB \(budget 1536\.0 KB\); 1 subpackages, largest coupon [\d.]+ KB/)
    expect(out).toContain(`API root ${API_ROOT}`)
    expect(ok).toBe(true)
  })

  it('names a page without its template and a missing subpackage root', () => {
    rmSync(join(root, 'weapp', 'pages/cart/cart.wxml'))
    rmSync(join(root, 'weapp', 'pages/plugins/coupon'), { recursive: true })
    const { ok, out } = check()
    expect(ok).toBe(false)
    expect(out).toContain('pages/cart/cart.wxml is missing')
    expect(out).toContain('subpackage root pages/plugins/coupon does not exist')
  })

  it('fails on browser-only code in the app chunks, not in Taro runtime', () => {
    page('pages/cart/cart', 'Page({onTap(){location.href=u}})')
    const { ok, out } = check()
    expect(ok).toBe(false)
    expect(out).toContain('pages/cart/cart.js has browser-only code')
    expect(out).not.toContain('taro.js has browser-only code')
  })

  it('fails when the compiled API root is not the one set for the build', () => {
    expect(check({ TARO_APP_REQUEST_URL: 'https://other.example' }).out).toContain('the API root https://other.example/ is not compiled')
    // Unset: mini-programs default to the demo server on this machine.
    expect(check({ TARO_APP_REQUEST_URL: '' }).out).toContain('the API root http://127.0.0.1:8080/ is not compiled')
  })

  it('keeps each subpackage under 1 MB', () => {
    put('pages/plugins/coupon/big.js', Buffer.alloc(1024 * 1024 + 1, 32))
    const { ok, out } = check()
    expect(ok).toBe(false)
    expect(out).toMatch(/subpackage pages\/plugins\/coupon [\d.]+ KB is over 1024\.0 KB/)
  })

  it('checks the project file: app id from TARO_APP_ID, no domain check', () => {
    put('project.config.json', JSON.stringify({ appid: 'touristappid', setting: { urlCheck: true } }))
    const { ok, out } = check({ TARO_APP_ID: 'wx123' })
    expect(ok).toBe(false)
    expect(out).toContain('appid is touristappid, TARO_APP_ID is wx123')
    expect(out).toContain('still checks request domains')
  })

  it('keeps the subpackage rule: main-package code never requires a file of a subpackage', () => {
    put('common.js', 'module.exports={}')
    put('pages/plugins/coupon/sub-common.js', 'module.exports={}')
    // A subpackage may use the main package's and its own files.
    page('pages/plugins/coupon/index/index', 'require("../../../../common");require("../sub-common");Page({})')
    page('pages/index/index', 'require("../../common");Page({})')
    expect(check().ok).toBe(true)
    // A main page that needs a plugin's embed from the subpackage's chunk breaks until that package loads.
    page('pages/index/index', 'require("../../common");require("../plugins/coupon/sub-common");Page({})')
    page('pages/cart/cart', 'require("../../gone");Page({})')
    const { ok, out } = check()
    expect(ok).toBe(false)
    expect(out).toContain('pages/index/index.js (main package) requires pages/plugins/coupon/sub-common.js of subpackage pages/plugins/coupon')
    expect(out).toContain('pages/cart/cart.js requires ../../gone, which is not in the output')
  })

  it('keeps the subpackage rule for webpack chunks: a main page never waits for a chunk only a subpackage defines', () => {
    const chunk = (id: number) => `(wx["webpackJsonp"]=wx["webpackJsonp"]||[]).push([[${id}],{}])`
    put('common.js', chunk(1))
    put('pages/plugins/coupon/sub-common.js', chunk(77))
    page('pages/plugins/coupon/index/index', 'require("../sub-common");e.O(0,[77,1])')
    page('pages/index/index', 'e.O(0,[1,5])')
    expect(check().ok).toBe(true)
    page('pages/index/index', 'e.O(0,[1,77])')
    const { ok, out } = check()
    expect(ok).toBe(false)
    expect(out).toContain('pages/index/index.js (main package) waits for chunk 77, which only subpackage pages/plugins/coupon has')
  })

  it('wants the custom tab bar component where the bar is custom, and a preload rule for home', () => {
    rmSync(join(root, 'weapp', 'custom-tab-bar'), { recursive: true })
    put('app.json', JSON.stringify({ pages: TABS, tabBar: { custom: true, list: [] } }))
    const { out } = check()
    expect(out).toContain('custom-tab-bar/index.js is missing')
    expect(out).toContain('no preloadRule for the home page')
  })
})
