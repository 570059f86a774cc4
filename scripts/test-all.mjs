#!/usr/bin/env node
// `npm test`: everything, in the order that fails fastest. Type checks, unit + component + contract
// + server tests (jest), all seven builds (a broken target fails here), then the end-to-end suite in
// headless chromium against the demo server serving the fresh H5 build.
import { spawnSync } from 'node:child_process'
import { resolve } from 'node:path'

const root = resolve(new URL('..', import.meta.url).pathname)
const steps = [
  ['typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['typecheck server', 'npx', ['tsc', '--noEmit', '-p', 'server/tsconfig.json']],
  ['jest', 'npx', ['jest', '-c', 'jest.config.js', '--ci']],
  ['build all targets', 'node', ['scripts/build-all.mjs', 'h5', 'weapp', 'alipay', 'swan', 'qq', 'tt', 'kwai']],
  ['end-to-end', 'node', ['tests/e2e/run.mjs']],
]

const only = process.argv.slice(2)
for (const [name, cmd, args] of steps) {
  if (only.length && !only.some((o) => name.startsWith(o))) continue
  const started = Date.now()
  console.log(`\n=== ${name} ===`)
  const run = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: name === 'jest' ? 'test' : 'production' } })
  console.log(`=== ${name}: ${run.status === 0 ? 'ok' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(0)} s)`)
  if (run.status !== 0) process.exit(run.status ?? 1)
}
