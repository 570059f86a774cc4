#!/usr/bin/env node
// `npm test`: everything. Type checks, lint (ESLint) and formatting (Prettier), unit + component + contract + server + tooling tests (jest), all
// seven builds (a broken target fails here), then the end-to-end suite in headless chromium against the
// demo server serving the fresh H5 build. Every step runs even when an earlier one failed, so one slow
// test cannot hide the state of the builds or the browser suite; a table of the steps and one summary
// line close the output, and the exit code is non-zero when any step failed.
import { spawn } from 'node:child_process'
import { resolve } from 'node:path'

const root = resolve(new URL('..', import.meta.url).pathname)
const steps = [
  ['typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['typecheck server', 'npx', ['tsc', '--noEmit', '-p', 'server/tsconfig.json']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings', '0']],
  ['format', 'npx', ['prettier', '--check', '.']],
  ['jest', 'npx', ['jest', '-c', 'jest.config.js', '--ci']],
  ['build all targets', 'node', ['scripts/build-all.mjs', 'h5', 'weapp', 'alipay', 'swan', 'qq', 'tt', 'kwai']],
  ['end-to-end', 'node', ['tests/e2e/run.mjs']],
]

/** Run a step, streaming its output, and keep the text to read the pass/fail counts from. */
function run(cmd, args, env) {
  return new Promise((done) => {
    const child = spawn(cmd, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let text = ''
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk) => {
        text += chunk
        ;(stream === child.stdout ? process.stdout : process.stderr).write(chunk)
      })
    }
    child.on('close', (code) => done({ code: code ?? 1, text }))
  })
}

function counts(text) {
  const jest = /Tests:\s+(?:(\d+) failed, )?(?:(\d+) skipped, )?(\d+) passed/.exec(text)
  if (jest) return { passed: Number(jest[3]), failed: Number(jest[1] || 0) }
  const e2e = /e2e: (\d+) passed, (\d+) failed/.exec(text)
  if (e2e) return { passed: Number(e2e[1]), failed: Number(e2e[2]) }
  return { passed: 0, failed: 0 }
}

const only = process.argv.slice(2)
const total = { passed: 0, failed: 0 }
const results = []
for (const [name, cmd, args] of steps) {
  if (only.length && !only.some((o) => name.startsWith(o))) continue
  const started = Date.now()
  console.log(`\n=== ${name} ===`)
  const result = await run(cmd, args, { ...process.env, NODE_ENV: name === 'jest' ? 'test' : 'production' })
  const found = counts(result.text)
  // A step that failed without a failing test of its own (a type error, a broken build) counts as one.
  if (result.code !== 0 && !found.failed) found.failed = 1
  total.passed += found.passed
  total.failed += found.failed
  const seconds = ((Date.now() - started) / 1000).toFixed(0)
  results.push({ name, ok: result.code === 0, seconds })
  console.log(`=== ${name}: ${result.code === 0 ? 'ok' : 'FAILED'} (${seconds} s)`)
}
console.log('\nsteps:')
for (const { name, ok, seconds } of results) console.log(`  ${ok ? 'ok    ' : 'FAILED'} ${name} (${seconds} s)`)
console.log(`\ntests: ${total.passed} passed, ${total.failed} failed`)
process.exit(results.every((r) => r.ok) ? 0 : 1)
