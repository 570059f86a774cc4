// Wallet journey for the demo shopper: recharge 50 with DemoPay and see the balance rise and the paid
// recharge; transfer 10 to buyer2 and open it; withdraw through the code check and the cash form.
// The tests run in order on one server and compare balances before/after, so they never assume seeds.
import { assert, confirmModal, loginUser, openAs, openRoute, pluginCall as plugin, shooter, visible, waitForShownPage } from './harness.mjs'

const shot = shooter('PLUGIN_SHOTS')
const USER_PAGE = '/pages/plugins/wallet/user/user'
const normalMoney = async (server, token) => Number((await plugin(server, 'wallet', 'user', 'index', {}, token)).data.user_wallet.normal_money)

// The testid sits on Taro's web-component host (input inside) or on the <input> itself (useHtmlComponents).
async function fill(page, testId, value) {
  const input = visible(page, `[data-testid=${testId}] input, [data-testid=${testId}] textarea, input[data-testid=${testId}], textarea[data-testid=${testId}]`)
  await input.waitFor({ timeout: 20_000 })
  await input.fill(value)
}

/** The 4-digit withdrawal code the server printed for this account (no SMS service here). */
function walletCode(server, account) {
  const matches = [...server.log.join('').matchAll(new RegExp(`code for ${account} \\(wallet_cash\\): (\\d{4})\\b`, 'g'))]
  return matches.length ? matches[matches.length - 1][1] : ''
}

