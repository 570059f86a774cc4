// The HTTP layer: routing, static files, params parsing, error envelope, proxy mode.
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import type { AddressInfo } from 'node:net'
import { startTestApp, type TestApp } from './helpers'
import { registerController, registerPlugin, ok } from '../../server/core/router'
import { parseMultipart, parseUrlEncoded, detectImage } from '../../server/core/body'
import { money, formatTime, pagedList, readPaging, imageUrl } from '../../server/core/format'
import { migrate, openDb, loadMigrations } from '../../server/db'

let t: TestApp
let webRoot: string

beforeAll(async () => {
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-web-'))
  fs.writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>shop</title>' + '<p>x</p>'.repeat(200))
  fs.mkdirSync(path.join(webRoot, 'js'))
  fs.writeFileSync(path.join(webRoot, 'js', 'app.3f2a9c1d.js'), 'console.log(1);'.repeat(200))
  // The build's brotli copy (config/precompress.js) of one script.
  fs.writeFileSync(path.join(webRoot, 'js', 'page.5a6b7c8d.js'), 'console.log(2);'.repeat(200))
  fs.writeFileSync(path.join(webRoot, 'js', 'page.5a6b7c8d.js.br'), zlib.brotliCompressSync(Buffer.from('console.log(2);'.repeat(200))))
  fs.writeFileSync(path.join(webRoot, 'sw.js'), 'self.addEventListener("fetch", () => {})')
  fs.writeFileSync(path.join(webRoot, 'manifest.webmanifest'), '{"name":"shop","start_url":"/web/"}')
  t = await startTestApp({ webRoot })
})
afterAll(async () => {
  await t.close()
  fs.rmSync(webRoot, { recursive: true, force: true })
})

describe('static files', () => {
  it('redirects / to /web/ and serves the app shell without caching', async () => {
    const root = await fetch(`${t.baseUrl}/`, { redirect: 'manual' })
    expect(root.status).toBe(302)
    expect(root.headers.get('location')).toBe('/web/')
    const index = await fetch(`${t.baseUrl}/web/`)
    expect(index.headers.get('content-type')).toMatch(/text\/html/)
    expect(index.headers.get('cache-control')).toBe('no-cache')
    expect(await index.text()).toContain('<title>shop</title>')
    const deepLink = await fetch(`${t.baseUrl}/web/pages/index/index`)
    expect(await deepLink.text()).toContain('<title>shop</title>')
  })

  it('caches hashed assets for a year and gzips when asked', async () => {
    const raw = await new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get(`${t.baseUrl}/web/js/app.3f2a9c1d.js`, { headers: { 'Accept-Encoding': 'gzip' } }, (res) => {
          const chunks: Buffer[] = []
          res.on('data', (c) => chunks.push(c))
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }))
        })
        .on('error', reject)
    })
    expect(raw.headers['content-type']).toMatch(/javascript/)
    expect(raw.headers['cache-control']).toContain('immutable')
    expect(raw.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(raw.body).toString()).toContain('console.log(1);')
  })

  it("sends the build's brotli copy to a browser that takes br, and gzip or the plain file otherwise", async () => {
    const get = (file: string, encoding: string) =>
      new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        http
          .get(`${t.baseUrl}/web/js/${file}`, { headers: { 'Accept-Encoding': encoding } }, (res) => {
            const chunks: Buffer[] = []
            res.on('data', (c) => chunks.push(c))
            res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }))
          })
          .on('error', reject)
      })
    const br = await get('page.5a6b7c8d.js', 'gzip, deflate, br, zstd')
    expect([br.headers['content-encoding'], br.headers.vary]).toEqual(['br', 'Accept-Encoding'])
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe('console.log(2);'.repeat(200))
    const gz = await get('page.5a6b7c8d.js', 'gzip')
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(gz.body).toString()).toBe('console.log(2);'.repeat(200))
    const plain = await get('page.5a6b7c8d.js', 'identity')
    expect([plain.headers['content-encoding'], plain.body.toString()]).toEqual([undefined, 'console.log(2);'.repeat(200)])
    // Without a brotli copy, br-capable browsers get gzip.
    expect((await get('app.3f2a9c1d.js', 'gzip, br')).headers['content-encoding']).toBe('gzip')
  })

  it('serves the service worker under /web/ and the manifest, both revalidated on every visit', async () => {
    const sw = await fetch(`${t.baseUrl}/web/sw.js`)
    expect(sw.status).toBe(200)
    expect(sw.headers.get('content-type')).toMatch(/javascript/)
    expect(sw.headers.get('cache-control')).toBe('no-cache')
    const manifest = await fetch(`${t.baseUrl}/web/manifest.webmanifest`)
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/)
    expect(manifest.headers.get('cache-control')).toBe('no-cache')
    expect(await manifest.json()).toEqual({ name: 'shop', start_url: '/web/' })
  })

  it('serves seeded SVG images and refuses path traversal', async () => {
    const img = await fetch(`${t.baseUrl}/static/goods/1.svg`)
    expect(img.status).toBe(200)
    expect(img.headers.get('content-type')).toBe('image/svg+xml')
    expect(await img.text()).toContain('<svg')
    for (const p of ['/static/../main.ts', '/static/%2e%2e/main.ts', '/web/..%2f..%2fpackage.json', '/static/upload/../../shop.db']) {
      const res = await fetch(`${t.baseUrl}${p}`)
      expect([p, res.status]).toEqual([p, 404])
    }
  })

  it('every image URL in the API is local', async () => {
    const home = await t.call('index/index')
    const urls = JSON.stringify(home.data).match(/https?:\/\/[^"\\]+/g) ?? []
    expect(urls.length).toBeGreaterThan(10)
    expect(urls.every((u) => u.startsWith(t.baseUrl))).toBe(true)
  })
})

