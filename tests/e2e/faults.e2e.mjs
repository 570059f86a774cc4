// Fault matrix: home, category, search, goods detail, cart, checkout, user centre, my orders and the
// address form under HTTP 500, an API that hangs past the client's 10 s timeout, malformed JSON,
// code -400 and a network that is gone. Every page must end in its data or in an error with a retry
// button (never blank, never silent), -400 must end on the login page with storage wiped, typed
// input must survive a failed save, and no page may throw (run.mjs fails on any pageerror).
// The pages of one fault run side by side as tabs of one browser context, so the hang case costs one
// real timeout, not nine.
import { apiCall, assert, buyNowRoute, extraPage, registerUser, visible, waitForShownPage, webUrl } from './harness.mjs'

const GOODS = 41
const API = '**/api.php**'

/** The pages of the matrix: route and what "its data is shown" looks like. */
const PAGES = [
  { name: 'home', route: 'pages/index/index', data: '[data-testid=home-floor], [data-testid=home-nav-item]' },
  { name: 'category', route: 'pages/goods-category/goods-category', data: '[data-testid=category-top]' },
  { name: 'search', route: 'pages/goods-search/goods-search?keywords=', data: '[data-testid=goods-card]' },
  { name: 'goods detail', route: `pages/goods-detail/goods-detail?id=${GOODS}`, data: '[data-testid=goods-price]' },
  { name: 'cart', route: 'pages/cart/cart', data: '[data-testid=cart-row]' },
  { name: 'checkout', route: buyNowRoute([{ goods_id: GOODS, stock: 1, spec: [] }]), data: '[data-testid=buy-submit]' },
  { name: 'user centre', route: 'pages/user/user', data: '[data-testid^=user-nav-]' },
  { name: 'my orders', route: 'pages/user-order/user-order', data: '[data-testid=order-card], [data-testid=status-empty]' },
  { name: 'diy page', route: 'pages/diy/diy?id=1', data: '[data-testid=diy-body]' },
  { name: 'layout page', route: 'pages/design/design?id=1', data: '[data-testid=layout-view]' },
  { name: 'custom view', route: 'pages/customview/customview?id=1', data: '[data-testid=customview-html]' },
  { name: 'stores home', route: 'pages/plugins/realstore/index/index', data: '[data-testid=store-card]' },
  { name: 'store page', route: 'pages/plugins/realstore/detail/detail?id=1', data: '[data-testid=store-goods]' },
  { name: 'store orders', route: 'pages/plugins/realstore/orderallot-list/orderallot-list', data: '[data-testid=store-order], [data-testid=status-empty]' },
  { name: 'bundle', route: 'pages/plugins/binding/detail/detail?id=1', data: '[data-testid=bundle-detail]' },
  { name: 'shop home', route: 'pages/plugins/shop/detail/detail?id=1', data: '[data-testid=shop-header]' },
  { name: 'shop search', route: 'pages/plugins/shop/search/search?shop_id=1', data: '[data-testid=goods-card]' },
  { name: 'activity', route: 'pages/plugins/activity/detail/detail?id=1', data: '[data-testid=activity-title]' },
  { name: 'blog home', route: 'pages/plugins/blog/index/index', data: '[data-testid=blog-row]' },
  { name: 'blog post', route: 'pages/plugins/blog/detail/detail?id=1', data: '[data-testid=blog-title]' },
  { name: 'Q&A board', route: 'pages/plugins/ask/index/index', data: '[data-testid=ask-row]' },
  { name: 'question', route: 'pages/plugins/ask/detail/detail?id=1', data: '[data-testid=ask-title]' },
  { name: 'my questions', route: 'pages/plugins/ask/user-list/user-list', data: '[data-testid=ask-mine-row], [data-testid=status-empty]' },
  { name: 'live rooms', route: 'pages/plugins/weixinliveplayer/index/index', data: '[data-testid=live-room]' },
  { name: 'live room', route: 'pages/plugins/weixinliveplayer/detail/detail?id=1', data: '[data-testid=live-name]' },
  { name: 'my gifts', route: 'pages/plugins/givegift/gift/gift', data: '[data-testid=gift-row], [data-testid=status-empty]' },
  { name: 'give a gift', route: 'pages/plugins/givegift/goods/goods?goods_id=16', data: '[data-testid=gift-goods-title]' },
  { name: 'claim a gift', route: 'pages/plugins/givegift/receive/receive?key=demogiftkey000000000001', data: '[data-testid=gift-receive-title]' },
  { name: 'patients', route: 'pages/plugins/hospital/patient-list/patient-list', data: '[data-testid=patient-row], [data-testid=status-empty]' },
  { name: 'delivery orders', route: 'pages/plugins/delivery/order/order', data: '[data-testid=delivery-not-courier], [data-testid=delivery-order]' },
  { name: 'scan-pay', route: 'pages/plugins/scanpay/index/index?id=1&type=0', data: '[data-testid=scanpay-merchant]' },
  { name: 'authenticity check', route: 'pages/plugins/antifakecode/index/index', data: '[data-testid=antifake-page]' },
  { name: 'form check', route: 'pages/plugins/form/check/check', data: '[data-testid=status-empty], [data-testid=form-check]' },
  { name: 'distribution centre', route: 'pages/plugins/distribution/user/user', data: '[data-testid=dist-centre]' },
  // A new shopper is no affiliate: once the gate's check answers, the page explains why.
  { name: 'distribution team', route: 'pages/plugins/distribution/team/team', data: '[data-testid=dist-not-distributor]' },
]

