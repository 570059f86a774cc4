// Invoice journey for the demo shopper: pick two paid orders, fill a company electronic invoice, submit,
// find it pending review in the list and open its detail; a company form without a tax code is refused
// with the message and keeps what was typed.
import { assert, expectToast, loginUser, openAs, pluginCall as plugin, shooter, visible, waitForShownPage } from './harness.mjs'

const shot = shooter('PLUGIN_SHOTS')
const LIST = '/pages/plugins/invoice/invoice/invoice'
const FORM = '/pages/plugins/invoice/invoice-saveinfo/invoice-saveinfo'

// The testid sits on the <input> (useHtmlComponents) or on a host with the input inside.
function field(page, testId) {
  return visible(page, `[data-testid=${testId}] input, [data-testid=${testId}] textarea, input[data-testid=${testId}], textarea[data-testid=${testId}]`)
}

async function fill(page, testId, value) {
  const input = field(page, testId)
  await input.waitFor({ timeout: 20_000 })
  await input.fill(value)
}

async function chooseCompanyElectronic(page, content) {
  await visible(page, '[data-testid=invoice-type-0]').click()
  await visible(page, '[data-testid=invoice-apply-1]').click()
  await visible(page, `[data-testid="invoice-content-${content}"]`).click()
}

export const tests = [
  {
    name: 'two paid orders into one company e-invoice: pending review in the list, then its detail',
    async run({ newPage, server }) {
      const user = await loginUser(server)
      const free = (await plugin(server, 'invoice', 'order', 'index', {}, user.token)).data
      assert(free.total >= 2, `at least two paid orders to invoice (${free.total})`)
      const { page } = await openAs(newPage, server, user, LIST)
      await waitForShownPage(page, LIST)
      await visible(page, '[data-testid=invoice-row]').waitFor({ timeout: 30_000 })
      await visible(page, '[data-testid=invoice-go-orders]').click()
      await waitForShownPage(page, '/pages/plugins/invoice/order/order')
      await visible(page, '[data-testid=invoice-record]').waitFor({ timeout: 20_000 })
      const checks = page.locator('[data-testid=invoice-record-check] >> visible=true')
      await checks.nth(0).click()
      await checks.nth(1).click()
      await shot(page, 'invoice-orders')
      await visible(page, '[data-testid=invoice-merge]').click()
      await waitForShownPage(page, FORM)
      const amount = await visible(page, '[data-testid=invoice-form-amount]').textContent()
      const sum = free.data_list.slice(0, 2).reduce((s, o) => s + Number(o.pay_price), 0)
      assert(amount.includes(sum.toFixed(2)), `amount is the sum of both orders: ${amount} vs ${sum}`)
      await chooseCompanyElectronic(page, '商品明细')
      await fill(page, 'invoice-field-invoice_title', 'E2E 示例科技有限公司')
      await fill(page, 'invoice-field-invoice_code', '91310000MA1FL0000X')
      await fill(page, 'invoice-field-email', 'finance@example.com')
      await shot(page, 'invoice-form')
      await visible(page, '[data-testid=invoice-submit]').click()
      await waitForShownPage(page, LIST, 20_000)
      const row = visible(page, '[data-testid=invoice-row]')
      await row.waitFor({ timeout: 20_000 })
      await page.waitForFunction(
        () => [...document.querySelectorAll('[data-testid=invoice-row]')].some((el) => el.textContent.includes('E2E 示例科技有限公司')),
        null,
        { timeout: 20_000 },
      )
      const text = await row.textContent()
      assert(text.includes('待审核') && text.includes('E2E 示例科技有限公司'), `newest invoice pending review: ${text}`)
      await shot(page, 'invoice-list')
      await row.locator('.pk-card__head').click()
      await waitForShownPage(page, '/pages/plugins/invoice/invoice-detail/invoice-detail')
      const detail = visible(page, '[data-testid=invoice-detail]')
      await detail.waitFor({ timeout: 20_000 })
      const detailText = await detail.textContent()
      assert(detailText.includes('待审核') && detailText.includes('91310000MA1FL0000X') && detailText.includes(sum.toFixed(2)), `detail: ${detailText}`)
      await shot(page, 'invoice-detail')
      assert((await plugin(server, 'invoice', 'order', 'index', {}, user.token)).data.total === free.total - 2, 'both orders are now invoiced')
    },
  },
  {
    name: 'a company invoice without a tax code is refused with the message and keeps the input',
    async run({ newPage, server }) {
      const user = await loginUser(server)
      const recharge = (await plugin(server, 'invoice', 'recharge', 'index', {}, user.token)).data.data_list[0]
      assert(recharge, 'a paid recharge to invoice')
      const before = (await plugin(server, 'invoice', 'user', 'index', {}, user.token)).data.total
      const { page } = await openAs(newPage, server, user, `${FORM}?ids=${recharge.id}&type=1&is_redirect=1`)
      await waitForShownPage(page, FORM)
      await visible(page, '[data-testid=invoice-form-amount]').waitFor({ timeout: 30_000 })
      await chooseCompanyElectronic(page, '预付卡充值')
      await fill(page, 'invoice-field-invoice_title', '没有税号的公司')
      await visible(page, '[data-testid=invoice-submit]').click()
      await expectToast(page, '请填写企业统一社会信用代码或纳税识别号')
      assert((await field(page, 'invoice-field-invoice_title').inputValue()) === '没有税号的公司', 'title kept')
      await shot(page, 'invoice-form-refused')
      assert((await plugin(server, 'invoice', 'user', 'index', {}, user.token)).data.total === before, 'nothing saved')
    },
  },
]
