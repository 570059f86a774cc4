// Lighthouse 12 (mobile, simulated throttling: its default config) against pages of the served H5 app,
// driving Debian's chromium with the same flags as the end-to-end tests. Used by bench-web.mjs; can also
// run alone: `node scripts/lighthouse-web.mjs <url> [runs]`.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { CHROMIUM, CHROMIUM_ARGS, freePort } from '../tests/e2e/harness.mjs'

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

async function waitForDevtools(port, child, timeoutMs = 30_000) {
  const started = Date.now()
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`chromium exited with ${child.exitCode}`)
    try {
      const res = await fetch(`http://127.0.0.1:${port}/json/version`)
      if (res.ok) return
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error('chromium did not open its DevTools port')
}

/** A chromium with a DevTools port and a fresh profile, for Lighthouse to drive. */
export async function launchChromiumForLighthouse() {
  const port = await freePort()
  const profile = mkdtempSync(join(tmpdir(), 'shop-lighthouse-'))
  const child = spawn(CHROMIUM, [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: 'ignore',
  })
  await waitForDevtools(port, child)
  return {
    port,
    async close() {
      child.kill('SIGTERM')
      await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)))
      rmSync(profile, { recursive: true, force: true })
    },
  }
}

/** One Lighthouse performance run; the figures bench:web reports. */
export async function lighthouseOnce(url, port) {
  const { default: lighthouse } = await import('lighthouse')
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
  const lhr = result.lhr
  const metric = (id) => lhr.audits[id]?.numericValue ?? NaN
  if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    tbt: metric('total-blocking-time'),
    lcp: metric('largest-contentful-paint'),
    fcp: metric('first-contentful-paint'),
    cls: metric('cumulative-layout-shift'),
    si: metric('speed-index'),
    lhr,
  }
}

/** Median of `runs` Lighthouse runs (by score, as Lighthouse's own guidance does), each in a fresh chromium. */
export async function lighthouseMedian(url, runs = 3) {
  const results = []
  for (let i = 0; i < runs; i++) {
    const chrome = await launchChromiumForLighthouse()
    try {
      results.push(await lighthouseOnce(url, chrome.port))
    } finally {
      await chrome.close()
    }
  }
  const sorted = [...results].sort((a, b) => a.score - b.score || b.lcp - a.lcp)
  const mid = sorted[Math.floor(sorted.length / 2)]
  return { ...mid, runs: results.map((r) => r.score), medians: { tbt: median(results.map((r) => r.tbt)), lcp: median(results.map((r) => r.lcp)) } }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.argv[2]
  const runs = Number(process.argv[3] || 1)
  const r = await lighthouseMedian(url, runs)
  console.log(JSON.stringify({ score: r.score, runs: r.runs, tbt: r.tbt, lcp: r.lcp, fcp: r.fcp, cls: r.cls, si: r.si }))
  if (process.env.LH_DETAILS) {
    const a = r.lhr.audits
    for (const id of [
      'render-blocking-resources',
      'bootup-time',
      'mainthread-work-breakdown',
      'largest-contentful-paint-element',
      'lcp-lazy-loaded',
      'prioritize-lcp-image',
      'uses-responsive-images',
      'unsized-images',
      'long-tasks',
      'network-requests',
      'critical-request-chains',
      'font-display',
      'unused-javascript',
      'layout-shifts',
    ]) {
      console.log(`\n## ${id}: ${a[id]?.displayValue ?? ''} ${a[id]?.score ?? ''}`)
      const items = a[id]?.details?.items ?? []
      for (const it of items.slice(0, 25)) console.log(JSON.stringify(it).slice(0, 400))
    }
  }
}
