import { launchBrowser, newPage, startDemoServer } from './harness.mjs'
const server = await startDemoServer({ webRoot: 'dist/h5-activity' })
const chrome = await launchBrowser()
try {
  const login = await (await fetch(`${server.baseUrl}/api.php?s=user/login&application=app&application_client_type=h5`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ accounts: 'demo', pwd: 'demo123456', type: 'username' }) })).json()
  const user = login.data
  const shots = [
    ['en-review', '/pages/user-order-comments/user-order-comments?id=5'],
    ['en-aftersale', '/pages/user-orderaftersale-detail/user-orderaftersale-detail?oid=4&did=5'],
    ['en-aftersale-list', '/pages/user-orderaftersale/user-orderaftersale'],
    ['en-integral', '/pages/user-integral/user-integral'],
  ]
  for (const [name, route] of shots) {
    const { page, context } = await newPage(chrome.browser)
    await page.addInitScript((u) => {
      localStorage.setItem('cache_shop_user_info_key', JSON.stringify({ data: u }))
      localStorage.setItem('language', JSON.stringify({ data: 'en' }))
    }, user)
    await page.goto(`${server.baseUrl}/web/#${route}`)
    await page.waitForTimeout(3500)
    if (name === 'en-aftersale') await page.locator('[data-testid=aftersale-type-1]').click().catch(() => undefined)
    await page.waitForTimeout(500)
    await page.screenshot({ path: `/tmp/act-shots/${name}.png` })
    await context.close()
  }
  const { page, context } = await newPage(chrome.browser)
  await page.goto(`${server.baseUrl}/web/#/pages/message/message`)
  await page.waitForTimeout(3000)
  await page.screenshot({ path: `/tmp/act-shots/guest-message.png` })
  await context.close()
} finally {
  await chrome.close()
  await server.stop()
}
