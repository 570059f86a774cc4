// Static file serving for the built H5 app (/web/*) and images (/static/*).
// Files are read once and kept in memory together with their gzip form: the set is small and fixed. A
// brotli copy the build made (`name.js.br`, config/precompress.js) is sent instead to browsers that take br.
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import type { IncomingMessage, ServerResponse } from 'node:http'

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.eot': 'application/vnd.ms-fontobject',
  '.wasm': 'application/wasm',
}
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.map', '.txt', '.svg', '.ttf', '.eot'])

export function contentTypeOf(file: string): string {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream'
}

interface CachedFile {
  mtimeMs: number
  size: number
  body: Buffer
  gzip: Buffer | null
  brotli: Buffer | null
  etag: string
}

/** A directory served with an in-memory cache keyed by absolute path (revalidated by mtime). */
export class StaticDir {
  private cache = new Map<string, CachedFile>()
  constructor(
    readonly root: string,
    private readonly cachePolicy: (relPath: string) => string,
    private readonly maxCachedBytes = 2 * 1024 * 1024,
    /** Headers that depend on the file's content (the app HTML's Content-Security-Policy). */
    private readonly contentHeaders?: (file: string, body: Buffer) => Record<string, string>,
  ) {}

  /** Map a URL path (already stripped of the mount prefix) to a file inside root, or null if unsafe. */
  resolve(relUrlPath: string): string | null {
    let decoded: string
    try {
      decoded = decodeURIComponent(relUrlPath)
    } catch {
      return null
    }
    if (decoded.includes('\0')) return null
    const full = path.resolve(this.root, '.' + path.posix.normalize('/' + decoded))
    if (full !== this.root && !full.startsWith(this.root + path.sep)) return null
    return full
  }

  /** Serve the file; returns false when it does not exist (caller decides on the 404/fallback). */
  serve(req: IncomingMessage, res: ServerResponse, relUrlPath: string): boolean {
    const full = this.resolve(relUrlPath)
    if (!full) return false
    let stat: fs.Stats
    try {
      stat = fs.statSync(full)
    } catch {
      return false
    }
    if (!stat.isFile()) return false
    const entry = this.load(full, stat)
    const ext = path.extname(full).toLowerCase()
    const headers: Record<string, string | number> = {
      'Content-Type': contentTypeOf(full),
      'Cache-Control': this.cachePolicy(relUrlPath),
      ETag: entry.etag,
      'X-Content-Type-Options': 'nosniff',
    }
    if (ext === '.svg') headers['Content-Security-Policy'] = "default-src 'none'; style-src 'unsafe-inline'"
    if (this.contentHeaders) Object.assign(headers, this.contentHeaders(full, entry.body))
    if (req.headers['if-none-match'] === entry.etag) {
      res.writeHead(304, headers)
      res.end()
      return true
    }
    const accepts = String(req.headers['accept-encoding'] ?? '')
    let body = entry.body
    if (entry.brotli && /\bbr\b/.test(accepts)) {
      body = entry.brotli
      headers['Content-Encoding'] = 'br'
    } else if (entry.gzip && /\bgzip\b/.test(accepts)) {
      body = entry.gzip
      headers['Content-Encoding'] = 'gzip'
    }
    if (entry.gzip || entry.brotli) headers.Vary = 'Accept-Encoding'
    headers['Content-Length'] = body.length
    res.writeHead(200, headers)
    res.end(req.method === 'HEAD' ? undefined : body)
    return true
  }

  private load(full: string, stat: fs.Stats): CachedFile {
    const hit = this.cache.get(full)
    if (hit && hit.mtimeMs === stat.mtimeMs && hit.size === stat.size) return hit
    const body = fs.readFileSync(full)
    const compressible = COMPRESSIBLE.has(path.extname(full).toLowerCase()) && body.length > 512
    const entry: CachedFile = {
      mtimeMs: stat.mtimeMs,
      size: stat.size,
      body,
      gzip: compressible ? zlib.gzipSync(body, { level: 9 }) : null,
      brotli: compressible ? readBrotliCopy(full) : null,
      etag: `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`,
    }
    if (body.length <= this.maxCachedBytes) this.cache.set(full, entry)
    return entry
  }
}

/** The build's brotli copy of a file (emitted with it, so never older), when there is one. */
function readBrotliCopy(full: string): Buffer | null {
  try {
    return fs.readFileSync(`${full}.br`)
  } catch {
    return null
  }
}

/** Hashed bundle names (app.3f2a9c1d.js) never change content: cache for a year. */
export function webCachePolicy(relPath: string): string {
  if (relPath === '' || relPath === '/' || relPath.endsWith('.html')) return 'no-cache'
  // The service worker and the manifest are checked on every visit so a new build is seen at once.
  if (relPath === '/sw.js' || relPath.endsWith('.webmanifest')) return 'no-cache'
  if (/[.-][0-9a-f]{8,}\.[a-z0-9]+$/i.test(relPath)) return 'public, max-age=31536000, immutable'
  return 'public, max-age=3600'
}

export function imageCachePolicy(): string {
  return 'public, max-age=86400'
}
