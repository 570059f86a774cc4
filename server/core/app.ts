// The HTTP server: static web app, images, the /api.php endpoint (local DB or proxied upstream).
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import path from 'node:path'
import zlib from 'node:zlib'
import type { Database } from 'better-sqlite3'
import { migrate, openDb } from '../db'
import { seedIfEmpty } from '../db/seed'
import { syncPlugins } from './plugins'
import { readBody, parseUrlEncoded } from './body'
import { userByToken } from './auth'
import { ApiError, RawResponse, fail, type Result } from './result'
import { dispatch, parseRoute } from './router'
import { hasMessage, normaliseLang, translate } from './i18n'
import { imageUrl, unixSeconds } from './format'
import { webContentHeaders } from './csp'
import { StaticDir, imageCachePolicy, webCachePolicy } from './static-files'
import { forwardToUpstream } from './proxy'
import { flushViews } from '../services/goods/access-counter'
import type { Ctx, User } from './context'
import '../controllers'
import '../plugins'

export interface AppOptions {
  dbPath: string
  /** Built H5 app directory (default dist/h5 at the repo root). */
  webRoot?: string
  /** ShopXO base URL: when set, /api.php and /static/ are proxied there. */
  upstream?: string
  /** Server clock (tests pin it). */
  now?: () => Date
  /** No request/diagnostic logging to stdout. */
  quiet?: boolean
  /** Where ctx.log writes (default console.log unless quiet). */
  logger?: (...args: unknown[]) => void
  /** Plugin switches applied at start: comma-separated names, or 'all'. */
  pluginsDisabled?: string
  pluginsEnabled?: string
}

export interface App {
  server: http.Server
  db: Database
  close(): Promise<void>
}

const REPO_ROOT = path.resolve(__dirname, '..', '..')
const SERVER_STATIC_DIR = path.resolve(__dirname, '..', 'static')

/** Only the parameters below come from the query string even if the body repeats them (ShopXO reads them from $_GET). */
const COMMON_QUERY_KEYS = ['s', 'system_type', 'application', 'application_client_type', 'token', 'uuid', 'lang', 'ajax']

