// The plugins' page-builder modules on the demo server (api-plugins-2 2.2, 2.4): each hydrator fills manual
// picks and filtered lists, shows only what everybody may see, leaves the page while its plugin is off and
// respects the module's time window; the sales ticker (its DIY module and its home block) anonymises buyers
// and lists paid orders only.
import { setPluginEnabled } from '../../server/core/plugins'
import { setConfig } from '../../server/services/site/configs'
import { startTestApp, TEST_NOW, useTestApp, type TestApp } from './helpers'

let t: TestApp
useTestApp(startTestApp, (app) => (t = app))

type Json = Record<string, any>
type Module = { key: string; com_data: { content: Json } }

const mod = (key: string, content: Json) => ({ key, is_enable: '1', com_data: { content, style: {} } })
const db = () => t.app.db
const now = Math.floor(TEST_NOW.getTime() / 1000)

/** A DIY page holding `modules`, as diy/index answers it (extra body params: the shopper's place). */
async function render(modules: Json[], params: Json = {}, opts: { token?: string; lang?: string } = {}): Promise<Module[]> {
  const id = db()
    .prepare('INSERT INTO diy_pages (name, config, is_enable) VALUES (?, ?, 1)')
    .run('test', JSON.stringify({ diy_data: modules })).lastInsertRowid
  const reply = await t.call('diy/index', { id, ...params }, opts)
  expect(reply.code).toBe(0)
  return reply.data.data.config.diy_data
}

async function content(module: Json, params: Json = {}): Promise<Json> {
  const [shown] = await render([module], params)
  return shown.com_data.content
}

const picked = (c: Json) => c.data_list.map((pick: Json) => pick.data)
const ids = (rows: Json[]) => rows.map((row) => Number(row.id))

/** Runs `fn` with a table row changed, and puts it back. */
async function withRow(sql: string, undo: string, fn: () => Promise<void>) {
  db().prepare(sql).run()
  try {
    await fn()
  } finally {
    db().prepare(undo).run()
  }
}

describe('realstore module', () => {
  it('fills picked stores (keeping new_title) and drops unknown or switched-off ones', async () => {
    const c = await content(mod('realstore', { data_type: '0', data_list: [{ data_id: 1, new_title: '旗舰店' }, { data_id: 3 }, { data_id: 999 }] }))
    expect(c.data_list.map((pick: Json) => pick.data_id)).toEqual([1, 3])
    expect(c.data_list[0].new_title).toBe('旗舰店')
    expect(c.data_list[0].data).toMatchObject({
      id: 1,
      url: expect.stringContaining('/pages/plugins/realstore/detail/detail?id=1'),
      status_info: expect.any(Object),
    })
    await withRow('UPDATE realstores SET is_enable = 0 WHERE id = 3', 'UPDATE realstores SET is_enable = 1 WHERE id = 3', async () => {
      expect(ids(picked(await content(mod('realstore', { data_type: '0', data_list: [{ data_id: 1 }, { data_id: 3 }] }))))).toEqual([1])
      expect(ids((await content(mod('realstore', { data_type: '1', number: 10 }))).data_auto_list)).not.toContain(3)
    })
  })

  it('lists stores by keywords and number, nearest first when the shopper’s place is known', async () => {
    expect(ids((await content(mod('realstore', { data_type: '1', keywords: '陆家嘴' }))).data_auto_list)).toEqual([2])
    expect((await content(mod('realstore', { data_type: '1', number: 2 }))).data_auto_list).toHaveLength(2)
    const beijing = db().prepare('SELECT lng, lat FROM realstores WHERE id = 3').get() as { lng: number; lat: number }
    const near = (await content(mod('realstore', { data_type: '1', number: 3 }), { user_lng: beijing.lng, user_lat: beijing.lat })).data_auto_list
    expect(near[0].id).toBe(3)
    expect(near[0].distance).toMatch(/m$/)
  })
})

