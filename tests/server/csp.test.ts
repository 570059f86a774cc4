// The H5 app's HTML is served with a Content-Security-Policy whose only inline scripts are the
// ones in the built file, by hash.
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startTestApp, type TestApp } from './helpers'
import { inlineScriptHashes, webContentSecurityPolicy } from '../../server/core/csp'

const BOOT = 'document.documentElement.style.fontSize="20px"'
const PLACEHOLDER = "\n  setTimeout(function () { document.body.className = 'late' }, 60000);\n"
const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

let t: TestApp
let webRoot: string

beforeAll(async () => {
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-csp-'))
  fs.writeFileSync(
    path.join(webRoot, 'index.html'),
    `<!doctype html><html><head><script>${BOOT}</script><script defer="defer" src="/web/js/app.1234abcd.js"></script></head><body><div id="app"></div><script>${PLACEHOLDER}</script></body></html>`,
  )
  fs.mkdirSync(path.join(webRoot, 'js'))
  fs.writeFileSync(path.join(webRoot, 'js', 'app.1234abcd.js'), 'console.log(1)')
  t = await startTestApp({ webRoot })
})

afterAll(async () => {
  await t.close()
  fs.rmSync(webRoot, { recursive: true, force: true })
})

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  )
}

describe('content security policy of the web build', () => {
  it('hashes exactly the inline scripts of the served HTML', () => {
    expect(inlineScriptHashes(`<script>${BOOT}</script><script src="a.js"></script><script>${PLACEHOLDER}</script>`)).toEqual([sha(BOOT), sha(PLACEHOLDER)])
    expect(inlineScriptHashes('<p>no scripts</p>')).toEqual([])
  })

  for (const route of ['/web/', '/web/index.html', '/web/pages/index/index']) {
    it(`sends the policy with the app shell at ${route}`, async () => {
      const res = await fetch(`${t.baseUrl}${route}`)
      expect(res.status).toBe(200)
      const policy = directives(res.headers.get('content-security-policy') ?? '')
      expect(policy.get('script-src')?.sort()).toEqual(["'self'", sha(BOOT), sha(PLACEHOLDER)].sort())
      expect(policy.get('object-src')).toEqual(["'none'"])
      expect(policy.get('base-uri')).toEqual(["'self'"])
      expect(policy.get('frame-ancestors')).toEqual(["'self'"])
      expect(policy.get('worker-src')).toEqual(["'self'"])
      expect(policy.get('manifest-src')).toEqual(["'self'"])
      expect(policy.get('connect-src')).toEqual(["'self'", 'blob:']) // uploads read the picked photo from its blob: URL
      expect(policy.get('img-src')?.sort()).toEqual(["'self'", 'blob:', 'data:', 'https:'].sort())
      expect(policy.get('default-src')).toEqual(["'self'"])
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    })
  }

  it('never allows inline script, eval or script URLs wholesale', () => {
    const policy = directives(webContentSecurityPolicy([sha(BOOT)]))
    for (const name of ['script-src', 'default-src']) {
      expect(policy.get(name)).not.toContain("'unsafe-inline'")
      expect(policy.get(name)).not.toContain("'unsafe-eval'")
      expect(policy.get(name)).not.toContain('*')
      expect(policy.get(name)).not.toContain('https:')
    }
  })

  it('leaves the bundle files without a page policy', async () => {
    const res = await fetch(`${t.baseUrl}/web/js/app.1234abcd.js`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-security-policy')).toBeNull()
  })
})
