// Membership plugins journey: buy a VIP level with DemoPay, daily check-in (and again on a server a day
// later), switch the display currency and see goods prices follow, the sign-in code form's validation.
// Tests that change one-per-shopper state (VIP level, today's check-in) register a shopper of their own;
// the user object goes where Taro H5 setStorageSync keeps it (harness openAs).
import { assert, loginUser, openAs, pluginCall as plugin, registerUser, shooter, startDemoServer, waitForShownPage } from './harness.mjs'

const shot = shooter('PLUGIN_SHOTS')

const SIGNIN = '/pages/plugins/signin/detail/detail'

async function checkInOn(newPage, server) {
  const user = await registerUser(server, { prefix: 'signin' })
  const { page } = await openAs(newPage, server, user, SIGNIN)
  const button = page.getByTestId('signin-button')
  await button.waitFor({ timeout: 30_000 })
  assert((await button.textContent()).includes('立即签到'), `not yet checked in: ${await button.textContent()}`)
  await shot(page, 'signin-detail')
  await button.click()
  const popup = page.getByTestId('signin-success')
  await popup.waitFor({ timeout: 15_000 })
  assert(/恭喜您获得 \d+ 积分/.test(await popup.textContent()), 'points popup')
  await shot(page, 'signin-success')
  await page.locator('.signin-popup__close').click()
  await page.waitForFunction(() => document.querySelector('[data-testid=signin-button]')?.textContent?.includes('已签到'), null, { timeout: 15_000 })
  return { page, user }
}

export const tests = [
  {
    name: 'buy a lifetime VIP level with the demo payment',
    async run({ newPage, server }) {
      const user = await registerUser(server, { prefix: 'vip' })
      const { page } = await openAs(newPage, server, user, '/pages/plugins/membershiplevelvip/buy/buy')
      await page.getByTestId('vip-level').first().waitFor({ timeout: 30_000 })
      await page.getByTestId('vip-level').filter({ hasText: '钻石会员' }).click()
      await page.getByTestId('vip-rule').filter({ hasText: '终身' }).click()
      assert((await page.getByTestId('vip-activate').textContent()).includes('999.00'), 'selected price on the button')
      await shot(page, 'vip-buy')
      await page.getByTestId('vip-activate').click()
      await page.getByTestId('vip-pay-sheet').waitFor({ timeout: 15_000 })
      await page.locator('[data-testid=vip-pay-method][data-payment=DemoPay]').click()
      await shot(page, 'vip-pay-sheet')
      await page.getByTestId('vip-pay-confirm').click()
      await page.waitForURL(/pages\/paytips\/paytips/, { timeout: 20_000 })
      await waitForShownPage(page, 'pages/paytips/paytips')
      const center = await plugin(server, 'membershiplevelvip', 'vip', 'index', {}, user.token)
      assert(
        center.data.user_vip?.is_permanent === 1 && center.data.user_vip.level_name === '钻石会员',
        `now a lifetime diamond member: ${JSON.stringify(center.data.user_vip)}`,
      )

      await page.goto(`${server.baseUrl}/web/#/pages/plugins/membershiplevelvip/user/user`)
      await page.getByTestId('vip-badge').filter({ hasText: '钻石会员' }).waitFor({ timeout: 20_000 })
      await shot(page, 'vip-user')
      await page.goto(`${server.baseUrl}/web/#/pages/plugins/membershiplevelvip/member-code/member-code`)
      const qr = page.getByTestId('qr-code')
      await qr.waitFor({ timeout: 20_000 })
      assert((await qr.getAttribute('data-modules')) === '21', 'member code drawn as a version-1 QR code')
      await shot(page, 'vip-member-code')
    },
  },
  {
    name: 'check in today, and again on a server one day later',
    async run({ newPage, server }) {
      await checkInOn(newPage, server)
      const tomorrow = new Date(Date.now() + 86_400_000).toISOString()
      const later = await startDemoServer({ webRoot: process.env.E2E_WEB_ROOT || undefined, env: { SHOP_NOW: tomorrow } })
      try {
        const { page } = await checkInOn(newPage, later)
        const day = new Date(Date.now() + 86_400_000 + 8 * 3600_000)
        const title = `${day.getUTCFullYear()}年${day.getUTCMonth() + 1}月${day.getUTCDate()}日`
        assert((await page.getByTestId('signin-calendar').textContent()).includes(title), `calendar follows the server day ${title}`)
      } finally {
        await later.stop()
      }
    },
  },
  {
    name: 'switching the currency changes goods prices',
    async run({ newPage, server }) {
      const { page } = await openAs(newPage, server, null, '/pages/goods-detail/goods-detail?id=2')
      const price = page.getByTestId('goods-price')
      await price.waitFor({ timeout: 30_000 })
      const before = (await price.textContent()).trim()
      assert(before.includes('￥'), `CNY price first: ${before}`)
      await page.goto(`${server.baseUrl}/web/#/pages/plugins/exchangerate/currency/currency`)
      await page.locator('[data-testid=currency-item][data-code=USD]').waitFor({ timeout: 20_000 })
      await shot(page, 'currency')
      await page.locator('[data-testid=currency-item][data-code=USD]').click()
      await page.locator('[data-code=USD] [data-testid=currency-current]').waitFor({ timeout: 15_000 })
      await page.goto(`${server.baseUrl}/web/#/pages/goods-detail/goods-detail?id=2&after=usd`)
      await page.waitForFunction(() => document.querySelector('[data-testid=goods-price]')?.textContent?.includes('$'), null, { timeout: 20_000 })
      const after = (await page.getByTestId('goods-price').textContent()).trim()
      const amount = (text) => Number((text.match(/[\d.]+/) || ['0'])[0])
      assert(amount(after) > 0 && amount(after) < amount(before), `USD price ${after} is below ${before}`)
      await shot(page, 'goods-usd')
    },
  },
  {
    name: 'the sign-in code form refuses bad input and keeps what was typed',
    async run({ newPage, server }) {
      const user = await loginUser(server)
      const before = await plugin(server, 'signin', 'userqrcode', 'index', { page: 1 }, user.token)
      const { page } = await openAs(newPage, server, user, '/pages/plugins/signin/user-qrcode-saveinfo/user-qrcode-saveinfo?is_team=1')
      const name = page.locator('[data-testid=signin-contact-name] input, input[data-testid=signin-contact-name]')
      await name.waitFor({ timeout: 30_000 })
      await name.fill('A')
      await page.locator('[data-testid=signin-contact-tel] input, input[data-testid=signin-contact-tel]').fill('123')
      await page.locator('[data-testid=signin-contact-address] textarea').fill('上海市浦东新区')
      await page.getByTestId('signin-contact-save').click()
      await page.locator('.taro__toast').first().waitFor({ state: 'attached', timeout: 10_000 })
      await shot(page, 'signin-form-refused')
      assert((await name.inputValue()) === 'A', 'name kept')
      assert((await page.locator('[data-testid=signin-contact-tel] input, input[data-testid=signin-contact-tel]').inputValue()) === '123', 'phone kept')
      assert((await page.locator('[data-testid=signin-contact-address] textarea').inputValue()) === '上海市浦东新区', 'address kept')
      const codes = await plugin(server, 'signin', 'userqrcode', 'index', { page: 1 }, user.token)
      assert(codes.data.total === before.data.total, `nothing saved: ${before.data.total} -> ${codes.data.total}`)
    },
  },
]
