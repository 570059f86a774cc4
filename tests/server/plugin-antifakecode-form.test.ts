import { DEMO_CODES } from '../../server/plugins/antifakecode/seed'
import { DEMO_CHECK_CODES, DEMO_FORM } from '../../server/plugins/form/seed'
import { startTestApp, useTestApp, type TestApp } from './helpers'

const plugin = (app: TestApp, name: string, control: string, action: string, params: Record<string, unknown> = {}, token = '', lang = 'zh') =>
  app.call('plugins/index', { pluginsname: name, pluginscontrol: control, pluginsaction: action, ...params }, { token, lang })

describe('antifakecode plugin', () => {
  let app: TestApp
  useTestApp(startTestApp, (started) => (app = started))
  const check = (id?: string, lang = 'zh') => plugin(app, 'antifakecode', 'index', 'index', id === undefined ? {} : { id }, '', lang)

  it('without a code: the page config and status -10000', async () => {
    const reply = await check()
    expect(reply).toMatchObject({
      code: 0,
      data: { status: -10000, data: { scan_top_banner: expect.stringContaining('banner.svg'), scan_first_tips: expect.any(String) } },
    })
  })

  it('counts every check: first check, then "checked n times"; the seeded code was checked twice', async () => {
    const first = await check(DEMO_CODES.fresh.toLowerCase())
    expect(first.data).toMatchObject({
      status: 0,
      code: DEMO_CODES.fresh,
      code_info: { query_count: 1 },
      goods: { title: expect.any(String), goods_url: expect.any(String) },
    })
    expect((await check(DEMO_CODES.fresh)).data).toMatchObject({ status: -100, code_info: { query_count: 2 } })

    const seeded = await check(DEMO_CODES.checkedTwice)
    expect(seeded.data).toMatchObject({ status: -100, code_info: { query_count: 3 }, msg: expect.stringContaining('已被查询过 3 次') })
    expect((await check(DEMO_CODES.checkedTwice, 'en')).data.msg).toContain('checked 4 times')
    const row = app.app.db.prepare('SELECT query_count FROM antifake_codes WHERE code = ?').get(DEMO_CODES.checkedTwice)
    expect(row).toEqual({ query_count: 4 })
  })

  it('an unknown code is "not found"; a malformed one is refused', async () => {
    expect((await check('MZ2099Z9999')).data).toMatchObject({ status: -1, msg: '未查询到该防伪码，请谨防假冒' })
    expect(await check('ab')).toMatchObject({ code: -1, msg: '防伪码格式有误，应为 6-32 位字母或数字' })
    expect(await check('<script>1', 'en')).toMatchObject({ code: -1, msg: 'The code is not valid: it has 6 to 32 letters or digits' })
  })
})

describe('form plugin', () => {
  let app: TestApp
  let staff: string
  let demo: string
  useTestApp(startTestApp, (started) => ([app, staff, demo] = [started, started.tokenFor('formstaff'), started.tokenFor('demo')]))
  const form = (action: string, params: Record<string, unknown>, token: string, lang = 'zh') => plugin(app, 'form', 'index', action, params, token, lang)

  it('staff see their forms and counters; shoppers see none and may not check', async () => {
    const init = await form('init', {}, staff)
    expect(init.data.data_list.map((f: { unique: string }) => f.unique)).toEqual([DEMO_FORM.salon, DEMO_FORM.trial])
    expect((await form('init', {}, demo)).data.data_list).toEqual([])
    const stats = await form('stats', { unique: DEMO_FORM.salon }, staff)
    expect(stats.data.map((s: { value: number }) => s.value)).toEqual([3, 1, 2, 0])
    expect(await form('stats', { unique: DEMO_FORM.salon }, demo)).toMatchObject({ code: -1, msg: '你没有核销该表单的权限' })
    expect(await form('check', { unique: DEMO_FORM.salon, value: DEMO_CHECK_CODES.demo }, demo)).toMatchObject({ code: -1, msg: '你没有核销该表单的权限' })
    expect((await form('init', {}, '')).code).toBe(-400)
  })

  it('checks a submission once by code or mobile; bad input is refused', async () => {
    expect(await form('check', { unique: DEMO_FORM.salon, value: '' }, staff)).toMatchObject({ code: -1, msg: '请输入核销码或手机号' })
    expect(await form('check', { value: DEMO_CHECK_CODES.demo }, staff, 'en')).toMatchObject({ code: -1, msg: 'No form is chosen' })
    expect(await form('check', { unique: DEMO_FORM.salon, value: 'a b' }, staff)).toMatchObject({ code: -1, msg: '核销码或手机号格式有误' })
    expect(await form('check', { unique: DEMO_FORM.salon, value: 'F99999999' }, staff)).toMatchObject({ code: -1, msg: '没有找到对应的报名记录' })
    // A code of another form does not check this one.
    expect((await form('check', { unique: DEMO_FORM.salon, value: DEMO_CHECK_CODES.trial }, staff)).code).toBe(-1)

    const done = await form('check', { unique: DEMO_FORM.salon, value: DEMO_CHECK_CODES.demo.toLowerCase() }, staff)
    expect(done).toMatchObject({ code: 0, msg: '核销成功', data: { username: '林小美' } })
    expect(done.data.stats_data.map((s: { value: number }) => s.value)).toEqual([3, 2, 1, 1])
    expect((await form('check', { unique: DEMO_FORM.salon, value: DEMO_CHECK_CODES.demo }, staff)).msg).toMatch(/^该报名已于 .+ 核销$/)
    expect((await form('check', { unique: DEMO_FORM.salon, value: '13900000002' }, staff)).data.username).toBe('买家二号')
    expect((await form('check', { unique: DEMO_FORM.salon, value: DEMO_CHECK_CODES.checked }, staff)).code).toBe(-1)
  })
})

describe('allocation plugin', () => {
  let app: TestApp
  useTestApp(startTestApp, (started) => (app = started))
  const paydata = (params: Record<string, unknown>, lang = 'zh') => plugin(app, 'allocation', 'cashier', 'paydata', params, '', lang)

  it('checks the login code and the order, then says WeChat Pay is not set up on the demo', async () => {
    const pending = app.app.db.prepare('SELECT order_no, total_price FROM orders WHERE status = 1 ORDER BY id LIMIT 1').get() as {
      order_no: string
      total_price: number
    }
    expect(await paydata({ order_no: pending.order_no })).toMatchObject({ code: -1, msg: '微信登录凭证为空，请重新打开收银台' })
    expect(await paydata({ authcode: 'code1' })).toMatchObject({ code: -1, msg: '缺少要支付的订单号' })
    const paid = app.app.db.prepare('SELECT order_no FROM orders WHERE status = 4 LIMIT 1').get() as { order_no: string }
    expect(await paydata({ authcode: 'code1', order_no: paid.order_no })).toMatchObject({ code: -1, msg: '订单不存在或已支付' })
    const reply = await paydata({ authcode: 'code1', order_no: pending.order_no }, 'en')
    expect(reply).toMatchObject({ code: -1, msg: expect.stringContaining('has not set up WeChat Pay'), data: { pay_price: pending.total_price.toFixed(2) } })
  })
})
