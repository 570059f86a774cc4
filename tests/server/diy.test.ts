// diy/index: the showcase page's answer shape, server-side data sources, and clear errors for a bad id.
import { startTestApp, useTestApp, type TestApp } from './helpers'

let t: TestApp
useTestApp(startTestApp, (app) => (t = app))

type Module = { id: string; key: string; is_enable: string; com_data: { content: Record<string, any>; style: Record<string, any> } }
const byKey = (modules: Module[], key: string) => modules.filter((m) => m.key === key)

describe('diy/index', () => {
  it('answers the showcase page with header and every module of the first batch', async () => {
    const reply = await t.call('diy/index', { id: 1 })
    expect(reply.code).toBe(0)
    expect(reply.data.data).toMatchObject({ id: 1, name: '美妆专题' })
    const config = reply.data.data.config
    expect(config.header.com_data.content.title).toBe('美妆专题')
    const keys = new Set((config.diy_data as Module[]).map((m) => m.key))
    for (const key of [
      'search',
      'carousel',
      'nav-group',
      'notice',
      'title',
      'row-line',
      'auxiliary-blank',
      'rich-text',
      'img-magic',
      'goods-list',
      'article-list',
    ])
      expect(keys.has(key)).toBe(true)
    for (const m of config.diy_data as Module[]) expect(m.id).toMatch(/^[0-9a-f]{32}$/)
    const slide = byKey(config.diy_data, 'carousel')[0].com_data.content.carousel_list[0]
    expect(slide.carousel_img[0].url).toMatch(/^http:\/\/.+\/static\/diy\/slide-1\.svg$/)
  })

  it('fills manual goods picks with their rows (keeping new_title) and automatic lists from the catalogue', async () => {
    const config = (await t.call('diy/index', { id: 1 })).data.data.config
    const [manual, auto] = byKey(config.diy_data, 'goods-list')
    const picks = manual.com_data.content.data_list
    expect(picks).toHaveLength(4)
    expect(picks[0]).toMatchObject({ new_title: '人气主推好物', data: { id: picks[0].data_id, goods_url: expect.stringContaining('goods-detail') } })
    expect(Number(picks[1].data.min_price)).toBeGreaterThan(0)
    const rows = auto.com_data.content.data_auto_list
    expect(rows).toHaveLength(3)
    // order_by_type '1' = best sellers first
    expect(rows.map((g: { sales_count: number }) => g.sales_count)).toEqual([...rows.map((g: { sales_count: number }) => g.sales_count)].sort((a, b) => b - a))
    const articles = byKey(config.diy_data, 'article-list')[0].com_data.content.data_auto_list
    expect(articles).toHaveLength(3)
    expect(articles[0]).toMatchObject({ title: expect.any(String), url: expect.stringContaining('/pages/article-detail/article-detail?id=') })
  })

  it('counts the visit', async () => {
    const before = (t.app.db.prepare('SELECT access_count AS n FROM diy_pages WHERE id = 1').get() as { n: number }).n
    await t.call('diy/index', { id: 1 })
    expect((t.app.db.prepare('SELECT access_count AS n FROM diy_pages WHERE id = 1').get() as { n: number }).n).toBe(before + 1)
  })

  it('a missing, unknown, malformed or disabled id is a clear error with code != 0', async () => {
    const missing = await t.call('diy/index', {})
    expect(missing.code).not.toBe(0)
    expect(missing.msg).toBe('页面不存在：缺少页面编号')
    for (const id of [99999, 'abc']) {
      const reply = await t.call('diy/index', { id })
      expect(reply.code).not.toBe(0)
      expect(reply.msg).toBe('页面不存在或已停用')
    }
    t.app.db.prepare('UPDATE diy_pages SET is_enable = 0 WHERE id = 1').run()
    try {
      expect((await t.call('diy/index', { id: 1 })).code).not.toBe(0)
    } finally {
      t.app.db.prepare('UPDATE diy_pages SET is_enable = 1 WHERE id = 1').run()
    }
    expect((await t.call('diy/index', { id: 1 }, { lang: 'en' })).code).toBe(0)
    expect((await t.call('diy/index', { id: 404 }, { lang: 'en' })).msg).toBe('This page does not exist or has been disabled')
  })

  it('drops a module outside its time window', async () => {
    const row = t.app.db.prepare('SELECT config FROM diy_pages WHERE id = 1').get() as { config: string }
    const config = JSON.parse(row.config)
    config.diy_data[0].com_data.content.content_top = { time_value: ['2020-01-01 00:00:00', '2020-12-31 00:00:00'] }
    t.app.db.prepare('UPDATE diy_pages SET config = ? WHERE id = 1').run(JSON.stringify(config))
    try {
      const keys = (await t.call('diy/index', { id: 1 })).data.data.config.diy_data.map((m: Module) => m.key)
      expect(keys).not.toContain('search')
    } finally {
      t.app.db.prepare('UPDATE diy_pages SET config = ? WHERE id = 1').run(row.config)
    }
  })
})
