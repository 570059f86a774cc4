// Proxy mode: forward /api.php and /static/ to a real ShopXO server, streaming both ways.
import http from 'node:http'
import https from 'node:https'
import type { IncomingMessage, ServerResponse } from 'node:http'

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'te', 'trailer', 'transfer-encoding', 'upgrade', 'host'])

export function forwardToUpstream(upstream: string, req: IncomingMessage, res: ServerResponse, log: (...a: unknown[]) => void): void {
  const base = new URL(upstream.endsWith('/') ? upstream : upstream + '/')
  // Keep the upstream's own path prefix (e.g. https://host/shop/) in front of the request path.
  const target = new URL(base.pathname.replace(/\/$/, '') + (req.url ?? '/'), base)
  const headers: http.OutgoingHttpHeaders = {}
  for (const [name, value] of Object.entries(req.headers)) if (!HOP_BY_HOP.has(name) && value !== undefined) headers[name] = value
  headers.host = target.host
  const client = target.protocol === 'https:' ? https : http
  const upstreamReq = client.request(target, { method: req.method, headers }, (upstreamRes) => {
    const outHeaders: http.OutgoingHttpHeaders = {}
    for (const [name, value] of Object.entries(upstreamRes.headers)) if (!HOP_BY_HOP.has(name) && value !== undefined) outHeaders[name] = value
    res.writeHead(upstreamRes.statusCode ?? 502, outHeaders)
    upstreamRes.pipe(res)
  })
  upstreamReq.setTimeout(30_000, () => upstreamReq.destroy(new Error('upstream timeout')))
  upstreamReq.on('error', (err) => {
    log('[proxy] upstream error:', err.message)
    if (!res.headersSent) {
      res.writeHead(502, { 'Content-Type': 'application/json; charset=utf-8' })
      res.end(JSON.stringify({ msg: 'Upstream unavailable', code: -1, data: '' }))
    } else res.destroy()
  })
  req.pipe(upstreamReq)
}
