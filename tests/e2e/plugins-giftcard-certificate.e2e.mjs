// Gift card and certification journeys. A fresh shopper redeems a seeded wallet card and sees the balance
// rise and the card listed; redeeming it again is refused with the server's message. buyer2 (no records)
// submits the required business licence with an uploaded image and sees it pending in the list and detail.
import { writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { assert, loginUser, openAs, openRoute, pluginCall as plugin, registerUser, shooter, visible, waitForShownPage } from './harness.mjs'

const shot = shooter('PLUGIN_SHOTS')
const WALLET_KEY = 'DEMO-WALLET-0050'
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')
const normalMoney = async (server, token) => Number((await plugin(server, 'wallet', 'user', 'index', {}, token)).data.user_wallet.normal_money)

async function fill(page, testId, value) {
  const input = visible(page, `[data-testid=${testId}] input, input[data-testid=${testId}]`)
  await input.waitFor({ timeout: 20_000 })
  await input.fill(value)
}

async function message(page, ok) {
  const box = page.locator(`[data-testid=giftcard-message][data-ok="${ok}"]`)
  await box.waitFor({ timeout: 15_000 })
  return box.textContent()
}

/** Taro's web date picker: open it on the row, move the year column down one, confirm. */
async function chooseNextYear(page, rowTestId) {
  await visible(page, `[data-testid=${rowTestId}]`).click()
  const confirm = visible(page, '.taro-picker__action:last-child')
  await confirm.waitFor({ timeout: 10_000 })
  const year = visible(page, '.taro-picker__content').first()
  const box = await year.boundingBox()
  if (box) {
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await page.mouse.wheel(0, 40)
  }
  await page.waitForTimeout(600)
  await confirm.click()
}

export const tests = [
  {
    name: 'redeem a seeded wallet card: the balance rises, the card is listed, a second try is refused',
    async run({ newPage, server }) {
      const user = await registerUser(server, { prefix: 'gc' })
      const before = await normalMoney(server, user.token)
      const { page } = await openAs(newPage, server, user, '/pages/plugins/giftcard/form/form')
      assert((await page.getByTestId('giftcard-scan').count()) === 0, 'no scan button on the web')
      await fill(page, 'giftcard-key', WALLET_KEY)
      await shot(page, 'giftcard-form')
      await visible(page, '[data-testid=giftcard-submit]').click()
      const done = await message(page, '1')
      assert(done.includes('50.00'), `success message: ${done}`)
      await shot(page, 'giftcard-form-done')
      // No previous page: after 1.5 s the list opens, with the card.
      await waitForShownPage(page, 'pages/plugins/giftcard/index/index')
      const row = visible(page, '[data-testid=giftcard-row]')
      await row.waitFor({ timeout: 20_000 })
      const text = await row.textContent()
      assert(text.includes(WALLET_KEY) && text.includes('钱包余额'), `listed card: ${text}`)
      assert((await normalMoney(server, user.token)) === before + 50, 'server balance +50')
      await shot(page, 'giftcard-list')

      await openRoute(page, server, '/pages/plugins/giftcard/form/form', '[data-testid=giftcard-key]')
      await fill(page, 'giftcard-key', WALLET_KEY)
      await visible(page, '[data-testid=giftcard-submit]').click()
      const refused = await message(page, '0')
      assert(refused.includes('该卡密已被兑换'), `refusal: ${refused}`)
      assert((await visible(page, '[data-testid=giftcard-key] input, input[data-testid=giftcard-key]').inputValue()) === WALLET_KEY, 'typed key kept')
      assert((await normalMoney(server, user.token)) === before + 50, 'no second credit')
    },
  },
  {
    name: 'submit the required business licence with an image: pending in the list and in its detail',
    async run({ newPage, server }) {
      const user = await loginUser(server, 'buyer2', 'buyer2pass')
      const { page } = await openAs(newPage, server, user, '/pages/plugins/certificate/userauth-saveinfo/userauth-saveinfo')
      await page.getByTestId('cert-doc-business_licence').waitFor({ timeout: 30_000 })
      await visible(page, '[data-testid=cert-submit]').click()
      await page.getByText('请填写营业执照资料').first().waitFor({ timeout: 10_000 })

      const file = join(tmpdir(), `cert-e2e-${Date.now()}.png`)
      writeFileSync(file, PNG)
      const [chooser] = await Promise.all([page.waitForEvent('filechooser', { timeout: 10_000 }), page.getByTestId('cert-image-business_licence-add').click()])
      await chooser.setFiles(file)
      await page.locator('[data-testid=cert-image-business_licence] .image-picker__image').first().waitFor({ timeout: 20_000 })
      await fill(page, 'cert-name-business_licence', '测试贸易有限公司')
      await fill(page, 'cert-number-business_licence', '91310000E2E0001')
      await chooseNextYear(page, 'cert-expire-business_licence')
      const chosen = await visible(page, '[data-testid=cert-expire-business_licence]').textContent()
      assert(/\d{4}-\d{2}-\d{2}/.test(chosen), `date chosen: ${chosen}`)
      await shot(page, 'certificate-form')
      await visible(page, '[data-testid=cert-submit]').click()
      // No previous page: saving opens the list.
      await waitForShownPage(page, 'pages/plugins/certificate/userauth/userauth')
      const listed = await plugin(server, 'certificate', 'userauth', 'index', { page: 1 }, user.token)
      assert(listed.data.total === 1 && listed.data.data_list[0].status === 0, `server has one pending record: ${JSON.stringify(listed.data).slice(0, 200)}`)
      await openRoute(page, server, '/pages/plugins/certificate/userauth/userauth', '[data-testid=cert-row]')
      const row = visible(page, '[data-testid=cert-row]')
      assert((await row.textContent()).includes('待审核'), 'pending in the list')
      await shot(page, 'certificate-list')
      await row.getByTestId('cert-detail').click()
      await waitForShownPage(page, 'pages/plugins/certificate/userauth-detail/userauth-detail')
      const panel = visible(page, '[data-testid=cert-detail-panel]')
      await panel.waitFor({ timeout: 20_000 })
      const detail = await panel.textContent()
      assert(detail.includes('待审核') && detail.includes('测试贸易有限公司') && detail.includes('91310000E2E0001'), `detail: ${detail}`)
      assert((await panel.locator('[data-testid=cert-image]').count()) === 1, 'licence image rendered as an image')
      await shot(page, 'certificate-detail')
    },
  },
]
