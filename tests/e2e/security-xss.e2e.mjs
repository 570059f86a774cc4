// Script injection, tried the way an attacker would: every vector of tests/e2e/xss-corpus.mjs goes
// into every title sink (from a URL and from server data), every rich-text sink and every text a
// shopper writes that is shown back. Each vector that runs calls `_x(id)`, bound in every frame; a
// dialog counts too. The DOM is also audited for anything that could still run on a click or a
// hover (handler attributes, script URLs) and for server HTML lifted out of its box.
//
// These pages run with the CSP bypassed, so the sanitiser and the text sinks are tested on their
// own; the first test checks the CSP itself. Server data that the demo keeps in SQLite is written
// into this run's own database; data the demo server computes (plugin names, the VIP banner, a
// payment's HTML) is rewritten in the answer on its way to the page, as a hostile server would.
import Database from 'better-sqlite3'
import { apiCall, assert, buyNowRoute, loginUser, pluginCall, presetStorage, registerUser, waitForShownPage, webUrl } from './harness.mjs'
import { corpusHtml, packed, packedPlain, VECTORS } from './xss-corpus.mjs'

const tally = { sinks: [], executions: 0, hazards: 0 }
const ALL_TEXT = VECTORS.map((v) => v.html).join(' ')

const normalised = (text) => text.replace(/[\t\n\f\r ]+/g, ' ').trim()

/** A page whose every frame reports `_x(id)` calls and dialogs into `hits`. */
async function guarded(newPage, user) {
  const made = await newPage({ bypassCSP: true })
  const hits = []
  await made.context.exposeBinding('_x', (_source, id) => {
    hits.push(id ?? 'click-vector')
  })
  made.page.on('dialog', (dialog) => {
    hits.push(`dialog: ${dialog.message()}`)
    dialog.dismiss().catch(() => undefined)
  })
  if (user) await presetStorage(made.page, { cache_shop_user_info_key: user })
  return { ...made, hits }
}

/** Everything in the document that could still run, or server HTML that escaped its box. */
function audit(page) {
  return page.evaluate(() => {
    const found = []
    // eslint-disable-next-line no-control-regex -- browsers ignore control characters inside a URL scheme
    const scriptUrl = (value) => /^\s*(javascript|vbscript|data:(?!image\/))/i.test(String(value || '').replace(/[\u0000-\u001f]/g, ''))
    for (const el of document.querySelectorAll('#app *')) {
      for (const attr of el.attributes) {
        if (/^on/i.test(attr.name)) found.push(`${el.tagName.toLowerCase()}[${attr.name}]`)
        if (['href', 'src', 'poster', 'action', 'formaction', 'data', 'xlink:href'].includes(attr.name.toLowerCase()) && scriptUrl(attr.value))
          found.push(`${el.tagName.toLowerCase()}[${attr.name}=${attr.value}]`)
        if (attr.name.toLowerCase() === 'srcdoc') found.push(`${el.tagName.toLowerCase()}[srcdoc]`)
      }
      if (el instanceof HTMLAnchorElement && el.hasAttribute('href') && ['javascript:', 'vbscript:', 'data:'].includes(el.protocol))
        found.push(`a -> ${el.protocol}`)
    }
    for (const el of document.querySelectorAll('#app script, #app object, #app embed, #app base, #app meta, #app iframe:not([data-testid=web-view-frame])'))
      found.push(`<${el.tagName.toLowerCase()}>`)
    for (const box of document.querySelectorAll('.safe-rich-text > div')) {
      for (const el of box.querySelectorAll('*')) {
        const style = getComputedStyle(el)
        if (el.hasAttribute('class') || el.hasAttribute('id')) found.push(`rich text ${el.tagName.toLowerCase()} with class/id`)
        if (['fixed', 'absolute', 'sticky'].includes(style.position) || (style.zIndex && style.zIndex !== 'auto'))
          found.push(`rich text ${el.tagName.toLowerCase()} positioned ${style.position}/${style.zIndex}`)
        if (
          ['svg', 'math', 'style', 'form', 'input', 'button', 'textarea', 'select', 'details', 'marquee', 'audio', 'noscript'].includes(
            el.tagName.toLowerCase(),
          )
        )
          found.push(`rich text <${el.tagName.toLowerCase()}>`)
      }
    }
    for (const bar of document.querySelectorAll('.taro-navigation-bar-title')) if (bar.children.length) found.push('markup in the navigation bar title')
    return found
  })
}

