#!/usr/bin/env node
// Runs every tests/e2e/*.e2e.mjs (or those whose names contain one of the arguments) against one demo server (fresh database) and one chromium.
// Each spec file exports `tests`: [{ name, run({ browser, server, newPage }) }]. Prints "N passed, N failed".
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { artifactsDir, launchBrowser, newPage, pageErrorFailures, ROOT, startDemoServer } from './harness.mjs'

// Optional file filters: run the spec files whose name contains any of them.
const filters = process.argv.slice(2)
const dir = join(ROOT, 'tests', 'e2e')
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.e2e.mjs') && (!filters.length || filters.some((filter) => f.includes(filter))))
  .sort()

const server = await startDemoServer(process.env.E2E_WEB_ROOT ? { webRoot: process.env.E2E_WEB_ROOT } : {})
const chrome = await launchBrowser()
let passed = 0
let failed = 0
try {
  for (const file of files) {
    const { tests } = await import(pathToFileURL(join(dir, file)).href)
    for (const test of tests) {
      const started = Date.now()
      const opened = []
      const open = async (options) => {
        const made = await newPage(chrome.browser, options)
        opened.push(made)
        return made
      }
      try {
        await test.run({ browser: chrome.browser, server, newPage: open })
        // Any uncaught exception or unhandled rejection in a page fails the test (unless it opted out).
        const uncaught = pageErrorFailures(opened)
        if (uncaught.length) throw new Error(`uncaught page errors:\n${uncaught.join('\n')}`)
        passed += 1
        console.log(`  ok    ${file} > ${test.name} (${Date.now() - started} ms)`)
      } catch (error) {
        failed += 1
        console.log(
          `  FAIL  ${file} > ${test.name}\n        ${String(error?.stack || error)
            .split('\n')
            .slice(0, 6)
            .join('\n        ')}`,
        )
        for (const [i, made] of opened.entries()) {
          const shot = join(artifactsDir(), `${file.replace('.e2e.mjs', '')}-${test.name.replace(/\W+/g, '_')}-${i}.png`)
          await made.page.screenshot({ path: shot, fullPage: true }).catch(() => undefined)
          console.log(`        screenshot: ${shot}; page errors: ${made.errors.join(' | ') || 'none'}`)
        }
      } finally {
        for (const made of opened) await made.context.close().catch(() => undefined)
      }
    }
  }
} finally {
  await chrome.close()
  await server.stop()
}
console.log(`e2e: ${passed} passed, ${failed} failed`)
process.exit(failed ? 1 : 0)
