// Coin plugin journey (demo shopper): the hidden overview, a conversion that moves both balances, a
// recharge request with its payment voucher (image picked through Taro H5's hidden file input and
// uploaded to ueditor/index), and a transfer to buyer2's account key that shows up in transfer-list.
import { writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { assert, loginUser, openAs, pluginCall, shooter, waitForShownPage } from './harness.mjs'

const shot = shooter('PLUGIN_SHOTS')
const ROOT = '/pages/plugins/coin'
// A real 1x1 PNG (the server checks magic bytes).
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')

const field = (page, testId) =>
  page.locator(`[data-testid=${testId}] input, [data-testid=${testId}] textarea, input[data-testid=${testId}], textarea[data-testid=${testId}]`).first()

async function fill(page, testId, value) {
  const input = field(page, testId)
  await input.waitFor({ timeout: 20_000 })
  await input.fill(value)
}

async function accounts(server, token) {
  const answer = await pluginCall(server, 'coin', 'user', 'index', {}, token)
  assert(answer.code === 0, `coin user/index: ${answer.msg}`)
  return Object.fromEntries(answer.data.accounts_list.map((a) => [a.platform_symbol, a]))
}

const rowBalance = async (page, symbol) =>
  (await page.locator(`[data-testid=coin-account-row][data-symbol=${symbol}] [data-testid=coin-account-balance]`).first().textContent()).trim()

export const tests = [
  {
    name: 'coin overview, then convert USDT to SHC and see both balances change',
    async run({ newPage, server }) {
      const user = await loginUser(server)
      const before = await accounts(server, user.token)
      const { page } = await openAs(newPage, server, user, `${ROOT}/user/user`)
      const summary = page.getByTestId('coin-summary')
      await summary.waitFor({ timeout: 30_000 })
      assert((await summary.textContent()).trim() === '***', 'the total starts hidden')
      await page.getByTestId('coin-eye').click()
      await page.waitForFunction(() => document.querySelector('[data-testid=coin-summary]')?.textContent?.includes('￥'), null, { timeout: 10_000 })
      assert((await rowBalance(page, 'USDT')) === `USDT ${before.USDT.normal_coin}`, 'USDT row shows the balance')
      await shot(page, 'coin-user')

      await page.getByTestId('coin-action-convert').click()
      await waitForShownPage(page, `${ROOT}/convert/convert`)
      await fill(page, 'coin-convert-amount', '10')
      await page.waitForFunction(() => document.querySelector('[data-testid=coin-convert-preview]')?.textContent === 'SHC 100.00', null, { timeout: 10_000 })
      await shot(page, 'coin-convert')
      await page.getByTestId('coin-convert-submit').click()
      await waitForShownPage(page, `${ROOT}/convert-list/convert-list`)
      await page.getByTestId('coin-convert-row').first().filter({ hasText: '10.00' }).waitFor({ timeout: 20_000 })

      // A fresh tab: the first overview is still in this tab's page stack (hidden) and would match too.
      const { page: again } = await openAs(newPage, server, user, `${ROOT}/user/user`)
      await again.getByTestId('coin-summary').waitFor({ timeout: 30_000 })
      await again.getByTestId('coin-eye').click()
      const usdt = (Number(before.USDT.normal_coin) - 10).toFixed(2)
      const shc = (Number(before.SHC.normal_coin) + 100).toFixed(2)
      await again.waitForFunction(
        ([u, s]) => {
          const text = (symbol) =>
            document.querySelector(`[data-testid=coin-account-row][data-symbol=${symbol}] [data-testid=coin-account-balance]`)?.textContent?.trim()
          return text('USDT') === `USDT ${u}` && text('SHC') === `SHC ${s}`
        },
        [usdt, shc],
        { timeout: 15_000 },
      )
    },
  },
  {
    name: 'create a coin recharge request and submit its payment voucher',
    async run({ newPage, server }) {
      const user = await loginUser(server)
      const { page } = await openAs(newPage, server, user, `${ROOT}/recharge/recharge`)
      await page.getByTestId('coin-preset').first().waitFor({ timeout: 30_000 })
      await page.getByTestId('coin-recharge-qr').waitFor({ timeout: 10_000 })
      await fill(page, 'coin-recharge-amount', '88.8')
      await shot(page, 'coin-recharge')
      await page.getByTestId('coin-recharge-submit').click()
      await waitForShownPage(page, `${ROOT}/recharge-list/recharge-list`)
      const row = page.locator('[data-testid=coin-recharge-row][data-status="0"]').filter({ hasText: '88.80' }).first()
      await row.waitFor({ timeout: 20_000 })
      await row.getByTestId('coin-recharge-pay').click()
      await waitForShownPage(page, `${ROOT}/recharge-pay/recharge-pay`)
      await page.getByTestId('coin-voucher-add').waitFor({ timeout: 20_000 })

      const file = join(tmpdir(), `coin-e2e-${Date.now()}.png`)
      writeFileSync(file, PNG)
      const [chooser] = await Promise.all([page.waitForEvent('filechooser', { timeout: 10_000 }), page.getByTestId('coin-voucher-add').click()])
      await chooser.setFiles(file)
      await page.locator('[data-testid=coin-voucher] .image-picker__image').first().waitFor({ timeout: 20_000 })
      await fill(page, 'coin-pay-note', 'TXID e2e-voucher')
      await shot(page, 'coin-recharge-pay')
      await page.getByTestId('coin-pay-submit').click()
      await waitForShownPage(page, `${ROOT}/recharge-list/recharge-list`)
      await page.locator('[data-testid=coin-recharge-row][data-status="1"]').filter({ hasText: '88.80' }).first().waitFor({ timeout: 20_000 })

      const listed = await pluginCall(server, 'coin', 'recharge', 'index', { page: 1, status: 1 }, user.token)
      const paid = listed.data.data_list.find((r) => r.pay_note === 'TXID e2e-voucher')
      assert(
        paid && paid.coin === '88.80' && paid.pay_voucher.length === 1 && paid.pay_voucher[0].includes('/static/upload/'),
        `voucher stored: ${JSON.stringify(paid)}`,
      )
    },
  },
  {
    name: "transfer coins to buyer2's account key and find it in transfer-list",
    async run({ newPage, server }) {
      const user = await loginUser(server)
      const buyer2 = await loginUser(server, 'buyer2', 'buyer2pass')
      const target = (await accounts(server, buyer2.token)).USDT
      const mine = (await accounts(server, user.token)).USDT
      const { page } = await openAs(newPage, server, user, `${ROOT}/detail/detail?id=${mine.id}`)
      await page.getByTestId('coin-detail-transfer').click()
      await waitForShownPage(page, `${ROOT}/transfer/transfer`)
      await fill(page, 'coin-transfer-key', target.accounts_key)
      await page.getByTestId('coin-transfer-confirm').click()
      await page.getByTestId('coin-transfer-receiver').filter({ hasText: 'buyer2' }).waitFor({ timeout: 15_000 })
      await fill(page, 'coin-transfer-amount', '3.5')
      await fill(page, 'coin-transfer-note', 'e2e gift')
      await shot(page, 'coin-transfer')
      await page.getByTestId('coin-transfer-submit').click()
      await waitForShownPage(page, `${ROOT}/transfer-list/transfer-list`)
      await page.getByTestId('coin-transfer-row').filter({ hasText: 'e2e gift' }).filter({ hasText: 'buyer2' }).first().waitFor({ timeout: 20_000 })
      await shot(page, 'coin-transfer-list')
      const after = (await accounts(server, buyer2.token)).USDT
      assert(after.normal_coin === (Number(target.normal_coin) + 3.5).toFixed(2), `buyer2 received 3.50: ${after.normal_coin}`)
    },
  },
]
