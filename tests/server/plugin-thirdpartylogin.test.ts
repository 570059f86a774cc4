import { startTestApp, useTestApp, type TestApp } from './helpers'

const plugin = (app: TestApp, control: string, action: string, params: Record<string, unknown>, token = '', lang = 'zh') =>
  app.call('plugins/index', { pluginsname: 'thirdpartylogin', pluginscontrol: control, pluginsaction: action, ...params }, { token, lang })

/** What the provider sends back to the app for this identity name (the ?thirdpartylogin= user). */
async function signIn(app: TestApp, nickname: string): Promise<Record<string, any>> {
  const config = await app.call('base/common')
  const loginUrl: string = config.data.plugins_thirdpartylogin_data.demo.login_url
  const page = await fetch(loginUrl)
  expect(await page.text()).toContain('data-testid="provider-allow"')
  const action = `${app.baseUrl}/api.php?s=plugins/index&pluginsname=thirdpartylogin&pluginscontrol=demo&pluginsaction=callback&lang=zh`
  const answer = await fetch(action, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ nickname }),
  })
  expect(answer.status).toBe(302)
  const location = answer.headers.get('location') ?? ''
  expect(location).toContain('/web/#/pages/login/login?thirdpartylogin=')
  return JSON.parse(Buffer.from(decodeURIComponent(location.split('thirdpartylogin=')[1]), 'base64').toString('utf8'))
}

describe('thirdpartylogin plugin', () => {
  let app: TestApp
  let demo: string
  let buyer2: string
  useTestApp(startTestApp, (started) => ([app, demo, buyer2] = [started, started.tokenFor('demo'), started.tokenFor('buyer2')]))
  const binds = () => JSON.stringify(app.app.db.prepare('SELECT * FROM thirdpartylogin_binds ORDER BY id').all())

  it('a new identity must be bound; once bound it logs in; binding shows in the config; unbind only your own', async () => {
    const fresh = await signIn(app, 'Tester One')
    expect(fresh).toMatchObject({ is_force_bind_user: 1, platform: 'demo', nickname: 'Tester One', ticket: expect.stringMatching(/^[a-f0-9]{32}$/) })
    expect(fresh.token).toBeUndefined()
    const bound = await plugin(app, 'index', 'bind', { ...fresh }, demo)
    expect(bound).toMatchObject({ code: 0, data: { token: expect.any(String), username: 'demo' } })
    const again = await signIn(app, 'Tester One')
    expect(again).toMatchObject({ is_force_bind_user: 0, username: 'demo', token: expect.any(String) })
    expect((await app.call('user/center', {}, { token: again.token })).code).toBe(0)
    const mine = (await app.call('base/common', {}, { token: demo })).data.plugins_thirdpartylogin_data.demo
    expect(mine).toMatchObject({ bind_nickname: 'Tester One', bind_user_id: expect.any(Number), bind_id: expect.any(Number) })
    expect((await app.call('base/common')).data.plugins_thirdpartylogin_data.demo.bind_id).toBe(0)

    const before = binds()
    expect(await plugin(app, 'index', 'bind', { ...fresh }, demo)).toMatchObject({ code: -1, msg: '第三方授权已失效，请重新授权' })
    const other = await signIn(app, 'Tester Two')
    expect(await plugin(app, 'index', 'bind', { ...other }, demo, 'en')).toMatchObject({
      code: -1,
      msg: 'You already have an account of this platform bound; unbind it first',
    })
    expect(await plugin(app, 'index', 'unbind', { id: mine.bind_id }, buyer2)).toMatchObject({ code: -1, msg: '绑定记录不存在' })
    expect(await plugin(app, 'index', 'bind', { ...other, ticket: 'f'.repeat(32) }, buyer2)).toMatchObject({ code: -1 })
    expect(binds()).toBe(before)
    expect((await plugin(app, 'index', 'unbind', { id: mine.bind_id }, demo)).code).toBe(0)
    expect((await signIn(app, 'Tester One')).is_force_bind_user).toBe(1)
  })

  it('an identity bound to one shopper cannot be bound by another', async () => {
    const first = await signIn(app, 'Shared Identity')
    expect((await plugin(app, 'index', 'bind', { ...first }, buyer2)).code).toBe(0)
    const second = await signIn(app, 'Shared Identity')
    expect(second.is_force_bind_user).toBe(0)
    // A stale ticket of the same identity, used by demo after buyer2 bound it.
    app.app.db
      .prepare("INSERT INTO thirdpartylogin_tickets (ticket, platform, openid, nickname, expire_time) VALUES (?, 'demo', ?, 'x', 9999999999)")
      .run('a'.repeat(32), first.openid)
    expect(await plugin(app, 'index', 'bind', { ticket: 'a'.repeat(32) }, demo)).toMatchObject({ code: -1, msg: '该第三方账号已绑定其他用户' })
  })

  it('confirms the seeded desktop login: scanned, then confirmed; the computer picks up the login once', async () => {
    expect(await plugin(app, 'scan', 'statusrecord', { id: 1, status: 1 })).toMatchObject({ code: -400 })
    expect(await plugin(app, 'scan', 'statusrecord', { id: 1, status: 2 }, demo)).toMatchObject({ code: -1, msg: '请先扫码' })
    expect(await plugin(app, 'scan', 'statusrecord', { id: 1, status: 1 }, demo)).toMatchObject({ code: 0, data: { status: 1 } })
    expect(await plugin(app, 'scan', 'statusrecord', { id: 1, status: 1 }, buyer2)).toMatchObject({ code: -1, msg: '该二维码已被其他账号扫描' })
    expect(await plugin(app, 'scan', 'statusrecord', { id: 1, status: 7 }, demo)).toMatchObject({ code: -1 })
    expect(await plugin(app, 'scan', 'statusrecord', { id: 1, status: 2 }, demo)).toMatchObject({ code: 0, data: { status: 2 } })
    expect(await plugin(app, 'scan', 'statusrecord', { id: 999, status: 1 }, demo)).toMatchObject({ code: -1 })
    const made = await plugin(app, 'scan', 'create', {})
    expect(made.data.url).toContain(`/pages/plugins/thirdpartylogin/index/index?id=${made.data.id}`)
    expect(await plugin(app, 'scan', 'check', { id: made.data.id, secret: 'wrong' })).toMatchObject({ code: -1 })
    expect((await plugin(app, 'scan', 'check', { id: made.data.id, secret: made.data.secret })).data).toEqual({ status: 0 })
    await plugin(app, 'scan', 'statusrecord', { id: made.data.id, status: 1 }, buyer2)
    await plugin(app, 'scan', 'statusrecord', { id: made.data.id, status: 2 }, buyer2)
    const login = await plugin(app, 'scan', 'check', { id: made.data.id, secret: made.data.secret })
    expect(login.data).toMatchObject({ status: 2, user: { username: 'buyer2', token: expect.any(String) } })
    expect((await plugin(app, 'scan', 'check', { id: made.data.id, secret: made.data.secret })).data).toEqual({ status: 3 })
  })
})
