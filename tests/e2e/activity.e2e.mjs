// Account activity journey: reviews, after-sales, favourites, browse history, messages, points, articles.
// The demo shopper logs in through the API; the user object is put where Taro H5 setStorageSync keeps
// it (localStorage, JSON {"data": value}). Images are picked through the hidden <input type=file> that
// Taro H5 chooseImage creates (Playwright's file chooser), then uploaded by the app to ueditor/index.
import { writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { apiCall, assert, atButton, confirmModal, expectToast, loginUser, openAs, shooter } from './harness.mjs'

const shot = shooter('ACTIVITY_SHOTS')
// A real 1x1 PNG (the server checks magic bytes).
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')

async function pickImage(page, addTile) {
  const file = join(tmpdir(), `activity-e2e-${Date.now()}.png`)
  writeFileSync(file, PNG)
  const [chooser] = await Promise.all([page.waitForEvent('filechooser', { timeout: 10_000 }), page.locator(addTile).click()])
  await chooser.setFiles(file)
}

async function ordersOf(server, token) {
  const answer = await apiCall(server, 'order/index', { page: 1 }, token)
  assert(answer.code === 0, `order/index: ${answer.msg}`)
  return answer.data.data
}

export const tests = [
  {
    name: 'a guest opening favourites is sent to log in',
    async run({ newPage, server }) {
      const { page } = await newPage()
      await page.goto(`${server.baseUrl}/web/#/pages/user-favor/user-favor`)
      await page.waitForURL(/pages\/login\/login/, { timeout: 20_000 })
    },
  },
  {
    name: 'review a completed order with an image; bad input shows the rule and keeps the text',
    async run({ newPage, server }) {
      const user = await loginUser(server)
      const order = (await ordersOf(server, user.token)).find((o) => Number(o.status) === 4 && Number(o.operate_data?.is_comments) === 1)
      assert(order, 'the demo shopper has a completed order waiting for a review')
      const { page } = await openAs(newPage, server, user, `/pages/user-order-comments/user-order-comments?id=${order.id}`)
      await page.locator('[data-testid=review-item-0]').waitFor({ timeout: 30_000 })
      const content = page.locator('[data-testid=review-content-0] textarea')

      await content.fill('很好')
      await atButton(page, '提交评价').click()
      await expectToast(page, '请填写评分')
      assert((await content.inputValue()) === '很好', 'text kept after the score error')

      await page.locator('[data-testid=review-rating-0-5]').click()
      await atButton(page, '提交评价').click()
      await expectToast(page, '内容长度需在 6 到 230 个字符之间')
      assert((await content.inputValue()) === '很好', 'text kept after the length error')

      await content.fill('香味很淡雅，洗完皮肤滑滑的，会回购！')
      await pickImage(page, '[data-testid=review-images-0-add]')
      await page.locator('[data-testid=review-images-0] .image-picker__image').first().waitFor({ timeout: 20_000 })
      await shot(page, 'user-order-comments')
      await atButton(page, '提交评价').click()
      await expectToast(page, '评论成功')

      const mine = await apiCall(server, 'usergoodscomments/index', { page: 1, is_more: 1 }, user.token)
      const saved = mine.data.data.find((c) => c.content === '香味很淡雅，洗完皮肤滑滑的，会回购！')
      assert(saved, 'the review was saved')
      const images = typeof saved.images === 'string' ? JSON.parse(saved.images || '[]') : saved.images
      assert(Array.isArray(images) && images.length === 1, `one image saved, got ${JSON.stringify(saved.images)}`)

      const list = await openAs(newPage, server, user, '/pages/user-goods-comments/user-goods-comments')
      await list.page.locator('[data-testid=my-review-row]', { hasText: '香味很淡雅' }).waitFor({ timeout: 30_000 })
      await shot(list.page, 'user-goods-comments')
    },
  },
  {
    name: 'edit a review: a too-short text is refused and kept',
    async run({ newPage, server }) {
      const user = await loginUser(server)
      const mine = await apiCall(server, 'usergoodscomments/index', { page: 1, is_more: 1 }, user.token)
      const review = mine.data.data[0]
      assert(review, 'the demo shopper has a review')
      const { page } = await openAs(newPage, server, user, `/pages/user-goods-comments-form/user-goods-comments-form?id=${review.id}`)
      const content = page.locator('[data-testid=review-edit-content] textarea')
      await content.waitFor({ timeout: 30_000 })
      assert((await content.inputValue()) === review.content, 'the form shows the saved text')
      await content.fill('一般')
      await atButton(page, '保存').click()
      await expectToast(page, '内容长度需在 6 到 230 个字符之间')
      assert((await content.inputValue()) === '一般', 'text kept')
      await content.fill('用了一个月，效果稳定，值得推荐。')
      await shot(page, 'user-goods-comments-form')
      await atButton(page, '保存').click()
      await expectToast(page, '成功')
      const after = await apiCall(server, 'usergoodscomments/detail', { id: review.id }, user.token)
      const detail = after.data?.content !== undefined ? after.data : after.data?.data
      assert(detail?.content === '用了一个月，效果稳定，值得推荐。', `saved text, got ${JSON.stringify(after).slice(0, 200)}`)
    },
  },
  {
    name: 'apply for a refund on a paid order (above the available amount is refused), then cancel it',
    async run({ newPage, server }) {
      const user = await loginUser(server)
      const order = (await ordersOf(server, user.token)).find(
        (o) => Number(o.pay_status) === 1 && Number(o.status) === 3 && Number(o.is_can_launch_aftersale) === 1,
      )
      assert(order, 'the demo shopper has a paid order in delivery')
      const item = order.items[0]
      const { page } = await openAs(newPage, server, user, `/pages/user-orderaftersale-detail/user-orderaftersale-detail?oid=${order.id}&did=${item.id}`)
      await page.locator('[data-testid=aftersale-apply]').waitFor({ timeout: 30_000 })

      await atButton(page, '提交申请').click()
      await expectToast(page, '请选择售后类型')

      await page.locator('[data-testid=aftersale-type-0]').click()
      await page.locator('[data-testid=aftersale-reason]', { hasText: '空包裹' }).click()
      const price = page.locator('[data-testid=aftersale-price] input, input[data-testid=aftersale-price]')
      const available = await price.inputValue()
      await price.fill('9999')
      await page.locator('[data-testid=aftersale-explanation] textarea').fill('快递盒是空的')
      await shot(page, 'user-orderaftersale-detail-form')
      await atButton(page, '提交申请').click()
      await expectToast(page, `退款金额不能超过可退金额 ￥${available}`)
      assert((await price.inputValue()) === '9999', 'amount kept after the cap error')
      assert((await page.locator('[data-testid=aftersale-explanation] textarea').inputValue()) === '快递盒是空的', 'explanation kept')

      await price.fill('10')
      await atButton(page, '提交申请').click()
      await expectToast(page, '申请成功')
      const status = page.locator('[data-testid=aftersale-request-status]')
      await status.waitFor({ timeout: 20_000 })
      assert(['待确认', '待审核'].includes((await status.textContent())?.trim() ?? ''), `pending status, got ${await status.textContent()}`)
      await shot(page, 'user-orderaftersale-detail-status')

      await atButton(page, '取消申请').click()
      await confirmModal(page)
      await expectToast(page, '已取消申请')
      await page.locator('[data-testid=aftersale-apply]').waitFor({ timeout: 20_000 })

      const list = await openAs(newPage, server, user, '/pages/user-orderaftersale/user-orderaftersale')
      const row = list.page.locator('[data-testid=aftersale-row]', { hasText: item.title.slice(0, 8) }).first()
      await row.waitFor({ timeout: 30_000 })
      assert(/已取消/.test((await row.locator('[data-testid=aftersale-status]').textContent()) ?? ''), 'cancelled in the list')
      await shot(list.page, 'user-orderaftersale')
    },
  },
  {
    name: 'favourite a product, see it in favourites and browse history, unfavourite it and delete the record',
    async run({ newPage, server }) {
      const user = await loginUser(server)
      const favourites = await apiCall(server, 'usergoodsfavor/index', { page: 1 }, user.token)
      const taken = new Set(favourites.data.data.map((g) => String(g.goods_id)))
      const search = await apiCall(server, 'search/datalist', { page: 1 }, user.token)
      const goods = search.data.data.find((g) => !taken.has(String(g.id)))
      assert(goods, 'a goods that is not a favourite yet')
      const favored = await apiCall(server, 'goods/favor', { id: goods.id, is_mandatory_favor: 1 }, user.token)
      assert(favored.code === 0 && Number(favored.data.status) === 1, `favoured: ${favored.msg}`)
      await apiCall(server, 'goods/detail', { id: goods.id }, user.token) // a logged-in visit is browse history

      const { page } = await openAs(newPage, server, user, '/pages/user-favor/user-favor')
      const row = page.locator('[data-testid=favor-row]', { hasText: goods.title })
      await row.waitFor({ timeout: 30_000 })
      await shot(page, 'user-favor')
      await row.locator('.at-button', { hasText: '取消收藏' }).click()
      await confirmModal(page)
      await expectToast(page, '已取消收藏')
      await row.waitFor({ state: 'detached', timeout: 10_000 })
      const after = await apiCall(server, 'usergoodsfavor/index', { page: 1 }, user.token)
      assert(!after.data.data.some((g) => String(g.goods_id) === String(goods.id)), 'no longer a favourite')

      const browse = await openAs(newPage, server, user, '/pages/user-goods-browse/user-goods-browse')
      const record = browse.page.locator('[data-testid=browse-row]', { hasText: goods.title })
      await record.waitFor({ timeout: 30_000 })
      await shot(browse.page, 'user-goods-browse')
      await record.locator('.at-button', { hasText: '删除' }).click()
      await confirmModal(browse.page)
      await record.waitFor({ state: 'detached', timeout: 10_000 })
    },
  },
  {
    name: 'read messages, points and an article with previous/next links',
    async run({ newPage, server }) {
      const user = await loginUser(server)
      const { page } = await openAs(newPage, server, user, '/pages/message/message')
      await page.locator('[data-testid=message-row]').first().waitFor({ timeout: 30_000 })
      assert(/已读|未读/.test((await page.locator('[data-testid=message-read-state]').first().textContent()) ?? ''), 'read state shown')
      await shot(page, 'message')

      const points = await openAs(newPage, server, user, '/pages/user-integral/user-integral')
      await points.page.locator('[data-testid=integral-row]').first().waitFor({ timeout: 30_000 })
      await points.page.waitForFunction(() => /^\d+$/.test(document.querySelector('[data-testid=integral-balance]')?.textContent?.trim() ?? ''), null, {
        timeout: 15_000,
      })
      await shot(points.page, 'user-integral')

      const articles = await openAs(newPage, server, user, '/pages/article-category/article-category')
      await articles.page.locator('[data-testid=article-row]').first().waitFor({ timeout: 30_000 })
      const tabs = articles.page.locator('[data-testid=article-tab]')
      assert((await tabs.count()) > 1, 'category tabs shown')
      await tabs.nth(1).click()
      await articles.page.waitForTimeout(300)
      await articles.page.locator('[data-testid=article-row]').first().waitFor({ timeout: 20_000 })
      await shot(articles.page, 'article-category')
      const title = ((await articles.page.locator('[data-testid=article-row] .article-row__title').first().textContent()) ?? '').trim()
      await articles.page.locator('[data-testid=article-row]').first().click()
      await articles.page.waitForURL(/article-detail/, { timeout: 15_000 })
      const heading = articles.page.locator('[data-testid=article-title]')
      await heading.waitFor({ timeout: 20_000 })
      assert(((await heading.textContent()) ?? '').trim() === title, `article title ${title}`)
      await articles.page.locator('[data-testid=rich-text]').waitFor({ timeout: 10_000 })
      const scripts = await articles.page.locator('[data-testid=rich-text] script').count()
      assert(scripts === 0, 'no script in rendered article')
      await shot(articles.page, 'article-detail')
      const next = articles.page.locator('[data-testid=article-next]')
      const previous = articles.page.locator('[data-testid=article-previous]')
      const target = (await next.locator('.article-nav__title').textContent()) !== '没有了' ? next : previous
      const targetTitle = ((await target.locator('.article-nav__title').textContent()) ?? '').trim()
      if (targetTitle && targetTitle !== '没有了') {
        await target.click()
        await articles.page.waitForFunction((t) => document.querySelector('[data-testid=article-title]')?.textContent?.trim() === t, targetTitle, {
          timeout: 15_000,
        })
      }
    },
  },
]
