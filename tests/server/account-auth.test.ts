// Registration, login, verify codes (printed to the server log), password reset, binding, captcha, safety.
import { startAccountApp, type AccountTestApp } from './account-helpers'

let app: AccountTestApp
beforeAll(async () => {
  app = await startAccountApp()
})
afterAll(() => app.close())

const guest = { token: '' }

describe('user/reg (username)', () => {
  test.each([
    ['a', 'test123456', /用户名格式/],
    ['bad name!', 'test123456', /用户名格式/],
    ['x'.repeat(19), 'test123456', /用户名格式/],
    ['gooduser', '12345', /密码格式 6~18/],
    ['gooduser', '1'.repeat(19), /密码格式 6~18/],
  ])('rejects %j / %j with -1', async (accounts, pwd, msg) => {
    const reply = await app.call('user/reg', { accounts, pwd, type: 'username' }, guest)
    expect(reply.code).toBe(-1)
    expect(reply.msg).toMatch(msg)
  })

  test('unknown type is refused', async () => {
    const reply = await app.call('user/reg', { accounts: 'gooduser', pwd: 'test123456', type: 'qq' }, guest)
    expect(reply.code).toBe(-1)
  })

  test('registers, returns a 32-hex token that works, and refuses a duplicate with -3', async () => {
    const reply = await app.call('user/reg', { accounts: 'new_user1', pwd: 'test123456', type: 'username' }, guest)
    expect(reply).toMatchObject({ code: 0, msg: '注册成功', data: { username: 'new_user1', user_name_view: 'new_user1' } })
    expect(reply.data.token).toMatch(/^[0-9a-f]{32}$/)
    const info = await app.call('user/tokenuserinfo', {}, { token: reply.data.token })
    expect(info.data.id).toBe(reply.data.id)
    expect(app.app.db.prepare('SELECT pwd FROM users WHERE id = ?').get(reply.data.id)).not.toEqual({ pwd: 'test123456' })
    const again = await app.call('user/reg', { accounts: 'new_user1', pwd: 'other123', type: 'username' }, guest)
    expect(again).toMatchObject({ code: -3, msg: '用户已存在[new_user1]' })
  })
})

describe('user/login', () => {
  test('unknown account -3, wrong password -4 (zh and en)', async () => {
    expect(await app.call('user/login', { accounts: 'nobody_here', pwd: 'test123456', type: 'username' }, guest)).toMatchObject({ code: -3, msg: '帐号不存在' })
    expect(await app.call('user/login', { accounts: 'demo', pwd: 'wrongpass1', type: 'username' }, guest)).toMatchObject({ code: -4, msg: '密码错误' })
    expect(await app.call('user/login', { accounts: 'demo', pwd: 'wrongpass1', type: 'username' }, { token: '', lang: 'en' })).toMatchObject({
      code: -4,
      msg: 'Password error',
    })
  })

  test('missing password or account is -1', async () => {
    expect((await app.call('user/login', { accounts: 'demo', type: 'username' }, guest)).code).toBe(-1)
    expect((await app.call('user/login', { pwd: 'demo123456', type: 'username' }, guest)).code).toBe(-1)
  })

  test('each login issues a new token; older tokens keep working; the mobile number works as account', async () => {
    const first = await app.call('user/login', { accounts: 'demo', pwd: 'demo123456', type: 'username' }, guest)
    const second = await app.call('user/login', { accounts: '13800000000', pwd: 'demo123456', type: 'username' }, guest)
    expect(first.code).toBe(0)
    expect(second.code).toBe(0)
    expect(second.data.token).not.toBe(first.data.token)
    expect((await app.call('user/tokenuserinfo', {}, { token: first.data.token })).code).toBe(0)
  })

  test('protected actions answer -400 without a valid token', async () => {
    for (const s of [
      'user/tokenuserinfo',
      'personal/index',
      'useraddress/index',
      'usergoodsfavor/index',
      'message/index',
      'orderaftersale/index',
      'safety/logout',
      'ueditor/index',
    ]) {
      expect((await app.call(s, {}, guest)).code).toBe(-400)
      expect((await app.call(s, {}, { token: 'f'.repeat(32) })).code).toBe(-400)
    }
  })

  test('user/center works for guests with zeros', async () => {
    const reply = await app.call('user/center', {}, guest)
    expect(reply.code).toBe(0)
    expect(reply.data).toMatchObject({ integral: 0, user_order_count: 0, message_total: 0, cart_total: { buy_number: 0, total_price: 0 } })
    expect(reply.data.user_order_status.map((s: { status: number }) => s.status)).toEqual([0, 1, 2, 3, 4, 5, 6, 100, 101])
  })
})