describe('api dispatch', () => {
  it('answers unknown routes like ShopXO, case-insensitively', async () => {
    expect(await t.call('NoSuch/thing')).toEqual({ code: -1000, msg: '控制器不存在(nosuch)', data: '' })
    expect(await t.call('Goods/NoSuchAction')).toEqual({ code: -1000, msg: '非法访问(nosuchaction)', data: '' })
    expect((await t.call('GOODS/Detail', { id: 2 })).code).toBe(0)
  })

  it('compresses a large answer with brotli when the browser takes it, with gzip otherwise', async () => {
    registerController('big', { index: () => ok({ text: 'goods '.repeat(1000) }) })
    const answer = (encoding: string) =>
      new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        const req = http.request(`${t.baseUrl}/api.php?s=big/index`, { method: 'POST', headers: { 'Accept-Encoding': encoding } }, (res) => {
          const chunks: Buffer[] = []
          res.on('data', (c) => chunks.push(c))
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }))
        })
        req.on('error', reject)
        req.end()
      })
    const br = await answer('gzip, deflate, br')
    expect(br.headers['content-encoding']).toBe('br')
    expect(JSON.parse(zlib.brotliDecompressSync(br.body).toString()).data.text).toBe('goods '.repeat(1000))
    const gz = await answer('gzip')
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(JSON.parse(zlib.gunzipSync(gz.body).toString()).data.text).toBe('goods '.repeat(1000))
  })

  it('turns unexpected exceptions into a generic -1 without details', async () => {
    registerController('boom', {
      index: () => {
        throw new Error('secret internal detail')
      },
    })
    const reply = await t.call('boom/index')
    expect(reply).toEqual({ code: -1, msg: '服务器繁忙，请稍后再试', data: '' })
    const en = await t.call('boom/index', {}, { lang: 'en' })
    expect(en.msg).toBe('Server busy, please try again later')
  })

  it('dispatches registered plugins and reports disabled ones', async () => {
    registerPlugin('demoplugin', 'index', { hello: (ctx) => ok({ hi: ctx.params.name }) })
    const reply = await t.call('plugins/index', { pluginsname: 'demoplugin', pluginscontrol: 'index', pluginsaction: 'hello', name: 'x' })
    expect(reply).toEqual({ code: 0, msg: 'success', data: { hi: 'x' } })
    expect((await t.call('plugins/index', { pluginsname: 'demoplugin', pluginscontrol: 'index', pluginsaction: 'nope' })).code).toBe(-1000)
    expect(await t.call('plugins/index', { pluginsname: 'nosuchplugin' })).toEqual({ code: -11, msg: '应用未启用[nosuchplugin]', data: '' })
  })

  it('reads params from query, JSON, urlencoded (with a[] / a[0] / a[b]) and GET', async () => {
    registerController('echo', { index: (ctx) => ok(ctx.params) })
    const json = await t.call('echo/index', { ids: [1, 2], nested: { a: 1 } })
    expect(json.data).toMatchObject({ ids: [1, 2], nested: { a: 1 }, s: 'echo/index' })
    const res = await fetch(`${t.baseUrl}/api.php?s=echo/index&q=1`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'a[]=1&a[]=2&b[0]=x&b[1]=y&c[k]=v&s=evil/override',
    })
    const form = (await res.json()) as { data: unknown }
    expect(form.data).toMatchObject({ a: ['1', '2'], b: ['x', 'y'], c: { k: 'v' }, q: '1', s: 'echo/index' })
  })
})

