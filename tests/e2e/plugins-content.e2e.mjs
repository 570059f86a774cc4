// Content plugins, as a shopper uses them: write a blog post with a cover and find it in my posts (awaiting
// review), comment on a post; ask a question from a goods page and find it in my questions; open a live
// room in each state. Each test registers its own shopper, so it never depends on what others did.
import { writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { assert, expectToast, openAs, openRoute, pluginCall, registerUser, shooter, visible, waitForShownPage } from './harness.mjs'

const shot = shooter('PLUGIN_SHOTS')
// A real 1x1 PNG (the server checks magic bytes).
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')

async function pickImage(page, addTile) {
  const file = join(tmpdir(), `content-e2e-${Date.now()}.png`)
  writeFileSync(file, PNG)
  const [chooser] = await Promise.all([page.waitForEvent('filechooser', { timeout: 10_000 }), visible(page, addTile).click()])
  await chooser.setFiles(file)
}

// The testid sits on the field itself (web build) or on its wrapper (the app's TextArea).
async function fill(page, testId, value) {
  const field = visible(page, `input[data-testid=${testId}], textarea[data-testid=${testId}], [data-testid=${testId}] textarea, [data-testid=${testId}] input`)
  await field.waitFor({ timeout: 20_000 })
  await field.fill(value)
}

const MY_POSTS = '/pages/plugins/blog/user-list/user-list'
const MY_QUESTIONS = '/pages/plugins/ask/user-list/user-list'

export const tests = [
  {
    name: 'blog: write a post with a cover, see it in my posts awaiting review, comment on a post',
    async run({ newPage, server }) {
      const user = await registerUser(server, { prefix: 'blog' })
      const { page } = await openAs(newPage, server, user, MY_POSTS)
      await visible(page, '[data-testid=status-empty]').waitFor({ timeout: 30_000 })
      await visible(page, '[data-testid=blog-mine-new]').click()
      await waitForShownPage(page, '/pages/plugins/blog/form/form')
      await visible(page, '[data-testid=blog-form]').waitFor({ timeout: 20_000 })
      // Category first left empty: the form says so and keeps the title.
      const title = `春日护肤${String(Date.now()).slice(-4)}`
      await fill(page, 'blog-form-title', title)
      await visible(page, '[data-testid=blog-form-submit]').click()
      await expectToast(page, '请填写分类')
      await visible(page, '[data-testid=blog-form-category-option]').click()
      await pickImage(page, '[data-testid=blog-form-cover-add]')
      await visible(page, '[data-testid=blog-form-cover] img').waitFor({ timeout: 20_000 })
      await fill(page, 'blog-form-content-text', '早晚温和清洁\n出门记得防晒')
      await shot(page, 'blog-form')
      await visible(page, '[data-testid=blog-form-submit]').click()
      await expectToast(page, '审核通过后将公开显示')
      await waitForShownPage(page, MY_POSTS)
      const row = visible(page, '[data-testid=blog-mine-row]')
      await row.waitFor({ timeout: 20_000 })
      const text = await row.textContent()
      assert(text.includes(title) && text.includes('待审核'), `my new post, awaiting review: ${text}`)
      const cover = await row.locator('img').first().getAttribute('src')
      assert(/\/static\/upload\//.test(cover || ''), `the uploaded cover is shown: ${cover}`)
      await shot(page, 'blog-mine')

      // Only its author sees it before review.
      const mine = (await pluginCall(server, 'blog', 'blog', 'index', { page: 1 }, user.token)).data.data[0]
      assert((await pluginCall(server, 'blog', 'index', 'detail', { id: mine.id })).code === -1, 'a guest cannot open a post awaiting review')

      // Comment on a public post: it shows at the top of its comments, as text.
      await openRoute(page, server, '/pages/plugins/blog/detail/detail?id=2', '[data-testid=discussion-write]')
      await visible(page, '[data-testid=discussion-write]').click()
      const words = `跟着画了一次 <b>${Date.now()}</b>`
      await fill(page, 'comment-text', words)
      await visible(page, '[data-testid=comment-send]').click()
      await page.locator('[data-testid=comment-composer]').waitFor({ state: 'detached', timeout: 15_000 })
      // Stored as plain text: the markup is gone, the words stay, and the new comment comes first.
      const first = visible(page, '[data-testid=discussion-comment]')
      const shown = await first.textContent()
      assert(shown.includes(words.replace(/<\/?b>/g, '')) && (await first.locator('b').count()) === 0, `the new comment is first, as text: ${shown}`)
      await shot(page, 'blog-comment')
    },
  },
  {
    name: 'ask: a question from a goods page, then in my questions awaiting review',
    async run({ newPage, server }) {
      const user = await registerUser(server, { prefix: 'ask' })
      const { page } = await openAs(newPage, server, user, '/pages/goods-detail/goods-detail?id=1')
      const block = visible(page, '[data-testid=goods-ask-block]')
      await block.waitFor({ timeout: 30_000 })
      assert((await block.textContent()).includes('问答（2）'), 'the goods shows its public questions')
      await visible(page, '[data-testid=goods-ask-new]').click()
      await waitForShownPage(page, '/pages/plugins/ask/form/form')
      await visible(page, '[data-testid=ask-goods]').waitFor({ timeout: 20_000 })
      const title = `会脱色吗${String(Date.now()).slice(-4)}`
      await fill(page, 'ask-form-title', title)
      await fill(page, 'ask-form-content-text', '喝水后还会留色吗？')
      await fill(page, 'ask-form-email', 'not-an-email')
      await visible(page, '[data-testid=ask-form-submit]').click()
      await expectToast(page, '电子邮箱格式有误')
      await fill(page, 'ask-form-email', 'me@example.com')
      await shot(page, 'ask-form')
      await visible(page, '[data-testid=ask-form-submit]').click()
      await waitForShownPage(page, MY_QUESTIONS)
      const row = visible(page, '[data-testid=ask-mine-row]')
      await row.waitFor({ timeout: 20_000 })
      const text = await row.textContent()
      assert(text.includes(title) && text.includes('待审核') && text.includes('未回复'), `my question, awaiting review: ${text}`)
      await shot(page, 'ask-mine')
      // Still two public questions on the goods: mine waits for review.
      const listed = await pluginCall(server, 'ask', 'index', 'datalist', { page: 1, goods_id: 1, is_comments: 1 }, user.token)
      assert(listed.data.total === 2, `public questions of goods 1: ${listed.data.total}`)
      await visible(page, '[data-testid=ask-mine-open]').click()
      await waitForShownPage(page, '/pages/plugins/ask/user-detail/user-detail')
      assert((await visible(page, '[data-testid=ask-user-detail]').textContent()).includes(title), 'its detail opens')
    },
  },
  {
    name: 'live rooms: each state, the web player while on, the replay once ended, a clear message for a bad id',
    async run({ newPage, server }) {
      const rooms = (await pluginCall(server, 'weixinliveplayer', 'search', 'index', { page: 1, status: -1 })).data.data
      const byStatus = (status, replay) => rooms.find((r) => r.status === status && (replay === undefined || Boolean(r.replay_url) === replay))
      const { page } = await openAs(newPage, server, null, '/pages/plugins/weixinliveplayer/index/index')
      await visible(page, '[data-testid=live-room]').waitFor({ timeout: 30_000 })
      await visible(page, '[data-testid=live-more]').click()
      await waitForShownPage(page, '/pages/plugins/weixinliveplayer/search/search')
      await visible(page, '[data-testid=tab-2]').click()
      // Waited for as a state: the list redraws when the tab's answer arrives.
      await page.waitForFunction(
        () => {
          const states = [...document.querySelectorAll('[data-testid=live-room] [data-testid=live-badge]')]
            .filter((el) => el.getClientRects().length)
            .map((el) => el.dataset.state)
          return states.length > 0 && states.every((s) => s === 'paused')
        },
        null,
        { timeout: 20_000 },
      )

      const open = async (room) => {
        await openRoute(page, server, `/pages/plugins/weixinliveplayer/detail/detail?id=${room.id}`, '[data-testid=live-name]')
        return visible(page, '[data-testid=live-detail]').getAttribute('data-state')
      }
      assert((await open(byStatus('0'))) === 'upcoming', 'not started')
      assert((await visible(page, '[data-testid=live-why]').textContent()).includes('直播还没开始'), 'says when it starts')
      assert((await visible(page, '[data-testid=live-enter]').getAttribute('class')).includes('at-button--disabled'), 'cannot enter yet')
      assert((await open(byStatus('3', false))) === 'ended', 'ended')
      assert((await visible(page, '[data-testid=live-why]').textContent()).includes('没有保留回放'), 'no replay kept')
      assert((await open(byStatus('3', true))) === 'ended', 'ended with a replay')
      await visible(page, '[data-testid=live-enter]').click()
      const video = visible(page, '[data-testid=live-detail] video')
      await video.waitFor({ timeout: 10_000 })
      assert((await video.getAttribute('src')) === byStatus('3', true).replay_url, 'the replay plays in the page')
      assert((await open(byStatus('2'))) === 'paused', 'paused')
      assert((await open(byStatus('1'))) === 'live', 'live')
      await shot(page, 'live-detail')
      await visible(page, '[data-testid=live-enter]').click()
      await waitForShownPage(page, '/pages/web-view/web-view')
      const frame = visible(page, '[data-testid=web-view-frame]')
      await frame.waitFor({ state: 'attached', timeout: 10_000 })
      assert((await frame.getAttribute('src')) === byStatus('1').h5_play_url, "the shop's web player opens")

      // Fresh tabs: Taro's router would show the room page already in its stack for the same path.
      const unknown = (await openAs(newPage, server, null, '/pages/plugins/weixinliveplayer/detail/detail?id=99999')).page
      const notFound = visible(unknown, '[data-testid=status-empty]')
      await notFound.waitFor({ timeout: 30_000 })
      assert((await notFound.textContent()).includes('直播间不存在'), 'an unknown room says so, with a way home')
      const broken = (await openAs(newPage, server, null, '/pages/plugins/weixinliveplayer/detail/detail?id=abc')).page
      const incomplete = visible(broken, '[data-testid=status-error]')
      await incomplete.waitFor({ timeout: 30_000 })
      assert((await incomplete.textContent()).includes('页面链接不完整'), 'a broken id is an incomplete link')
      await visible(broken, '[data-testid=status-action]').click()
      await waitForShownPage(broken, '/pages/index/index')
    },
  },
]
