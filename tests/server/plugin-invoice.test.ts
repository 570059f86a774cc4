// invoice plugin: seeded invoices, the pickers of paid records still free to invoice, the form rules
// per invoice type, amounts computed on the server, edit/delete by status, and user isolation.
import { setPluginEnabled } from '../../server/core/plugins'
import { startTestApp, useTestApp, type TestApp } from './helpers'

const invoice = (app: TestApp, control: string, action: string, params: Record<string, unknown> = {}, token = '', lang = 'zh') =>
  app.call('plugins/index', { pluginsname: 'invoice', pluginscontrol: control, pluginsaction: action, ...params }, { token, lang })

const COMPANY_E = {
  invoice_type: 0,
  apply_type: 1,
  invoice_content: '商品明细',
  invoice_title: '示例科技有限公司',
  invoice_code: '91310000MA1FL0000X',
  email: 'a@b.cn',
}

describe('invoice plugin', () => {
  let app: TestApp
  let demo: string
  let buyer2: string
  useTestApp(
    () => startTestApp(),
    (started) => ([app, demo, buyer2] = [started, started.tokenFor('demo'), started.tokenFor('buyer2')]),
  )

  it('user/center and user/index: status tabs, seeded invoices in data_list with a field_list', async () => {
    const center = (await invoice(app, 'user', 'center', {}, demo)).data
    expect(center.nav.map((n: { id: number }) => n.id)).toEqual([-1, 0, 1, 2, 3, 4])
    expect(center.base).toMatchObject({ is_invoice_order: 1, is_invoice_recharge: 1 })
    const list = (await invoice(app, 'user', 'index', { page: 1 }, demo)).data
    expect(list.total).toBe(4)
    expect(list.data_list.map((r: { status: number }) => r.status).sort()).toEqual([0, 2, 3, 4])
    expect(list.field_list.map((f: { field: string }) => f.field)).toContain('invoice_title')
    const issued = (await invoice(app, 'user', 'index', { status: 2 }, demo)).data.data_list
    expect(issued).toHaveLength(1)
    const detail = (await invoice(app, 'user', 'detail', { id: issued[0].id }, demo)).data.data
    expect(detail.electronic_invoice[0].url).toMatch(/^http:\/\/.+\/static\/plugins\/invoice\/e-invoice-demo\.svg$/)
    expect((await invoice(app, 'user', 'index', { status: 9 }, demo)).code).toBe(-1)
    expect((await invoice(app, 'user', 'detail', { id: issued[0].id }, buyer2)).code).toBe(-1)
    expect((await invoice(app, 'user', 'index', {}, '')).code).toBe(-400)
  })

  it('order/index and recharge/index list only own paid records not claimed by a live invoice', async () => {
    const orders = (await invoice(app, 'order', 'index', {}, demo)).data
    expect(orders.total).toBe(2)
    expect(orders.data_list[0]).toMatchObject({ order_no: expect.any(String), pay_price: expect.stringMatching(/^\d+\.\d{2}$/) })
    const recharges = (await invoice(app, 'recharge', 'index', {}, demo)).data
    expect(recharges.total).toBe(1)
    expect(recharges.data_list[0].pay_money).toBe('1000.00')
    expect((await invoice(app, 'order', 'index', {}, buyer2)).data.total).toBe(0)
  })

  it('saveinfo sums the chosen records; save ignores client amounts and claims the records', async () => {
    const orders = (await invoice(app, 'order', 'index', {}, demo)).data.data_list as Array<{ id: number; pay_price: string }>
    const ids = orders.map((o) => o.id).join(',')
    const info = (await invoice(app, 'user', 'saveinfo', { ids, type: 0 }, demo)).data
    const sum = orders.reduce((s, o) => s + Number(o.pay_price), 0)
    expect(Number(info.save_base_data.total_price)).toBeCloseTo(sum, 2)
    expect(info.can_invoice_type_list).toHaveLength(4)
    expect(info.invoice_content_list).toContain('商品明细')
    const saved = await invoice(app, 'user', 'save', { ids, type: 0, ...COMPANY_E, total_price: '0.01' }, demo)
    expect(saved.code).toBe(0)
    const detail = (await invoice(app, 'user', 'detail', { id: saved.data }, demo)).data.data
    expect(Number(detail.total_price)).toBeCloseTo(sum, 2)
    expect(detail).toMatchObject({ status: 0, apply_type: 1, invoice_type: 0, invoice_code: COMPANY_E.invoice_code })
    expect((await invoice(app, 'order', 'index', {}, demo)).data.total).toBe(0)
    // Already claimed, someone else's, or unpaid: refused.
    expect((await invoice(app, 'user', 'save', { ids, type: 0, ...COMPANY_E }, demo)).code).toBe(-1)
    expect((await invoice(app, 'user', 'saveinfo', { ids: '9', type: 0 }, demo)).code).toBe(-1)
    expect((await invoice(app, 'user', 'saveinfo', { ids: '1', type: 0 }, demo)).code).toBe(-1)
    expect((await invoice(app, 'user', 'saveinfo', { ids: '1', type: 5 }, demo)).code).toBe(-1)
    // Deleting it frees the orders again.
    expect((await invoice(app, 'user', 'delete', { ids: String(saved.data) }, demo)).code).toBe(0)
    expect((await invoice(app, 'order', 'index', {}, demo)).data.total).toBe(2)
  })

  it('form rules per type, zh and en', async () => {
    const recharge = (await invoice(app, 'recharge', 'index', {}, demo)).data.data_list[0]
    const base = { ids: String(recharge.id), type: 1, invoice_content: '预付卡充值' }
    const msg = async (params: Record<string, unknown>, lang = 'zh') => (await invoice(app, 'user', 'save', { ...base, ...params }, demo, lang)).msg
    expect(await msg({ apply_type: 0, invoice_title: 'x' })).toBe('请选择发票类型')
    expect(await msg({ invoice_type: 0, invoice_title: 'x' })).toBe('请选择申请类型')
    expect(await msg({ invoice_type: 0, apply_type: 1, invoice_title: '公司' })).toBe('请填写纳税识别号')
    expect(await msg({ invoice_type: 0, apply_type: 1, invoice_title: 'Co' }, 'en')).toBe('Please choose the invoice content')
    expect(await msg({ invoice_type: 2, apply_type: 0, invoice_title: '个人' })).toBe('专用发票仅支持企业申请')
    expect(await msg({ invoice_type: 2, apply_type: 1, invoice_title: '公司', invoice_code: '123' })).toBe('请填写企业开户行名称')
    expect(await msg({ invoice_type: 1, apply_type: 0, invoice_title: '个人', name: '张', tel: '13800000000', address: 'a' })).toBe(
      '收件人姓名长度为2~30个字符',
    )
    expect(await msg({ invoice_type: 0, apply_type: 0, invoice_title: 'x'.repeat(201) })).toBe('发票抬头最多200个字符')
    expect(await msg({ invoice_type: 0, apply_type: 0 })).toBe('请填写发票抬头')
    // Electronic special (type 3) needs the company, not the bank details; fields of other types are dropped.
    const saved = await invoice(
      app,
      'user',
      'save',
      { ...base, invoice_type: 3, apply_type: 1, invoice_title: '公司', invoice_code: '9131', name: '不要', email: 'a@b.cn' },
      demo,
    )
    expect(saved.code).toBe(0)
    const detail = (await invoice(app, 'user', 'detail', { id: saved.data }, demo)).data.data
    expect(detail).toMatchObject({ name: '', email: 'a@b.cn', total_price: '1000.00' })
  })

  it('edit only while pending review; delete only pending, rejected or closed', async () => {
    const list = (await invoice(app, 'user', 'index', {}, demo)).data.data_list as Array<{
      id: number
      status: number
      invoice_content: string
      business_type: number
    }>
    const pending = list.find((r) => r.status === 0 && r.business_type === 1)!
    const issued = list.find((r) => r.status === 2)!
    const info = (await invoice(app, 'user', 'saveinfo', { id: pending.id }, demo)).data
    expect(info.data.id).toBe(pending.id)
    const edited = await invoice(
      app,
      'user',
      'save',
      { id: pending.id, invoice_type: 0, apply_type: 0, invoice_content: '预付卡充值', invoice_title: '李四' },
      demo,
    )
    expect(edited.code).toBe(0)
    expect((await invoice(app, 'user', 'detail', { id: pending.id }, demo)).data.data.invoice_title).toBe('李四')
    expect((await invoice(app, 'user', 'saveinfo', { id: issued.id }, demo)).msg).toBe('仅待审核的发票可以编辑')
    expect((await invoice(app, 'user', 'delete', { ids: String(issued.id) }, demo)).code).toBe(-1)
    expect((await invoice(app, 'user', 'delete', { ids: String(pending.id) }, buyer2)).code).toBe(-1)
  })

  it('a disabled plugin answers -11 and leaves plugins_base', async () => {
    setPluginEnabled(app.app.db, 'invoice', false)
    expect((await invoice(app, 'user', 'center', {}, demo)).code).toBe(-11)
    expect((await app.call('base/common', { is_key: 1 })).data.plugins_base.invoice).toBeUndefined()
    setPluginEnabled(app.app.db, 'invoice', true)
    expect((await app.call('base/common', { is_key: 1 })).data.plugins_base.invoice).toBeDefined()
  })
})
