// Gifts, order forms, online hospital and third-party login (issue 17): give a gift and claim it as buyer2 at
// zero cost; the checkout's goods form blocks a bad value and the order keeps the good ones; add a patient,
// choose it and ask for a consultation; log in through the local demo provider and link/unlink it in
// Settings; confirm a desktop QR login. The tests run in order on one server and never assume what earlier
// tests left behind (fresh shoppers, or state read back through the API).
import {
  apiCall,
  assert,
  buyNowRoute,
  confirmModal,
  expectToast,
  loginUser,
  openAs,
  openRoute,
  pluginCall,
  registerUser,
  shooter,
  visible,
  waitForShownPage,
  webUrl,
} from './harness.mjs'

const shot = shooter('PLUGIN_SHOTS')
const GIFT_GOODS = 16
const FORM_GOODS = 19
const PRESCRIPTION_GOODS = 26
const OTHER_GOODS = 2

const fieldSelector = (testId) =>
  `[data-testid=${testId}] input, [data-testid=${testId}] textarea, input[data-testid=${testId}], textarea[data-testid=${testId}]`

async function fill(page, testId, value) {
  const field = visible(page, fieldSelector(testId))
  await field.waitFor({ timeout: 20_000 })
  await field.fill(value)
}

async function textOf(page, selector) {
  const element = visible(page, selector)
  await element.waitFor({ timeout: 20_000 })
  return (await element.textContent()) ?? ''
}

/** A shopper of its own with an address (for checkouts). */
async function shopperWithAddress(server) {
  const user = await registerUser(server, { prefix: 'gift' })
  const saved = await apiCall(
    server,
    'useraddress/save',
    { name: '测试收货人', tel: '13800001234', province: 1, city: 36, county: 457, address: '东华门大街2号', alias: '', is_default: 1 },
    user.token,
  )
  assert(saved.code === 0, `address: ${saved.msg}`)
  return user
}