describe('shop module', () => {
  it('fills picks and lists open shops by category and keywords; closed shops never show', async () => {
    const c = await content(mod('shop', { data_type: '0', data_list: [{ data_id: 2 }, { data_id: 1 }, { data_id: 404 }] }))
    expect(ids(picked(c))).toEqual([2, 1])
    expect(picked(c)[0]).toMatchObject({ name: expect.any(String), logo: expect.stringMatching(/^http/), url: '/pages/plugins/shop/detail/detail?id=2' })
    const category = (db().prepare('SELECT category_id AS n FROM shops WHERE id = 3').get() as { n: number }).n
    expect(ids((await content(mod('shop', { data_type: '1', category_ids: String(category) }))).data_auto_list)).toEqual([3])
    expect(ids((await content(mod('shop', { data_type: '1', keywords: '洗护' }))).data_auto_list)).toEqual([2])
    await withRow('UPDATE shops SET is_enable = 0 WHERE id = 2', 'UPDATE shops SET is_enable = 1 WHERE id = 2', async () => {
      expect(ids((await content(mod('shop', { data_type: '1', number: 10 }))).data_auto_list)).not.toContain(2)
      expect(ids(picked(await content(mod('shop', { data_type: '0', data_list: [{ data_id: 2 }] }))))).toEqual([])
    })
  })
})

describe('binding module', () => {
  it('fills bundles with their goods and prices; a switched-off bundle is left out', async () => {
    const c = await content(mod('binding', { data_type: '0', data_list: [{ data_id: 1 }, { data_id: 2 }] }))
    expect(picked(c)[0]).toMatchObject({
      id: 1,
      estimate_price: expect.any(String),
      estimate_discount_price: expect.any(String),
      url: expect.stringContaining('id=1'),
    })
    expect(picked(c)[0].goods.length).toBeGreaterThan(1)
    const title = picked(c)[1].title as string
    expect(ids((await content(mod('binding', { data_type: '1', keywords: title.slice(0, 2) }))).data_auto_list)).toEqual([2])
    await withRow('UPDATE bindings SET is_enable = 0 WHERE id = 1', 'UPDATE bindings SET is_enable = 1 WHERE id = 1', async () => {
      expect(ids((await content(mod('binding', { data_type: '1', number: 10 }))).data_auto_list)).toEqual([2])
      expect(ids(picked(await content(mod('binding', { data_type: '0', data_list: [{ data_id: 1 }] }))))).toEqual([])
    })
  })
})

describe('ask modules', () => {
  const hidden = () => (db().prepare('SELECT id FROM asks WHERE is_show = 0').all() as Array<{ id: number }>).map((r) => r.id)

  it('lists approved questions only, answered or waiting as asked; a hidden pick is dropped', async () => {
    const all = (await content(mod('ask', { data_type: '1', number: 50 }))).data_auto_list
    expect(all.length).toBeGreaterThan(2)
    for (const id of hidden()) expect(ids(all)).not.toContain(id)
    const answered = (await content(mod('ask', { data_type: '1', number: 50, is_reply: '1' }))).data_auto_list
    const waiting = (await content(mod('ask', { data_type: '1', number: 50, is_reply: '0' }))).data_auto_list
    expect(answered.length).toBeGreaterThan(0)
    expect(waiting.length).toBeGreaterThan(0)
    expect(answered.every((q: Json) => q.is_reply === '1')).toBe(true)
    expect(waiting.every((q: Json) => q.is_reply === '0')).toBe(true)
    expect(answered.length + waiting.length).toBe(all.length)
    expect(all[0]).toMatchObject({
      title: expect.any(String),
      url: expect.stringContaining('/pages/plugins/ask/detail/detail?id='),
      add_time_date: expect.any(String),
    })
    const picks = await content(mod('ask', { data_type: '0', data_list: [{ data_id: hidden()[0] }, { data_id: all[0].id }] }))
    expect(ids(picked(picks))).toEqual([all[0].id])
  })

  it('ask-tabs fills each tab with its own filter, most read first when asked', async () => {
    const c = await content(
      mod('ask-tabs', {
        tabs_list: [
          { title: 'hot', data_type: '1', number: 3, order_by_type: '1' },
          { title: 'mine', data_type: '0', data_list: [{ data_id: 1 }] },
        ],
      }),
    )
    const views = c.tabs_list[0].data_auto_list.map((q: Json) => q.access_count)
    expect(views).toEqual([...views].sort((a: number, b: number) => b - a))
    expect(ids(picked(c.tabs_list[1]))).toEqual([1])
  })
})

