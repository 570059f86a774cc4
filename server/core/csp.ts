// Content-Security-Policy of the H5 app's HTML (/web/). The built index.html carries two small
// inline scripts (the rem base and the boot placeholder); they are allowed by their sha256, computed
// from the file actually served, so a rebuild never needs a policy edit and nothing else inline runs.
import { createHash } from 'node:crypto'

/** sha256 sources of every inline <script> (no src) in an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\bsrc\s*=/i.test(match[1])) continue
    hashes.add(`'sha256-${createHash('sha256').update(match[2], 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}

/** The policy for an app HTML page whose inline scripts have these hash sources. */
export function webContentSecurityPolicy(scriptHashes: string[]): string {
  return [
    "default-src 'self'",
    // Scripts: the bundle's own files and the hashed inline boot scripts; no eval, no inline handlers,
    // and so no javascript: URLs either.
    `script-src 'self' ${scriptHashes.join(' ')}`.trim(),
    // Styles need 'unsafe-inline': Taro's H5 runtime and router write style attributes and inject
    // <style> elements at run time, and the page shell sets the theme's CSS variables in a style
    // attribute. Style cannot run script; the sanitiser strips positioning from server HTML.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' https: data: blob:",
    "media-src 'self' https: blob:",
    "font-src 'self' data:",
    // The API is same-origin here (also in proxy mode, SHOPXO_UPSTREAM). Taro's web uploadFile reads the
    // picked photo back from its blob: URL with an XHR before posting it.
    "connect-src 'self' blob:",
    // The web-view page frames payment gateways and shop pages; gateway forms post to them.
    "frame-src 'self' https:",
    "form-action 'self' https:",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'self'",
  ].join('; ')
}

const cache = new WeakMap<Buffer, string>()

/** The CSP header for a served HTML body, computed once per cached file body. */
export function cspForHtml(body: Buffer): string {
  let policy = cache.get(body)
  if (!policy) {
    policy = webContentSecurityPolicy(inlineScriptHashes(body.toString('utf8')))
    cache.set(body, policy)
  }
  return policy
}

/** Extra headers of a file of the H5 app: the policy (and its older cousins) on HTML pages only. */
export function webContentHeaders(file: string, body: Buffer): Record<string, string> {
  if (!file.endsWith('.html')) return {}
  return { 'Content-Security-Policy': cspForHtml(body), 'X-Frame-Options': 'SAMEORIGIN', 'Referrer-Policy': 'strict-origin-when-cross-origin' }
}