/**
 * Let anything that would fire on load (image errors, autofocus, toggles, animations) fire first. Images
 * the page loads lazily (below the fold) are not waited for: they load only when scrolled to, and the
 * DOM scan still finds any handler attribute on them.
 */
async function settle(page) {
  await page.waitForFunction(() => [...document.images].every((img) => img.complete || img.loading === 'lazy'), null, { timeout: 15_000 })
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))))
}

/** Record one sink: nothing ran, nothing dangerous is left in the DOM. */
async function check(made, sink) {
  await settle(made.page)
  const hazards = await audit(made.page)
  tally.sinks.push(sink)
  tally.executions += made.hits.length
  tally.hazards += hazards.length
  assert(made.hits.length === 0, `${sink}: ${made.hits.length} executions (${made.hits.slice(0, 10).join(', ')})`)
  assert(hazards.length === 0, `${sink}: live hazards ${hazards.slice(0, 10).join(' | ')}`)
}

/** Wait until the page title (document and navigation bar) is exactly `text`, shown as text. */
async function expectTitle(page, text, sink) {
  const wanted = normalised(text)
  await page
    .waitForFunction(
      (w) =>
        document.title === w &&
        [...document.querySelectorAll('.taro-navigation-bar-title')].every(
          (bar) => bar.children.length === 0 && bar.textContent.replace(/[\t\n\f\r ]+/g, ' ').trim() === w,
        ),
      wanted,
      { timeout: 20_000 },
    )
    .catch(async () => {
      throw new Error(`${sink}: title never became the vector text; document.title=${JSON.stringify((await page.title()).slice(0, 120))}`)
    })
}

/** Cancel the shopper's open after-sale requests on one order line. */
async function cancelAftersales(server, token, orderDetailId) {
  const rows = (await apiCall(server, 'orderaftersale/index', { page: 1 }, token)).data?.data ?? []
  for (const row of rows.filter((r) => String(r.order_detail_id) === String(orderDetailId)))
    await apiCall(server, 'orderaftersale/cancel', { id: row.id }, token)
}

/** Wait until a shown element's text includes `text`. */
async function expectText(page, selector, text, sink) {
  await page
    .waitForFunction(([s, t]) => [...document.querySelectorAll(s)].some((el) => el.offsetParent !== null && el.textContent.includes(t)), [selector, text], {
      timeout: 20_000,
    })
    .catch(() => {
      throw new Error(`${sink}: "${text.slice(0, 60)}" never shown in ${selector}`)
    })
}

/** Rewrite every `keys` field of the JSON answers whose URL matches `pattern`. */
async function rewriteAnswers(page, pattern, keys, value) {
  const replace = (node) => {
    if (Array.isArray(node)) node.forEach(replace)
    else if (node && typeof node === 'object') {
      for (const key of Object.keys(node)) {
        if (keys.includes(key) && typeof node[key] === 'string') node[key] = value
        else replace(node[key])
      }
    }
  }
  await page.route(pattern, async (route) => {
    const response = await route.fetch()
    const json = await response.json()
    replace(json)
    await route.fulfill({ response, json })
  })
}

const plugin = (name) => new RegExp(`pluginsname=${name}&`)
const openUrl = (made, server, route) => made.page.goto(webUrl(server, route))

function database(server) {
  const db = new Database(server.dbPath)
  db.pragma('busy_timeout = 5000')
  return db
}

