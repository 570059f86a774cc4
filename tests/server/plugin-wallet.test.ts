// wallet plugin: balances, the recharge pay flow, withdrawal rules (code check, minimum, maximum, expiry),
// transfers (insufficient balance, unknown receiver) and isolation between users.
import { setPluginEnabled } from '../../server/core/plugins'
import { startTestApp, TEST_NOW, useTestApp, type TestApp } from './helpers'

let clock = TEST_NOW
const logs: string[] = []
const wallet = (app: TestApp, control: string, action: string, params: Record<string, unknown> = {}, token = '', lang = 'zh') =>
  app.call('plugins/index', { pluginsname: 'wallet', pluginscontrol: control, pluginsaction: action, ...params }, { token, lang })

function lastWalletCode(account: string): string {
  const re = new RegExp(`code for ${account.replace(/[.+]/g, '\\$&')} \\(wallet_cash\\): (\\d{4})`)
  for (let i = logs.length - 1; i >= 0; i--) {
    const m = re.exec(logs[i])
    if (m) return m[1]
  }
  throw new Error(`no wallet code for ${account}`)
}

const later = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000)
}

describe('wallet plugin', () => {
  let app: TestApp
  let demo: string
  let buyer2: string
  useTestApp(
    () => startTestApp({ now: () => clock, logger: (...args: unknown[]) => logs.push(args.map(String).join(' ')) }),
    (started) => ([app, demo, buyer2] = [started, started.tokenFor('demo'), started.tokenFor('buyer2')]),
  )
  const balance = async (token: string) => (await wallet(app, 'user', 'index', {}, token)).data.user_wallet

  it('user/index: seeded balances, nav tabs and switches; base/common publishes the payment-code switch', async () => {
    const answer = await wallet(app, 'user', 'index', {}, demo)
    expect(answer.code).toBe(0)
    expect(answer.data.user_wallet).toEqual({ normal_money: '1071.00', frozen_money: '200.00', give_money: '20.00' })
    expect(answer.data.nav_list.map((n: { control: string }) => n.control)).toEqual(['wallet', 'recharge', 'cash', 'transfer'])
    expect(answer.data.base).toMatchObject({ is_enable_payment_code: 1, is_enable_transfer: 1, is_enable_recharge: 1, is_enable_cash: 1 })
    const common = await app.call('base/common', { is_key: 1 })
    expect(common.data.plugins_base.wallet.data.is_enable_payment_code).toBe(1)
    expect((await wallet(app, 'user', 'index')).code).toBe(-400)
  })

  it('walletlog: both directions, filter and detail with names', async () => {
    const all = (await wallet(app, 'walletlog', 'index', { page: 1, operation_type: '-1', is_more: 1 }, demo)).data
    expect(all.total).toBeGreaterThan(5)
    expect(new Set(all.data.map((l: { operation_type: number }) => l.operation_type))).toEqual(new Set([0, 1]))
    const inc = (await wallet(app, 'walletlog', 'index', { operation_type: 1 }, demo)).data.data
    expect(inc.every((l: { operation_type: number }) => l.operation_type === 1)).toBe(true)
    expect((await wallet(app, 'walletlog', 'index', { operation_type: 5 }, demo)).code).toBe(-1)
    const detail = await wallet(app, 'walletlog', 'detail', { id: inc[0].id }, demo)
    expect(detail.data.data).toMatchObject({
      operation_type_name: '增加',
      business_type_name: expect.any(String),
      money_type_name: expect.any(String),
      msg: expect.any(String),
    })
    expect((await wallet(app, 'walletlog', 'detail', { id: inc[0].id }, buyer2)).code).toBe(-1)
  })

  it('recharge: create, pay with DemoPay raises the balance and logs it; paycheck; delete only pending', async () => {
    const before = await balance(demo)
    expect((await wallet(app, 'recharge', 'create', { money: '' }, demo)).msg).toBe('请输入金额')
    expect((await wallet(app, 'recharge', 'create', { money: '-5' }, demo)).code).toBe(-1)
    expect((await wallet(app, 'recharge', 'create', { money: '1.234' }, demo)).code).toBe(-1)
    const created = await wallet(app, 'recharge', 'create', { money: '50' }, demo)
    expect(created.data).toMatchObject({ money: '50.00', default_payment_id: 2 })
    const id = created.data.recharge_id
    const pending = (await wallet(app, 'recharge', 'detail', { id }, demo)).data.data
    expect((await wallet(app, 'recharge', 'paycheck', { order_no: pending.recharge_no }, demo)).code).toBe(-333)
    expect((await wallet(app, 'recharge', 'pay', { recharge_id: id, payment_id: 2 }, buyer2)).code).toBe(-1)
    const paid = await wallet(app, 'recharge', 'pay', { recharge_id: id, payment_id: 2 }, demo)
    expect(paid.data).toMatchObject({ is_success: 1, is_payment_type: 0, order_no: pending.recharge_no })
    expect((await wallet(app, 'recharge', 'pay', { recharge_id: id, payment_id: 2 }, demo)).code).toBe(-1)
    expect((await wallet(app, 'recharge', 'paycheck', { order_no: pending.recharge_no }, demo)).code).toBe(0)
    expect(Number((await balance(demo)).normal_money)).toBeCloseTo(Number(before.normal_money) + 50)
    const log = (await wallet(app, 'walletlog', 'index', { operation_type: 1 }, demo)).data.data[0]
    expect(log).toMatchObject({ business_type: 1, operation_money: '50.00', latest_money: (Number(before.normal_money) + 50).toFixed(2) })
    const list = (await wallet(app, 'recharge', 'index', { status: 1 }, demo)).data
    expect(list.data[0]).toMatchObject({ id, status: 1, status_name: '已支付', pay_money: '50.00' })
    expect(list.payment_list.length).toBeGreaterThan(0)
    expect((await wallet(app, 'recharge', 'delete', { id }, demo)).code).toBe(-1)
    const seededPending = (await wallet(app, 'recharge', 'index', { status: 0 }, demo)).data.data[0]
    expect((await wallet(app, 'recharge', 'delete', { id: seededPending.id }, buyer2)).code).toBe(-1)
    expect((await wallet(app, 'recharge', 'delete', { id: seededPending.id }, demo)).code).toBe(0)
    expect((await wallet(app, 'recharge', 'detail', { id: seededPending.id }, demo)).code).toBe(-1)
  })

  it('cash: auth lists channels; code check; minimum / maximum; freezes the amount; expiry', async () => {
    const auth = (await wallet(app, 'cash', 'auth', {}, demo)).data
    expect(auth.base.cash_minimum_amount).toBe('10.00')
    expect(auth.check_account_list.map((c: { field: string }) => c.field)).toEqual(['mobile', 'email'])
    expect(auth.check_account_list[0].msg).toBe('138****0000')
    expect((await wallet(app, 'cash', 'createinit', {}, demo)).data.check_status).toBe(0)
    expect((await wallet(app, 'cash', 'verifysend', { account_type: 'fax' }, demo)).msg).toBe('请选择认证方式')
    expect((await wallet(app, 'cash', 'verifysend', { account_type: 'mobile' }, demo)).code).toBe(0)
    expect((await wallet(app, 'cash', 'verifysend', { account_type: 'mobile' }, demo)).code).toBe(-1) // 60 s interval
    const code = lastWalletCode('13800000000')
    expect(code).toMatch(/^\d{4}$/)
    const wrong = code === '0000' ? '1111' : '0000'
    expect((await wallet(app, 'cash', 'verifycheck', { account_type: 'mobile', verify: wrong }, demo)).msg).toBe('验证码错误')
    expect((await wallet(app, 'cash', 'verifycheck', { account_type: 'mobile', verify: code }, buyer2)).code).toBe(-1)
    const form = { cash_type: 0, bank_name: '中国银行', bank_accounts: '6217000011112222', bank_username: '张三' }
    expect((await wallet(app, 'cash', 'create', { ...form, money: 20 }, demo)).msg).toBe('安全验证已超时，请重新验证再操作')
    expect((await wallet(app, 'cash', 'verifycheck', { account_type: 'mobile', verify: code }, demo)).code).toBe(0)
    const init = (await wallet(app, 'cash', 'createinit', {}, demo)).data
    expect(init).toMatchObject({ check_status: 1, can_cash_max_money: (await balance(demo)).normal_money })
    expect(init.user_cash_type_list.map((c: { value: number }) => c.value)).toEqual([0, 1, 2])
    expect((await wallet(app, 'cash', 'create', { ...form, money: 5 }, demo)).msg).toBe('提现不能低于10.00')
    expect((await wallet(app, 'cash', 'create', { ...form, money: 999999 }, demo)).msg).toMatch(/^提现不能大于\d+\.\d\d$/)
    expect((await wallet(app, 'cash', 'create', { ...form, money: 20, bank_name: '' }, demo)).msg).toBe('请输入收款平台')
    expect((await wallet(app, 'cash', 'create', { ...form, money: 20, cash_type: 2, bank_accounts: '' }, demo)).msg).toBe('请输入收款账号')
    expect((await wallet(app, 'cash', 'create', { ...form, money: 20, bank_username: 'x'.repeat(31) }, demo)).code).toBe(-1)
    expect((await wallet(app, 'cash', 'create', { ...form, money: 20, cash_type: 7 }, demo)).code).toBe(-1)
    const before = await balance(demo)
    const made = await wallet(app, 'cash', 'create', { ...form, money: 20 }, demo)
    expect(made.code).toBe(0)
    const after = await balance(demo)
    expect(Number(after.normal_money)).toBeCloseTo(Number(before.normal_money) - 20)
    expect(Number(after.frozen_money)).toBeCloseTo(Number(before.frozen_money) + 20)
    const row = (await wallet(app, 'cash', 'detail', { id: made.data.id }, demo)).data.data
    expect(row).toMatchObject({ status: 0, status_name: '未打款', money: '20.00', commission: '0.20', cash_type_name: '银行卡' })
    expect((await wallet(app, 'cash', 'detail', { id: made.data.id }, buyer2)).code).toBe(-1)
    // One check, one withdrawal.
    expect((await wallet(app, 'cash', 'create', { ...form, money: 20 }, demo)).code).toBe(-1)
    // A check older than 30 minutes no longer counts; a code older than 10 minutes is expired.
    later(61)
    await wallet(app, 'cash', 'verifysend', { account_type: 'email' }, demo)
    const emailCode = lastWalletCode('demo@example.com')
    later(601)
    expect((await wallet(app, 'cash', 'verifycheck', { account_type: 'email', verify: emailCode }, demo)).msg).toBe('验证码已过期，请重新获取')
    await wallet(app, 'cash', 'verifysend', { account_type: 'email' }, demo)
    expect((await wallet(app, 'cash', 'verifycheck', { account_type: 'email', verify: lastWalletCode('demo@example.com') }, demo)).code).toBe(0)
    later(1801)
    expect((await wallet(app, 'cash', 'createinit', {}, demo)).data.check_status).toBe(0)
    expect((await wallet(app, 'cash', 'create', { ...form, money: 20 }, demo)).code).toBe(-1)
    const statuses = (await wallet(app, 'cash', 'index', { status: '-1' }, demo)).data.data.map((c: { status: number }) => c.status)
    expect(new Set(statuses)).toEqual(new Set([0, 1, 2]))
    expect((await wallet(app, 'cash', 'verifycheck', { account_type: 'mobile', verify: '12' }, demo, 'en')).msg).toMatch(/code/i)
  })

  it('transfer: user query, insufficient balance, unknown receiver, money moves both ways', async () => {
    const q = await wallet(app, 'transfer', 'userquery', { keywords: 'buyer2' }, demo)
    expect(q.msg).toBe('success')
    expect(q.data).toMatchObject({ user_name_view: '买家二号', id: expect.any(Number) })
    expect((await wallet(app, 'transfer', 'userquery', { keywords: 'nobody-here' }, demo)).msg).toBe('收款用户不存在')
    expect((await wallet(app, 'transfer', 'userquery', { keywords: 'demo' }, demo)).msg).toBe('不能转账给自己')
    expect((await wallet(app, 'transfer', 'userquery', { keywords: '' }, demo, 'en')).msg).toBe('Please enter the receiving account')
    const receiver = (await wallet(app, 'transfer', 'userquery', { keywords: 'buyer2' }, demo)).data
    const [d0, b0] = [await balance(demo), await balance(buyer2)]
    expect((await wallet(app, 'transfer', 'save', { keywords: 'buyer2', money: '999999', receive_user_id: receiver.id }, demo)).msg).toBe('有效余额不足')
    expect((await wallet(app, 'transfer', 'save', { keywords: 'nobody-here', money: '1' }, demo)).code).toBe(-1)
    expect((await wallet(app, 'transfer', 'save', { keywords: 'buyer2', money: '0' }, demo)).code).toBe(-1)
    expect((await wallet(app, 'transfer', 'save', { keywords: 'buyer2', money: '1', receive_user_id: 99999 }, demo)).code).toBe(-1)
    const saved = await wallet(app, 'transfer', 'save', { keywords: 'buyer2', money: '10', note: '还你的', receive_user_id: receiver.id }, demo)
    expect(saved.code).toBe(0)
    expect(Number((await balance(demo)).normal_money)).toBeCloseTo(Number(d0.normal_money) - 10)
    expect(Number((await balance(buyer2)).normal_money)).toBeCloseTo(Number(b0.normal_money) + 10)
    const detail = (await wallet(app, 'transfer', 'detail', { id: saved.data.id }, demo)).data.data
    expect(detail).toMatchObject({ money: '10.00', note: '还你的', receive_user: { user_name_view: '买家二号' } })
    expect((await wallet(app, 'transfer', 'index', {}, demo)).data.data[0].id).toBe(saved.data.id)
    // buyer2 cannot see demo's transfer, nor spend more than it has.
    expect((await wallet(app, 'transfer', 'detail', { id: saved.data.id }, buyer2)).code).toBe(-1)
    expect((await wallet(app, 'transfer', 'index', {}, buyer2)).data.total).toBe(0)
    expect((await wallet(app, 'transfer', 'save', { keywords: 'demo', money: '100000' }, buyer2)).code).toBe(-1)
    expect((await balance(buyer2)).frozen_money).toBe('0.00')
  })

  it('payment code and the plugin switch', async () => {
    const code = (await wallet(app, 'user', 'paymentcode', {}, demo)).data
    expect(code.code).toMatch(/^\d{18}$/)
    expect(code.time).toBe(30)
    setPluginEnabled(app.app.db, 'wallet', false)
    expect((await wallet(app, 'user', 'index', {}, demo)).code).toBe(-11)
    expect((await app.call('base/common', { is_key: 1 })).data.plugins_base.wallet).toBeUndefined()
    setPluginEnabled(app.app.db, 'wallet', true)
  })
})