describe('blog modules', () => {
  it('lists public posts by category, cover and order; a pending or refused post never shows', async () => {
    const hidden = (db().prepare('SELECT id FROM blogs WHERE status != 1 OR is_enable = 0').all() as Array<{ id: number }>).map((r) => r.id)
    expect(hidden.length).toBeGreaterThan(0)
    const all = (await content(mod('blog', { data_type: '1', number: 50 }))).data_auto_list
    for (const id of hidden) expect(ids(all)).not.toContain(id)
    expect(all[0]).toMatchObject({
      title: expect.any(String),
      cover: expect.any(String),
      add_time: expect.any(String),
      url: expect.stringContaining('/pages/plugins/blog/detail/detail?id='),
    })
    const read = (await content(mod('blog', { data_type: '1', number: 3, order_by_type: '1' }))).data_auto_list.map((p: Json) => p.access_count)
    expect(read).toEqual([...read].sort((a: number, b: number) => b - a))
    const inCategory = (await content(mod('blog', { data_type: '1', number: 50, category_ids: '2' }))).data_auto_list
    expect(inCategory.length).toBeGreaterThan(0)
    expect(inCategory.every((p: Json) => Number(p.blog_category_id) === 2)).toBe(true)
    const covered = (await content(mod('blog', { data_type: '1', number: 50, is_cover: '1' }))).data_auto_list
    expect(covered.every((p: Json) => p.cover)).toBe(true)
    const picks = await content(mod('blog', { data_type: '0', data_list: [{ data_id: hidden[0] }, { data_id: 1, new_title: '推荐' }] }))
    expect(ids(picked(picks))).toEqual([1])
    expect(picks.data_list[0].new_title).toBe('推荐')
  })

  it('blog-tabs fills every tab', async () => {
    const c = await content(
      mod('blog-tabs', {
        tabs_list: [
          { data_type: '1', number: 2 },
          { data_type: '0', data_list: [{ data_id: 2 }] },
        ],
      }),
    )
    expect(c.tabs_list[0].data_auto_list).toHaveLength(2)
    expect(ids(picked(c.tabs_list[1]))).toEqual([2])
  })
})

describe('activity module', () => {
  it('lists running and coming activities with their goods and keywords; a picked one shows while enabled', async () => {
    const ended = db().prepare('SELECT id FROM activities WHERE time_end > 0 AND time_end < ?').get(now) as { id: number }
    const listed = (await content(mod('activity', { data_type: '1', number: 10 }))).data_auto_list
    expect(listed.length).toBeGreaterThan(0)
    expect(ids(listed)).not.toContain(ended.id)
    expect(listed[0]).toMatchObject({
      title: expect.any(String),
      cover: expect.stringMatching(/^http/),
      url: expect.stringContaining('/pages/plugins/activity/detail/detail?id='),
    })
    expect(listed[0].keywords_arr.length).toBeGreaterThan(0)
    expect(listed[0].goods_list.length).toBeGreaterThan(0)
    expect(listed[0].goods_list.length).toBeLessThanOrEqual(6)
    expect(ids(picked(await content(mod('activity', { data_type: '0', data_list: [{ data_id: ended.id }] }))))).toEqual([ended.id])
    await withRow(`UPDATE activities SET is_enable = 0 WHERE id = ${ended.id}`, `UPDATE activities SET is_enable = 1 WHERE id = ${ended.id}`, async () => {
      expect(picked(await content(mod('activity', { data_type: '0', data_list: [{ data_id: ended.id }] })))).toEqual([])
    })
  })
})

