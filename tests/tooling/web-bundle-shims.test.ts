// The H5 build's stand-ins for parts of Taro (config/shims) and its source rewrites (config/loaders):
// each must answer exactly as the code it replaces does for the calls the app makes.
import { readFileSync } from 'node:fs'
import platform from 'platform'
import UniversalRouter from 'universal-router'
import { parse } from '../../config/shims/router-query-string'
import StaticRoutes from '../../config/shims/router-static-routes'
import platformLite from '../../config/shims/platform-lite'
import { isPlainManifest, lazyManifest } from '../../config/loaders/lazy-fills'
import { webAppConfig } from '../../config/loaders/web-app-config'
import { reportNaturalSize } from '../../config/loaders/taro-image-size'

describe('router query-string stand-in', () => {
  it('reads a page query as query-string does with decode: false (the router call)', () => {
    const found = parse('?id=12&spec=%E7%BA%A2&b=1&b=2&flag', { decode: false })
    expect(Object.keys(found)).toEqual(['b', 'flag', 'id', 'spec'])
    expect(found).toEqual({ b: ['1', '2'], flag: null, id: '12', spec: '%E7%BA%A2' })
  })

  it('decodes when asked, tolerates a bad escape and reads nothing from a non-string', () => {
    expect(parse('a=%E7%BA%A2+x&bad=%E0%A4%A')).toEqual({ a: '红 x', bad: '%E0%A4%A' })
    expect(parse('#x=1&&y=')).toEqual({ x: '1', y: '' })
    expect(parse(undefined as unknown as string)).toEqual({})
  })
})

describe('router route-table stand-in', () => {
  // Taro's router: `new UniversalRouter(routes, { baseUrl })`, then `resolve(pathname)`, whose answer is the
  // page's `load(context, params)` (an array); it reads `context.pathname` and `params`, and 404 by `status`.
  const table = () => [
    { path: '/pages/index/index', action: (context: { pathname: string }, params: object) => ['home', context.pathname, params] },
    { path: '/pages/goods-detail/goods-detail', action: () => undefined },
    { path: '/pages/goods-detail/goods-detail', action: (context: { pathname: string }, params: object) => ['detail', context.pathname, params] },
    { path: ['/pages/a/a', '/pages/b/b'], action: (context: { pathname: string }, params: object) => ['alias', context.pathname, params] },
  ]
  const answer = (router: { resolve: (path: string) => Promise<unknown> }, path: string) =>
    router.resolve(path).then(
      (found) => ({ found }),
      (error: { status?: number }) => ({ status: error.status }),
    )
  it.each([
    ['/pages/index/index'],
    ['/pages/index/index/'],
    ['/Pages/Index/Index'],
    ['/pages/goods-detail/goods-detail'],
    ['/pages/b/b'],
    ['/pages/index'],
    ['/pages/index/index/x'],
    ['/nowhere'],
  ])('answers %s as universal-router does', async (path) => {
    const real = await answer(new UniversalRouter(table() as never, { baseUrl: '' }), path)
    const lite = await answer(new StaticRoutes(table(), { baseUrl: '' }), path)
    expect(lite).toEqual(real)
  })
  it('takes the base off the path first', async () => {
    const real = await answer(new UniversalRouter(table() as never, { baseUrl: '/web' }), '/web/pages/index/index')
    expect(await answer(new StaticRoutes(table(), { baseUrl: '/web' }), '/web/pages/index/index')).toEqual(real)
    expect(real).toEqual({ found: ['home', '/web/pages/index/index', {}] })
  })
})

describe('platform stand-in', () => {
  // Taro's getDeviceInfo reads brand, model, system (os.toString()) and platform (os.family); the app
  // reads none of them, but a phone's answers stay the same.
  const phones = [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
    'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
  ]
  it.each(phones)('names the system and the Apple device as platform does: %s', (ua) => {
    const real = platform.parse(ua)
    const lite = platformLite.parse(ua)
    expect(lite.os?.family).toBe(real.os?.family)
    expect(String(lite.os)).toBe(String(real.os))
    expect(lite.manufacturer ?? null).toBe(real.manufacturer ?? null)
  })
  it('names a desktop system family as platform does (without its architecture)', () => {
    const ua = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36'
    expect(platformLite.parse(ua).os?.family).toBe(platform.parse(ua).os?.family)
  })
})

