// Page builder pages against the demo server: the seeded showcase DIY page draws every module with data,
// its tabs swap the body (a micro page) or page a category's goods, a goods module adds to the cart through
// the spec picker, an unknown module key leaves the rest of the page standing, the layout page and the
// custom view draw, and missing or unknown ids end in a clear message with a way home.
import Database from 'better-sqlite3'
import { apiCall, assert, openAs, registerUser, shooter, visible } from './harness.mjs'

const shot = shooter('DIY_SHOTS')
/** The first visible match holding `text` (visible() takes the first match before any filter). */
const shown = (page, selector, text) => page.locator(`${selector} >> visible=true`).filter({ hasText: text }).first()

const SHOWCASE = '/pages/diy/diy?id=1'
/** Modules drawn over the page rather than in the flow have their own test id. */
const moduleSelector = (key) => (key === 'float-window' ? '[data-testid=diy-float-window]' : `[data-testid=diy-module-${key}]`)

export const tests = [
  {
    name: 'the showcase DIY page draws every module of its config with server data',
    async run({ newPage, server }) {
      const answer = await apiCall(server, 'diy/index', { id: 1 })
      assert(answer.code === 0, `diy/index: ${answer.msg}`)
      const modules = answer.data.data.config.diy_data
      const keys = [...new Set(modules.map((m) => m.key))]
      assert(keys.length >= 23, `showcase module types: ${keys.join(',')}`)
      const content = (key) => modules.find((m) => m.key === key).com_data.content
      const pickedGoods = content('goods-list').data_list[1].data.title
      const firstArticle = content('article-list').data_auto_list[0].title
      const seckillGoods = content('seckill').data.current.goods[0].title
      const brand = content('custom').data_source_content.data_auto_list[0].name

      const { page } = await openAs(newPage, server, null, SHOWCASE)
      await visible(page, '[data-testid=diy-body]').waitFor({ timeout: 30_000 })
      for (const key of keys) await visible(page, moduleSelector(key)).waitFor({ timeout: 10_000 })
      await shown(page, '[data-testid=diy-header]', '美妆专题').waitFor()
      await shown(page, '[data-testid=diy-goods-card]', '人气主推好物').waitFor()
      await shown(page, '[data-testid=diy-goods-card]', pickedGoods).waitFor()
      await shown(page, '[data-testid=diy-article]', firstArticle).waitFor()
      await shown(page, '[data-testid=seckill-diy-goods]', seckillGoods).waitFor()
      await shown(page, '[data-testid=diy-module-custom]', brand).waitFor()
      await shown(page, '[data-testid=diy-module-rich-text]', '美妆小贴士').waitFor()
      const carouselImages = await page.locator('[data-testid=diy-module-carousel] img').count()
      assert(carouselImages >= 2, `carousel slides drawn: ${carouselImages}`)
      const coupons = await page.locator('[data-testid=diy-module-coupon] [data-testid=coupon-card]').count()
      assert(coupons === 3, `coupon cards: ${coupons}`)
      await visible(page, '[data-testid=diy-footer]').waitFor()
      await shot(page, 'diy-showcase')
    },
  },
  {
    name: 'page tabs: the micro-page tab swaps the body and the first tab brings it back',
    async run({ newPage, server }) {
      const { page } = await openAs(newPage, server, null, SHOWCASE)
      const bar = visible(page, '[data-testid=diy-page-tab-bar]')
      await bar.waitFor({ timeout: 30_000 })
      await visible(page, '[data-testid=diy-module-goods-tabs]').waitFor({ timeout: 15_000 })
      await bar.locator('[data-testid=diy-tab]', { hasText: '护肤课堂' }).click()
      await shown(page, '[data-testid=diy-module-title]', '每周三更新').waitFor({ timeout: 15_000 })
      assert((await page.locator('[data-testid=diy-module-goods-tabs] >> visible=true').count()) === 0, 'the showcase body gave way to the micro page')
      await shot(page, 'diy-micro-tab')
      await bar.locator('[data-testid=diy-tab]', { hasText: '精选' }).click()
      await visible(page, '[data-testid=diy-module-goods-tabs]').waitFor({ timeout: 15_000 })
    },
  },
  {
    name: 'a category tab shows its goods twenty at a time and loads the next page at the bottom',
    async run({ newPage, server }) {
      // A category of its own (switched off, so no other page lists it) holding every goods on sale,
      // and a DIY page whose tab shows it: more than one page of 20.
      const db = new Database(server.dbPath)
      const category = db.prepare("INSERT INTO categories (pid, name, is_enable) VALUES (0, 'e2e 全部', 0)").run().lastInsertRowid
      const goods = db
        .prepare('INSERT INTO goods_category_links (goods_id, category_id) SELECT id, ? FROM goods WHERE is_shelves = 1 AND is_delete_time = 0')
        .run(category).changes
      const config = {
        header: { com_data: { content: { theme: '1', title: '分类标签' }, style: {} } },
        tabs_data: [
          {
            key: 'tabs',
            is_enable: '1',
            com_data: {
              content: { home_data: { title: '首页' }, tabs_list: [{ title: '全部商品', data_type: '1', classify: { id: Number(category) } }] },
              style: {},
            },
          },
        ],
        diy_data: [{ key: 'title', is_enable: '1', com_data: { content: { title: '标签页首页' }, style: {} } }],
      }
      const id = db.prepare('INSERT INTO diy_pages (name, config, is_enable) VALUES (?, ?, 1)').run('分类标签', JSON.stringify(config)).lastInsertRowid
      db.close()
      assert(goods > 20, `goods in the category: ${goods}`)

      const { page } = await openAs(newPage, server, null, `/pages/diy/diy?id=${id}`)
      const bar = visible(page, '[data-testid=diy-page-tab-bar]')
      await bar.waitFor({ timeout: 30_000 })
      await bar.locator('[data-testid=diy-tab]', { hasText: '全部商品' }).click()
      const cards = page.locator('[data-testid=diy-category-goods] [data-testid=goods-card] >> visible=true')
      await cards.nth(19).waitFor({ timeout: 15_000 })
      assert((await cards.count()) === 20, `first page of the category: ${await cards.count()}`)
      await cards.last().scrollIntoViewIfNeeded()
      await page.mouse.wheel(0, 4000)
      await cards.nth(20).waitFor({ timeout: 15_000 })
      await shot(page, 'diy-category-tab')
    },
  },
  {
    name: 'add to cart from a DIY goods module opens the spec picker and puts the goods in the cart',
    async run({ newPage, server }) {
      const user = await registerUser(server, { prefix: 'diy' })
      const { page } = await openAs(newPage, server, user, SHOWCASE)
      const button = visible(page, '[data-testid=diy-module-goods-list] [data-testid=diy-goods-button]')
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
    name: 'a module key this version does not know is skipped; the modules around it still draw',
    async run({ newPage, server }) {
      const mod = (key, content) => ({ id: '', key, is_enable: '1', com_data: { content, style: { common_style: {} } } })
      const config = {
        header: { com_data: { content: { theme: '1', title: '未来模块' }, style: {} } },
        diy_data: [
          mod('title', { title: '在未知模块之前' }),
          mod('hologram', { beam: 1 }),
          mod('notice', { notice_list: [{ notice_title: '在未知模块之后', is_show: '1' }] }),
        ],
      }
      const db = new Database(server.dbPath)
      const id = db.prepare('INSERT INTO diy_pages (name, config, is_enable) VALUES (?, ?, 1)').run('未来模块', JSON.stringify(config)).lastInsertRowid
      db.close()
      const { page } = await openAs(newPage, server, null, `/pages/diy/diy?id=${id}`)
      await shown(page, '[data-testid=diy-module-title]', '在未知模块之前').waitFor({ timeout: 30_000 })
      await shown(page, '[data-testid=diy-module-notice]', '在未知模块之后').waitFor()
      assert((await page.locator('[data-testid=diy-module-hologram]').count()) === 0, 'the unknown module draws nothing')
    },
  },
  {
    name: 'the layout page and the custom view draw their content with the flags the pages set',
    async run({ newPage, server }) {
      const { page } = await openAs(newPage, server, null, '/pages/design/design?id=1')
      await visible(page, '[data-testid=layout-view]').waitFor({ timeout: 30_000 })
      for (const type of ['many-images', 'images-text', 'images', 'images-magic-cube', 'title', 'goods', 'video', 'custom'])
        await visible(page, `[data-testid=layout-module-${type}]`).waitFor({ timeout: 10_000 })
      await shown(page, '[data-testid=layout-module-title]', '热卖推荐').waitFor()
      const goods = await page.locator('[data-testid=layout-goods] [data-testid=goods-card] >> visible=true').count()
      assert(goods === 4, `layout goods: ${goods}`)
      await visible(page, '[data-testid=design-search]').waitFor()
      await visible(page, '[data-testid=design-end]').waitFor()
      await shot(page, 'design')

      await page.goto(`${server.baseUrl}/web/#/pages/customview/customview?id=1`)
      await shown(page, '[data-testid=customview-html]', '关于美妆商城').waitFor({ timeout: 30_000 })
      await visible(page, '[data-testid=customview-search]').waitFor()
      await visible(page, '[data-testid=customview-end]').waitFor()
      await shot(page, 'customview')
    },
  },
  {
    name: 'page-builder links without an id or with an unknown id show a clear message and a way home',
    async run({ newPage, server }) {
      const { page } = await openAs(newPage, server, null, '/pages/diy/diy')
      await shown(page, '[data-testid=status-error]', '页面链接缺少页面编号').waitFor({ timeout: 30_000 })
      await page.goto(`${server.baseUrl}/web/#/pages/diy/diy?id=9999`)
      await page.reload()
      await shown(page, '[data-testid=status-error]', '页面不存在或已停用').waitFor({ timeout: 30_000 })
      for (const route of ['/pages/design/design?id=9999', '/pages/customview/customview?id=9999']) {
        await page.goto(`${server.baseUrl}/web/#${route}`)
        await page.reload()
        await shown(page, '[data-testid=status-error]', '页面不存在').waitFor({ timeout: 30_000 })
      }
      const error = shown(page, '[data-testid=status-error]', '页面不存在')
      await error.locator('.status-view__button', { hasText: '返回首页' }).click()
      await page.waitForURL(/pages\/index\/index/, { timeout: 15_000 })
    },
  },
]