export const tests = [
  {
    name: 'the web build is served with a CSP that refuses inline script and script URLs',
    async run({ newPage, server }) {
      const res = await fetch(`${server.baseUrl}/web/`)
      const policy = res.headers.get('content-security-policy') || ''
      assert(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/.test(policy), `hashed script-src: ${policy}`)
      assert(/object-src 'none'/.test(policy) && /base-uri 'self'/.test(policy) && /frame-ancestors 'self'/.test(policy), `policy: ${policy}`)
      const { page } = await newPage()
      const violations = []
      await page.exposeBinding('_x', () => violations.push('ran'))
      await page.goto(webUrl(server, 'pages/index/index'))
      await waitForShownPage(page, 'pages/index/index')
      const blocked = await page.evaluate(async () => {
        const seen = []
        document.addEventListener('securitypolicyviolation', (e) => seen.push(e.violatedDirective))
        const script = document.createElement('script')
        script.textContent = '_x(1)'
        document.body.appendChild(script)
        const img = document.createElement('img')
        img.setAttribute('onerror', '_x(2)')
        img.src = 'x'
        document.body.appendChild(img)
        const a = document.createElement('a')
        a.href = 'javascript:_x(3)'
        document.body.appendChild(a)
        a.click()
        await new Promise((done) => setTimeout(done, 500))
        return seen
      })
      assert(violations.length === 0, `inline script ran under the CSP: ${violations.length}`)
      assert(blocked.length >= 2 && blocked.every((d) => d.startsWith('script-src')), `violations reported: ${blocked}`)
    },
  },
  {
    name: "the app's own pages run under the CSP without a single violation",
    async run({ newPage, server }) {
      const user = await loginUser(server)
      const { page } = await newPage()
      await presetStorage(page, { cache_shop_user_info_key: user })
      await page.addInitScript(() => {
        window.__cspViolations = []
        document.addEventListener('securitypolicyviolation', (e) => window.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`))
      })
      const routes = [
        ['pages/index/index', '[data-testid=goods-card]'],
        ['pages/goods-category/goods-category', '[data-testid=category-top]'],
        ['pages/goods-detail/goods-detail?id=1', '.safe-rich-text'],
        ['pages/goods-search/goods-search?keywords=%E5%8F%A3%E7%BA%A2', '[data-testid=goods-card]'],
        ['pages/cart/cart', ''],
        ['pages/user/user', '[data-testid=user-name]'],
        ['pages/article-detail/article-detail?id=1', '.safe-rich-text'],
        ['pages/plugins/membershiplevelvip/index/index', ''],
      ]
      for (const [route, ready] of routes) {
        await page.goto(`${server.baseUrl}/web/?r=${routes.findIndex((r) => r[0] === route)}#/${route}`)
        await waitForShownPage(page, route)
        if (ready) await page.locator(`${ready} >> visible=true`).first().waitFor({ timeout: 30_000 })
        await settle(page)
        const violations = await page.evaluate(() => window.__cspViolations)
        assert(violations.length === 0, `${route}: CSP violations ${violations.join(' | ')}`)
      }
    },
  },
  {
    name: `title from the URL: goods-search keywords, each of the ${VECTORS.length} vectors`,
    async run({ newPage, server }) {
      const made = await guarded(newPage, null)
      // Control: the counter does see a vector that reaches an HTML sink (what Taro's H5 bar did with titles).
      await made.page.goto(webUrl(server, 'pages/goods-search/goods-search?keywords=control'))
      await made.page.evaluate(() => {
        document.body.insertAdjacentHTML('beforeend', '<img src=x onerror=_x(999) hidden>')
      })
      for (const until = Date.now() + 10_000; !made.hits.includes(999) && Date.now() < until;) await new Promise((done) => setTimeout(done, 50))
      assert(made.hits.includes(999), `the control vector was counted: ${made.hits}`)
      made.hits.length = 0
      for (const vector of VECTORS) {
        // A different document each time (?v=), so every vector meets a freshly booted app.
        await made.page.goto(`${server.baseUrl}/web/?v=${vector.id}#/pages/goods-search/goods-search?keywords=${encodeURIComponent(vector.html)}`)
        await expectTitle(made.page, vector.html, `goods-search keywords #${vector.id}`)
        await settle(made.page)
        assert(made.hits.length === 0, `goods-search keywords #${vector.id} ${vector.name}: ran ${made.hits.join(', ')}`)
      }
      await check(made, 'title: goods-search keywords (query)')
    },
  },
  {
    name: 'titles from server data: article, brand, label, site name and plugin names',
    async run({ newPage, server }) {
      const db = database(server)
      const now = Math.floor(Date.now() / 1000)
      const category = db.prepare('SELECT id FROM article_categories ORDER BY id LIMIT 1').get().id
      const articleId = db
        .prepare("INSERT INTO articles (article_category_id, title, content, add_time, upd_time) VALUES (?, ?, '<p>x</p>', ?, ?)")
        .run(category, ALL_TEXT, now, now).lastInsertRowid
      const brandId = db.prepare('INSERT INTO brands (name, add_time) VALUES (?, ?)').run(ALL_TEXT, now).lastInsertRowid
      const labelId = db.prepare('INSERT INTO labels (name, add_time) VALUES (?, ?)').run(ALL_TEXT, now).lastInsertRowid
      db.close()

      const fromDb = [
        ['title: article title (db)', `pages/article-detail/article-detail?id=${articleId}`],
        ['title: brand name on goods-search (db)', `pages/goods-search/goods-search?brand=${brandId}`],
        ['title: label name (db)', `pages/plugins/label/detail/detail?id=${labelId}`],
      ]
      for (const [sink, route] of fromDb) {
        const made = await guarded(newPage, null)
        await openUrl(made, server, route)
        await expectTitle(made.page, ALL_TEXT, sink)
        await check(made, sink)
      }

      const fromAnswers = [
        ['title: site name on home (answer)', /s=base\/common/, ['home_site_name'], 'pages/index/index'],
        ['title: seckill name (answer)', plugin('seckill'), ['application_name'], 'pages/plugins/seckill/index/index'],
        ['title: points mall name (answer)', plugin('points'), ['application_name'], 'pages/plugins/points/index/index'],
        ['title: coupon centre name (answer)', plugin('coupon'), ['application_name'], 'pages/plugins/coupon/index/index'],
        ['title: shop coupons name (answer)', plugin('coupon'), ['application_name', 'shop_application_name'], 'pages/plugins/coupon/shop/shop?shop_id=1'],
        ['title: VIP name (answer)', plugin('membershiplevelvip'), ['application_name'], 'pages/plugins/membershiplevelvip/index/index'],
      ]
      for (const [sink, pattern, keys, route] of fromAnswers) {
        const made = await guarded(newPage, await loginUser(server))
        await rewriteAnswers(made.page, pattern, keys, ALL_TEXT)
        await openUrl(made, server, route)
        await expectTitle(made.page, ALL_TEXT, sink)
        await check(made, sink)
      }
    },
  },
  {
    name: 'rich text from the server: goods, article, agreements, VIP banner, payment sheet',
    async run({ newPage, server }) {
      const html = corpusHtml()
      const marker = `[${VECTORS.length}]`
      const db = database(server)
      const now = Math.floor(Date.now() / 1000)
      const goods = db.prepare('SELECT id, content_web FROM goods WHERE is_shelves = 1 ORDER BY id LIMIT 1').get()
      const agreements = db.prepare('SELECT document, value FROM agreements').all()
      const category = db.prepare('SELECT id FROM article_categories ORDER BY id LIMIT 1').get().id
      const articleId = db
        .prepare("INSERT INTO articles (article_category_id, title, content, add_time, upd_time) VALUES (?, 'xss article', ?, ?, ?)")
        .run(category, html, now, now).lastInsertRowid
      db.prepare('UPDATE goods SET content_web = ? WHERE id = ?').run(html, goods.id)
      db.prepare('UPDATE agreements SET value = ?').run(html)
      const user = await loginUser(server)
      try {
        const pages = [
          ['rich text: goods description', `pages/goods-detail/goods-detail?id=${goods.id}`, null],
          ['rich text: article', `pages/article-detail/article-detail?id=${articleId}`, null],
          ['rich text: logout agreement', 'pages/logout/logout', null],
          ['rich text: login service agreement', 'pages/login/login', '[data-testid=agreement-register]'],
          ['rich text: about privacy policy', 'pages/about/about', 'text=《隐私政策》'],
        ]
        for (const [sink, route, opener] of pages) {
          const made = await guarded(newPage, sink.includes('login') ? null : user)
          await openUrl(made, server, route)
          await waitForShownPage(made.page, route)
          if (opener) await made.page.locator(`${opener} >> visible=true`).first().click()
          await expectText(made.page, '.safe-rich-text', marker, sink)
          await check(made, sink)
        }

        const vip = await guarded(newPage, user)
        await rewriteAnswers(vip.page, plugin('membershiplevelvip'), ['banner_bottom_content'], html)
        await openUrl(vip, server, 'pages/plugins/membershiplevelvip/index/index')
        await expectText(vip.page, '.safe-rich-text', marker, 'rich text: VIP banner')
        await check(vip, 'rich text: VIP banner (answer)')

        // The payment sheet shows a gateway's HTML answer (code -6666) to order/pay.
        const pay = await guarded(newPage, user)
        await pay.page.route(/[?&]s=order\/pay&/, (route) =>
          route.fulfill({ contentType: 'application/json', body: JSON.stringify({ code: -6666, msg: '', data: html }) }),
        )
        await pay.page.goto(`${server.baseUrl}/web/#${buyNowRoute([{ goods_id: 41, stock: 1, spec: [] }])}`)
        await pay.page.locator('[data-testid=buy-payment][data-id="2"]').click()
        await pay.page.locator('[data-testid=buy-submit]:not(.at-button--disabled)').waitFor({ timeout: 20_000 })
        await pay.page.locator('[data-testid=buy-submit]').click()
        await pay.page.locator('[data-testid=payment-sheet]').waitFor({ timeout: 20_000 })
        await pay.page.locator('[data-testid=payment-method][data-id="2"].pay-method--on').waitFor({ timeout: 10_000 })
        await pay.page.locator('[data-testid=payment-confirm]').click()
        await expectText(pay.page, '[data-testid=payment-html] .safe-rich-text', marker, 'rich text: payment sheet')
        await check(pay, 'rich text: payment sheet html (answer)')
      } finally {
        const restore = database(server)
        restore.prepare('UPDATE goods SET content_web = ? WHERE id = ?').run(goods.content_web, goods.id)
        for (const row of agreements) restore.prepare('UPDATE agreements SET value = ? WHERE document = ?').run(row.value, row.document)
        restore.close()
      }
    },
  },
  {
    name: 'text shoppers write, shown back: nickname, address, review, after-sale, transfer note, invoice',
    async run({ newPage, server }) {
      const user = await loginUser(server)
      const refused = []
      /**
       * Save through the API: the packed vectors first; a field that refuses "<" and ">" gets the
       * markup-free breakouts instead (quotes, handler text, a script URL, entity-encoded tags).
       */
      // The server takes markup out of shopper text before storing it (tests/server/bad-input.test.ts), or
      // refuses it: either way no tag reaches the page from here. So each field is saved with markup first
      // (it must not fail in any other way), then shown with the vectors that need no markup (attribute and
      // URL breakouts), which is what the client itself must escape.
      const saveText = async (what, max, send, undo) => {
        const markup = packed(max)
        const first = markup ? await send(markup) : { code: -1, msg: `no vector fits ${max} characters` }
        if (first.code !== 0 && markup) refused.push(what)
        if (first.code === 0 && undo) await undo(first) // a record that can exist once (after-sale request, invoice)
        const plain = packedPlain(max)
        const second = await send(plain)
        assert(second.code === 0, `${what} saved through the API: ${first.msg} / ${second.msg}`)
        return { text: plain, answer: second }
      }
      const before = (await apiCall(server, 'personal/index', {}, user.token)).data?.data ?? {}

      const nickname = (await saveText('nickname', 16, (text) => apiCall(server, 'personal/save', { nickname: text }, user.token))).text
      const contact = (
        await saveText('address contact', 16, (text) =>
          apiCall(
            server,
            'useraddress/save',
            { name: text, tel: '13800000000', province: 1, city: 36, county: 457, address: 'xss test', alias: '', is_default: 0 },
            user.token,
          ),
        )
      ).text
      await apiCall(server, 'useraddress/index', {}, user.token)
      const detail = (
        await saveText('address detail', 80, (text) =>
          apiCall(
            server,
            'useraddress/save',
            { name: 'xss test', tel: '13800000000', province: 1, city: 36, county: 457, address: text, alias: '', is_default: 0 },
            user.token,
          ),
        )
      ).text
      // A review (6-230 characters): the demo shopper's first one, put back afterwards.
      const review = (await apiCall(server, 'usergoodscomments/index', { page: 1, is_more: 1 }, user.token)).data.data[0]
      const reviewText = (
        await saveText('review', 230, (text) => apiCall(server, 'usergoodscomments/save', { id: review.id, rating: 5, content: text }, user.token))
      ).text
      // An after-sale request: reason (180) and note (200), cancelled afterwards.
      // Asked by status: plugin seeds add newer orders, so page 1 of every order may hold none in delivery.
      const orders = (await apiCall(server, 'order/index', { page: 1, is_more: 1, status: 3 }, user.token)).data.data
      const order = orders.find((o) => Number(o.pay_status) === 1 && Number(o.status) === 3 && Number(o.is_can_launch_aftersale) === 1)
      assert(order, 'a paid order in delivery for the after-sale request')
      const reason = (
        await saveText(
          'after-sale reason',
          180,
          (text) =>
            apiCall(
              server,
              'orderaftersale/create',
              { order_id: order.id, order_detail_id: order.items[0].id, type: 0, reason: text, price: '0.01', msg: text },
              user.token,
            ),
          () => cancelAftersales(server, user.token, order.items[0].id),
        )
      ).text
      // A wallet transfer note (200) to buyer2.
      const note = (
        await saveText('transfer note', 200, (text) =>
          pluginCall(server, 'wallet', 'transfer', 'save', { keywords: 'buyer2', money: '0.01', note: text }, user.token),
        )
      ).text
      // An invoice for a paid recharge: title (200) and note, deleted afterwards.
      const recharge = (await pluginCall(server, 'invoice', 'recharge', 'index', {}, user.token)).data.data_list[0]
      assert(recharge, 'a paid recharge to invoice')
      const info = (await pluginCall(server, 'invoice', 'user', 'saveinfo', { ids: recharge.id, type: 1 }, user.token)).data
      const saved = await saveText(
        'invoice',
        200,
        (text) =>
          pluginCall(
            server,
            'invoice',
            'user',
            'save',
            {
              ids: recharge.id,
              type: 1,
              invoice_type: 0,
              apply_type: 0,
              invoice_content: info.invoice_content_list[0],
              invoice_title: text,
              email: 'xss@example.com',
              user_note: text,
            },
            user.token,
          ),
        (first) => pluginCall(server, 'invoice', 'user', 'delete', { ids: first.data }, user.token),
      )
      const invoiceTitle = saved.text
      const invoice = saved.answer
      console.log(`        xss: fields refusing markup (the others store it without tags): ${refused.join(', ') || 'none'}`)

      try {
        const shown = [
          ['user text: nickname on the VIP member page', 'pages/plugins/membershiplevelvip/user/user', nickname],
          ['user text: address list', 'pages/user-address/user-address', detail],
          ['user text: address contact', 'pages/user-address/user-address', contact],
          ['user text: my reviews', 'pages/user-goods-comments/user-goods-comments', reviewText],
          ['user text: after-sale list', 'pages/user-orderaftersale/user-orderaftersale', ''],
          ['user text: after-sale detail', `pages/user-orderaftersale-detail/user-orderaftersale-detail?oid=${order.id}&did=${order.items[0].id}`, reason],
          ['user text: wallet transfers', 'pages/plugins/wallet/user/user?type=transfer', note],
          ['user text: invoice list', 'pages/plugins/invoice/invoice/invoice', invoiceTitle],
          ['user text: invoice detail', `pages/plugins/invoice/invoice-detail/invoice-detail?id=${invoice.data}`, invoiceTitle],
        ]
        // The user object of a fresh login carries the new nickname (the app keeps it in storage).
        const relogged = await loginUser(server)
        for (const [sink, route, text] of shown) {
          const made = await guarded(newPage, relogged)
          await openUrl(made, server, route)
          await waitForShownPage(made.page, route)
          if (text) await expectText(made.page, '.taro_page', text, sink)
          else await made.page.locator('[data-testid=aftersale-row] >> visible=true').first().waitFor({ timeout: 20_000 })
          await check(made, sink)
        }
      } finally {
        await apiCall(server, 'personal/save', { nickname: before.nickname || 'demo' }, user.token)
        await apiCall(server, 'usergoodscomments/save', { id: review.id, rating: Number(review.rating) || 5, content: review.content }, user.token)
        const aftersales = (await apiCall(server, 'orderaftersale/index', { page: 1 }, user.token)).data?.data ?? []
        for (const row of aftersales.filter((a) => a.reason === reason)) await apiCall(server, 'orderaftersale/cancel', { id: row.id }, user.token)
        await pluginCall(server, 'invoice', 'user', 'delete', { ids: invoice.data }, user.token)
        const addresses = (await apiCall(server, 'useraddress/index', {}, user.token)).data?.data ?? []
        for (const row of addresses.filter((a) => a.address === detail || a.name === contact))
          await apiCall(server, 'useraddress/delete', { id: row.id }, user.token)
      }
      console.log(`        xss: ${VECTORS.length} vectors, ${tally.sinks.length} sinks, ${tally.executions} executions, ${tally.hazards} live hazards`)
    },
  },
  {
    name: 'posts and questions shoppers write: blog title, body and comment; question, its words and comment',
    async run({ newPage, server }) {
      // A shopper of its own: the post and the question await review, so only their author sees them.
      const user = await registerUser(server, { prefix: 'xsspost' })
      const html = corpusHtml()
      const marker = `[${VECTORS.length}]`
      const title = packedPlain(16)
      const categories = (await pluginCall(server, 'blog', 'blog', 'saveinfo', {}, user.token)).data.blog_category_list
      const post = await pluginCall(server, 'blog', 'blog', 'save', { title, blog_category_id: categories[0].id, content: html }, user.token)
      assert(post.code === 0, `blog post saved: ${post.msg}`)
      const comment = packed(500)
      assert((await pluginCall(server, 'blog', 'index', 'comments', { blog_id: post.data, content: comment }, user.token)).code === 0, 'blog comment saved')
      const question = await pluginCall(server, 'ask', 'ask', 'save', { title, content: html }, user.token)
      assert(question.code === 0, `question saved: ${question.msg}`)
      assert(
        (await pluginCall(server, 'ask', 'index', 'comments', { ask_id: question.data, content: comment }, user.token)).code === 0,
        'question comment saved',
      )
      // As stored (the server cleaned it), and as a hostile server would send it (every body, comment
      // and answer rewritten to the raw corpus): the page must stay safe either way.
      const pages = [
        ['user text: blog post title and body', `pages/plugins/blog/detail/detail?id=${post.data}`, null],
        ['user text: blog comments page', `pages/plugins/blog/comments/comments?id=${post.data}`, null],
        ['user text: question title and words', `pages/plugins/ask/detail/detail?id=${question.data}`, null],
        ['user text: my question', `pages/plugins/ask/user-detail/user-detail?id=${question.data}`, null],
        ['rich text: blog post body and comments (answer)', `pages/plugins/blog/detail/detail?id=${post.data}`, plugin('blog')],
        ['rich text: question, answer and comments (answer)', `pages/plugins/ask/detail/detail?id=${question.data}`, plugin('ask')],
      ]
      for (const [sink, route, rewrite] of pages) {
        const made = await guarded(newPage, user)
        if (rewrite) await rewriteAnswers(made.page, rewrite, ['content', 'reply'], html)
        await openUrl(made, server, route)
        await waitForShownPage(made.page, route)
        if (route.includes('/detail/detail')) {
          await expectTitle(made.page, title, sink)
          await expectText(made.page, '.safe-rich-text', marker, sink)
        }
        if (!route.includes('user-detail')) await made.page.locator('[data-testid=discussion-comment] >> visible=true').first().waitFor({ timeout: 20_000 })
        else await expectText(made.page, '.safe-rich-text', marker, sink)
        await check(made, sink)
      }
    },
  },
]