export async function createApp(opts: AppOptions): Promise<App> {
  const now = opts.now ?? (() => new Date())
  const log = opts.logger ?? (opts.quiet ? () => undefined : (...args: unknown[]) => console.log(...args))
  const uploadDir = path.join(path.dirname(path.resolve(opts.dbPath)), 'uploads')

  const db = openDb(opts.dbPath)
  migrate(db)
  seedIfEmpty(db, { now: now(), log })
  syncPlugins(db, now(), { disabled: opts.pluginsDisabled, enabled: opts.pluginsEnabled })

  const webDir = new StaticDir(path.resolve(opts.webRoot ?? path.join(REPO_ROOT, 'dist', 'h5')), webCachePolicy, undefined, webContentHeaders)
  const imageDir = new StaticDir(SERVER_STATIC_DIR, imageCachePolicy)
  const uploadStatic = new StaticDir(uploadDir, imageCachePolicy, 0)

  async function handleApi(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const query = parseUrlEncoded(url.search.slice(1))
    const lang = normaliseLang(query.lang)
    let params: Record<string, any>
    let files: Ctx['files'] = []
    try {
      const body = await readBody(req)
      params = { ...query, ...body.params }
      for (const key of COMMON_QUERY_KEYS) if (query[key] !== undefined) params[key] = query[key]
      files = body.files
    } catch (err) {
      const key = err instanceof ApiError ? err.message : 'core.body_invalid'
      sendJson(req, res, fail(translate(lang, hasMessage(key) ? key : 'core.body_invalid')))
      return
    }
    const token = typeof params.token === 'string' ? params.token.trim() : ''
    const { controller, action } = parseRoute(params.s)
    const baseUrl = requestBaseUrl(req)
    let cachedUser: User | null | undefined
    const ctx: Ctx = {
      db,
      params,
      files,
      lang,
      get user(): User | null {
        if (cachedUser === undefined) cachedUser = userByToken(db, token)
        return cachedUser
      },
      set user(value: User | null) {
        cachedUser = value
      },
      token,
      requireUser(): User {
        const user = ctx.user
        if (!user) throw new ApiError(translate(lang, 'core.login_expired'), -400)
        return user
      },
      now,
      nowSeconds: () => unixSeconds(now()),
      clientType: typeof params.application_client_type === 'string' ? params.application_client_type.slice(0, 20) : 'pc',
      uuid: typeof params.uuid === 'string' ? params.uuid.slice(0, 64) : '',
      t: (key, vars) => translate(lang, key, vars),
      baseUrl,
      img: (p) => imageUrl(baseUrl, p),
      log,
      uploadDir,
      controller,
      action,
    }
    const result = await dispatch(ctx)
    if (result instanceof RawResponse) {
      res.writeHead(result.status, { 'Content-Type': result.contentType, 'Cache-Control': 'no-store', ...result.headers })
      res.end(result.body)
      return
    }
    sendJson(req, res, result)
  }

  function serveStatic(req: IncomingMessage, res: ServerResponse, pathname: string): void {
    if (pathname.startsWith('/static/upload/')) {
      if (uploadStatic.serve(req, res, pathname.slice('/static/upload'.length))) return
    } else if (imageDir.serve(req, res, pathname.slice('/static'.length))) return
    notFound(res)
  }

  function serveWeb(req: IncomingMessage, res: ServerResponse, pathname: string): void {
    const rel = pathname.slice('/web'.length) || '/'
    if (rel === '/' || rel === '/index.html') {
      if (webDir.serve(req, res, '/index.html')) return
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' })
      res.end('The H5 app is not built yet: run `npm run build:h5`.')
      return
    }
    if (webDir.serve(req, res, rel)) return
    // Client-side routes (no file extension) get the app shell.
    if (!path.posix.extname(rel) && webDir.serve(req, res, '/index.html')) return
    notFound(res)
  }

  const server = http.createServer((req, res) => {
    const started = process.hrtime.bigint()
    let url: URL
    try {
      url = new URL(req.url ?? '/', 'http://localhost')
    } catch {
      notFound(res)
      return
    }
    const pathname = url.pathname
    const done = () => {
      if (opts.quiet) return
      const ms = Number(process.hrtime.bigint() - started) / 1e6
      const route = pathname === '/api.php' ? ` s=${url.searchParams.get('s') ?? ''}` : ''
      log(`${req.method} ${pathname}${route} ${res.statusCode} ${ms.toFixed(1)}ms`)
    }
    res.on('finish', done)
    try {
      if (opts.upstream && (pathname === '/api.php' || pathname.startsWith('/static/'))) {
        forwardToUpstream(opts.upstream, req, res, log)
        return
      }
      if (pathname === '/api.php') {
        if (req.method !== 'GET' && req.method !== 'POST') {
          res.writeHead(405, { Allow: 'GET, POST' })
          res.end()
          return
        }
        handleApi(req, res, url).catch((err) => {
          log('[error] api:', err)
          if (!res.headersSent) sendJson(req, res, fail(translate('zh', 'core.server_busy')))
        })
        return
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD' })
        res.end()
        return
      }
      if (pathname === '/' || pathname === '/web') {
        res.writeHead(302, { Location: '/web/' })
        res.end()
        return
      }
      if (pathname.startsWith('/web/')) return serveWeb(req, res, pathname)
      if (pathname.startsWith('/static/')) return serveStatic(req, res, pathname)
      notFound(res)
    } catch (err) {
      log('[error] request:', err)
      if (!res.headersSent) {
        res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' })
        res.end('Internal error')
      }
    }
  })
  server.keepAliveTimeout = 65_000

  return {
    server,
    db,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          try {
            flushViews(db)
            db.close()
          } catch {
            /* already closed */
          }
          resolve()
        })
        server.closeAllConnections?.()
      }),
  }
}

/** scheme://host of the request; the Host header is checked so it cannot inject markup into URLs. */
function requestBaseUrl(req: IncomingMessage): string {
  const host = String(req.headers.host ?? '')
  const safeHost = /^[a-z0-9.\-:[\]]{1,255}$/i.test(host) ? host : '127.0.0.1'
  const forwarded = String(req.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]
    .trim()
  const scheme = forwarded === 'https' || forwarded === 'http' ? forwarded : 'http'
  return `${scheme}://${safeHost}`
}

const COMPRESS_MIN_BYTES = 1024

/** An answer's body compressed the best way the browser takes (brotli 5: a third smaller than gzip, as fast). */
function compressAnswer(req: IncomingMessage, body: Buffer): { body: Buffer; encoding?: string } {
  const accepts = String(req.headers['accept-encoding'] ?? '')
  if (body.length < COMPRESS_MIN_BYTES) return { body }
  if (/\bbr\b/.test(accepts)) return { body: zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }), encoding: 'br' }
  if (/\bgzip\b/.test(accepts)) return { body: zlib.gzipSync(body, { level: 4 }), encoding: 'gzip' }
  return { body }
}

function sendJson(req: IncomingMessage, res: ServerResponse, result: Result): void {
  const { body, encoding } = compressAnswer(req, Buffer.from(JSON.stringify(result)))
  const headers: Record<string, string | number> = {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Length': body.length,
  }
  if (encoding) {
    headers['Content-Encoding'] = encoding
    headers.Vary = 'Accept-Encoding'
  }
  res.writeHead(200, headers)
  res.end(body)
}

function notFound(res: ServerResponse): void {
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' })
  res.end('Not found')
}
