import { setPluginEnabled } from '../../server/core/plugins'
import { startTestApp, TEST_NOW, type TestApp } from './helpers'

const signin = (app: TestApp, control: string, action: string, params: Record<string, unknown> = {}, token = '', lang = 'zh') =>
  app.call('plugins/index', { pluginsname: 'signin', pluginscontrol: control, pluginsaction: action, ...params }, { token, lang })

describe('signin plugin', () => {
  let clock = TEST_NOW
  let app: TestApp
  let demo: string
  let buyer2: string
  beforeAll(async () => {
    app = await startTestApp({ now: () => clock })
    demo = app.tokenFor('demo')
    buyer2 = app.tokenFor('buyer2')
  })
  afterAll(() => app.close())

  it('the check-in page is public; a guest sees no personal data', async () => {
    const res = await signin(app, 'index', 'detail', { id: 0 })
    expect(res.code).toBe(0)
    expect(res.data.base).toMatchObject({ is_share: 1, is_team: 1, is_user_menu: 1, is_team_show_coming_user: 1 })
    expect(res.data.base.signin_desc.length).toBeGreaterThan(0)
    expect(res.data.data).toMatchObject({ id: 0, user_id: 0, bg_images: expect.stringMatching(/^http/), success_icon: expect.any(String) })
    expect(res.data.data.goods_list.length).toBeGreaterThan(0)
    expect(res.data.user_signin_data).toMatchObject({ current_day: 0, history_day: [], total: 0 })
    expect((await signin(app, 'index', 'coming', { id: 0 })).code).toBe(-400)
    expect((await signin(app, 'index', 'detail', { id: 999 })).code).toBe(-1)
    expect((await signin(app, 'index', 'detail', { id: 'abc' })).code).toBe(-1)
  })

  it('demo has a streak of 3 up to yesterday', async () => {
    const res = await signin(app, 'index', 'detail', { id: 0 }, demo)
    expect(res.data.user_signin_data).toMatchObject({ current_day: 0, total: 5, continuous_day: 3, today: '2026-11-22' })
    expect(res.data.user_signin_data.history_day).toEqual([15, 16, 19, 20, 21])
  })

  it('checks in once a day: the 4th streak day pays double, twice the same day is refused, the next day pays again', async () => {
    const before = (await app.call('user/center', {}, { token: demo })).data?.integral
    const first = await signin(app, 'index', 'coming', { id: 0 }, demo)
    expect(first).toMatchObject({ code: 0, data: 20, msg: '签到成功' })
    const again = await signin(app, 'index', 'coming', { id: 0 }, demo)
    expect(again).toMatchObject({ code: -1, msg: '今天已经签到过了，明天再来吧' })
    expect((await signin(app, 'index', 'coming', { id: 0 }, demo, 'en')).msg).toBe('You have already checked in today; come back tomorrow')
    const today = await signin(app, 'index', 'detail', { id: 0 }, demo)
    expect(today.data.user_signin_data).toMatchObject({ current_day: 1, integral: 20, continuous_day: 4, total: 6 })
    if (typeof before === 'number') expect((await app.call('user/center', {}, { token: demo })).data.integral).toBe(before + 20)

    clock = new Date(TEST_NOW.getTime() + 86400_000)
    const next = await signin(app, 'index', 'detail', { id: 0 }, demo)
    expect(next.data.user_signin_data).toMatchObject({ current_day: 0, today: '2026-11-23', continuous_day: 4 })
    expect(await signin(app, 'index', 'coming', { id: 0 }, demo)).toMatchObject({ code: 0, data: 20 })
    expect((await signin(app, 'index', 'detail', { id: 0 }, demo)).data.user_signin_data).toMatchObject({
      current_day: 1,
      continuous_day: 5,
      history_day: [15, 16, 19, 20, 21, 22, 23],
    })
    clock = TEST_NOW
  })

  it('history and centre are the user’s own', async () => {
    const center = await signin(app, 'user', 'center', {}, demo)
    expect(center.data.nav_list).toHaveLength(2)
    const mine = await signin(app, 'usersignin', 'index', { page: 1 }, demo)
    expect(mine.data.total).toBeGreaterThanOrEqual(6)
    expect(Object.keys(mine.data.data[0])).toEqual(expect.arrayContaining(['integral', 'add_time']))
    const theirs = await signin(app, 'usersignin', 'index', { page: 1 }, buyer2)
    expect(theirs.data.total).toBe(2)
    expect((await signin(app, 'usersignin', 'index')).code).toBe(-400)
  })

  it('team codes: list, detail, coming list, owner-only access', async () => {
    const codes = await signin(app, 'userqrcode', 'index', { page: 1 }, demo)
    expect(codes.data.data).toHaveLength(1)
    const code = codes.data.data[0]
    expect(code).toMatchObject({ is_enable_name: '已启用', reward_master: 5, reward_invitee: 10 })
    expect(codes.data.base).toMatchObject({ is_team: 1 })
    const detail = await signin(app, 'userqrcode', 'detail', { id: code.id }, demo)
    expect(detail.data.data.continuous_rules).toEqual([
      { number: 3, value: 2 },
      { number: 7, value: 3 },
    ])
    expect(detail.data.data.specified_time_reward).toMatchObject({ time_start: '07:00', time_end: '09:00' })
    expect((await signin(app, 'userqrcode', 'detail', { id: code.id }, buyer2)).code).toBe(-1)
    const comers = await signin(app, 'userqrcode', 'usercominglist', { id: code.id, page: 1 }, demo)
    expect(comers.data.data[0].user).toMatchObject({ avatar: expect.any(String), user_name_view: expect.any(String) })
    expect((await signin(app, 'userqrcode', 'usercominglist', { id: code.id }, buyer2)).code).toBe(-1)

    const teamPage = await signin(app, 'index', 'detail', { id: code.id }, demo)
    expect(teamPage.data.data.user_id).toBeGreaterThan(0)
    expect(teamPage.data.team_signin_data).toMatchObject({ total: 2 })
    const demoPoints = (await app.call('user/center', {}, { token: demo })).data?.integral
    expect((await signin(app, 'index', 'coming', { id: code.id }, buyer2)).code).toBe(0)
    if (typeof demoPoints === 'number') expect((await app.call('user/center', {}, { token: demo })).data.integral).toBe(demoPoints + 5)
  })

  it('team up and the contact form validation', async () => {
    expect((await signin(app, 'userqrcode', 'team', {}, demo)).data.status).toBe(0)
    expect((await signin(app, 'userqrcode', 'team', {}, buyer2)).data).toMatchObject({ status: 1 })
    const info = await signin(app, 'userqrcode', 'saveinfo', { is_lang: 0 }, buyer2)
    expect(info.data).toMatchObject({ base: { reward_master: 5, reward_invitee: 10, is_qrcode_must_userinfo: 1 }, data: null })

    expect(await signin(app, 'userqrcode', 'save', { name: 'A', tel: '13900000002' }, buyer2)).toMatchObject({
      code: -1,
      msg: '联系人姓名长度需为 2 到 30 个字符',
    })
    expect((await signin(app, 'userqrcode', 'save', { name: 'x'.repeat(31), tel: '13900000002' }, buyer2)).code).toBe(-1)
    expect(await signin(app, 'userqrcode', 'save', { name: 'Bob', tel: '123' }, buyer2)).toMatchObject({
      code: -1,
      msg: '联系人电话格式有误（6 到 15 位数字）',
    })
    expect((await signin(app, 'userqrcode', 'save', { name: 'Bob', tel: 'abcdefg' }, buyer2)).code).toBe(-1)
    expect((await signin(app, 'userqrcode', 'save', { name: 'Bob', tel: '1234567', address: 'a'.repeat(231) }, buyer2)).code).toBe(-1)
    expect((await signin(app, 'userqrcode', 'save', { name: 'Bob', tel: '1234567' }, buyer2, 'en')).code).toBe(0)
    expect((await signin(app, 'userqrcode', 'save', { name: 'Bob', tel: '123' }, buyer2, 'en')).msg).toBe('The contact phone must be 6 to 15 digits')

    const created = await signin(app, 'userqrcode', 'save', { name: '王小二', tel: '139-0000-0002', address: '上海市', note: '早起打卡' }, buyer2)
    expect(created.code).toBe(0)
    expect(typeof created.data).toBe('number')
    const edited = await signin(app, 'userqrcode', 'save', { id: created.data, name: '王小三', tel: '13900000002' }, buyer2)
    expect(edited).toMatchObject({ code: 0, data: created.data })
    expect((await signin(app, 'userqrcode', 'saveinfo', { id: created.data }, buyer2)).data.data).toMatchObject({ name: '王小三' })
    expect((await signin(app, 'userqrcode', 'save', { id: created.data, name: 'Hack', tel: '13800000000' }, demo)).code).toBe(-1)
    expect((await signin(app, 'userqrcode', 'save', { name: 'Guest', tel: '13800000000' })).code).toBe(-400)
  })

  it('disabled: -11 and no plugins_base key', async () => {
    setPluginEnabled(app.app.db, 'signin', false)
    try {
      expect((await app.call('base/common', { is_key: 1 })).data.plugins_base.signin).toBeUndefined()
      expect((await signin(app, 'index', 'detail')).code).toBe(-11)
    } finally {
      setPluginEnabled(app.app.db, 'signin', true)
    }
    expect((await app.call('base/common', { is_key: 1 })).data.plugins_base.signin).toBeDefined()
  })
})
