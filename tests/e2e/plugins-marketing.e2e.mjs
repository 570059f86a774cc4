// Marketing plugins journey: coupon centre -> my coupons, the flash-sale hall countdown, and claiming
// points with the demo code. The demo shopper logs in through the API; the user object is put where
// Taro H5 setStorageSync keeps it (localStorage, JSON {"data": value}) before the app boots.
// PLUGINS_SHOTS=<dir> also saves a screenshot of every page visited.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { assert } from './harness.mjs'

const SHOTS = process.env.PLUGINS_SHOTS || ''

async function api(server, s, params = {}, token = '') {
  const url = `${server.baseUrl}/api.php?s=${s}&application=app&application_client_type=h5&system_type=default&token=${token}&uuid=e2e-plugins&lang=zh&ajax=ajax`
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(params) })
  return res.json()
}

async function loginDemo(server) {
  const answer = await api(server, 'user/login', { accounts: 'demo', pwd: 'demo123456', type: 'username' })
  assert(answer.code === 0 && answer.data?.token, `demo login: ${JSON.stringify(answer).slice(0, 200)}`)
  return answer.data
}

async function open(newPage, server, route, user = null) {
  const made = await newPage()
  if (user) {
    await made.page.addInitScript((value) => {
      localStorage.setItem('cache_shop_user_info_key', JSON.stringify({ data: value }))
    }, user)
  }
  await made.page.goto(`${server.baseUrl}/web/#${route}`)
  return made
}

async function shot(page, name) {
  if (!SHOTS) return
  mkdirSync(SHOTS, { recursive: true })
  await page.waitForTimeout(500)
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: false })
}

export const tests = [
  {
    name: 'claim a coupon in the coupon centre and find it in my coupons',
    async run({ newPage, server }) {
      const user = await loginDemo(server)
      const { page, errors } = await open(newPage, server, '/pages/plugins/coupon/index/index', user)
      const claimable = page.locator('[data-testid=coupon-card][data-status=claim]').filter({ hasText: '全场满100减10' })
      await claimable.first().waitFor({ timeout: 30_000 })
      await shot(page, 'coupon-centre')
      await claimable.first().locator('[data-testid=coupon-action]').click()
      await page.locator('[data-testid=coupon-card][data-status=claimed]').filter({ hasText: '全场满100减10' }).first().waitFor({ timeout: 10_000 })
      await page.locator('.at-button', { hasText: '我的优惠券' }).last().click()
      await page.waitForURL(/pages\/plugins\/coupon\/user\/user/, { timeout: 15_000 })
      const mine = page.locator('[data-testid=my-coupon-list]').last()
      await mine.locator('[data-testid=coupon-card]').filter({ hasText: '全场满100减10' }).first().waitFor({ timeout: 15_000 })
      await shot(page, 'coupon-user')
      await page.locator('[data-testid=coupon-tab-used]').last().click()
      await page.locator('[data-testid=coupon-card][data-status=used]').first().waitFor({ timeout: 10_000 })
      await page.locator('[data-testid=coupon-tab-expired]').last().click()
      await page.locator('[data-testid=coupon-card][data-status=expired]').first().waitFor({ timeout: 10_000 })
      await shot(page, 'coupon-user-expired')
      assert(errors.length === 0, `page errors: ${errors.join(' | ')}`)
    },
  },
  {
    name: 'coupon detail and a shop without coupons',
    async run({ newPage, server }) {
      const centre = await api(server, 'plugins/index', { pluginsname: 'coupon', pluginscontrol: 'index', pluginsaction: 'index' })
      const id = centre.data.data[0].id
      const { page } = await open(newPage, server, `/pages/plugins/coupon/detail/detail?id=${id}`)
      await page.locator('[data-testid=coupon-card]').first().waitFor({ timeout: 30_000 })
      await shot(page, 'coupon-detail')
      await page.goto(`${server.baseUrl}/web/#/pages/plugins/coupon/shop/shop?shop_id=1`)
      await page.locator('[data-testid=coupon-card]').first().waitFor({ timeout: 30_000 })
      await shot(page, 'coupon-shop')
      await page.goto(`${server.baseUrl}/web/#/pages/plugins/coupon/shop/shop?shop_id=42`)
      await page.locator('[data-testid=status-empty]').last().waitFor({ timeout: 30_000 })
    },
  },
  {
    name: 'the flash-sale hall shows a running countdown',
    async run({ newPage, server }) {
      const { page, errors } = await open(newPage, server, '/pages/plugins/seckill/index/index')
      const countdown = page.locator('[data-testid=seckill-countdown]').last()
      await countdown.waitFor({ timeout: 30_000 })
      const first = Number(await countdown.getAttribute('data-seconds'))
      assert(first > 0, `countdown starts above zero, got ${first}`)
      await page.waitForTimeout(2200)
      const later = Number(await countdown.getAttribute('data-seconds'))
      assert(later < first, `countdown ticks: ${first} -> ${later}`)
      const goods = await page.locator('[data-testid=seckill-goods]').count()
      assert(goods >= 1, `flash-sale goods shown, saw ${goods}`)
      await shot(page, 'seckill-hall')
      await page.locator('[data-testid=seckill-rules-open]').last().click()
      await page.locator('[data-testid=seckill-rules]').last().waitFor({ timeout: 5_000 })
      await shot(page, 'seckill-rules')
      assert(errors.length === 0, `page errors: ${errors.join(' | ')}`)
    },
  },
  {
    name: 'the points mall shows the balance; the demo code adds points',
    async run({ newPage, server }) {
      const user = await loginDemo(server)
      const { page, errors } = await open(newPage, server, '/pages/plugins/points/index/index', user)
      const balance = page.locator('[data-testid=points-balance]').last()
      await balance.waitFor({ timeout: 30_000 })
      const before = Number((await balance.textContent()).replace(/\D/g, ''))
      await page.locator('[data-testid=exchange-goods]').first().waitFor({ timeout: 10_000 })
      await shot(page, 'points-mall')
      await page.locator('[data-testid=points-claim-entry]').last().click()
      await page.waitForURL(/pages\/plugins\/points\/scan\/scan/, { timeout: 15_000 })
      await page.locator('[data-testid=scan-code-input] input').last().fill('XO2026')
      await page.locator('.at-button', { hasText: '领取积分' }).last().click()
      await page.locator('[data-testid=scan-success]').last().waitFor({ timeout: 15_000 })
      await shot(page, 'points-scan-success')
      // Claiming twice is refused.
      await page.locator('.at-button', { hasText: '继续领取' }).last().click()
      await page.locator('[data-testid=scan-failed]').last().waitFor({ timeout: 15_000 })
      const after = await api(server, 'plugins/index', { pluginsname: 'points', pluginscontrol: 'index', pluginsaction: 'index' }, user.token)
      assert(after.data.user_integral.integral === before + 100, `balance ${before} -> ${after.data.user_integral.integral}`)
      await page.goBack()
      await page.locator('[data-testid=points-balance]').last().filter({ hasText: String(before + 100) }).waitFor({ timeout: 15_000 })
      assert(errors.length === 0, `page errors: ${errors.join(' | ')}`)
    },
  },
  {
    name: 'exchange from the points mall opens checkout with the goods',
    async run({ newPage, server }) {
      const user = await loginDemo(server)
      const { page } = await open(newPage, server, '/pages/plugins/points/index/index', user)
      await page.locator('[data-testid=exchange-button]').first().waitFor({ timeout: 30_000 })
      await page.locator('[data-testid=exchange-button]').first().click()
      await page.waitForURL(/pages\/buy\/buy/, { timeout: 15_000 })
    },
  },
]