describe('every plugin module', () => {
  const MODULES = [
    ['realstore', 'realstore'],
    ['shop', 'shop'],
    ['binding', 'binding'],
    ['ask', 'ask'],
    ['ask-tabs', 'ask'],
    ['blog', 'blog'],
    ['blog-tabs', 'blog'],
    ['activity', 'activity'],
    ['salerecords', 'salerecords'],
  ]
  const modules = MODULES.map(([key]) => mod(key, { data_type: '1', number: 2, tabs_list: [{ data_type: '1', number: 1 }] }))

  it('leaves the page while its plugin is off', async () => {
    expect((await render(modules)).map((m) => m.key)).toEqual(MODULES.map(([key]) => key))
    for (const plugin of new Set(MODULES.map(([, p]) => p))) {
      setPluginEnabled(db(), plugin, false)
      try {
        const keys = (await render(modules)).map((m) => m.key)
        expect([plugin, keys]).toEqual([plugin, MODULES.filter(([, p]) => p !== plugin).map(([key]) => key)])
      } finally {
        setPluginEnabled(db(), plugin, true)
      }
    }
  })

  it('shows only inside its time window', async () => {
    const at = (days: number) => new Date(TEST_NOW.getTime() + days * 86400_000).toISOString().slice(0, 19).replace('T', ' ')
    const windowed = (start: string, end: string) =>
      modules.map((m) => ({ ...m, com_data: { ...m.com_data, content: { ...m.com_data.content, content_top: { time_value: [start, end] } } } }))
    expect(await render(windowed(at(-10), at(-1)))).toEqual([])
    expect(await render(windowed(at(1), at(10)))).toEqual([])
    expect((await render(windowed(at(-1), at(1)))).map((m) => m.key)).toEqual(MODULES.map(([key]) => key))
  })
})

