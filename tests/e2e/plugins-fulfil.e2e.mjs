// Fulfilment journeys: the shopper opens the courier's map from an order; the seeded courier takes a delivery through start, a problem report with a photo,
// redelivery and completion; a shopper pays a merchant by scan-pay with the demo payment and sees the
// result; anyone checks a genuine and an unknown authenticity code; staff verify a form submission by code.
import { writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  apiCall,
  assert,
  confirmModal,
  expectToast,
  loginUser,
  openAs,
  pluginCall as plugin,
  registerUser,
  shooter,
  visible,
  waitForShownPage,
} from './harness.mjs'

const shot = shooter('PLUGIN_SHOTS')
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')

const field = (page, testId) => visible(page, `[data-testid=${testId}] input, input[data-testid=${testId}], [data-testid=${testId}] textarea`)

async function fill(page, testId, value) {
  const input = field(page, testId)
  await input.waitFor({ timeout: 20_000 })
  await input.fill(value)
}

/** Pick a photo for an ImagePicker (the browser's file chooser) and wait until it is shown. */
async function addPhoto(page, pickerTestId) {
  const file = join(tmpdir(), `fulfil-e2e-${Date.now()}.png`)
  writeFileSync(file, PNG)
  const [chooser] = await Promise.all([page.waitForEvent('filechooser', { timeout: 10_000 }), visible(page, `[data-testid=${pickerTestId}-add]`).click()])
  await chooser.setFiles(file)
  await visible(page, `[data-testid=${pickerTestId}] .image-picker__image`).waitFor({ timeout: 20_000 })
}

async function detailStatus(page, status) {
  await visible(page, `[data-testid=delivery-detail][data-status="${status}"]`).waitFor({ timeout: 20_000 })
}

