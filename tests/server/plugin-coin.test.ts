import { setPluginEnabled } from '../../server/core/plugins'
import { startTestApp, useTestApp, type TestApp } from './helpers'

type Row = Record<string, any>

const coin = (app: TestApp, control: string, action: string, params: Record<string, unknown> = {}, token = '', lang = 'zh') =>
  app.call('plugins/index', { pluginsname: 'coin', pluginscontrol: control, pluginsaction: action, ...params }, { token, lang })

describe('coin plugin', () => {
  let app: TestApp
  let demo: string
  let buyer2: string
  useTestApp(startTestApp, (started) => ([app, demo, buyer2] = [started, started.tokenFor('demo'), started.tokenFor('buyer2')]))

  const accounts = async (token: string): Promise<Row[]> => (await coin(app, 'user', 'index', {}, token)).data.accounts_list
  const bySymbol = async (token: string, symbol: string) => (await accounts(token)).find((a) => a.platform_symbol === symbol) as Row

  it('overview: two accounts with balances, summary in the shop currency, account fields', async () => {
    const res = await coin(app, 'user', 'index', {}, demo)
    expect(res.code).toBe(0)
    expect(res.data.base).toMatchObject({ is_enable_recharge: 1, is_enable_convert: 1, is_enable_cash: 1 })
    const list: Row[] = res.data.accounts_list
    expect(list.map((a) => a.platform_symbol)).toEqual(['USDT', 'SHC'])
    expect(list[0]).toMatchObject({ normal_coin: '1030.00', frozen_coin: '50.00', default_symbol: '￥', default_coin: '7416.00' })
    expect(list[1]).toMatchObject({ normal_coin: '6000.00', default_coin: '4320.00' })
    expect(res.data.accounts_summary).toBe('11736.00')
    expect(list[0].platform_data).toMatchObject({ recharge_address: expect.any(String), is_enable_transfer: 1 })
    expect(list[0].platform_data.preset_data[0]).toEqual({ value: '100.00', tips: '热门' })
    expect(list[0].platform_data.recharge_desc.length).toBe(2)
    expect(list[0].accounts_key).toMatch(/^[0-9A-F]{24}$/)
    const init = await coin(app, 'user', 'init', {}, demo, 'en')
    expect(init.data.recharge_status_list[0]).toEqual({ value: 0, name: 'Pending' })
    expect(init.data.network_list.length).toBe(3)
    expect(init.data.log_business_type_list.length).toBe(6) // with order payment (coins at checkout)
    const detail = await coin(app, 'accounts', 'detail', { id: list[0].id }, demo)
    expect(detail.data.accounts.id).toBe(list[0].id)
    expect(detail.data.log_list.length).toBeGreaterThan(3)
    expect(detail.data.log_list[0]).toMatchObject({ operate_type_name: expect.any(String), original_coin: expect.any(String), latest_coin: expect.any(String) })
  })

  it('convert: maths at the rates, same-account and over-balance refused', async () => {
    const usdt = await bySymbol(demo, 'USDT')
    const shc = await bySymbol(demo, 'SHC')
    const info = await coin(app, 'convert', 'createinfo', { send_accounts_id: 0, receive_accounts_id: 0 }, demo)
    expect(info.data.send_accounts.id).toBe(usdt.id)
    expect(info.data.receive_accounts).toMatchObject({ id: shc.id, platform_rate: 10 })
    const back = await coin(app, 'convert', 'createinfo', { send_accounts_id: shc.id, receive_accounts_id: usdt.id }, demo)
    expect(back.data.receive_accounts.platform_rate).toBe(0.1)
    expect(await coin(app, 'convert', 'create', { send_accounts_id: usdt.id, receive_accounts_id: usdt.id, coin: 1 }, demo)).toMatchObject({
      code: -1,
      msg: '转出和接收选择不能相同',
    })
    expect((await coin(app, 'convert', 'create', { send_accounts_id: usdt.id, receive_accounts_id: shc.id, coin: 5000 }, demo)).msg).toBe('账户余额不足')
    expect((await coin(app, 'convert', 'create', { send_accounts_id: usdt.id, receive_accounts_id: shc.id, coin: 0 }, demo)).code).toBe(-1)
    expect((await coin(app, 'convert', 'create', { send_accounts_id: usdt.id, receive_accounts_id: shc.id, coin: '1.234' }, demo)).code).toBe(-1)
    const made = await coin(app, 'convert', 'create', { send_accounts_id: shc.id, receive_accounts_id: usdt.id, coin: '12.35' }, demo)
    expect(made).toMatchObject({ code: 0, data: { coin: '1.24' } })
    expect((await bySymbol(demo, 'SHC')).normal_coin).toBe('5987.65')
    expect((await bySymbol(demo, 'USDT')).normal_coin).toBe('1031.24')
    const list = await coin(app, 'convert', 'index', { page: 1 }, demo)
    expect(list.data.data_list[0]).toMatchObject({ convert_value: '12.35', coin: '1.24', send_accounts_id: shc.id, receive_accounts_id: usdt.id })
    const buyerShc = await bySymbol(buyer2, 'SHC')
    expect((await coin(app, 'convert', 'create', { send_accounts_id: usdt.id, receive_accounts_id: buyerShc.id, coin: 1 }, demo)).code).toBe(-1)
  })

  it('cash: within balance, freezes the coins, deleting a pending one returns them', async () => {
    const usdt = await bySymbol(demo, 'USDT')
    const base = { accounts_id: usdt.id, network_id: 1, address: 'TXabc' }
    expect((await coin(app, 'cash', 'create', { ...base, coin: 999999 }, demo)).msg).toBe('账户余额不足')
    expect((await coin(app, 'cash', 'create', { ...base, address: '', coin: 1 }, demo)).msg).toBe('请输入提币地址')
    expect((await coin(app, 'cash', 'create', { ...base, network_id: 0, coin: 1 }, demo)).code).toBe(-1)
    const before = usdt.normal_coin
    const made = await coin(app, 'cash', 'create', { ...base, coin: 10, user_note: 'n' }, demo)
    expect(made.code).toBe(0)
    const after = await bySymbol(demo, 'USDT')
    expect(Number(after.normal_coin)).toBeCloseTo(Number(before) - 10)
    expect((await coin(app, 'cash', 'delete', { ids: made.data.id }, buyer2)).code).toBe(-1)
    expect((await coin(app, 'cash', 'delete', { ids: made.data.id }, demo)).code).toBe(0)
    expect((await bySymbol(demo, 'USDT')).normal_coin).toBe(before)
  })

  it('transfer: only to an existing account of another user, same coin', async () => {
    const usdt = await bySymbol(demo, 'USDT')
    const shc = await bySymbol(demo, 'SHC')
    const target = await bySymbol(buyer2, 'USDT')
    const info = await coin(app, 'transfer', 'createinfo', { accounts_id: usdt.id, accounts_key: target.accounts_key }, demo)
    expect(info.data.receive_accounts).toMatchObject({ id: target.id, user: { username: 'buyer2' } })
    expect((await coin(app, 'transfer', 'createinfo', { accounts_id: usdt.id, accounts_key: 'NOPE' }, demo)).code).toBe(-1)
    expect((await coin(app, 'transfer', 'createinfo', { accounts_id: usdt.id, accounts_key: shc.accounts_key }, demo)).code).toBe(-1)
    expect((await coin(app, 'transfer', 'create', { receive_accounts_id: shc.id, coin: 1 }, demo)).code).toBe(-1)
    expect((await coin(app, 'transfer', 'create', { receive_accounts_id: 0, coin: 1 }, demo)).msg).toBe('请输入收款账号')
    expect((await coin(app, 'transfer', 'create', { receive_accounts_id: target.id, coin: 99999 }, demo)).msg).toBe('账户余额不足')
    const made = await coin(app, 'transfer', 'create', { receive_accounts_id: target.id, coin: '5.5', note: 'hi' }, demo)
    expect(made.code).toBe(0)
    expect((await bySymbol(buyer2, 'USDT')).normal_coin).toBe((Number(target.normal_coin) + 5.5).toFixed(2))
    const list = await coin(app, 'transfer', 'index', { page: 1, send_accounts_id: usdt.id }, demo)
    expect(list.data.data_list[0]).toMatchObject({ coin: '5.50', note: 'hi', receive_user: { username: 'buyer2' } })
    expect((await coin(app, 'transfer', 'index', { page: 1 }, buyer2)).data.total).toBe(0)
    const logs = await coin(app, 'accountslog', 'index', { page: 1, accounts_id: target.id, business_type: 4 }, buyer2)
    expect(logs.data.data_list[0]).toMatchObject({ operate_type: 1, operate_coin: '5.50' })
  })

  it('recharge: create -> pay voucher -> listed as under review', async () => {
    const usdt = await bySymbol(demo, 'USDT')
    const info = await coin(app, 'recharge', 'createinfo', { accounts_id: usdt.id }, demo)
    expect(info.data.network_list.length).toBe(3)
    expect((await coin(app, 'recharge', 'create', { accounts_id: usdt.id, network_id: 1, coin: '' }, demo)).code).toBe(-1)
    const made = await coin(app, 'recharge', 'create', { accounts_id: usdt.id, network_id: 2, coin: 300, address: 'ignored' }, demo)
    expect(made.code).toBe(0)
    const detail = await coin(app, 'recharge', 'detail', { id: made.data.id }, demo)
    expect(detail.data.data).toMatchObject({ coin: '300.00', network_name: 'ERC20', address: usdt.platform_data.recharge_address, status: 0 })
    expect(detail.data.editor_path_type).toBeTruthy()
    const voucher = ['/static/plugins/coin/voucher.svg']
    expect((await coin(app, 'recharge', 'pay', { id: made.data.id, pay_voucher: [], pay_note: 'x' }, demo)).msg).toBe('请上传凭证')
    expect((await coin(app, 'recharge', 'pay', { id: made.data.id, pay_voucher: voucher, pay_note: ' ' }, demo)).msg).toBe('请输入备注')
    expect((await coin(app, 'recharge', 'pay', { id: made.data.id, pay_voucher: Array(11).fill(voucher[0]), pay_note: 'x' }, demo)).code).toBe(-1)
    expect((await coin(app, 'recharge', 'pay', { id: made.data.id, pay_voucher: voucher, pay_note: 'x' }, buyer2)).code).toBe(-1)
    expect((await coin(app, 'recharge', 'pay', { id: made.data.id, pay_voucher: voucher, pay_note: 'sent' }, demo)).code).toBe(0)
    expect((await coin(app, 'recharge', 'pay', { id: made.data.id, pay_voucher: voucher, pay_note: 'again' }, demo)).code).toBe(-1)
    const list = await coin(app, 'recharge', 'index', { page: 1, status: 1 }, demo)
    expect(list.data.data_list.map((r: Row) => r.id)).toContain(made.data.id)
    expect(list.data.data_list[0]).toMatchObject({ status_name: '审核中', pay_note: 'sent' })
    const byNetwork = await coin(app, 'recharge', 'index', { page: 1, network_id: 2, status: '-1' }, demo)
    expect(byNetwork.data.data_list.every((r: Row) => r.network_id === 2)).toBe(true)
  })

  it('delete: only pending rows, only the own ones', async () => {
    const pending = (await coin(app, 'recharge', 'index', { page: 1, status: 0 }, demo)).data.data_list[0]
    const done = (await coin(app, 'recharge', 'index', { page: 1, status: 2 }, demo)).data.data_list[0]
    expect(done).toBeDefined()
    expect((await coin(app, 'recharge', 'delete', { ids: done.id }, demo)).msg).toBe('仅待支付的订单可操作')
    expect((await coin(app, 'recharge', 'delete', { ids: pending.id }, buyer2)).code).toBe(-1)
    expect((await coin(app, 'recharge', 'delete', { ids: pending.id }, demo)).code).toBe(0)
    expect((await coin(app, 'recharge', 'detail', { id: pending.id }, demo)).code).toBe(-1)
    const cash = (await coin(app, 'cash', 'index', { page: 1, status: 0 }, demo)).data.data_list[0]
    expect((await coin(app, 'cash', 'delete', { ids: cash.id }, buyer2)).code).toBe(-1)
  })

  it('isolation: guests -400, another user sees none of demo and cannot use its accounts', async () => {
    expect((await coin(app, 'user', 'index')).code).toBe(-400)
    const usdt = await bySymbol(demo, 'USDT')
    expect((await coin(app, 'accounts', 'detail', { id: usdt.id }, buyer2)).code).toBe(-1)
    expect((await coin(app, 'recharge', 'index', { page: 1 }, buyer2)).data.total).toBe(0)
    expect((await coin(app, 'cash', 'index', { page: 1 }, buyer2)).data.total).toBe(0)
    expect((await coin(app, 'convert', 'index', { page: 1 }, buyer2)).data.total).toBe(0)
    expect((await coin(app, 'accountslog', 'index', { page: 1, accounts_id: usdt.id }, buyer2)).data.total).toBe(0)
    expect((await coin(app, 'cash', 'create', { accounts_id: usdt.id, network_id: 1, address: 'x', coin: 1 }, buyer2)).code).toBe(-1)
    expect((await coin(app, 'recharge', 'create', { accounts_id: usdt.id, network_id: 1, coin: 1 }, buyer2)).code).toBe(-1)
  })

  it('disabled: -11 and no plugins_base key', async () => {
    setPluginEnabled(app.app.db, 'coin', false)
    try {
      expect((await app.call('base/common', { is_key: 1 })).data.plugins_base.coin).toBeUndefined()
      expect((await coin(app, 'user', 'index', {}, demo)).code).toBe(-11)
    } finally {
      setPluginEnabled(app.app.db, 'coin', true)
    }
  })
})