describe('parsers and formatters', () => {
  it('parses multipart fields and files', () => {
    const boundary = 'XyZ'
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="action"\r\n\r\nuploadimage\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="tags[]"\r\n\r\na\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="upfile"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n`),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ])
    const parsed = parseMultipart(body, boundary)
    expect(parsed.params).toEqual({ action: 'uploadimage', tags: ['a'] })
    expect(parsed.files).toHaveLength(1)
    expect(parsed.files[0]).toMatchObject({ field: 'upfile', filename: 'x.png' })
    expect(parsed.files[0].data.equals(png)).toBe(true)
    expect(detectImage(parsed.files[0])).toEqual({ ext: 'png', mime: 'image/png' })
    expect(detectImage({ ...parsed.files[0], data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') })).toBeNull()
  })

  it('parses PHP-style form keys safely', () => {
    expect(parseUrlEncoded('a[]=1&a[]=2&o[x][y]=3&__proto__[p]=1')).toEqual({ a: ['1', '2'], o: { x: { y: '3' } } })
  })

  it('formats money, time, paging and image URLs', () => {
    expect(money(130)).toBe('130.00')
    expect(money('19.9')).toBe('19.90')
    expect(money(0.1 + 0.2)).toBe('0.30')
    expect(formatTime(0)).toBe('')
    expect(formatTime(1795311473)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    expect(readPaging({ page: '3', page_size: '10' })).toEqual({ page: 3, page_size: 10, offset: 20 })
    expect(readPaging({ page: -1, page_size: 100000 })).toEqual({ page: 1, page_size: 100, offset: 0 })
    expect(pagedList({ page: 1, page_size: 15, offset: 0 }, 31, [])).toMatchObject({ total: 31, page_total: 3 })
    expect(imageUrl('http://h', '/static/goods/1.svg')).toBe('http://h/static/goods/1.svg')
    expect(imageUrl('http://h', '')).toBe('')
  })

  it('migrations are versioned and run once', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-mig-'))
    const db = openDb(path.join(dir, 'm.db'))
    expect(migrate(db)).toBe(loadMigrations().length)
    expect(migrate(db)).toBe(0)
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal')
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1)
    db.close()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it('runs a migration numbered below one already applied (work areas reserve number ranges)', () => {
    const db = openDb(':memory:')
    const made = (version: number) => ({ version, name: `${version}_t${version}`, up: (d: typeof db) => d.exec(`CREATE TABLE t${version} (id INTEGER)`) })
    expect(migrate(db, [made(1), made(40)])).toBe(2)
    expect(migrate(db, [made(1), made(30), made(40)])).toBe(1)
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 't30'").get()).toBeTruthy()
    expect(migrate(db, [made(1), made(30), made(40)])).toBe(0)
    db.close()
  })
})

describe('proxy mode', () => {
  it('forwards /api.php and /static/ with method, query, headers and body', async () => {
    const seen: Array<{ method?: string; url?: string; body: string; contentType?: string }> = []
    const upstream = http.createServer((req, res) => {
      const chunks: Buffer[] = []
      req.on('data', (c) => chunks.push(c))
      req.on('end', () => {
        seen.push({ method: req.method, url: req.url, body: Buffer.concat(chunks).toString(), contentType: req.headers['content-type'] })
        res.writeHead(200, { 'Content-Type': 'application/json', 'X-Upstream': 'yes' })
        res.end(JSON.stringify({ msg: 'from upstream', code: 0, data: { url: req.url } }))
      })
    })
    await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r))
    const upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/shop/`
    const proxied = await startTestApp({ upstream: upstreamUrl })
    try {
      const reply = await proxied.call('cart/index', { hello: 'world' }, { token: 'abc' })
      expect(reply.msg).toBe('from upstream')
      expect(seen[0].method).toBe('POST')
      expect(seen[0].url).toMatch(/^\/shop\/api\.php\?s=cart%2Findex&.*token=abc/)
      expect(JSON.parse(seen[0].body)).toEqual({ hello: 'world' })
      expect(seen[0].contentType).toBe('application/json')
      const img = await fetch(`${proxied.baseUrl}/static/upload/x.png?v=1`)
      expect(img.headers.get('x-upstream')).toBe('yes')
      expect(seen[1]).toMatchObject({ method: 'GET', url: '/shop/static/upload/x.png?v=1' })
    } finally {
      await proxied.close()
      await new Promise<void>((r) => upstream.close(() => r()))
    }
  })

  it('answers 502 with an envelope when the upstream is down', async () => {
    const proxied = await startTestApp({ upstream: 'http://127.0.0.1:1/' })
    try {
      const res = await fetch(`${proxied.baseUrl}/api.php?s=index/index`)
      expect(res.status).toBe(502)
      expect(((await res.json()) as { code: number }).code).toBe(-1)
    } finally {
      await proxied.close()
    }
  })
})
