#!/usr/bin/env node
// Build the given Taro targets one after another (each is a full app in dist/<target>), check that each
// produced its entry files, then run the structural check over the mini-program outputs
// (scripts/check-mini-output.mjs: pages, subpackages, sizes, project file, API root, no browser-only code).
// Usage: node scripts/build-all.mjs h5 weapp alipay swan qq tt kwai
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'

const require = createRequire(import.meta.url)
const { MINI_TARGETS, TEMPLATE_EXT } = require('../config/mini-targets.js')

const ENTRY = { h5: 'index.html', ...Object.fromEntries(MINI_TARGETS.map((target) => [target, 'app.json'])) }

function hasExt(dir, ext) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory() && hasExt(join(dir, entry.name), ext)) return true
    if (entry.isFile() && entry.name.endsWith(ext)) return true
  }
  return false
}

const targets = process.argv.slice(2)
if (!targets.length) targets.push(...Object.keys(ENTRY))
for (const target of targets) {
  const started = Date.now()
  const out = `dist/${target}`
  // Each target into its own folder, whatever TARO_OUTPUT_ROOT the caller has set.
  const env = { ...process.env, NODE_ENV: 'production', TARO_OUTPUT_ROOT: out }
  const run = spawnSync('npx', ['taro', 'build', '--type', target], { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', env })
  const ok = run.status === 0 && existsSync(join(out, ENTRY[target])) && (!TEMPLATE_EXT[target] || hasExt(out, TEMPLATE_EXT[target]))
  console.log(`build ${target}: ${ok ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  if (!ok) {
    console.log(run.stdout.slice(-4000))
    console.log(run.stderr.slice(-4000))
    process.exit(1)
  }
}

const minis = targets.filter((target) => MINI_TARGETS.includes(target))
if (minis.length) {
  const check = spawnSync(process.execPath, ['scripts/check-mini-output.mjs', '--root', 'dist', ...minis], { stdio: 'inherit' })
  if (check.status !== 0) process.exit(1)
}
