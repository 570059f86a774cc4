// Marketing plugins journey: coupon centre -> my coupons, the flash-sale hall countdown, and claiming
// points with the demo code. The demo shopper logs in through the API; the user object is put where
// Taro H5 setStorageSync keeps it (localStorage, JSON {"data": value}) before the app boots.
// Tests that consume one-per-user state (the claim code) register a shopper of their own.
// PLUGINS_SHOTS=<dir> also saves a screenshot of every page visited.
import { assert, atButton, loginUser, openAs, pluginCall, registerUser, shooter, waitForShownPage } from './harness.mjs'

const shot = shooter('PLUGINS_SHOTS', { settleMs: 500 })

export const tests = [
  {
    name: 'claim a coupon in the coupon centre and find it in my coupons',
    async run({ newPage, server }) {
      const user = await loginUser(server)
      const { page, errors } = await openAs(newPage, server, user, '/pages/plugins/coupon/index/index')
      const claimable = page.locator('[data-testid=coupon-card][data-status=claim]').filter({ hasText: '全场满100减10' })
      await claimable.first().waitFor({ timeout: 30_000 })
      await shot(page, 'coupon-centre')
      await claimable.first().locator('[data-testid=coupon-action]').click()
      await page.locator('[data-testid=coupon-card][data-status=claimed]').filter({ hasText: '全场满100减10' }).first().waitFor({ timeout: 10_000 })
      await atButton(page, '我的优惠券').click()
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
      const centre = await pluginCall(server, 'coupon', 'index', 'index')
      const id = centre.data.data[0].id
      const { page } = await openAs(newPage, server, null, `/pages/plugins/coupon/detail/detail?id=${id}`)
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
      const { page, errors } = await openAs(newPage, server, null, '/pages/plugins/seckill/index/index')
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
      // The demo code pays once per shopper: a new shopper of our own, whatever ran before.
      const user = await registerUser(server, { prefix: 'points' })
      const { page, errors } = await openAs(newPage, server, user, '/pages/plugins/points/index/index')
      const balance = page.locator('[data-testid=points-balance]').last()
      await balance.waitFor({ timeout: 30_000 })
      const before = Number((await balance.textContent()).replace(/\D/g, ''))
      await page.locator('[data-testid=exchange-goods]').first().waitFor({ timeout: 10_000 })
      await shot(page, 'points-mall')
      await page.locator('[data-testid=points-claim-entry]').last().click()
      await page.waitForURL(/pages\/plugins\/points\/scan\/scan/, { timeout: 15_000 })
      await waitForShownPage(page, 'pages/plugins/points/scan/scan')
      await page.locator('[data-testid=scan-code-input] input, input[data-testid=scan-code-input]').last().fill('XO2026')
      // The page asks scan/index for its landing texts on open; while that runs the button is disabled
      // (taro-ui draws it with a class, not the disabled attribute) and a tap is ignored.
      await page.locator('.at-button:not(.at-button--disabled)', { hasText: '领取积分' }).last().waitFor({ timeout: 15_000 })
      await atButton(page, '领取积分').click()
      await page.locator('[data-testid=scan-success]').last().waitFor({ timeout: 15_000 })
      await shot(page, 'points-scan-success')
      // Claiming twice is refused.
      await page.locator('.at-button:not(.at-button--disabled)', { hasText: '继续领取' }).last().click()
      await page.locator('[data-testid=scan-failed]').last().waitFor({ timeout: 15_000 })
      const after = await pluginCall(server, 'points', 'index', 'index', {}, user.token)
      assert(after.data.user_integral.integral === before + 100, `balance ${before} -> ${after.data.user_integral.integral}`)
      await page.goBack()
      await page
        .locator('[data-testid=points-balance]')
        .last()
        .filter({ hasText: String(before + 100) })
        .waitFor({ timeout: 15_000 })
      assert(errors.length === 0, `page errors: ${errors.join(' | ')}`)
    },
  },
  {
    name: 'exchange from the points mall opens checkout with the goods',
    async run({ newPage, server }) {
      const user = await loginUser(server)
      const { page } = await openAs(newPage, server, user, '/pages/plugins/points/index/index')
      await page.locator('[data-testid=exchange-button]').first().waitFor({ timeout: 30_000 })
      await page.locator('[data-testid=exchange-button]').first().click()
      await page.waitForURL(/pages\/buy\/buy/, { timeout: 15_000 })
    },
  },
]
