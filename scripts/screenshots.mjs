#!/usr/bin/env node
// Screenshots of the key pages for reviewers (docs/SCREENSHOTS.md): each page in Chinese and English, on a phone
// (390 x 844) and on a desktop window (1280 x 800), as the signed-in demo shopper (login as a guest), against a
// fresh demo server started by the e2e harness.
//   node scripts/screenshots.mjs [--web-root dist/h5] [--out docs/screenshots]
import { mkdirSync, writeFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { launchBrowser, loginUser, newPage, openAs, ROOT, startDemoServer, webUrl } from '../tests/e2e/harness.mjs'
import { KEY_PAGES, waitForSettled } from '../tests/e2e/walk-routes.mjs'

function option(name, fallback) {
  const at = process.argv.indexOf(name)
  return at > 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback
}

const webRoot = resolve(option('--web-root', process.env.E2E_WEB_ROOT || join(ROOT, 'dist', 'h5')))
const out = resolve(option('--out', join(ROOT, 'docs', 'screenshots')))
const WIDTHS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } }
const PAGES = [...KEY_PAGES, ['login', 'pages/login/login']]

/** A file name for a page: "goods detail" -> "goods-detail". */
const slug = (name) => name.replace(/\W+/g, '-')

mkdirSync(out, { recursive: true })
const server = await startDemoServer({ webRoot })
const chrome = await launchBrowser()
try {
  const user = await loginUser(server)
  for (const lang of ['zh', 'en']) {
    for (const [size, viewport] of Object.entries(WIDTHS)) {
      const opened = { shopper: null, guest: null }
      for (const [name, route] of PAGES) {
        const who = name === 'login' ? 'guest' : 'shopper'
        opened[who] ??= await openAs((options) => newPage(chrome.browser, options), server, who === 'guest' ? null : user, '', {
          lang,
          contextOptions: { viewport },
        })
        const { page } = opened[who]
        await page.goto(webUrl(server, route))
        await waitForSettled(page, route)
        // Images and web fonts finish after the data: let them land before the picture.
        await page.waitForLoadState('networkidle').catch(() => undefined)
        const file = join(out, `${slug(name)}-${lang}-${size}.png`)
        await page.screenshot({ path: file })
        console.log(`  ${file.slice(ROOT.length + 1)}`)
      }
      for (const made of Object.values(opened)) await made?.context.close()
    }
  }
  writeFileSync(join(ROOT, 'docs', 'SCREENSHOTS.md'), index())
} finally {
  await chrome.close()
  await server.stop()
}

/** docs/SCREENSHOTS.md: one section per page, the phone shots side by side, then the desktop ones. */
function index() {
  const link = (name, lang, size) => relative(join(ROOT, 'docs'), join(out, `${slug(name)}-${lang}-${size}.png`))
  const lines = [
    '# What a shopper sees',
    '',
    'The key pages of the web build as the signed-in demo shopper (login as a guest), in Chinese and English, on a',
    'phone (390 x 844) and on a desktop window (1280 x 800). Regenerate after a change that shows:',
    '',
    '```sh',
    'TARO_OUTPUT_ROOT=dist/h5 npx taro build --type h5',
    'node scripts/screenshots.mjs --web-root dist/h5',
    '```',
    '',
  ]
  for (const [name] of PAGES) {
    lines.push(`## ${name[0].toUpperCase()}${name.slice(1)}`, '')
    lines.push(`| 中文 | English |`, '| --- | --- |')
    lines.push(`| ![${name} zh phone](${link(name, 'zh', 'phone')}) | ![${name} en phone](${link(name, 'en', 'phone')}) |`, '')
    lines.push(`Desktop: [中文](${link(name, 'zh', 'desktop')}) · [English](${link(name, 'en', 'desktop')})`, '')
  }
  return lines.join('\n')
}