export const tests = [
  {
    name: 'give a gift, claim it through its link as buyer2 at zero cost, and the giver sees it claimed',
    async run({ newPage, server }) {
      const demo = await loginUser(server)
      const { page } = await openAs(newPage, server, demo, `/pages/plugins/givegift/goods/goods?goods_id=${GIFT_GOODS}`)
      await visible(page, '[data-testid=gift-goods-title]').waitFor({ timeout: 30_000 })
      await fill(page, 'gift-message', 'e2e 生日快乐')
      await shot(page, 'givegift-goods')
      await visible(page, '[data-testid=gift-submit]').click()
      await page.getByTestId('gift-pay-sheet').waitFor({ timeout: 15_000 })
      await page.locator('[data-testid=gift-pay-method][data-payment=DemoPay]').click()
      await page.getByTestId('gift-pay-confirm').click()
      // Shown, not only in the URL: a goto() issued while the router still opens paytips is overtaken by it.
      await waitForShownPage(page, '/pages/paytips/paytips')
      await page.locator('[data-testid=paytips][data-result=success]').waitFor({ timeout: 20_000 })

      // The newest paid gift: its link is on its own receive page ("share with a friend").
      const gifts = await pluginCall(server, 'givegift', 'gift', 'index', { status: 1 }, demo.token)
      const gift = gifts.data.data_list[0]
      assert(gift.message_tips === 'e2e 生日快乐' && gift.buy_number === 1, `the new gift is paid: ${JSON.stringify(gift).slice(0, 200)}`)
      await openRoute(page, server, '/pages/plugins/givegift/gift/gift', '[data-testid=gift-row]')
      await shot(page, 'givegift-list')
      await visible(page, `[data-testid=gift-row][data-status="1"] [data-testid=gift-link]`).click()
      await waitForShownPage(page, '/pages/plugins/givegift/receive/receive')
      const link = (await textOf(page, '[data-testid=gift-share-link]')).trim()
      assert(link.includes(`/pages/plugins/givegift/receive/receive?key=${gift.key}`), `the share link: ${link}`)
      await shot(page, 'givegift-receive-own')

      const buyer2 = await loginUser(server, 'buyer2', 'buyer2pass')
      const friend = await openAs(newPage, server, buyer2)
      await friend.page.goto(link)
      assert((await textOf(friend.page, '[data-testid=gift-receive-message]')).includes('e2e 生日快乐'), "the giver's message is shown")
      await fill(friend.page, 'gift-note', '谢谢你！')
      await shot(friend.page, 'givegift-receive')
      await visible(friend.page, '[data-testid=gift-claim]').click()
      await waitForShownPage(friend.page, '/pages/buy/buy')
      await visible(friend.page, '[data-testid=buy-submit]').waitFor({ timeout: 30_000 })
      const total = await textOf(friend.page, '.buy-bar__price')
      assert(total.includes('0.00'), `zero to pay: ${total}`)
      await shot(friend.page, 'givegift-claim-checkout')
      await visible(friend.page, '[data-testid=buy-submit]').click()
      await waitForShownPage(friend.page, '/pages/user-order/user-order')

      const codes = await pluginCall(server, 'givegift', 'giftcode', 'index', { oid: gift.id }, demo.token)
      const code = codes.data.data_list[0]
      assert(code.status === 1 && code.user_message === '谢谢你！', `claimed with the note: ${JSON.stringify(code)}`)
      const order = (await apiCall(server, 'order/index', { page: 1, is_more: 1, status: -1 }, buyer2.token)).data.data[0]
      assert(order.status === 2 && Number(order.total_price) === 0, `a paid zero-cost order: ${order.status} ${order.total_price}`)

      await openRoute(page, server, `/pages/plugins/givegift/code/code?oid=${gift.id}`, '[data-testid=gift-code-claimer]')
      assert((await textOf(page, '[data-testid=gift-code-claimer]')).includes('buyer2'), 'the giver sees who claimed it')
      await shot(page, 'givegift-codes')
    },
  },
  {
    name: "checkout blocks on a bad goods-form value and passes with good ones; the order's form page shows them",
    async run({ newPage, server }) {
      const user = await shopperWithAddress(server)
      const { page } = await openAs(newPage, server, user, buyNowRoute([{ goods_id: FORM_GOODS, stock: 1, spec: [] }]))
      await visible(page, '[data-testid=ogf-checkout]').waitFor({ timeout: 30_000 })
      const inputs = page.locator('input[data-testid^=ogf-input-], [data-testid^=ogf-input-] input')
      const [engraving, phone] = [inputs.nth(0), inputs.nth(1)]
      await engraving.fill('A')
      await phone.fill('12345')
      await visible(page, '[data-testid=buy-submit]').click()
      await expectToast(page, '刻字内容需为2-12个字符')
      await page.locator('[data-testid=ogf-field][data-error="1"]').nth(1).waitFor({ timeout: 10_000 })
      assert((await engraving.inputValue()) === 'A' && (await phone.inputValue()) === '12345', 'the typed values stay')
      const errors = await page.locator('[data-testid=ogf-error]').allTextContents()
      assert(
        errors.some((e) => e.includes('格式不正确')),
        `the phone rule is shown: ${errors}`,
      )
      await shot(page, 'ordergoodsform-checkout-errors')
      assert((await apiCall(server, 'order/index', { page: 1, is_more: 1, status: -1 }, user.token)).data.total === 0, 'no order yet')

      await engraving.fill('Happy Day')
      await phone.fill('13912345678')
      await visible(page, '[data-testid=buy-submit]').click()
      await page.locator('[data-testid=payment-sheet]').waitFor({ timeout: 20_000 })
      const order = (await apiCall(server, 'order/index', { page: 1, is_more: 1, status: -1 }, user.token)).data.data[0]
      assert(order.plugins_ordergoodsform_data === 1, 'the order has form values')
      await openRoute(page, server, `/pages/plugins/ordergoodsform/order/order?id=${order.id}`, '[data-testid=ogf-order-goods]')
      const shown = await textOf(page, '[data-testid=ogf-order-goods]')
      assert(shown.includes('Happy Day') && shown.includes('13912345678'), `the order's values: ${shown}`)
      await shot(page, 'ordergoodsform-order')
    },
  },
  {
    name: 'the cart asks for a consultation: add a patient, choose it and submit the complaint',
    async run({ newPage, server }) {
      const user = await registerUser(server, { prefix: 'rx' })
      for (const goodsId of [PRESCRIPTION_GOODS, OTHER_GOODS]) {
        const saved = await apiCall(server, 'cart/save', { goods_id: goodsId, stock: 1 }, user.token)
        assert(saved.code === 0, `cart/save ${goodsId}: ${saved.msg}`)
      }
      const { page } = await openAs(newPage, server, user, '/pages/cart-page/cart-page')
      await visible(page, '[data-testid=cart-checkout]').click()
      await visible(page, '[data-testid=prescription-choice]').waitFor({ timeout: 20_000 })
      await shot(page, 'hospital-cart-choice')
      await visible(page, '[data-testid=prescription-choice-prescription]').click()
      await waitForShownPage(page, '/pages/plugins/hospital/prescription/prescription')
      await visible(page, '[data-testid=prescription-patient]').click()
      await waitForShownPage(page, '/pages/plugins/hospital/patient-list/patient-list')
      await visible(page, '[data-testid=patient-add]').click()
      await waitForShownPage(page, '/pages/plugins/hospital/patient/patient')
      await fill(page, 'patient-name', '赵小雨')
      await fill(page, 'patient-idcard', '110101199208081234')
      await visible(page, '[data-testid=patient-gender-1]').click()
      await visible(page, '[data-testid=patient-save]').click()
      await expectToast(page, '请填写手机号')
      assert((await visible(page, fieldSelector('patient-name')).inputValue()) === '赵小雨', 'the name stays after a refused save')
      await fill(page, 'patient-mobile', '13700001111')
      await visible(page, '[data-testid=patient-health]').click()
      await visible(page, '[data-testid=health-allergy]').click()
      await visible(page, '[data-testid=health-done]').click()
      await expectToast(page, '请填写过敏史')
      await fill(page, 'health-allergy-text', '青霉素')
      await shot(page, 'hospital-health')
      await visible(page, '[data-testid=health-done]').click()
      await shot(page, 'hospital-patient')
      await visible(page, '[data-testid=patient-save]').click()
      await waitForShownPage(page, '/pages/plugins/hospital/patient-list/patient-list')
      await page.locator('[data-testid=patient-row]', { hasText: '赵小雨' }).first().waitFor({ timeout: 20_000 })
      await shot(page, 'hospital-patient-list')
      await page.locator('[data-testid=patient-row]', { hasText: '赵小雨' }).locator('[data-testid=patient-choose]').first().click()
      await waitForShownPage(page, '/pages/plugins/hospital/prescription/prescription')
      assert((await textOf(page, '[data-testid=prescription-patient-name]')).includes('赵小雨'), 'the chosen patient is shown')
      await fill(page, 'prescription-desc', '面部泛红瘙痒三天')
      await shot(page, 'hospital-prescription')
      await visible(page, '[data-testid=prescription-submit]').click()
      await waitForShownPage(page, '/pages/web-view/web-view')
      const frame = page.frameLocator('[data-testid=web-view-frame]')
      await frame.locator('[data-testid=consultation]').waitFor({ timeout: 20_000 })
      const consultation = await frame.locator('[data-testid=consultation]').textContent()
      assert(consultation.includes('赵小雨') && consultation.includes('面部泛红瘙痒三天'), `the consultation page: ${consultation.slice(0, 120)}`)
      await shot(page, 'hospital-consultation')
    },
  },
  {
    name: 'log in through the local provider (linking a new identity), unlink and link it again in Settings',
    async run({ newPage, server }) {
      const user = await registerUser(server, { prefix: 'tpl' })
      const identity = `E2E Tester ${Date.now() % 100000}`
      const { page } = await openAs(newPage, server, null, '/pages/login/login')
      await visible(page, '[data-testid=thirdparty-demo]').waitFor({ timeout: 30_000 })
      await shot(page, 'thirdpartylogin-login')
      await visible(page, '[data-testid=thirdparty-demo]').click()
      await expectToast(page, '请先同意')
      await page.locator('[data-testid=login-agree]').click()
      await visible(page, '[data-testid=thirdparty-demo]').click()
      await page.locator('[data-testid=provider-allow]').waitFor({ timeout: 20_000 })
      await page.locator('input[name=nickname]').fill(identity)
      await page.locator('[data-testid=provider-allow]').click()
      await visible(page, '[data-testid=thirdparty-must-bind]').waitFor({ timeout: 30_000 })
      assert((await textOf(page, '[data-testid=thirdparty-must-bind]')).includes(identity), 'asks to log in to link the identity')
      await shot(page, 'thirdpartylogin-must-bind')
      await fill(page, 'login-accounts', user.accounts)
      await fill(page, 'login-pwd', user.pwd)
      await page.locator('[data-testid=login-agree]').click()
      await page.locator('[data-testid=login-submit]').click()
      await expectToast(page, '账号已绑定')

      const row = '[data-testid=setup-thirdparty-demo]'
      await openRoute(page, server, '/pages/setup/setup', row)
      await page.waitForFunction((sel) => document.querySelector(sel)?.textContent?.includes('已绑定'), `${row} [data-testid=setup-thirdparty-state]`, {
        timeout: 20_000,
      })
      await shot(page, 'thirdpartylogin-setup-bound')
      await visible(page, row).click()
      await confirmModal(page)
      await page.waitForFunction((sel) => document.querySelector(sel)?.textContent?.includes('未绑定'), `${row} [data-testid=setup-thirdparty-state]`, {
        timeout: 20_000,
      })

      // Link again from Settings: the provider, then back through the login page to Settings.
      await visible(page, row).click()
      await page.locator('[data-testid=provider-allow]').waitFor({ timeout: 20_000 })
      await page.locator('input[name=nickname]').fill(identity)
      await page.locator('[data-testid=provider-allow]').click()
      await waitForShownPage(page, '/pages/setup/setup')
      await page.waitForFunction((sel) => document.querySelector(sel)?.textContent?.includes('已绑定'), `${row} [data-testid=setup-thirdparty-state]`, {
        timeout: 20_000,
      })

      // A guest now logs in with the linked identity alone.
      const guest = await openAs(newPage, server, null, '/pages/login/login')
      await guest.page.locator('[data-testid=login-agree]').click()
      await visible(guest.page, '[data-testid=thirdparty-demo]').click()
      await guest.page.locator('input[name=nickname]').fill(identity)
      await guest.page.locator('[data-testid=provider-allow]').click()
      await guest.page.waitForFunction(
        (name) => (JSON.parse(localStorage.getItem('cache_shop_user_info_key') || '{}').data?.username ?? '') === name,
        user.accounts,
        { timeout: 30_000 },
      )
    },
  },
  {
    name: 'confirm a desktop QR login from the phone',
    async run({ newPage, server }) {
      const demo = await loginUser(server)
      const desktop = await pluginCall(server, 'thirdpartylogin', 'scan', 'create', {})
      assert(desktop.code === 0, `scan/create: ${desktop.msg}`)
      const { page } = await openAs(newPage, server, demo, `/pages/plugins/thirdpartylogin/index/index?id=${desktop.data.id}`)
      await visible(page, '[data-testid=scan-confirm]').waitFor({ timeout: 30_000 })
      await shot(page, 'thirdpartylogin-scan')
      await visible(page, '[data-testid=scan-confirm]').click()
      await visible(page, '[data-testid=scan-done]').waitFor({ timeout: 20_000 })
      const login = await pluginCall(server, 'thirdpartylogin', 'scan', 'check', { id: desktop.data.id, secret: desktop.data.secret })
      assert(login.data.status === 2 && login.data.user?.username === 'demo', `the computer gets the login: ${JSON.stringify(login.data).slice(0, 120)}`)
      await page.goto(webUrl(server, '/pages/plugins/thirdpartylogin/index/index?id=x'))
      await visible(page, '[data-testid=status-error]').waitFor({ timeout: 20_000 })
    },
  },
]