describe('sms / email codes', () => {
  test('sms registration: code is logged, wrong code -11, right code registers; re-sending within the interval is refused', async () => {
    const mobile = '13712345678'
    expect(await app.call('user/regverifysend', { accounts: mobile, type: 'sms' }, guest)).toMatchObject({ code: 0 })
    const code = app.lastCode(mobile)
    expect(code).toMatch(/^\d{6}$/)
    expect((await app.call('user/regverifysend', { accounts: mobile, type: 'sms' }, guest)).msg).toMatch(/频繁/)
    const wrong = code === '000000' ? '111111' : '000000'
    expect(await app.call('user/reg', { accounts: mobile, pwd: 'test123456', type: 'sms', verify: wrong }, guest)).toMatchObject({ code: -11 })
    const ok = await app.call('user/reg', { accounts: mobile, pwd: 'test123456', type: 'sms', verify: code }, guest)
    expect(ok).toMatchObject({ code: 0, data: { mobile, username: '', mobile_security: '137****5678', user_name_view: '137****5678' } })
  })

  test('a code from another client (uuid) does not work', async () => {
    const email = 'other.uuid@example.com'
    await app.call('user/regverifysend', { accounts: email, type: 'email' }, { token: '', uuid: 'uuid-A' })
    const code = app.lastCode(email)
    const reply = await app.call('user/reg', { accounts: email, pwd: 'test123456', type: 'email', verify: code }, { token: '', uuid: 'uuid-B' })
    expect(reply.code).toBe(-10)
  })

  test('regverifysend refuses bad formats and taken accounts', async () => {
    expect((await app.call('user/regverifysend', { accounts: '12345', type: 'sms' }, guest)).msg).toBe('手机号码格式错误')
    expect((await app.call('user/regverifysend', { accounts: 'not-an-email', type: 'email' }, guest)).msg).toBe('电子邮箱格式错误')
    expect((await app.call('user/regverifysend', { accounts: '13800000000', type: 'sms' }, guest)).msg).toBe('手机号码已存在')
    expect((await app.call('user/regverifysend', { accounts: '13800000009', type: 'fax' }, guest)).code).toBe(-1)
  })

  test('sms login with a code; the code works once', async () => {
    expect((await app.call('user/loginverifysend', { accounts: '13799990001', type: 'sms' }, guest)).code).toBe(-3)
    expect((await app.call('user/loginverifysend', { accounts: '13900000002', type: 'sms' }, guest)).code).toBe(0)
    const code = app.lastCode('13900000002')
    const login = await app.call('user/login', { accounts: '13900000002', verify: code, type: 'sms' }, guest)
    expect(login).toMatchObject({ code: 0, data: { username: 'buyer2' } })
    expect((await app.call('user/login', { accounts: '13900000002', verify: code, type: 'sms' }, guest)).code).toBe(-10)
  })

  test('five wrong guesses burn the code', async () => {
    await app.call('user/loginverifysend', { accounts: 'demo@example.com', type: 'email' }, guest)
    const code = app.lastCode('demo@example.com')
    const wrong = code === '999999' ? '888888' : '999999'
    for (let i = 0; i < 5; i++) expect((await app.call('user/login', { accounts: 'demo@example.com', verify: wrong, type: 'email' }, guest)).code).toBe(-11)
    expect((await app.call('user/login', { accounts: 'demo@example.com', verify: code, type: 'email' }, guest)).code).toBe(-10)
  })

  test('forgotten password: reset with the emailed code, sessions are signed out, the new password works', async () => {
    const before = app.tokenFor('buyer2')
    expect((await app.call('user/forgetpwdverifysend', { accounts: 'nobody@example.com', type: 'forget' }, guest)).code).toBe(-3)
    expect((await app.call('user/forgetpwdverifysend', { accounts: 'buyer2@example.com', type: 'forget' }, guest)).code).toBe(0)
    const code = app.lastCode('buyer2@example.com')
    expect((await app.call('user/forgetpwd', { accounts: 'buyer2@example.com', verify: code, pwd: '123' }, guest)).code).toBe(-1)
    expect(await app.call('user/forgetpwd', { accounts: 'buyer2@example.com', verify: code, pwd: 'newpass789' }, guest)).toMatchObject({ code: 0 })
    expect((await app.call('user/tokenuserinfo', {}, { token: before })).code).toBe(-400)
    expect((await app.call('user/login', { accounts: 'buyer2', pwd: 'newpass789', type: 'username' }, guest)).code).toBe(0)
    expect((await app.call('user/login', { accounts: 'buyer2', pwd: 'buyer2pass', type: 'username' }, guest)).code).toBe(-4)
  })

  test('bind a new mobile to the logged-in account', async () => {
    const token = app.tokenFor('demo')
    expect((await app.call('user/appmobilebindverifysend', { mobile: '13666666666' }, guest)).code).toBe(-400)
    expect((await app.call('user/appmobilebindverifysend', { mobile: '13900000002' }, { token })).msg).toBe('手机号码已存在')
    expect((await app.call('user/appmobilebindverifysend', { mobile: '13666666666' }, { token })).code).toBe(0)
    const reply = await app.call('user/appmobilebind', { mobile: '13666666666', verify: app.lastCode('13666666666') }, { token })
    expect(reply).toMatchObject({ code: 0, data: { mobile: '13666666666', token } })
  })
})