const ERROR_STATE = '[data-testid=status-error]'
const RETRY = `${ERROR_STATE} .status-view__button`

/** The s= of an api.php request ('cart/index', 'plugins/index' ...). */
const actionOf = (request) => new URL(request.url()).searchParams.get('s') || ''

/**
 * A switchable fault on every api.php call of a context: fault.set('500' | 'hang' | 'malformed' |
 * 'offline' | 'login' | 'pass'). `only` limits it to some actions, `spare` lets some through.
 */
async function installFault(context, { only = null, spare = [] } = {}) {
  let mode = 'pass'
  const held = []
  await context.route(API, async (route) => {
    const action = actionOf(route.request())
    const hit = mode !== 'pass' && (!only || only.includes(action)) && !spare.includes(action)
    if (!hit) return route.continue().catch(() => undefined)
    switch (mode) {
      case '500':
        return route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>500 Internal Server Error</h1>' })
      case 'malformed':
        return route.fulfill({ status: 200, contentType: 'application/json', body: '{"code":0,"msg":"","data":{"goods":[' })
      case 'login':
        return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ code: -400, msg: '登录失效，请重新登录', data: '' }) })
      case 'offline':
        return route.abort('internetdisconnected')
      case 'hang':
        held.push(route) // never answered: the client must give up on its own
        return undefined
    }
  })
  return {
    set(next) {
      mode = next
      if (next === 'pass') for (const route of held.splice(0)) void route.abort('failed').catch(() => undefined)
    },
  }
}

/** A shopper of their own with one goods line in the cart (so cart and checkout have data to show). */
async function shopperWithCart(server) {
  const user = await registerUser(server, { prefix: 'fault' })
  const saved = await apiCall(server, 'cart/save', { goods_id: GOODS, stock: 1 }, user.token)
  assert(saved.code === 0, `cart/save: ${saved.msg}`)
  return user
}

/** A context signed in as `user` (through the storage Taro H5 reads at boot), fault installed, nothing opened. */
async function signedInContext(newPage, user, faultOptions) {
  const made = await newPage()
  await made.context.addInitScript((u) => {
    // Only on the first document of each tab: a -400 wipe must stay wiped.
    if (!sessionStorage.getItem('fault-seeded')) {
      sessionStorage.setItem('fault-seeded', '1')
      localStorage.setItem('cache_shop_user_info_key', JSON.stringify({ data: u }))
    }
  }, user)
  const fault = await installFault(made.context, faultOptions)
  return { ...made, fault }
}