export const tests = [
  {
    name: 'recharge 50 with DemoPay: the balance rises and the recharge shows as paid',
    async run({ newPage, server }) {
      const user = await loginUser(server)
      const before = await normalMoney(server, user.token)
      const { page } = await openAs(newPage, server, user, '/pages/plugins/wallet/recharge/recharge')
      await visible(page, '[data-testid=wallet-preset]').waitFor({ timeout: 30_000 })
      await page.getByTestId('wallet-preset').filter({ hasText: /^50$/ }).click()
      await shot(page, 'wallet-recharge')
      await page.getByTestId('wallet-recharge-submit').click()
      await page.getByTestId('wallet-pay-sheet').waitFor({ timeout: 15_000 })
      await page.locator('[data-testid=wallet-pay-method][data-payment=DemoPay]').click()
      await page.getByTestId('wallet-pay-confirm').click()
      await page.waitForURL(/pages\/paytips\/paytips/, { timeout: 20_000 })
      await waitForShownPage(page, 'pages/paytips/paytips')
      assert((await normalMoney(server, user.token)) === before + 50, 'server balance +50')

      await openRoute(page, server, `${USER_PAGE}?type=recharge`, '[data-testid=wallet-balance]')
      assert((await visible(page, '[data-testid=wallet-balance]').textContent()).includes('***'), 'balances hidden at first')
      await visible(page, '[data-testid=wallet-eye]').click()
      await page.waitForFunction(
        (v) => document.querySelector('[data-testid=wallet-balance][data-visible="1"]')?.textContent?.includes(v),
        (before + 50).toFixed(2),
        { timeout: 10_000 },
      )
      const first = visible(page, '[data-testid=wallet-recharge]')
      await first.waitFor({ timeout: 20_000 })
      const text = await first.textContent()
      assert(text.includes('已支付') && text.includes('50.00'), `newest recharge paid: ${text}`)
      await shot(page, 'wallet-user-recharge')
    },
  },
  {
    name: 'transfer 10 to buyer2, then see it in the transfer tab and its detail',
    async run({ newPage, server }) {
      const user = await loginUser(server)
      const buyer2 = await loginUser(server, 'buyer2', 'buyer2pass')
      const [mine, theirs] = [await normalMoney(server, user.token), await normalMoney(server, buyer2.token)]
      const { page } = await openAs(newPage, server, user, '/pages/plugins/wallet/transfer/transfer')
      await fill(page, 'wallet-transfer-keywords', 'nobody-at-all')
      await visible(page, '[data-testid=wallet-transfer-lookup]').click()
      await visible(page, '[data-testid=wallet-transfer-error]').waitFor({ timeout: 15_000 })
      assert((await visible(page, '[data-testid=wallet-transfer-error]').textContent()).includes('收款用户不存在'), 'unknown receiver shown under the field')
      await fill(page, 'wallet-transfer-keywords', 'buyer2')
      await visible(page, '[data-testid=wallet-transfer-lookup]').click()
      await visible(page, '[data-testid=wallet-transfer-receiver]').waitFor({ timeout: 15_000 })
      await fill(page, 'wallet-transfer-money', '10')
      await fill(page, 'wallet-transfer-note', 'e2e 转账')
      await shot(page, 'wallet-transfer')
      await visible(page, '[data-testid=wallet-transfer-submit]').click()
      await confirmModal(page)
      await waitForShownPage(page, USER_PAGE)
      const row = visible(page, '[data-testid=wallet-transfer]')
      await row.waitFor({ timeout: 20_000 })
      const text = await row.textContent()
      assert(text.includes('10.00') && text.includes('e2e 转账'), `newest transfer listed: ${text}`)
      assert((await normalMoney(server, user.token)) === mine - 10 && (await normalMoney(server, buyer2.token)) === theirs + 10, 'money moved')
      await row.click()
      await waitForShownPage(page, '/pages/plugins/wallet/user-transfer-detail/user-transfer-detail')
      const detail = visible(page, '[data-testid=wallet-transfer-detail]')
      await detail.waitFor({ timeout: 20_000 })
      const detailText = await detail.textContent()
      assert(detailText.includes('10.00') && detailText.includes('买家二号'), `transfer detail: ${detailText}`)
      await shot(page, 'wallet-transfer-detail')
    },
  },
  {
    name: 'withdraw through cash-auth (code) and cash-create; it shows as not paid out',
    async run({ newPage, server }) {
      const user = await loginUser(server)
      const before = await normalMoney(server, user.token)
      const { page } = await openAs(newPage, server, user, '/pages/plugins/wallet/cash-auth/cash-auth')
      await visible(page, '[data-testid=wallet-channel-mobile]').waitFor({ timeout: 30_000 })
      await visible(page, '[data-testid=wallet-channel-mobile]').click()
      await visible(page, '[data-testid=wallet-code-send]').click()
      let code = ''
      for (let i = 0; i < 50 && !code; i++) {
        await page.waitForTimeout(200)
        code = walletCode(server, '13800000000')
      }
      assert(/^\d{4}$/.test(code), 'a 4-digit code was printed')
      await fill(page, 'wallet-code', code)
      await shot(page, 'wallet-cash-auth')
      await visible(page, '[data-testid=wallet-verify-submit]').click()
      await waitForShownPage(page, '/pages/plugins/wallet/cash-create/cash-create')
      await fill(page, 'wallet-cash-money', '20')
      await visible(page, '[data-testid=wallet-cash-fee]').waitFor({ timeout: 10_000 })
      assert((await visible(page, '[data-testid=wallet-cash-fee]').textContent()).includes('0.20'), 'live fee estimate')
      await visible(page, '[data-testid=wallet-cash-type-1]').click()
      await fill(page, 'wallet-bank-username', '张三')
      await shot(page, 'wallet-cash-create')
      await visible(page, '[data-testid=wallet-cash-submit]').click()
      await waitForShownPage(page, USER_PAGE)
      const row = visible(page, '[data-testid=wallet-cash]')
      await row.waitFor({ timeout: 20_000 })
      const text = await row.textContent()
      assert(text.includes('未打款') && text.includes('20.00'), `newest withdrawal not paid out: ${text}`)
      assert((await normalMoney(server, user.token)) === before - 20, 'the amount left the available balance (frozen)')
      await shot(page, 'wallet-user-cash')
    },
  },
]