describe('salerecords', () => {
  const paidOrders = () =>
    (
      db().prepare('SELECT id FROM orders WHERE pay_status = 1 AND status IN (2, 3, 4) AND is_delete_time = 0 AND pay_time > 0').all() as Array<{ id: number }>
    ).map((r) => r.id)
  const firstLine = (orderId: number) =>
    db().prepare('SELECT id, title FROM order_details WHERE order_id = ? ORDER BY id LIMIT 1').get(orderId) as { id: number; title: string }

  it('lists paid orders only, newest first, as many as asked', async () => {
    const paid = paidOrders()
    const unpaid = db().prepare('SELECT id FROM orders WHERE pay_status = 0 ORDER BY id LIMIT 1').get() as { id: number }
    const paidLine = firstLine(paid[0])
    const unpaidLine = firstLine(unpaid.id)
    db().prepare("UPDATE order_details SET title = 'PAID-MARKER' WHERE id = ?").run(paidLine.id)
    db().prepare("UPDATE order_details SET title = 'UNPAID-MARKER' WHERE id = ?").run(unpaidLine.id)
    db()
      .prepare('UPDATE orders SET pay_time = ? WHERE id = ?')
      .run(now + 60, unpaid.id)
    try {
      const rows = (await content(mod('salerecords', { number: 50 }))).data_auto_list
      expect(rows).toHaveLength(paid.length)
      const titles = rows.map((r: Json) => r.title)
      expect(titles).toContain('PAID-MARKER')
      expect(titles).not.toContain('UNPAID-MARKER')
      expect((await content(mod('salerecords', { number: 3 }))).data_auto_list).toHaveLength(3)
      expect(rows[0]).toMatchObject({
        images: expect.stringMatching(/^http/),
        goods_url: expect.stringMatching(/^\/pages\/goods-detail\/goods-detail\?id=\d+$/),
      })
    } finally {
      db().prepare('UPDATE order_details SET title = ? WHERE id = ?').run(paidLine.title, paidLine.id)
      db().prepare('UPDATE order_details SET title = ? WHERE id = ?').run(unpaidLine.title, unpaidLine.id)
    }
  })

  it('never shows a full name, a phone number or an address', async () => {
    db().prepare("UPDATE users SET nickname = '欧阳娜娜', mobile = '13912345678' WHERE id = (SELECT user_id FROM orders WHERE id = ?)").run(paidOrders()[0])
    const rows = (await content(mod('salerecords', { number: 50 }))).data_auto_list
    const text = JSON.stringify(rows)
    // Words shown to the shopper (links and pictures aside).
    const words = JSON.stringify(rows.map((r: Json) => [r.user.user_name_view, r.user.province, r.title, r.add_time]))
    const users = db().prepare('SELECT username, nickname, mobile FROM users').all() as Array<Record<string, string>>
    for (const user of users) {
      if (user.mobile) expect([user.mobile, text.includes(user.mobile)]).toEqual([user.mobile, false])
      for (const value of [user.username, user.nickname].filter((v) => v && [...v].length > 1)) expect([value, words.includes(value)]).toEqual([value, false])
    }
    // The province is shown; a municipality's city has the same name (北京市), so it is not a leak.
    const addresses = db().prepare('SELECT name, tel, address, city_name, county_name, province_name FROM order_addresses').all() as Array<
      Record<string, string>
    >
    for (const { province_name: province, ...address } of addresses) {
      for (const value of Object.values(address).filter((v) => v && [...v].length > 1 && v !== province))
        expect([value, text.includes(value)]).toEqual([value, false])
    }
    for (const row of rows) {
      expect(Object.keys(row.user).sort()).toEqual(['avatar', 'province', 'user_name_view'])
      expect(row.user.user_name_view).toMatch(/^.\*\*$/u)
    }
    expect(rows.some((r: Json) => r.user.user_name_view === '欧**')).toBe(true)
  })

  it('says how long ago, in the shopper’s language', async () => {
    const order = paidOrders()[0]
    db().prepare("UPDATE order_details SET title = 'AGO-MARKER' WHERE id = ?").run(firstLine(order).id)
    const id = db()
      .prepare('INSERT INTO diy_pages (name, config, is_enable) VALUES (?, ?, 1)')
      .run('t', JSON.stringify({ diy_data: [mod('salerecords', { number: 50 })] })).lastInsertRowid
    const ago = async (seconds: number, lang: string) => {
      db()
        .prepare('UPDATE orders SET pay_time = ? WHERE id = ?')
        .run(now - seconds, order)
      const reply = await t.call('diy/index', { id }, { lang })
      return reply.data.data.config.diy_data[0].com_data.content.data_auto_list.find((r: Json) => r.title === 'AGO-MARKER').add_time
    }
    expect(await ago(5 * 60, 'zh')).toBe('5分钟前')
    expect(await ago(60, 'en')).toBe('1 minute ago')
    expect(await ago(3 * 3600, 'en')).toBe('3 hours ago')
    expect(await ago(2 * 86400, 'en')).toBe('2 days ago')
    expect(await ago(10, 'en')).toBe('just now')
  })

  it('home: plugins_salerecords_data with the shop’s title after the floors; gone when switched off', async () => {
    const home = (await t.call('index/index', {})).data
    expect(home.plugins_salerecords_data.base).toEqual({ home_bottom_title: '大家都在买', home_bottom_desc: '实时成交动态' })
    expect(home.plugins_salerecords_data.data.length).toBeGreaterThan(0)
    expect(home.plugins_sort_list).toContainEqual({ plugins: 'salerecords' })
    setConfig(db(), 'plugins_salerecords_home_bottom_title', '刚刚成交')
    expect((await t.call('index/index', {})).data.plugins_salerecords_data.base.home_bottom_title).toBe('刚刚成交')
    setConfig(db(), 'plugins_salerecords_is_home_show', '0')
    expect((await t.call('index/index', {})).data.plugins_salerecords_data).toBeUndefined()
    setConfig(db(), 'plugins_salerecords_is_home_show', '1')
    setPluginEnabled(db(), 'salerecords', false)
    try {
      const off = (await t.call('index/index', {})).data
      expect(off.plugins_salerecords_data).toBeUndefined()
      expect(off.plugins_sort_list).not.toContainEqual({ plugins: 'salerecords' })
      expect((await t.call('base/common', {})).data.plugins_base.salerecords).toBeUndefined()
    } finally {
      setPluginEnabled(db(), 'salerecords', true)
    }
  })
})

describe('the seeded showcase', () => {
  it('carries every plugin module with data', async () => {
    const modules: Module[] = (await t.call('diy/index', { id: 1 })).data.data.config.diy_data
    const rowsOf = (c: Json): Json[] => (c.tabs_list ? c.tabs_list.flatMap(rowsOf) : c.data_type === '0' ? c.data_list : c.data_auto_list)
    for (const key of ['realstore', 'shop', 'binding', 'ask', 'ask-tabs', 'blog', 'blog-tabs', 'activity', 'salerecords']) {
      const found = modules.find((m) => m.key === key)
      expect([key, Boolean(found)]).toEqual([key, true])
      expect([key, rowsOf(found!.com_data.content).length > 0]).toEqual([key, true])
    }
  })
})