/** Open every page of the matrix in its own tab of the context, all at once. */
async function openAll(made, server) {
  const tabs = []
  for (const [i, spec] of PAGES.entries()) tabs.push({ spec, page: i === 0 ? made.page : await extraPage(made) })
  await Promise.all(tabs.map(({ spec, page }) => page.goto(webUrl(server, spec.route))))
  return tabs
}

/** The page ends in an error state with a message and a retry button (not blank, not silent). */
async function expectErrorState({ spec, page }, timeout) {
  await waitForShownPage(page, spec.route, 30_000)
  try {
    await visible(page, RETRY).waitFor({ timeout })
  } catch {
    const text = await page.evaluate(() => document.body.innerText.replace(/\s+/g, ' ').slice(0, 200))
    throw new Error(`${spec.name}: no error state with retry within ${timeout} ms; page shows: ${text}`)
  }
  const message = (await visible(page, `${ERROR_STATE} .status-view__text`).textContent())?.trim()
  assert(message, `${spec.name}: the error state says what went wrong`)
}

/** Lift the fault, press retry: the page's data comes. */
async function expectRetryLoads({ spec, page }) {
  await visible(page, RETRY).click()
  try {
    await visible(page, spec.data).waitFor({ timeout: 20_000 })
  } catch {
    const text = await page.evaluate(() => document.body.innerText.replace(/\s+/g, ' ').slice(0, 200))
    throw new Error(`${spec.name}: retry did not load the data; page shows: ${text}`)
  }
}

function pageMatrix(mode, { retry = [], errorWithin = 20_000 } = {}) {
  return {
    name: `${mode}: every page ends in an error with retry${retry.length ? `; retry loads ${retry.join(', ')} once the fault is gone` : ''}`,
    async run({ server, newPage }) {
      const user = await shopperWithCart(server)
      const made = await signedInContext(newPage, user)
      made.fault.set(mode)
      const tabs = await openAll(made, server)
      // Side by side: every tab waits for the same fault at once.
      const results = await Promise.allSettled(tabs.map((tab) => expectErrorState(tab, errorWithin)))
      const failures = results.filter((r) => r.status === 'rejected').map((r) => r.reason.message)
      assert(!failures.length, `pages without an error state under ${mode}:\n${failures.join('\n')}`)
      if (!retry.length) return
      made.fault.set('pass')
      for (const tab of tabs.filter((t) => retry.includes(t.spec.name))) await expectRetryLoads(tab)
    },
  }
}

/** -400 on every call but the config: each page ends on the login form, the stored session wiped. */
const loginExpired = {
  name: 'code -400: every page ends on the login page with storage wiped',
  async run({ server, newPage }) {
    const user = await shopperWithCart(server)
    const made = await signedInContext(newPage, user, { spare: ['base/common'] })
    made.fault.set('login')
    const tabs = await openAll(made, server)
    const results = await Promise.allSettled(
      tabs.map(async ({ spec, page }) => {
        try {
          await waitForShownPage(page, 'pages/login/login', 30_000)
          await visible(page, '[data-testid=login-accounts]').waitFor({ timeout: 15_000 })
        } catch {
          const text = await page.evaluate(() => `${location.hash} ${document.body.innerText.replace(/\s+/g, ' ').slice(0, 160)}`)
          throw new Error(`${spec.name}: not on the login form; page shows: ${text}`)
        }
        // Exactly one login page on top: a burst of -400 answers opens it once.
        const logins = await page.locator('.taro_page[id^="/pages/login/login"]').count()
        assert(logins === 1, `${spec.name}: ${logins} login pages stacked`)
      }),
    )
    const failures = results.filter((r) => r.status === 'rejected').map((r) => r.reason.message)
    assert(!failures.length, `pages that did not end on login:\n${failures.join('\n')}`)
    const stored = await made.page.evaluate(() => localStorage.getItem('cache_shop_user_info_key'))
    assert(!stored || !JSON.parse(stored).data, `the stored user is wiped, found ${stored}`)
  },
}

