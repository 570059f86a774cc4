import { dbFingerprint } from './db-fingerprint'
import { startTestApp, useTestApp, type TestApp } from './helpers'

// distribution (api-plugins-1 §4): commission on a three-level chain, settlement, pickup-code verification,
// referral capture and isolation (a distributor never sees another's team or orders).
describe('distribution plugin', () => {
  let app: TestApp
  let demo: string
  let buyer2: string
  useTestApp(startTestApp, (started) => ([app, demo, buyer2] = [started, started.tokenFor('demo'), started.tokenFor('buyer2')]))

  const dist = (control: string, action: string, params: Record<string, unknown> = {}, token = '', lang = 'zh') =>
    app.call('plugins/index', { pluginsname: 'distribution', pluginscontrol: control, pluginsaction: action, ...params }, { token, lang })
  const idOf = (username: string) => (app.app.db.prepare('SELECT id FROM users WHERE username = ?').get(username) as { id: number }).id
  const profitsOf = (orderId: number) =>
    app.app.db
      .prepare(
        'SELECT u.username, p.tier, p.rate, p.profit_price, p.status FROM distribution_profits p JOIN users u ON u.id = p.user_id WHERE p.order_id = ? ORDER BY p.tier',
      )
      .all(orderId) as Array<{ username: string; tier: number; rate: number; profit_price: number; status: number }>

  /** The shop state plus every distribution table: a refused request must leave all of it unchanged. */
  const fingerprint = (t: TestApp) =>
    dbFingerprint(t.app.db) +
    JSON.stringify(
      [
        'distribution_profits',
        'distribution_extractions',
        'distribution_extraction_orders',
        'distribution_recommends',
        'distribution_recommend_goods',
        'distribution_visits',
        'distribution_members',
      ].map((table) => t.app.db.prepare(`SELECT * FROM ${table} ORDER BY rowid`).all()),
    )

  /** fan11 (under fan01, under demo, under leader) buys goods 2 and pays with DemoPay. */
  async function downlineOrderPaid(quantity = 2): Promise<{ id: number; total: number }> {
    const fan11 = app.tokenFor('fan11')
    const address = (app.app.db.prepare('SELECT id FROM user_addresses WHERE user_id = ?').get(idOf('fan11')) as { id: number }).id
    const added = await app.call(
      'buy/add',
      { buy_type: 'goods', goods_data: [{ goods_id: 2, stock: quantity }], address_id: address, payment_id: 2, site_model: 0 },
      { token: fan11 },
    )
    expect(added.code).toBe(0)
    const id = added.data.order_ids[0] as number
    expect(profitsOf(id)).toEqual([])
    const paid = await app.call('order/pay', { ids: String(id), payment_id: 2 }, { token: fan11 })
    expect(paid.code).toBe(0)
    const total = (app.app.db.prepare('SELECT total_price FROM orders WHERE id = ?').get(id) as { total_price: number }).total_price
    return { id, total }
  }

  it('the centre: demo is a senior affiliate under leader, with statistics and navigation; buyer2 is not a distributor', async () => {
    const centre = await dist('user', 'index', {}, demo)
    expect(centre.code).toBe(0)
    expect(centre.data.user_level).toMatchObject({ name: '高级分销商', level_rate_one: '15' })
    expect(centre.data.superior).toMatchObject({ id: idOf('leader'), user_name_view: 'leader', can_modify_number_msg: '还可修改 3 次' })
    expect(centre.data.user_referrer).toBe(String(idOf('demo')))
    expect(centre.data.nav_list.map((n: { url: string }) => n.url)).toContain('/pages/plugins/distribution/team/team')
    expect(centre.data.time_data[centre.data.default_day]).toMatchObject({ name: '本月', start: expect.any(String), end: expect.any(String) })
    expect(centre.data.stats_base_data_list[0].to_page).toMatch(/^\/pages\/plugins\/distribution\/promotion-user\/promotion-user\?type=3&start_time=/)
    expect(centre.data.stats_profit_data_list).toHaveLength(4)
    expect(centre.data.extraction).toMatchObject({ status: 1, alias: '小美自提点' })

    const stranger = await dist('user', 'index', {}, buyer2, 'en')
    expect(stranger.data.user_level).toBeNull()
    expect(stranger.data.nav_list).toEqual([])
    expect(stranger.data.base.non_conformity_desc[0]).toBe('Meet the conditions of Affiliate to become an affiliate: Total spending At least ￥100.00')
    for (const [control, action] of [
      ['team', 'index'],
      ['order', 'index'],
      ['poster', 'index'],
      ['order', 'map'],
      ['visit', 'index'],
      ['recommend', 'index'],
    ]) {
      expect(await dist(control, action, {}, buyer2)).toMatchObject({ code: -1, msg: '你还不是分销商' })
    }
  })

  it('stats over a custom range; a bad or reversed range is refused', async () => {
    const all = await dist('user', 'stats', { start: '', end: '' }, demo)
    expect(all.code).toBe(0)
    const promoted = all.data.stats_user_promotion_data_list[0]
    expect(promoted.value).toBe(5)
    const none = await dist('user', 'stats', { start: '2001-01-01', end: '2001-01-31' }, demo)
    expect(none.data.stats_user_promotion_data_list[0].value).toBe(0)
    expect((await dist('user', 'stats', { start: '2026-02-31' }, demo)).msg).toBe('时间格式有误')
    expect((await dist('user', 'stats', { start: '2026-11-20', end: '2026-11-01' }, demo)).msg).toBe('结束时间不能早于开始时间')
  })

  it('commission on a three-level chain: each upline earns its own level rate of its tier, in cents, when the order is paid', async () => {
    const { id, total } = await downlineOrderPaid()
    const cents = Math.round(total * 100)
    // fan01 (Affiliate, tier 1: 10%), demo (Senior, tier 2: 8%), leader (Gold, tier 3: 5%).
    expect(profitsOf(id)).toEqual([
      { username: 'fan01', tier: 1, rate: 10, profit_price: Math.round(cents * 0.1) / 100, status: 0 },
      { username: 'demo', tier: 2, rate: 8, profit_price: Math.round(cents * 0.08) / 100, status: 0 },
      { username: 'leader', tier: 3, rate: 5, profit_price: Math.round(cents * 0.05) / 100, status: 0 },
    ])
    const pending = await dist('profit', 'index', { page: 1, status: 0 }, demo)
    expect(pending.data.data[0]).toMatchObject({ order_id: id, status_name: '待生效', level_name: '二级 · 高级分销商' })
  })

  it('settlement: completing the order settles its commission; a cancelled order pays none', async () => {
    const { id } = await downlineOrderPaid(1)
    app.app.db.prepare('UPDATE orders SET status = 3, delivery_time = 1 WHERE id = ?').run(id)
    const collected = await app.call('order/collect', { id }, { token: app.tokenFor('fan11') })
    expect(collected.code).toBe(0)
    expect(profitsOf(id).map((p) => p.status)).toEqual([2, 2, 2])
    const detail = await dist('profit', 'detail', { id: (await dist('profit', 'index', { status: 2 }, demo)).data.data[0].id }, demo)
    expect(detail.data.data).toMatchObject({ order_id: id, status_name: '已结算', order_status_name: '已完成' })

    // An unpaid order that is cancelled never earns anything.
    const fan11 = app.tokenFor('fan11')
    const address = (app.app.db.prepare('SELECT id FROM user_addresses WHERE user_id = ?').get(idOf('fan11')) as { id: number }).id
    const added = await app.call(
      'buy/add',
      { buy_type: 'goods', goods_data: [{ goods_id: 2, stock: 3 }], address_id: address, payment_id: 2 },
      { token: fan11 },
    )
    expect((await app.call('order/cancel', { id: added.data.order_ids[0] }, { token: fan11 })).code).toBe(0)
    expect(profitsOf(added.data.order_ids[0])).toEqual([])
  })

  it('a settlement waiting period keeps completed commission pending until it has passed', async () => {
    app.app.db.prepare("INSERT INTO configs (key, value) VALUES ('plugins_distribution_settlement_days', '7') ON CONFLICT(key) DO UPDATE SET value = '7'").run()
    try {
      const restarted = await startTestApp({ dbPath: `${app.dir}/shop.db` })
      try {
        const token = restarted.tokenFor('fan11')
        const address = (restarted.app.db.prepare('SELECT id FROM user_addresses WHERE user_id = ?').get(idOf('fan11')) as { id: number }).id
        const added = await restarted.call(
          'buy/add',
          { buy_type: 'goods', goods_data: [{ goods_id: 2, stock: 1 }], address_id: address, payment_id: 2 },
          { token },
        )
        const id = added.data.order_ids[0]
        await restarted.call('order/pay', { ids: String(id), payment_id: 2 }, { token })
        restarted.app.db.prepare('UPDATE orders SET status = 3 WHERE id = ?').run(id)
        await restarted.call('order/collect', { id }, { token })
        const statuses = () =>
          (restarted.app.db.prepare('SELECT status FROM distribution_profits WHERE order_id = ? ORDER BY tier').all(id) as Array<{ status: number }>).map(
            (r) => r.status,
          )
        expect(statuses()).toEqual([1, 1, 1])
        // Eight days later (the collect time moved back), reading the list settles it.
        restarted.app.db.prepare('UPDATE orders SET collect_time = collect_time - 8 * 86400 WHERE id = ?').run(id)
        await restarted.call(
          'plugins/index',
          { pluginsname: 'distribution', pluginscontrol: 'profit', pluginsaction: 'index' },
          { token: restarted.tokenFor('demo') },
        )
        expect(statuses()).toEqual([1, 2, 1])
      } finally {
        await restarted.close()
      }
    } finally {
      app.app.db.prepare("DELETE FROM configs WHERE key = 'plugins_distribution_settlement_days'").run()
    }
  })

  it('pickup-code verification: a wrong code or somebody else’s order changes nothing; the right code completes the order', async () => {
    const pending = await dist('extraction', 'order', { page: 1, status: 0 }, demo)
    expect(pending.code).toBe(0)
    const row = pending.data.data[0]
    const code = (app.app.db.prepare('SELECT extraction_code FROM orders WHERE id = ?').get(row.order_id) as { extraction_code: string }).extraction_code
    const before = fingerprint(app)

    expect(await dist('extraction', 'take', { id: row.order_id, user_id: row.order_user_id, extraction_code: '' }, demo)).toMatchObject({
      code: -1,
      msg: '请输入取件码',
    })
    expect(await dist('extraction', 'take', { id: row.order_id, user_id: row.order_user_id, extraction_code: '0000' }, demo)).toMatchObject({
      code: -1,
      msg: '取货码错误',
    })
    expect(await dist('extraction', 'take', { id: row.order_id, user_id: idOf('buyer2'), extraction_code: code }, demo)).toMatchObject({
      code: -1,
      msg: '取货订单不存在',
    })
    // leader runs another approved point: demo's orders are not theirs to hand out.
    expect(await dist('extraction', 'take', { id: row.order_id, user_id: row.order_user_id, extraction_code: code }, app.tokenFor('leader'))).toMatchObject({
      code: -1,
      msg: '取货订单不存在',
    })
    expect(fingerprint(app)).toEqual(before)

    const taken = await dist('extraction', 'take', { id: row.order_id, user_id: row.order_user_id, extraction_code: code }, demo)
    expect(taken).toMatchObject({ code: 0, data: { status: 1 } })
    expect(app.app.db.prepare('SELECT status FROM orders WHERE id = ?').get(row.order_id)).toEqual({ status: 4 })
    expect((await dist('extraction', 'take', { id: row.order_id, user_id: row.order_user_id, extraction_code: code }, demo)).msg).toBe('该订单已取货')
    const byCode = await dist('extraction', 'order', { page: 1, keywords: code }, demo)
    expect(byCode.data.data.map((r: { order_id: number }) => r.order_id)).toEqual([row.order_id])
  })

  it('pickup point application: rules refuse bad input; refused and terminated points can be edited and resubmitted', async () => {
    const fan02 = app.tokenFor('fan02')
    const info = await dist('extraction', 'applyinfo', {}, fan02)
    expect(info.data.extraction_data).toMatchObject({ status: 2, fail_reason: '门店照片不清晰，请补充后重新提交' })
    const good = { alias: '中关村', name: '周舟', tel: '010-62510000', province: 1, city: 36, county: 457, address: '中关村大街27号', lng: 116.31, lat: 39.98 }
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ alias: 'x'.repeat(17) }, '别名长度不能超过16个字符'],
      [{ name: '周' }, '联系人格式 2~16 个字符'],
      [{ tel: '12345' }, '联系电话格式有误（座机或手机）'],
      [{ county: 476 }, '请选择省市区'],
      [{ address: '' }, '详细地址格式 1~80 个字符'],
      [{ address: '路'.repeat(81) }, '详细地址格式 1~80 个字符'],
      [{ lng: '', lat: '' }, '请选择地理位置'],
      [{ logo: 'https://evil.example/x.png' }, '图片地址有误'],
    ]
    const before = fingerprint(app)
    for (const [change, msg] of bad) expect(await dist('extraction', 'applysave', { ...good, ...change }, fan02)).toMatchObject({ code: -1, msg })
    expect(fingerprint(app)).toEqual(before)

    expect((await dist('extraction', 'applysave', { ...good, tel: '18600000012' }, fan02)).code).toBe(0)
    expect((await dist('extraction', 'index', {}, fan02)).data.extraction).toMatchObject({
      status: 0,
      fail_reason: '',
      tel: '18600000012',
      county_name: '东城区',
    })
    const terminated = await dist('extraction', 'applysave', good, app.tokenFor('fan04'))
    expect(terminated.code).toBe(0)
    expect((await dist('extraction', 'index', {}, app.tokenFor('fan04'))).data.extraction.status).toBe(0)
  })

  it('isolation: a distributor sees only their own team, orders, profits, visits and bundles', async () => {
    const fan01 = app.tokenFor('fan01')
    const demoTeam = (await dist('team', 'index', { page: 1 }, demo)).data.data.map((m: { user_name_view: string }) => m.user_name_view)
    expect(demoTeam).toEqual(expect.arrayContaining(['fan01', 'fan02', 'fan03', 'fan04', 'fan05']))
    expect(demoTeam).not.toContain('fan11')
    const fan01Team = (await dist('team', 'index', { page: 1 }, fan01)).data.data.map((m: { user_name_view: string }) => m.user_name_view)
    expect(fan01Team.sort()).toEqual(['fan11', 'fan12'])

    // demo's orders include fan11's (it pays demo tier-2 commission); fan01 never sees fan02's.
    const fan02Order = (app.app.db.prepare('SELECT id FROM orders WHERE user_id = ? LIMIT 1').get(idOf('fan02')) as { id: number }).id
    expect((await dist('order', 'detail', { id: fan02Order }, demo)).code).toBe(0)
    expect(await dist('order', 'detail', { id: fan02Order }, fan01)).toMatchObject({ code: -1, msg: '分销订单不存在' })
    const buyer2Order = (app.app.db.prepare('SELECT id FROM orders WHERE user_id = ? LIMIT 1').get(idOf('buyer2')) as { id: number }).id
    expect(await dist('order', 'detail', { id: buyer2Order }, demo)).toMatchObject({ code: -1, msg: '分销订单不存在' })
    expect(await dist('order', 'index', { uid: idOf('fan02') }, fan01)).toMatchObject({ code: -1, msg: '该用户不是你的团队成员' })
    const fan02Orders = (await dist('order', 'index', { uid: idOf('fan02'), status: '-1' }, demo)).data.data
    expect(fan02Orders.length).toBeGreaterThan(0)
    expect(fan02Orders.every((o: { user_id: number }) => o.user_id === idOf('fan02'))).toBe(true)
    const invalid = (await dist('order', 'index', { status: '5,6' }, demo)).data.data
    expect(invalid.map((o: { status: number }) => o.status).sort()).toEqual([5, 6])

    const demoProfit = (await dist('profit', 'index', {}, demo)).data.data[0].id
    expect(await dist('profit', 'detail', { id: demoProfit }, fan01)).toMatchObject({ code: -1, msg: '收益记录不存在' })
    const visit = (await dist('visit', 'index', {}, demo)).data.data[0].id
    expect((await dist('visit', 'delete', { ids: String(visit) }, fan01)).code).toBe(-1)
    expect((await dist('visit', 'saveinfo', { id: visit }, fan01)).code).toBe(-1)
    const bundle = (await dist('recommend', 'index', {}, demo)).data.data[0].id
    expect((await dist('recommend', 'savedata', { id: bundle }, fan01)).code).toBe(-1)
    expect((await dist('recommend', 'delete', { ids: String(bundle) }, fan01)).code).toBe(-1)
    // The map shows demo's Beijing customers around Beijing, the Shanghai one around Shanghai.
    const beijing = (await dist('order', 'map', { lng: 116.39742, lat: 39.909 }, demo)).data.user.map((u: { username: string }) => u.username)
    expect(beijing.sort()).toEqual(['fan01', 'fan02', 'fan03'])
    const shanghai = (await dist('order', 'map', { lng: 121.47, lat: 31.23 }, demo)).data.user.map((u: { username: string }) => u.username)
    expect(shanghai).toEqual(['fan04'])
  })

  it('referral capture: registering with referrer binds the new user to the distributor', async () => {
    const reg = await app.call('user/reg', { type: 'username', accounts: 'newfriend1', pwd: 'friend123', referrer: String(idOf('demo')) })
    expect(reg.code).toBe(0)
    expect((app.app.db.prepare('SELECT referrer FROM users WHERE username = ?').get('newfriend1') as { referrer: number }).referrer).toBe(idOf('demo'))
    const team = (await dist('team', 'index', { page: 1 }, demo)).data.data
    expect(team[0]).toMatchObject({ user_name_view: 'newfriend1', order_count: 0 })
    // An unknown referrer is ignored, registration still succeeds.
    const lost = await app.call('user/reg', { type: 'username', accounts: 'newfriend2', pwd: 'friend123', referrer: '999999' })
    expect(lost.code).toBe(0)
    expect((app.app.db.prepare('SELECT referrer FROM users WHERE username = ?').get('newfriend2') as { referrer: number }).referrer).toBe(0)
  })

  it('superior change: search, refuse loops, count the changes', async () => {
    const fan03 = app.tokenFor('fan03')
    expect((await dist('user', 'userquery', { keywords: 'nobody-here' }, fan03)).msg).toBe('用户不存在')
    const found = await dist('user', 'userquery', { keywords: 'leader' }, fan03)
    expect(found.data).toMatchObject({ id: idOf('leader'), user_name_view: 'leader' })
    const saved = await dist('user', 'superiorsave', { superior_id: idOf('leader') }, fan03)
    expect(saved).toMatchObject({ code: 0, data: { id: idOf('leader'), can_modify_number_msg: '还可修改 2 次' } })
    // demo cannot move under fan01, who is in demo's own team.
    expect(await dist('user', 'superiorsave', { superior_id: idOf('fan01') }, demo)).toMatchObject({ code: -1, msg: '不能选择自己或自己的下级作为上级' })
  })

  it('recommendations: rules, duplicates, public detail with the bundle total', async () => {
    const encode = (items: unknown) => encodeURIComponent(Buffer.from(JSON.stringify(items)).toString('base64'))
    const before = fingerprint(app)
    expect((await dist('recommend', 'save', { title: '', goods_data: encode([{ goods_id: 2 }]) }, demo)).msg).toBe('标题格式 1~60 个字符')
    expect((await dist('recommend', 'save', { title: 'x'.repeat(61), goods_data: encode([{ goods_id: 2 }]) }, demo)).msg).toBe('标题格式 1~60 个字符')
    expect((await dist('recommend', 'save', { title: 'ok', describe: 'y'.repeat(201), goods_data: encode([{ goods_id: 2 }]) }, demo)).msg).toBe(
      '描述长度不能超过200个字符',
    )
    expect((await dist('recommend', 'save', { title: 'ok', goods_data: encode([]) }, demo)).msg).toBe('请选择商品')
    expect((await dist('recommend', 'save', { title: 'ok', goods_data: encode([{ goods_id: 2 }, { goods_id: 2 }]) }, demo)).msg).toMatch(/^商品重复/)
    expect(fingerprint(app)).toEqual(before)
    const saved = await dist(
      'recommend',
      'save',
      { title: '新品套装', describe: '', is_enable: true, goods_data: encode([{ goods_id: 2 }, { goods_id: 7 }]) },
      demo,
    )
    expect(saved.code).toBe(0)
    const detail = await app.call('plugins/index', { pluginsname: 'distribution', pluginscontrol: 'recommend', pluginsaction: 'detail', id: saved.data.id })
    expect(detail.data).toMatchObject({ title: '新品套装', goods_count: 2, access_count: 1 })
    const sum = detail.data.detail_list.reduce(
      (s: number, l: { goods: { price: string }; stock: number }) => s + Math.round(Number(l.goods.price) * 100) * l.stock,
      0,
    )
    expect(detail.data.total_price).toBe((sum / 100).toFixed(2))
    const hidden = (await dist('recommend', 'index', {}, demo)).data.data.find((b: { is_enable: number }) => b.is_enable === 0)
    expect((await app.call('plugins/index', { pluginsname: 'distribution', pluginscontrol: 'recommend', pluginsaction: 'detail', id: hidden.id })).code).toBe(
      -1,
    )
  })

  it('visits: customer, content up to 230 and photos are required', async () => {
    const customer = idOf('fan02')
    const photo = '/static/plugins/distribution/visit-1.svg'
    const before = fingerprint(app)
    expect((await dist('visit', 'save', { custom_user_id: '', content: 'x', images: [photo] }, demo)).msg).toBe('请选择客户')
    expect((await dist('visit', 'save', { custom_user_id: customer, content: '', images: [photo] }, demo)).msg).toBe('请填写拜访内容')
    expect((await dist('visit', 'save', { custom_user_id: customer, content: 'x'.repeat(231), images: [photo] }, demo, 'en')).msg).toBe(
      'The visit content can be at most 230 characters',
    )
    expect((await dist('visit', 'save', { custom_user_id: customer, content: 'ok', images: [] }, demo)).msg).toBe('请上传拜访照片')
    expect((await dist('visit', 'save', { custom_user_id: customer, content: 'ok', images: ['https://evil.example/a.png'] }, demo)).msg).toBe('图片地址有误')
    expect(fingerprint(app)).toEqual(before)
    const saved = await dist('visit', 'save', { custom_user_id: customer, content: '<b>回访</b> ok', images: [photo] }, demo)
    expect(saved.code).toBe(0)
    expect((await dist('visit', 'index', {}, demo)).data.data[0]).toMatchObject({ content: '回访 ok', custom_user: { user_name_view: 'fan02' } })
  })

  it('posters: the referral link and design rotation; the goods poster is an SVG with the referral QR', async () => {
    const poster = await dist('poster', 'index', {}, demo)
    expect(poster.data).toMatchObject({ user_share_qrode: '', user_share_url: expect.stringContaining(`referrer=${idOf('demo')}`) })
    expect(poster.data.user_share_poster).toMatch(/poster-1\.svg$/)
    expect((await dist('poster', 'refresh', {}, demo)).data).toMatch(/poster-2\.svg$/)
    const goods = await dist('distribution', 'goodsposter', { goods_id: 2 }, demo)
    expect(goods.code).toBe(0)
    const svg = await (await fetch(goods.data)).text()
    expect(svg).toMatch(/^<svg /)
    expect(svg).toContain('<path d="M')
    expect((await dist('distribution', 'goodsposter', { goods_id: 999999 }, demo)).code).toBe(-1)
    expect((await dist('distribution', 'goodsposter', { goods_id: 2 })).code).toBe(-400)
  })
})
