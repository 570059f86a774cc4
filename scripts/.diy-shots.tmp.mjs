import { chromium } from 'playwright-core'
const base = process.argv[2]
const out = process.argv[3] || '/tmp/diy-shots'
const lang = process.argv[4] || 'zh'
const routes = (process.argv[5] || '').split(',').filter(Boolean)
import { mkdirSync } from 'node:fs'
mkdirSync(out, { recursive: true })
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless=new','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-dev-shm-usage'] })
for (const route of routes) {
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: lang === 'en' ? 'en-US' : 'zh-CN' })
  const page = await ctx.newPage()
  const errors = []
  page.on('pageerror', (e) => errors.push(String(e)))
  if (lang === 'en') await page.addInitScript(() => localStorage.setItem('language', JSON.stringify({ data: 'en' })))
  await page.goto(`${base}/web/#${route}`)
  await page.waitForTimeout(6000)
  const name = route.replace(/[^a-z0-9]+/gi, '_')
  await page.screenshot({ path: `${out}/${lang}-${name}.png`, fullPage: true })
  console.log(route, 'errors:', errors.length ? errors.join(' | ') : 'none')
  await ctx.close()
}
await browser.close()