describe('web app config without the unread page lists', () => {
  const routes = (pages: string[]) => `config.routes = [\n  ${pages.map((page) => `Object.assign({\n  path: '${page}',\n  load: f\n}, {})`).join(',')}\n]`
  const entry = (config: { pages: string[] }) =>
    `import x from 'y'\nvar config = ${JSON.stringify(config)}\nwindow.__taroAppConfig = config\n${routes(config.pages)}`
  it('drops the second list of the plugin pages and every page but the first, and keeps the rest of the entry', () => {
    const out = webAppConfig(
      entry({ pages: ['pages/a/a', 'pages/plugins/p/x/x'], subPackages: [{ root: 'pages/plugins/p', pages: ['x/x'] }], window: {} } as never),
    )
    expect(out).toContain(`var config = ${JSON.stringify({ pages: ['pages/a/a'], window: {} })}\n`)
    expect(out).toContain("import x from 'y'")
    expect(out).toContain("path: 'pages/plugins/p/x/x'")
  })
  it('refuses to drop a subpackage page that pages does not list', () => {
    expect(() => webAppConfig(entry({ pages: ['pages/a/a'], subPackages: [{ root: 'pages/plugins/p', pages: ['x/x'] }] } as never))).toThrow(
      /pages\/plugins\/p\/x\/x/,
    )
  })
  it("drops each route's static title and keeps the rest of its config", () => {
    const source = [
      `var config = ${JSON.stringify({ pages: ['pages/a/a'], window: { navigationBarTitleText: 'ShopXO' } })}`,
      'config.routes = [',
      `  Object.assign({\n  path: 'pages/a/a',\n  load: f\n}, ${JSON.stringify({ navigationBarTitleText: '首"页', enablePullDownRefresh: true })}),`,
      `Object.assign({\n  path: 'pages/b/b',\n  load: f\n}, ${JSON.stringify({ enablePullDownRefresh: false, navigationBarTitleText: 'B' })}),`,
      `Object.assign({\n  path: 'pages/c/c',\n  load: f\n}, ${JSON.stringify({ navigationBarTitleText: 'C' })})`,
      ']',
    ].join('\n')
    const out = webAppConfig(source)
    expect(out).toContain('"window":{"navigationBarTitleText":"ShopXO"}')
    expect(out).toContain('}, {"enablePullDownRefresh":true})')
    expect(out).toContain('}, {"enablePullDownRefresh":false})')
    expect(out).toContain('}, {})')
    expect(out.split('config.routes')[1]).not.toContain('navigationBarTitleText')
  })
  it('refuses to drop a page that has no route in the entry', () => {
    const source = `var config = ${JSON.stringify({ pages: ['pages/a/a', 'pages/b/b'] })}\n${routes(['pages/a/a'])}`
    expect(() => webAppConfig(source)).toThrow(/pages\/b\/b/)
  })
})

describe('lazy plugin fills', () => {
  const manifest = "// comment\nimport '@/pages/plugins/coupon/embeds/checkout'\n\nimport '@/pages/plugins/points/embeds/checkout'\n"
  it('turns a manifest of embed imports into one lazy chunk of itself', () => {
    expect(isPlainManifest(manifest)).toBe(true)
    expect(lazyManifest(manifest, 'checkout.ts')).toBe("import { loadFills } from '@/slots/fills-pending'\nloadFills(() => import('./checkout.ts?eager'))\n")
  })
  it('leaves a manifest with anything else in it as it is', () => {
    const mixed = `${manifest}export const x = 1\n`
    expect(isPlainManifest(mixed)).toBe(false)
    expect(lazyManifest(mixed, 'checkout.ts')).toBe(mixed)
    expect(isPlainManifest('// nothing\n')).toBe(false)
  })
})

describe("Taro Image's load size", () => {
  const installed = readFileSync(require.resolve('@tarojs/components-react/dist/components/image/index.js'), 'utf8')
  it('reports the picture size (no layout) in the installed Taro', () => {
    const rewritten = reportNaturalSize(installed)
    expect(rewritten).toContain('width: e.target.naturalWidth, height: e.target.naturalHeight')
    expect(rewritten).not.toMatch(/e\.target\.width|e\.target\.height/)
  })
  it('stops the build when Taro no longer reads the laid-out size', () => {
    expect(() => reportNaturalSize('export default function Image() {}')).toThrow(/taro-image-size/)
  })
})