/** -400 on the config call as well: still the login page, showing an error with retry rather than nothing. */
const loginExpiredEverywhere = {
  name: 'code -400 on every call, the config too: the login page shows an error with retry, never a blank page',
  async run({ server, newPage }) {
    const user = await shopperWithCart(server)
    const made = await signedInContext(newPage, user)
    made.fault.set('login')
    await made.page.goto(webUrl(server, 'pages/cart/cart'))
    await waitForShownPage(made.page, 'pages/login/login', 30_000)
    await visible(made.page, RETRY).waitFor({ timeout: 20_000 })
    made.fault.set('pass')
    await visible(made.page, RETRY).click()
    await visible(made.page, '[data-testid=login-accounts]').waitFor({ timeout: 20_000 })
  },
}

const fieldSelector = (testId) =>
  `[data-testid=${testId}] input, [data-testid=${testId}] textarea, input[data-testid=${testId}], textarea[data-testid=${testId}]`

async function pickRegion(page, names) {
  await page.locator('[data-testid=address-region]').click()
  for (const name of names) {
    const option = page.locator('[data-testid=region-option]', { hasText: name }).first()
    await option.waitFor({ timeout: 10_000 })
    await option.click()
  }
  await page.locator('[data-testid=region-sheet]').waitFor({ state: 'detached', timeout: 10_000 })
}

/** The address form: each save fault leaves every typed value in place; the save goes through afterwards. */
const addressForm = {
  name: 'address form: a save under 500, malformed JSON, offline and a hang keeps the typed input; then it saves',
  async run({ server, newPage }) {
    const user = await registerUser(server, { prefix: 'faddr' })
    const made = await signedInContext(newPage, user, { only: ['useraddress/save'] })
    const { page, fault } = made
    await page.goto(webUrl(server, 'pages/user-address-save/user-address-save'))
    await waitForShownPage(page, 'pages/user-address-save/user-address-save')
    const typed = { 'address-name': '故障测试', 'address-tel': '13800138000', 'address-detail': '断网路 404 号' }
    for (const [testId, value] of Object.entries(typed)) {
      const field = page.locator(fieldSelector(testId)).first()
      await field.waitFor({ timeout: 15_000 })
      await field.fill(value)
    }
    await pickRegion(page, ['北京市', '北京市', '东城区'])
    await page.locator('[data-testid=address-label-home]').click()
    const save = page.locator('[data-testid=address-save]')
    for (const mode of ['500', 'malformed', 'offline', 'hang']) {
      fault.set(mode)
      const answered = page.waitForResponse((r) => actionOf(r.request()) === 'useraddress/save', { timeout: 5_000 }).catch(() => null)
      await save.click()
      await page.locator('.taro__toast', { hasText: '网络开小差了' }).first().waitFor({ state: 'attached', timeout: 20_000 })
      await answered
      for (const [testId, value] of Object.entries(typed)) {
        const now = await page.locator(fieldSelector(testId)).first().inputValue()
        assert(now === value, `${mode}: ${testId} kept "${value}", has "${now}"`)
      }
      await waitForShownPage(page, 'pages/user-address-save/user-address-save', 5_000)
      // The toast must be gone before the next round looks for a new one.
      await page
        .locator('.taro__toast', { hasText: '网络开小差了' })
        .first()
        .waitFor({ state: 'detached', timeout: 10_000 })
        .catch(() => undefined)
    }
    fault.set('pass')
    await save.click()
    await waitForShownPage(page, 'pages/user-address/user-address', 20_000)
    const list = await apiCall(server, 'useraddress/index', {}, user.token)
    const rows = list.data?.data ?? list.data ?? []
    assert(
      rows.some((row) => row.name === typed['address-name']),
      'the address was saved once the fault was gone',
    )
  },
}

export const tests = [
  pageMatrix('500', { retry: PAGES.map((p) => p.name) }),
  pageMatrix('malformed', { retry: ['cart', 'checkout'] }),
  pageMatrix('offline', { retry: ['cart', 'checkout', 'user centre'] }),
  // 10 s per page load (spec), and the cart first waits for one failed config attempt: about 21 s.
  pageMatrix('hang', { retry: ['cart', 'checkout', 'my orders'], errorWithin: 45_000 }),
  loginExpired,
  loginExpiredEverywhere,
  addressForm,
]
