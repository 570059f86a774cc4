// DIY (page builder) page against the demo server: the seeded showcase draws every module of the first
// batch with its data, a goods module's add-to-cart goes through the spec picker into the cart, and a
// missing or unknown id ends in a clear message with a way home.
import { apiCall, assert, openAs, registerUser, shooter, visible } from './harness.mjs'

const shot = shooter('DIY_SHOTS')
/** The first visible match holding `text` (visible() takes the first match before any filter). */
const shown = (page, selector, text) => page.locator(`${selector} >> visible=true`).filter({ hasText: text }).first()

const SHOWCASE = '/pages/diy/diy?id=1'
const BATCH = ['search', 'carousel', 'nav-group', 'notice', 'title', 'goods-list', 'row-line', 'img-magic', 'auxiliary-blank', 'article-list', 'rich-text']

export const tests = [
  {
    name: 'the showcase DIY page renders every module of the batch with server data',
    async run({ newPage, server }) {
      const answer = await apiCall(server, 'diy/index', { id: 1 })
      assert(answer.code === 0, `diy/index: ${answer.msg}`)
      const modules = answer.data.data.config.diy_data
      const firstGoods = modules.find((m) => m.key === 'goods-list').com_data.content.data_list[1].data.title
      const firstArticle = modules.find((m) => m.key === 'article-list').com_data.content.data_auto_list[0].title

      const { page } = await openAs(newPage, server, null, SHOWCASE)
      await visible(page, '[data-testid=diy-body]').waitFor({ timeout: 30_000 })
      for (const key of BATCH) await visible(page, `[data-testid=diy-module-${key}]`).first().waitFor({ timeout: 10_000 })
      await shown(page, '[data-testid=diy-header]', '美妆专题').waitFor()
      await shown(page, '[data-testid=goods-card]', '人气主推好物').waitFor()
      await shown(page, '[data-testid=goods-card]', firstGoods).waitFor()
      await shown(page, '[data-testid=diy-article]', firstArticle).waitFor()
      await shown(page, '[data-testid=diy-rich-text]', '美妆小贴士').waitFor()
      const carouselImages = await page.locator('[data-testid=diy-module-carousel] img').count()
      assert(carouselImages >= 2, `carousel slides drawn: ${carouselImages}`)
      await shot(page, 'diy-showcase')
    },
  },
  {
    name: 'add to cart from a DIY goods module opens the spec picker and puts the goods in the cart',
    async run({ newPage, server }) {
      const user = await registerUser(server, { prefix: 'diy' })
      const { page } = await openAs(newPage, server, user, SHOWCASE)
      const button = visible(page, '[data-testid=diy-goods-button]').first()
      await button.waitFor({ timeout: 30_000 })
      await button.click()
      const picker = visible(page, '[data-testid=spec-picker]')
      await picker.waitFor({ timeout: 10_000 })
      // choose the first value of every spec group the goods has
      const groups = picker.locator('[data-testid=spec-group]')
      for (let i = 0; i < (await groups.count()); i++) await groups.nth(i).locator('[data-testid=spec-value]').first().click()
      await picker.locator('[data-testid=spec-confirm-cart]').click()
      await picker.waitFor({ state: 'detached', timeout: 15_000 })
      const cart = await apiCall(server, 'cart/index', {}, user.token)
      assert(cart.code === 0 && cart.data.data.length === 1, `cart after the DIY add: ${JSON.stringify(cart.data).slice(0, 200)}`)
    },
  },
  {
    name: 'a DIY link without an id or with an unknown id shows a clear message and a way home',
    async run({ newPage, server }) {
      const { page } = await openAs(newPage, server, null, '/pages/diy/diy')
      await shown(page, '[data-testid=status-error]', '页面链接缺少页面编号').waitFor({ timeout: 30_000 })
      await page.goto(`${server.baseUrl}/web/#/pages/diy/diy?id=9999`)
      await page.reload()
      const error = shown(page, '[data-testid=status-error]', '页面不存在或已停用')
      await error.waitFor({ timeout: 30_000 })
      await error.locator('.status-view__button', { hasText: '返回首页' }).click()
      await page.waitForURL(/pages\/index\/index/, { timeout: 15_000 })
    },
  },
]
