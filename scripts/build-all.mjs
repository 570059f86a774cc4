#!/usr/bin/env node
// Build the given Taro targets one after another (each is a full app in dist/<target>) and check
// that each produced its entry files. Usage: node scripts/build-all.mjs h5 weapp alipay swan qq tt kwai
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

const ENTRY = {
  h5: 'index.html',
  weapp: 'app.json',
  alipay: 'app.json',
  swan: 'app.json',
  qq: 'app.json',
  tt: 'app.json',
  kwai: 'app.json',
}
const TEMPLATE_EXT = { weapp: '.wxml', alipay: '.axml', swan: '.swan', qq: '.qml', tt: '.ttml', kwai: '.ksml' }

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
  const run = spawnSync('npx', ['taro', 'build', '--type', target], { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } })
  const out = `dist/${target}`
  const ok = run.status === 0 && existsSync(join(out, ENTRY[target])) && (!TEMPLATE_EXT[target] || hasExt(out, TEMPLATE_EXT[target]))
  console.log(`build ${target}: ${ok ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  if (!ok) {
    console.log(run.stdout.slice(-4000))
    console.log(run.stderr.slice(-4000))
    process.exit(1)
  }
}
