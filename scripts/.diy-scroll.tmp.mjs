import { chromium } from 'playwright-core'
const [base, route, lang, prefix, steps] = process.argv.slice(2)
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless=new','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-dev-shm-usage'] })
const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: lang === 'en' ? 'en-US' : 'zh-CN' })
const page = await ctx.newPage()
const errors = []
page.on('pageerror', (e) => errors.push(String(e)))
if (lang === 'en') await page.addInitScript(() => localStorage.setItem('language', JSON.stringify({ data: 'en' })))
await page.goto(`${base}/web/#${route}`)
await page.waitForTimeout(5000)
for (let i = 0; i < Number(steps || 1); i++) {
  await page.screenshot({ path: `/tmp/diy-shots/${prefix}-${i}.png` })
  await page.mouse.move(200, 400)
  await page.mouse.wheel(0, 760)
  await page.waitForTimeout(1200)
}
console.log('errors:', errors.length ? errors.join(' | ') : 'none')
await browser.close()
