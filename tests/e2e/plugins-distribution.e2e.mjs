// Distribution journeys: a referral link brings a new team member; a downline payment earns the upline
// commission; a pickup point is applied for, refused, edited and resubmitted; a pickup order is handed out
// by code; a bundle is created; a visit is logged with a photo; the poster is drawn and the map lists the
// customers (this machine has no internet: the map says its tiles cannot be reached). Every page opens with
// data for the demo affiliate and with the not-an-affiliate state for a new shopper.
import { writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { assert, buyNowRoute, expectToast, loginUser, openAs, openRoute, pluginCall, registerUser, shooter, waitForShownPage, webUrl } from './harness.mjs'

const shot = shooter('DIST_SHOTS')
const ROOT = 'pages/plugins/distribution'
const route = (name, query = '') => `${ROOT}/${name}/${name}${query ? `?${query}` : ''}`
const TEAM_PASSWORD = 'fan123456'
const DEMO_PAY_ID = '2'
// A real 1x1 PNG (the server checks magic bytes).
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')

const fieldSelector = (testId) =>
  `[data-testid=${testId}] input, [data-testid=${testId}] textarea, input[data-testid=${testId}], textarea[data-testid=${testId}]`
const field = (page, testId) => page.locator(fieldSelector(testId)).first()

async function fill(page, testId, value) {
  await field(page, testId).waitFor({ timeout: 15_000 })
  await field(page, testId).fill(value)
}

async function pickImage(page, addTile) {
  const file = join(tmpdir(), `dist-e2e-${Date.now()}.png`)
  writeFileSync(file, PNG)
  const [chooser] = await Promise.all([page.waitForEvent('filechooser', { timeout: 10_000 }), page.locator(addTile).click()])
  await chooser.setFiles(file)
}

const dist = (server, control, action, params, token) => pluginCall(server, 'distribution', control, action, params, token)

export const tests = [
  {
    name: 'a shared referral link brings a new user into the distributor’s team',
    async run({ newPage, server }) {
      const demo = await loginUser(server)
      const { page } = await newPage()
      await page.goto(webUrl(server, `pages/index/index?referrer=${demo.id}`))
      await page.waitForFunction((id) => (localStorage.getItem('cache_shop_launch_info_key') || '').includes(`"referrer":"${id}"`), String(demo.id), {
        timeout: 20_000,
      })
      await openRoute(page, server, 'login/login', '[data-testid=to-register]')
      await page.locator('[data-testid=to-register]').click()
      const usernameTab = page.locator('[data-testid=login-type-username]')
      if (await usernameTab.count()) await usernameTab.click()
      const accounts = `friend${String(Date.now()).slice(-7)}`
      await fill(page, 'login-accounts', accounts)
      await fill(page, 'login-pwd', 'friend12345')
      await page.locator('[data-testid=login-agree]').click()
      await page.locator('[data-testid=login-submit]').click()
      await page.waitForURL(/pages\/(index\/index|user\/user)/, { timeout: 15_000 })

      const { page: demoPage } = await openAs(newPage, server, demo, route('team'))
      const member = demoPage.locator('[data-testid=dist-member]', { hasText: accounts })
      await member.waitFor({ timeout: 20_000 })
      await shot(demoPage, 'team-with-new-member')
      // The new member's orders, from their card.
      await member.locator('[data-testid=dist-member-orders]').click()
      await waitForShownPage(demoPage, route('order'))
      await demoPage.locator('[data-testid=dist-order-member]').waitFor({ timeout: 15_000 })
      await demoPage.locator('.taro_page:last-child [data-testid=status-empty]').waitFor({ timeout: 15_000 })
    },
  },
  {
    name: 'a downline pays an order; the upline sees pending commission',
    async run({ newPage, server }) {
      const fan02 = await loginUser(server, 'fan02', TEAM_PASSWORD)
      const { page } = await openAs(newPage, server, fan02)
      await page.goto(`${server.baseUrl}/web/#${buyNowRoute([{ goods_id: 2, stock: 1, spec: [] }])}`)
      await page.locator('[data-testid=buy-line]').first().waitFor({ timeout: 30_000 })
      await page.locator(`[data-testid=buy-payment][data-id="${DEMO_PAY_ID}"]`).click()
      await page.locator('[data-testid=buy-submit]:not(.at-button--disabled)').waitFor({ timeout: 15_000 })
      await page.locator('[data-testid=buy-submit]').click()
      await page.locator('[data-testid=payment-sheet]').waitFor({ timeout: 15_000 })
      await page.locator(`[data-testid=payment-method][data-id="${DEMO_PAY_ID}"]`).click()
      await page.locator('[data-testid=payment-confirm]').click()
      await page.locator('[data-testid=paytips][data-result=success]').waitFor({ timeout: 20_000 })
      const orders = await pluginCall(server, 'distribution', 'order', 'index', { page: 1, status: 2, uid: fan02.id }, (await loginUser(server)).token)
      const paid = orders.data.data[0]
      assert(paid && Number(paid.user_id) === Number(fan02.id), 'the paid order is among demo’s distribution orders')

      const demo = await loginUser(server)
      const { page: demoPage } = await openAs(newPage, server, demo, route('profit', 'status=0'))
      const first = demoPage.locator('[data-testid=dist-profit]').first()
      await first.waitFor({ timeout: 20_000 })
      const profit = (await dist(server, 'profit', 'index', { page: 1, status: 0 }, demo.token)).data.data[0]
      assert(Number(profit.order_id) === Number(paid.id), `newest pending commission is for the paid order, got ${profit.order_id}`)
      const expected = (Math.round(Math.round(Number(paid.total_price) * 100) * 0.15) / 100).toFixed(2)
      assert(profit.profit_price === expected, `15% of ${paid.total_price} is ${expected}, got ${profit.profit_price}`)
      assert((await first.textContent()).includes(expected), `the card shows ${expected}`)
      await shot(demoPage, 'profit-pending')
      await first.click()
      await demoPage.locator('[data-testid=dist-profit-detail]', { hasText: paid.order_no }).waitFor({ timeout: 15_000 })
    },
  },
  {
    name: 'pickup point: apply, refused with a reason, bad input kept, edited and resubmitted',
    async run({ newPage, server }) {
      const user = await registerUser(server, { prefix: 'pick' })
      const { page } = await openAs(newPage, server, user, route('extraction'))
      await page.locator('[data-testid=dist-pickup-apply]').click()
      await waitForShownPage(page, route('extraction-apply'))
      await fill(page, 'dist-apply-alias', '小区驿站')
      await fill(page, 'dist-apply-name', '王五')
      await fill(page, 'dist-apply-tel', '13811112222')
      await page.locator('[data-testid=dist-apply-region]').click()
      for (const name of ['北京市', '北京市', '东城区']) {
        const option = page.locator('[data-testid=region-option]', { hasText: name }).first()
        await option.waitFor({ timeout: 10_000 })
        await option.click()
      }
      await page.locator('[data-testid=region-sheet]').waitFor({ state: 'detached', timeout: 10_000 })
      await fill(page, 'dist-apply-address', '东华门大街8号')
      // No map location yet: refused with the message, everything typed stays.
      await page.locator('[data-testid=dist-apply-submit]').click()
      await expectToast(page, '请选择地理位置')
      assert((await field(page, 'dist-apply-name').inputValue()) === '王五', 'contact kept')
      await page.locator('[data-testid=dist-apply-location]').click()
      await waitForShownPage(page, 'pages/common/open-setting-location/open-setting-location')
      await fill(page, 'location-name', '东华门')
      await fill(page, 'location-lng', '116.4035')
      await fill(page, 'location-lat', '39.9145')
      await page.locator('[data-testid=location-save]').click()
      await waitForShownPage(page, route('extraction-apply'))
      assert((await field(page, 'dist-apply-address').inputValue()) === '东华门大街8号', 'address kept across the location page')
      await page.locator('[data-testid=dist-apply-submit]').click()
      await waitForShownPage(page, route('extraction'))
      await page.locator('[data-testid=dist-pickup][data-status="0"]').waitFor({ timeout: 15_000 })

      // The shop refuses it (the review happens in the admin, written here into the database).
      const db = new Database(server.dbPath)
      try {
        db.prepare("UPDATE distribution_extractions SET status = 2, fail_reason = '门头照片缺失' WHERE user_id = ?").run(user.id)
      } finally {
        db.close()
      }
      await page.reload()
      await page.locator('[data-testid=dist-pickup-refused]', { hasText: '门头照片缺失' }).waitFor({ timeout: 20_000 })
      await shot(page, 'pickup-refused')
      await page.locator('[data-testid=dist-pickup-edit]').click()
      await waitForShownPage(page, route('extraction-apply'))
      await page.locator('[data-testid=dist-apply-reason]', { hasText: '门头照片缺失' }).waitFor({ timeout: 15_000 })
      await fill(page, 'dist-apply-tel', '12345')
      await page.locator('[data-testid=dist-apply-submit]').click()
      await expectToast(page, '联系电话')
      assert((await field(page, 'dist-apply-tel').inputValue()) === '12345', 'bad phone kept for correcting')
      await fill(page, 'dist-apply-tel', '010-65120099')
      await page.locator('[data-testid=dist-apply-submit]').click()
      await waitForShownPage(page, route('extraction'))
      await page.locator('[data-testid=dist-pickup][data-status="0"]').waitFor({ timeout: 15_000 })
      const info = await dist(server, 'extraction', 'index', {}, user.token)
      assert(info.data.extraction.tel === '010-65120099' && info.data.extraction.fail_reason === '', 'resubmitted for review with the new phone')
    },
  },
  {
    name: 'a pickup order is handed out only with its code',
    async run({ newPage, server }) {
      const demo = await loginUser(server)
      const { page } = await openAs(newPage, server, demo, route('extraction-order', 'status=0'))
      const card = page.locator('[data-testid=dist-pickup-order][data-status="0"]').first()
      await card.waitFor({ timeout: 20_000 })
      const orderNo = (await card.textContent()).match(/\d{20}/)?.[0]
      const db = new Database(server.dbPath, { readonly: true })
      const code = db.prepare('SELECT extraction_code FROM orders WHERE order_no = ?').get(orderNo)?.extraction_code
      db.close()
      assert(/^\d{4}$/.test(code || ''), `pickup code of ${orderNo}`)
      await card.locator('[data-testid=dist-pickup-take]').click()
      await fill(page, 'dist-pickup-code', '0000')
      await page.locator('[data-testid=dist-pickup-code-confirm]').click()
      await expectToast(page, '取货码错误')
      await fill(page, 'dist-pickup-code', code)
      await page.locator('[data-testid=dist-pickup-code-confirm]').click()
      await page.locator('[data-testid=dist-pickup-order][data-status="1"]', { hasText: orderNo }).waitFor({ timeout: 15_000 })
      await shot(page, 'pickup-handed-out')
    },
  },
  {
    name: 'create a recommendation bundle and open its shared page',
    async run({ newPage, server }) {
      const demo = await loginUser(server)
      const { page } = await openAs(newPage, server, demo, route('recommend-list'))
      await page.locator('[data-testid=dist-bundle]').first().waitFor({ timeout: 20_000 })
      await page.locator('[data-testid=dist-bundle-add]').click()
      await waitForShownPage(page, route('recommend-form'))
      await page.locator('[data-testid=dist-bundle-submit]').click()
      await expectToast(page, '请填写标题')
      await fill(page, 'dist-bundle-title', '春季焕新组合')
      await page.locator('[data-testid=dist-bundle-submit]').click()
      await expectToast(page, '请选择商品')
      assert((await field(page, 'dist-bundle-title').inputValue()) === '春季焕新组合', 'title kept')
      await page.locator('[data-testid=dist-bundle-add-goods]').click()
      await fill(page, 'dist-goods-keywords', '洁面')
      await page.locator('[data-testid=dist-goods-search]').click()
      await page.locator('[data-testid=dist-goods-result]').first().waitFor({ timeout: 15_000 })
      await page.locator('[data-testid=dist-goods-pick]').first().click()
      await page.locator('[data-testid=dist-bundle-line]').first().waitFor({ timeout: 10_000 })
      // A goods with specs: the spec chooser opens first, and the chosen spec goes with the line.
      await fill(page, 'dist-goods-keywords', '口红')
      await page.locator('[data-testid=dist-goods-search]').click()
      await page.locator('[data-testid=dist-goods-result]', { hasText: '丝绒哑光口红' }).locator('[data-testid=dist-goods-pick]').click()
      const groups = page.locator('[data-testid=spec-picker] [data-testid=spec-group]')
      await groups.first().waitFor({ timeout: 10_000 })
      for (let i = 0; i < (await groups.count()); i++) {
        await groups.nth(i).locator('[data-testid=spec-value][data-status=enabled]').first().click()
        await groups.nth(i).locator('[data-testid=spec-value][data-status=selected]').waitFor({ timeout: 10_000 })
      }
      await page.locator('[data-testid=spec-confirm-buy]').click()
      await page.locator('[data-testid=spec-picker]').waitFor({ state: 'detached', timeout: 10_000 })
      assert((await page.locator('[data-testid=dist-bundle-line]').count()) === 2, 'two goods chosen')
      assert((await page.locator('[data-testid=dist-bundle-line]').nth(1).locator('.dist-goods__spec').textContent()).includes(' / '), 'the spec is shown')
      await page.locator('[data-testid=dist-goods-sheet] .dist-sheet__close').click()
      await shot(page, 'bundle-form')
      await page.locator('[data-testid=dist-bundle-submit]').click()
      await waitForShownPage(page, route('recommend-list'))
      const created = page.locator('[data-testid=dist-bundle]', { hasText: '春季焕新组合' })
      await created.waitFor({ timeout: 15_000 })
      await created.click()
      await waitForShownPage(page, route('recommend-detail'))
      await page.locator('[data-testid=dist-bundle-goods]').first().waitFor({ timeout: 15_000 })
      await shot(page, 'bundle-detail')
    },
  },
  {
    name: 'log a customer visit with a photo; the rules speak zh and en and keep the input',
    async run({ newPage, server }) {
      const demo = await loginUser(server)
      const { page } = await openAs(newPage, server, demo, route('visit-form'), { lang: 'en' })
      await page.locator('[data-testid=dist-visit-form]').waitFor({ timeout: 20_000 })
      await fill(page, 'dist-visit-content', 'Brought the new serum samples')
      await page.locator('[data-testid=dist-visit-submit]').click()
      await expectToast(page, 'Please choose a customer')
      await page.locator('[data-testid=dist-visit-customer]').click()
      await fill(page, 'dist-customer-search-keywords', 'fan03')
      await page.locator('[data-testid=dist-customer-search-go]').click()
      await page.locator('[data-testid=dist-customer-search-found]', { hasText: 'fan03' }).waitFor({ timeout: 15_000 })
      await page.locator('[data-testid=dist-customer-search-submit]').click()
      await page.locator('[data-testid=dist-visit-customer]', { hasText: 'fan03' }).waitFor({ timeout: 10_000 })
      await page.locator('[data-testid=dist-visit-submit]').click()
      await expectToast(page, 'Please upload photos')
      assert((await field(page, 'dist-visit-content').inputValue()) === 'Brought the new serum samples', 'content kept')
      await pickImage(page, '[data-testid=dist-visit-photos-add]')
      await page.locator('[data-testid=dist-visit-photos] .image-picker__image').first().waitFor({ timeout: 15_000 })
      await shot(page, 'visit-form')
      await page.locator('[data-testid=dist-visit-submit]').click()
      await waitForShownPage(page, route('visit-list'))
      const visit = page.locator('[data-testid=dist-visit]', { hasText: 'Brought the new serum samples' })
      await visit.waitFor({ timeout: 15_000 })
      assert((await visit.locator('.dist-visit__photo').count()) === 1, 'the visit has its photo')
    },
  },
  {
    name: 'the poster is drawn with the referral QR code; the map lists customers without tiles; goods poster',
    async run({ newPage, server }) {
      const demo = await loginUser(server)
      const { page } = await openAs(newPage, server, demo, route('poster'))
      await page.locator('[data-testid=dist-poster-state][data-state=ok]').waitFor({ timeout: 20_000 })
      const inked = await page.evaluate(() => {
        const canvas = document.querySelector('[data-testid=dist-poster-canvas]')
        const data = canvas.getContext('2d').getImageData(175, 585, 250, 250).data
        let dark = 0
        for (let i = 0; i < data.length; i += 4) if (data[i] < 60 && data[i + 1] < 60 && data[i + 2] < 60) dark++
        return dark
      })
      assert(inked > 5000, `the QR code is drawn on the poster (${inked} dark pixels)`)
      assert((await page.locator('[data-testid=dist-share-url]').textContent()).includes(`referrer=${demo.id}`), 'the link carries the referrer')
      await page.locator('[data-testid=qr-code]').waitFor({ timeout: 10_000 })
      await shot(page, 'poster')
      await page.locator('[data-testid=dist-poster-refresh]').click()
      await page.locator('[data-testid=dist-poster-state][data-state=ok]').waitFor({ timeout: 20_000 })

      await openRoute(page, server, route('map'), '[data-testid=dist-map-customer]')
      const names = await page.locator('[data-testid=dist-map-customer] .dist-person__name').allTextContents()
      assert(
        ['fan01', 'fan02', 'fan03'].every((n) => names.includes(n)),
        `Beijing customers listed: ${names}`,
      )
      await page.locator('[data-testid=dist-map-tiles-down]').waitFor({ timeout: 20_000 })
      assert((await page.locator('.leaflet-marker-icon').count()) === names.length, 'one marker per listed customer')
      await page.locator('.leaflet-marker-icon').first().click()
      await page.locator('[data-testid=dist-map-customer][data-active="1"]').waitFor({ timeout: 10_000 })
      await shot(page, 'map')

      await openRoute(page, server, 'pages/goods-detail/goods-detail?id=2', '[data-testid=goods-poster]')
      await page.locator('[data-testid=goods-poster]').click()
      const viewer = page.locator('.web-image-viewer__image')
      await viewer.waitFor({ timeout: 15_000 })
      assert(/\/static\/upload\/distribution-poster\/goods-2-/.test(await viewer.getAttribute('src')), 'the goods poster is previewed')
    },
  },
  {
    name: 'every distribution page opens with the demo affiliate’s data',
    async run({ newPage, server }) {
      const demo = await loginUser(server)
      const { page } = await openAs(newPage, server, demo)
      const orderId = (await dist(server, 'order', 'index', { page: 1 }, demo.token)).data.data[0].id
      const profitId = (await dist(server, 'profit', 'index', { page: 1 }, demo.token)).data.data[0].id
      const bundleId = (await dist(server, 'recommend', 'index', { page: 1 }, demo.token)).data.data[0].id
      const visitId = (await dist(server, 'visit', 'index', { page: 1 }, demo.token)).data.data[0].id
      const pages = [
        [route('user'), '[data-testid=dist-stats]'],
        [route('order'), '[data-testid=dist-order]'],
        [route('order-detail', `id=${orderId}`), '[data-testid=dist-order-detail]'],
        [route('profit'), '[data-testid=dist-profit]'],
        [route('profit-detail', `id=${profitId}`), '[data-testid=dist-profit-detail]'],
        [route('team'), '[data-testid=dist-member]'],
        [route('promotion-user', 'type=0'), '[data-testid=dist-member]'],
        [route('promotion-order', 'type=1'), '[data-testid=dist-order]'],
        [route('introduce'), '[data-testid=dist-level-card]'],
        [route('extraction'), '[data-testid=dist-pickup-stats]'],
        [route('extraction-apply'), '[data-testid=dist-apply-form]'],
        [route('extraction-order'), '[data-testid=dist-pickup-order]'],
        [route('extraction-switch'), '[data-testid=dist-switch-point]'],
        [route('recommend-list'), '[data-testid=dist-bundle]'],
        [route('recommend-detail', `id=${bundleId}`), '[data-testid=dist-bundle-goods]'],
        [route('recommend-form', `id=${bundleId}`), '[data-testid=dist-bundle-line]'],
        [route('visit-list'), '[data-testid=dist-visit]'],
        [route('visit-form', `id=${visitId}`), '[data-testid=dist-visit-form]'],
      ]
      for (const [path, ready] of pages) {
        await openRoute(page, server, path, ready)
        await shot(page, path.split('/')[3])
      }
      // A missing id reads as "not found" with a way home, never a blank page.
      await openRoute(page, server, route('order-detail', 'id=999999'), '[data-testid=status-empty]')
      await openRoute(page, server, route('recommend-detail'), '[data-testid=status-empty]')
    },
  },
  {
    name: 'a shopper without affiliate rights sees why, and empty lists say so',
    async run({ newPage, server }) {
      const user = await registerUser(server, { prefix: 'nodist' })
      const { page } = await openAs(newPage, server, user, route('user'))
      await page.locator('[data-testid=dist-centre] [data-testid=dist-not-distributor]').waitFor({ timeout: 20_000 })
      await shot(page, 'centre-not-distributor')
      for (const name of ['order', 'profit', 'team', 'poster', 'map', 'visit-list', 'recommend-list', 'promotion-user']) {
        await openRoute(page, server, route(name), '[data-testid=dist-not-distributor]')
      }
      await openRoute(page, server, route('extraction'), '[data-testid=dist-pickup-apply]')
      await openRoute(page, server, route('introduce'), '[data-testid=dist-level-card]')
      // Empty lists of an affiliate: fan01 has no visits or bundles, and both of its referrals have bought.
      const fan01 = await loginUser(server, 'fan01', TEAM_PASSWORD)
      const { page: fanPage } = await openAs(newPage, server, fan01, route('visit-list'))
      await fanPage.locator('[data-testid=status-empty]').waitFor({ timeout: 20_000 })
      await openRoute(fanPage, server, route('recommend-list'), '[data-testid=status-empty]')
      await openRoute(fanPage, server, route('promotion-user', 'type=2'), '[data-testid=status-empty]')
    },
  },
]