describe('image captcha', () => {
  test('userverifyentry answers an SVG image', async () => {
    const res = await fetch(`${app.baseUrl}/api.php?s=user/userverifyentry&type=user_reg&uuid=cap-1&application=app&application_client_type=h5`)
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/)
    expect(await res.text()).toMatch(/^<svg[\s\S]*<\/svg>$/)
    const bad = await app.call('user/userverifyentry', { type: 'nope' }, guest)
    expect(bad.code).toBe(-1)
  })

  test('with the switch on, sending a code needs the image code of the same uuid (one try per image)', async () => {
    app.setConfig('common_img_verify_state', '1')
    try {
      const opts = { token: '', uuid: 'cap-2' }
      await fetch(`${app.baseUrl}/api.php?s=user/userverifyentry&type=user_reg&uuid=cap-2&application=app&application_client_type=h5`)
      const imageCode = (app.app.db.prepare("SELECT code FROM verify_codes WHERE channel = 'img' AND uuid = 'cap-2'").get() as { code: string }).code
      expect(await app.call('user/regverifysend', { accounts: '13755550000', type: 'sms' }, opts)).toMatchObject({ code: -10, msg: '图片验证码不能为空' })
      expect((await app.call('user/regverifysend', { accounts: '13755550000', type: 'sms', verify: 'ZZZZ' }, opts)).code).toBe(-11)
      // The wrong guess burnt the image: even the right code now fails until a new image is loaded.
      expect((await app.call('user/regverifysend', { accounts: '13755550000', type: 'sms', verify: imageCode }, opts)).code).toBe(-11)
      await fetch(`${app.baseUrl}/api.php?s=user/userverifyentry&type=user_reg&uuid=cap-2&application=app&application_client_type=h5`)
      const fresh = (app.app.db.prepare("SELECT code FROM verify_codes WHERE channel = 'img' AND uuid = 'cap-2'").get() as { code: string }).code
      expect((await app.call('user/regverifysend', { accounts: '13755550000', type: 'sms', verify: fresh.toLowerCase() }, opts)).code).toBe(0)
    } finally {
      app.setConfig('common_img_verify_state', '0')
    }
  })
})

describe('safety', () => {
  test('password change: validation, wrong current password -4, other sessions signed out, this one kept', async () => {
    const reg = await app.call('user/reg', { accounts: 'pwd_changer', pwd: 'first123', type: 'username' }, guest)
    const token = reg.data.token
    const other = (await app.call('user/login', { accounts: 'pwd_changer', pwd: 'first123', type: 'username' }, guest)).data.token
    expect((await app.call('safety/loginpwdupdate', { my_pwd: 'first123', new_pwd: 'second123', confirm_new_pwd: 'second124' }, { token })).code).toBe(-1)
    expect((await app.call('safety/loginpwdupdate', { my_pwd: 'first123', new_pwd: '123', confirm_new_pwd: '123' }, { token })).code).toBe(-1)
    expect((await app.call('safety/loginpwdupdate', { my_pwd: 'wrong999', new_pwd: 'second123', confirm_new_pwd: 'second123' }, { token })).code).toBe(-4)
    expect(await app.call('safety/loginpwdupdate', { my_pwd: 'first123', new_pwd: 'second123', confirm_new_pwd: 'second123' }, { token })).toMatchObject({
      code: 0,
      msg: '修改成功',
    })
    expect((await app.call('user/tokenuserinfo', {}, { token })).code).toBe(0)
    expect((await app.call('user/tokenuserinfo', {}, { token: other })).code).toBe(-400)
    expect((await app.call('user/login', { accounts: 'pwd_changer', pwd: 'second123', type: 'username' }, guest)).code).toBe(0)
  })

  test('account deletion is refused with unfinished orders, and works for an account without', async () => {
    const refused = await app.call('safety/logout', {}, { token: app.tokenFor('demo') })
    expect(refused.code).toBe(-1)
    expect(refused.msg).toMatch(/^存在\d+个订单未完成$/)
    const reg = await app.call('user/reg', { accounts: 'leaving_user', pwd: 'leave123', type: 'username' }, guest)
    expect(await app.call('safety/logout', {}, { token: reg.data.token })).toMatchObject({ code: 0 })
    expect((await app.call('user/tokenuserinfo', {}, { token: reg.data.token })).code).toBe(-400)
    expect((await app.call('user/login', { accounts: 'leaving_user', pwd: 'leave123', type: 'username' }, guest)).code).toBe(-3)
  })
})