export const tests = [
  {
    name: "shopper: an order the shop's courier carries opens its delivery map from the order",
    async run({ newPage, server }) {
      const shopper = await loginUser(server)
      // Other tests add newer orders: find a carried one by its answer and open its detail.
      let carried = null
      for (let p = 1; !carried && p <= 10; p++) {
        const answer = await apiCall(server, 'order/index', { page: p }, shopper.token)
        const rows = answer.data?.data ?? []
        carried = rows.find((o) => Number(o.plugins_delivery_data) > 0) ?? null
        if (!rows.length) break
      }
      assert(carried, 'the demo shopper has an order the courier carries')
      const { page } = await openAs(newPage, server, shopper, `/pages/user-order-detail/user-order-detail?id=${carried.id}`)
      const track = visible(page, '[data-testid=track-delivery]').first()
      await track.waitFor({ timeout: 20_000 })
      await track.click()
      await waitForShownPage(page, 'pages/plugins/delivery/logistics/logistics')
      await visible(page, '[data-testid=delivery-logistics]').waitFor({ timeout: 20_000 })
      await visible(page, '[data-testid=delivery-courier]').waitFor({ timeout: 20_000 })
    },
  },
  {
    name: 'courier: start a delivery, report a problem with a photo, deliver again and complete it',
    async run({ newPage, server }) {
      const courier = await loginUser(server, 'courier', 'courier123456')
      const waiting = (await plugin(server, 'delivery', 'order', 'index', { type: 1 }, courier.token)).data.data[0]
      assert(waiting, 'a seeded delivery is waiting')
      const { page } = await openAs(newPage, server, courier, '/pages/plugins/delivery/order/order')
      const card = visible(page, '[data-testid=delivery-order]').filter({ hasText: waiting.main_order_no })
      await card.waitFor({ timeout: 30_000 })
      assert((await visible(page, '[data-testid=tab-1]').textContent()).includes('(1)'), 'the waiting tab counts one')
      await shot(page, 'delivery-list')
      await card.getByTestId('delivery-start').click()
      await confirmModal(page)
      await visible(page, `[data-testid=delivery-order][data-status="2"]`).filter({ hasText: waiting.main_order_no }).waitFor({ timeout: 20_000 })

      await visible(page, '[data-testid=delivery-order]').filter({ hasText: waiting.main_order_no }).getByTestId('delivery-details').click()
      await waitForShownPage(page, 'pages/plugins/delivery/order-detail/order-detail')
      await detailStatus(page, 2)
      // A problem report needs a reason and a photo; what was typed stays after a refusal.
      await visible(page, '[data-testid=delivery-abnormal]').click()
      await visible(page, '[data-testid=delivery-sheet-submit]').click()
      await expectToast(page, '请填写原因')
      await fill(page, 'delivery-reason', '收件人电话无人接听')
      await fill(page, 'delivery-describe', '到达楼下，电话三次未接通')
      await visible(page, '[data-testid=delivery-sheet-submit]').click()
      await expectToast(page, '请上传照片')
      assert((await field(page, 'delivery-reason').inputValue()) === '收件人电话无人接听', 'the reason is kept')
      await addPhoto(page, 'delivery-photos')
      await shot(page, 'delivery-abnormal-form')
      await visible(page, '[data-testid=delivery-sheet-submit]').click()
      await detailStatus(page, 4)
      await visible(page, '[data-testid=delivery-abnormal-photos] img, [data-testid=delivery-abnormal-photos] .taro-img').waitFor({ timeout: 20_000 })
      assert((await visible(page, '[data-testid=delivery-progress]').textContent()).includes('收件人电话无人接听'), 'the reason is shown')

      await visible(page, '[data-testid=delivery-redeliver]').click()
      await confirmModal(page)
      await detailStatus(page, 2)
      await visible(page, '[data-testid=delivery-complete]').click()
      await addPhoto(page, 'delivery-photos')
      await fill(page, 'delivery-describe', '已放门卫处')
      await visible(page, '[data-testid=delivery-sheet-submit]').click()
      await detailStatus(page, 3)
      await shot(page, 'delivery-detail-done')

      const detail = (await plugin(server, 'delivery', 'order', 'detail', { id: waiting.id }, courier.token)).data.data
      assert(
        detail.status === 3 && detail.success_delivery_images.length === 1 && detail.abnormal_images.length === 1,
        `server state: ${JSON.stringify(detail).slice(0, 200)}`,
      )
      assert(detail.logs.map((l) => l.action).join(',') === 'success,redeliver,abnormal,start,dispatch', `history: ${detail.logs.map((l) => l.action)}`)
    },
  },
  {
    name: 'scan-pay: the keypad refuses a third decimal, the demo payment pays, the result shows the amount',
    async run({ newPage, server }) {
      const user = await registerUser(server, { prefix: 'sp' })
      const { page } = await openAs(newPage, server, user, '/pages/plugins/scanpay/index/index?id=1&type=0')
      await visible(page, '[data-testid=scanpay-merchant]').waitFor({ timeout: 30_000 })
      for (const key of ['1', '2', 'dot', '3', '4', '5']) await visible(page, `[data-testid=scanpay-key-${key}]`).click()
      assert((await visible(page, '[data-testid=scanpay-amount-error]').textContent()) === '最多输入两位小数', 'a third decimal is refused')
      assert((await visible(page, '[data-testid=scanpay-amount-value]').textContent()) === '12.34', 'the amount is kept')
      await shot(page, 'scanpay-counter')
      await visible(page, '[data-testid=scanpay-pay]').click()
      await visible(page, '[data-testid=scanpay-sheet-sheet]').waitFor({ timeout: 20_000 })
      await visible(page, '[data-testid=scanpay-sheet-confirm]').click()
      await waitForShownPage(page, 'pages/paytips/paytips')
      await visible(page, '[data-testid=paytips-next]').click()
      await waitForShownPage(page, 'pages/plugins/scanpay/tips/tips')
      const result = visible(page, '[data-testid=scanpay-result][data-paid="1"]')
      await result.waitFor({ timeout: 20_000 })
      const text = await result.textContent()
      assert(text.includes('付款成功') && text.includes('12.34') && text.includes('美妆优选'), `result: ${text}`)
      await shot(page, 'scanpay-result')
    },
  },
  {
    name: 'authenticity: a malformed code is refused, the seeded genuine code shows its third check, an unknown one is not found',
    async run({ newPage, server }) {
      const { page } = await openAs(newPage, server, null, '/pages/plugins/antifakecode/index/index')
      await visible(page, '[data-testid=antifake-page]').waitFor({ timeout: 30_000 })
      await fill(page, 'antifake-code', 'ab#')
      await visible(page, '[data-testid=antifake-check]').click()
      assert((await visible(page, '[data-testid=antifake-error]').textContent()) === '防伪码应为 6-32 位字母或数字', 'format refused')
      assert((await field(page, 'antifake-code').inputValue()) === 'ab#', 'the typed code is kept')
      await fill(page, 'antifake-code', 'MZ2026A0001')
      await visible(page, '[data-testid=antifake-check]').click()
      await visible(page, '[data-testid=antifake-result][data-outcome=again]').waitFor({ timeout: 20_000 })
      assert((await visible(page, '[data-testid=antifake-count]').textContent()) === '已查询 3 次', 'third check counted')
      assert((await visible(page, '[data-testid=antifake-goods]').textContent()).length > 0, 'goods shown')
      await shot(page, 'antifake-genuine')
      await fill(page, 'antifake-code', 'MZ2099Z0001')
      await visible(page, '[data-testid=antifake-check]').click()
      await visible(page, '[data-testid=antifake-result][data-outcome=unknown]').waitFor({ timeout: 20_000 })
      assert((await visible(page, '[data-testid=antifake-message]').textContent()).includes('未查询到'), 'not found')
    },
  },
  {
    name: 'form check: staff verify a submission by code once; the figures follow',
    async run({ newPage, server }) {
      const staff = await loginUser(server, 'formstaff', 'formstaff123456')
      const { page } = await openAs(newPage, server, staff, '/pages/plugins/form/check/check')
      await visible(page, '[data-testid=form-stats]').waitFor({ timeout: 30_000 })
      const checked = async () => Number(await visible(page, '[data-testid=form-stat-value] >> nth=1').textContent())
      const before = await checked()
      await fill(page, 'form-check-value', 'F26110001')
      await visible(page, '[data-testid=form-check-submit]').click()
      const done = visible(page, '[data-testid=form-check-message][data-ok="1"]')
      await done.waitFor({ timeout: 20_000 })
      assert((await done.textContent()) === '核销成功（林小美）', `success: ${await done.textContent()}`)
      assert((await checked()) === before + 1, 'one more checked')
      await shot(page, 'form-check')
      await fill(page, 'form-check-value', 'F26110001')
      await visible(page, '[data-testid=form-check-submit]').click()
      const refused = visible(page, '[data-testid=form-check-message][data-ok="0"]')
      await refused.waitFor({ timeout: 20_000 })
      assert((await refused.textContent()).includes('该报名已于') && (await refused.textContent()).includes('F26110001'), 'a second check is refused')
    },
  },
]
