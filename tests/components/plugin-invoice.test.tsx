import Taro from '@tarojs/taro'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import * as api from '@/api/plugins/invoice'
import { setLanguage } from '@/i18n'
import { openPage, toast } from '@/lib/navigate'
import { checkInvoiceForm, payloadFor } from '@/pages/plugins/invoice/components/invoice-rules'
import { InvoiceSettingsEntry } from '@/pages/plugins/invoice/components/invoice-settings-entry'
import InvoicePage from '@/pages/plugins/invoice/invoice/invoice'
import InvoiceSavePage from '@/pages/plugins/invoice/invoice-saveinfo/invoice-saveinfo'
import OrderPage from '@/pages/plugins/invoice/order/order'
import RechargePage from '@/pages/plugins/invoice/recharge/recharge'
import { setItem } from '@/stores/storage'
import { clickUntil, fieldValue, renderWith, storesWithConfig, typeInto } from './helpers/account-helpers'

jest.mock('@/api/plugins/invoice', () => ({
  ...jest.requireActual('@/api/plugins/invoice'),
  getInvoiceCenter: jest.fn(),
  getInvoices: jest.fn(),
  getInvoiceForm: jest.fn(),
  saveInvoice: jest.fn(),
  getInvoiceOrders: jest.fn(),
  getInvoiceRecharges: jest.fn(),
}))
jest.mock('@/lib/navigate', () => ({
  ...jest.requireActual('@/lib/navigate'),
  toast: jest.fn(),
  goBack: jest.fn(),
  goLogin: jest.fn(),
  openPage: jest.fn(() => Promise.resolve()),
}))

const ok = <T,>(data: T) => ({ ok: true as const, code: 0 as const, msg: '', data })
const BLANK: api.InvoiceFormValues = {
  invoice_type: -1,
  apply_type: 0,
  invoice_content: '',
  invoice_title: '',
  invoice_code: '',
  invoice_bank: '',
  invoice_account: '',
  invoice_tel: '',
  invoice_address: '',
  name: '',
  tel: '',
  address: '',
  email: '',
  user_note: '',
}
const FORM: api.InvoiceFormData = {
  applyTypes: [
    { id: 0, name: '个人' },
    { id: 1, name: '企业' },
  ],
  invoiceTypes: [0, 1, 2, 3].map((id) => ({ id, name: `类型${id}` })),
  contents: ['商品明细', '商品类别'],
  totalPrice: '258.00',
  businessDesc: '订单 2 笔',
  existing: null,
}
const invoiceStores = () => storesWithConfig({}, { invoice: { data: {} } })

function route(params: Record<string, string>) {
  jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { params, path: '/pages/plugins/invoice/invoice-saveinfo/invoice-saveinfo' } } as never)
}

describe('invoice form rules', () => {
  afterEach(() => setLanguage('zh'))

  it('required choices and per-type fields, zh and en', () => {
    setLanguage('zh')
    expect(checkInvoiceForm(BLANK, true)).toBe('请选择发票类型')
    expect(checkInvoiceForm({ ...BLANK, invoice_type: 0 }, true)).toBe('请选择发票内容')
    expect(checkInvoiceForm({ ...BLANK, invoice_type: 0, invoice_content: 'x' }, true)).toBe('请填写发票抬头')
    expect(checkInvoiceForm({ ...BLANK, invoice_type: 0, invoice_content: 'x', invoice_title: 'A' }, true)).toBeNull()
    expect(checkInvoiceForm({ ...BLANK, invoice_type: 0, apply_type: 1, invoice_content: 'x', invoice_title: 'A' }, true)).toBe(
      '请填写企业统一社会信用代码或纳税识别号',
    )
    expect(checkInvoiceForm({ ...BLANK, invoice_type: 2, apply_type: 0, invoice_content: 'x', invoice_title: 'A' }, true)).toBe('专用发票仅支持企业申请')
    const company = { ...BLANK, apply_type: 1, invoice_content: 'x', invoice_title: 'A', invoice_code: '91' }
    expect(checkInvoiceForm({ ...company, invoice_type: 2 }, true)).toBe('请填写企业开户行名称')
    // Type 3 shows the bank details but does not require them.
    expect(checkInvoiceForm({ ...company, invoice_type: 3 }, true)).toBeNull()
    expect(checkInvoiceForm({ ...company, invoice_type: 3, invoice_tel: '123' }, true)).toBe('企业联系电话长度为6~15个字符')
    const paper = { ...BLANK, invoice_type: 1, invoice_content: 'x', invoice_title: 'A' }
    expect(checkInvoiceForm(paper, true)).toBe('请填写收件人姓名')
    expect(checkInvoiceForm({ ...paper, name: '张' }, true)).toBe('收件人姓名长度为2~30个字符')
    expect(checkInvoiceForm({ ...paper, name: '张三', tel: '13800000000' }, true)).toBe('请填写收件人地址')
    expect(checkInvoiceForm({ ...paper, invoice_title: 'x'.repeat(201) }, true)).toBe('发票抬头最多200个字符')
    expect(checkInvoiceForm({ ...BLANK, invoice_type: 0, invoice_content: 'x', invoice_title: 'A', email: `${'a'.repeat(60)}@b.c` }, true)).toBe(
      '电子邮箱最多60个字符',
    )
    // No content list: no content rule.
    expect(checkInvoiceForm({ ...BLANK, invoice_type: 0, invoice_title: 'A' }, false)).toBeNull()
    setLanguage('en')
    expect(checkInvoiceForm(BLANK, true)).toBe('Please choose the invoice type')
    expect(checkInvoiceForm({ ...BLANK, invoice_type: 0, apply_type: 1, invoice_content: 'x', invoice_title: 'A' }, true)).toBe(
      'Please enter the Unified social credit code or tax ID',
    )
    expect(checkInvoiceForm({ ...paper, name: 'J' }, true)).toBe('Recipient name must be 2-30 characters')
  })

  it('payloadFor drops the fields the chosen type does not use', () => {
    const typed = { ...BLANK, invoice_type: 0, apply_type: 0, invoice_title: 'A', invoice_code: '91', name: '张三', email: 'a@b.cn' }
    expect(payloadFor(typed)).toMatchObject({ invoice_code: '', name: '', email: 'a@b.cn', invoice_title: 'A' })
  })
})

describe('invoice pages', () => {
  beforeEach(() => {
    Taro.clearStorageSync()
    setLanguage('zh')
    jest.clearAllMocks()
    setItem('cache_shop_user_info_key', { id: '1', token: 'tok', username: 'demo', nickname: '小美', mobile: '13800000000' })
  })
  afterEach(() => jest.restoreAllMocks())

  it('form: a company without tax code is refused with the message and keeps the input; then it is sent', async () => {
    route({ ids: '4,5', type: '0', is_redirect: '1' })
    ;(api.getInvoiceForm as jest.Mock).mockResolvedValue(ok(FORM))
    ;(api.saveInvoice as jest.Mock).mockResolvedValue({ ...ok('9'), msg: '提交成功' })
    renderWith(invoiceStores(), <InvoiceSavePage />)
    expect((await screen.findByTestId('invoice-form-amount')).textContent).toContain('258.00')
    await clickUntil(
      () => screen.getByTestId('invoice-type-0'),
      () => expect(screen.getByTestId('invoice-type-0').className).toContain('--on'),
    )
    await clickUntil(
      () => screen.getByTestId('invoice-apply-1'),
      () => expect(screen.getByTestId('invoice-field-invoice_code')).toBeTruthy(),
    )
    await clickUntil(
      () => screen.getByTestId('invoice-content-商品明细'),
      () => expect(screen.getByTestId('invoice-content-商品明细').className).toContain('--on'),
    )
    await typeInto(() => screen.getByTestId('invoice-field-invoice_title'), '示例科技有限公司')
    fireEvent.click(screen.getByTestId('invoice-submit'))
    await waitFor(() => expect(toast).toHaveBeenCalledWith('请填写企业统一社会信用代码或纳税识别号'))
    expect(api.saveInvoice).not.toHaveBeenCalled()
    expect(fieldValue(screen.getByTestId('invoice-field-invoice_title'))).toBe('示例科技有限公司')
    await typeInto(() => screen.getByTestId('invoice-field-invoice_code'), '91310000MA1FL0000X')
    fireEvent.click(screen.getByTestId('invoice-submit'))
    await waitFor(() => expect(api.saveInvoice).toHaveBeenCalledTimes(1))
    const [source, values] = (api.saveInvoice as jest.Mock).mock.calls[0]
    expect(source).toEqual({ ids: '4,5', type: '0' })
    expect(values).toMatchObject({
      invoice_type: 0,
      apply_type: 1,
      invoice_content: '商品明细',
      invoice_title: '示例科技有限公司',
      invoice_code: '91310000MA1FL0000X',
    })
    expect(values).not.toHaveProperty('total_price')
  })

  it('form: switching the invoice type hides fields but keeps what was typed', async () => {
    route({ ids: '4', type: '0' })
    ;(api.getInvoiceForm as jest.Mock).mockResolvedValue(ok(FORM))
    renderWith(invoiceStores(), <InvoiceSavePage />)
    await screen.findByTestId('invoice-form-amount')
    await clickUntil(
      () => screen.getByTestId('invoice-type-1'),
      () => expect(screen.getByTestId('invoice-field-name')).toBeTruthy(),
    )
    await typeInto(() => screen.getByTestId('invoice-field-name'), '张三')
    await typeInto(() => screen.getByTestId('invoice-field-invoice_title'), '个人抬头')
    await clickUntil(
      () => screen.getByTestId('invoice-type-0'),
      () => expect(screen.queryByTestId('invoice-field-name')).toBeNull(),
    )
    expect(screen.getByTestId('invoice-field-email')).toBeTruthy()
    // Special invoice: company forced, bank fields shown.
    await clickUntil(
      () => screen.getByTestId('invoice-type-2'),
      () => expect(screen.getByTestId('invoice-field-invoice_bank')).toBeTruthy(),
    )
    expect(screen.getByTestId('invoice-apply-1').className).toContain('--on')
    await clickUntil(
      () => screen.getByTestId('invoice-type-1'),
      () => expect(screen.getByTestId('invoice-field-name')).toBeTruthy(),
    )
    // The re-mounted field fills in a moment after it appears.
    await waitFor(() => expect(fieldValue(screen.getByTestId('invoice-field-name'))).toBe('张三'))
    expect(fieldValue(screen.getByTestId('invoice-field-invoice_title'))).toBe('个人抬头')
  })

  it('form: an amount of 0 hides the form', async () => {
    route({ ids: '4', type: '0' })
    ;(api.getInvoiceForm as jest.Mock).mockResolvedValue(ok({ ...FORM, totalPrice: '0.00' }))
    renderWith(invoiceStores(), <InvoiceSavePage />)
    expect(await screen.findByText('发票金额必须大于0')).toBeTruthy()
    expect(screen.queryByTestId('invoice-submit')).toBeNull()
  })

  it('list: tabs, rows through the schema with "view more", edit only while pending review', async () => {
    ;(api.getInvoiceCenter as jest.Mock).mockResolvedValue(
      ok({
        notices: ['说明'],
        canOrder: true,
        canRecharge: true,
        tabs: [
          { value: '-1', label: '全部' },
          { value: '0', label: '待审核' },
        ],
      }),
    )
    const schema = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((f) => ({ name: `字段${f}`, field: f, type: '', copy: false, hide: false }))
    const raw = { a: '1', b: '2', c: '3', d: '4', e: '5', f: '6', g: '7' }
    ;(api.getInvoices as jest.Mock).mockResolvedValue(
      ok({
        items: [
          { id: '1', status: 0, statusName: '待审核', invoiceType: 0, addTime: '2026-11-01', electronic: [], raw },
          { id: '2', status: 2, statusName: '已开票', invoiceType: 0, addTime: '2026-10-01', electronic: [], raw },
        ],
        page: 1,
        pageTotal: 1,
        total: 2,
        schema,
      }),
    )
    renderWith(invoiceStores(), <InvoicePage />)
    const rows = await screen.findAllByTestId('invoice-row')
    expect(rows).toHaveLength(2)
    expect(rows[0].textContent).not.toContain('字段g')
    await clickUntil(
      () => screen.getAllByTestId('invoice-view-more')[0],
      () => expect(screen.getAllByTestId('invoice-row')[0].textContent).toContain('字段g'),
    )
    expect(rows[0].querySelector('[data-testid="invoice-edit"]')).toBeTruthy()
    expect(rows[1].querySelector('[data-testid="invoice-edit"]')).toBeNull()
    expect(rows[1].querySelector('[data-testid="invoice-delete"]')).toBeNull()
    await clickUntil(
      () => screen.getByTestId('tab-0'),
      () => expect(api.getInvoices).toHaveBeenLastCalledWith(1, '0'),
    )
  })

  it('order picker: each card shows its order; nothing chosen asks to choose; two chosen open the form with both ids', async () => {
    const order = (id: string, no: string, price: string) => ({ id, orderNo: no, payPrice: price, statusName: '待收货', payTime: '2026-11-20 10:00:00' })
    ;(api.getInvoiceOrders as jest.Mock).mockResolvedValue(
      ok({ items: [order('5', 'A5', '128.00'), order('6', 'A6', '130.00')], page: 1, pageTotal: 1, total: 2 }),
    )
    renderWith(invoiceStores(), <OrderPage />)
    const cards = await screen.findAllByTestId('invoice-order-record')
    expect(cards[0].textContent).toContain('A5')
    expect(cards[0].textContent).toContain('128.00')
    expect(cards[0].textContent).toContain('待收货')
    expect(cards[0].textContent).toContain('2026-11-20 10:00:00 支付')
    fireEvent.click(screen.getAllByTestId('invoice-record-open')[1])
    await waitFor(() => expect(openPage).toHaveBeenCalledWith('/pages/user-order-detail/user-order-detail?id=6'))
    fireEvent.click(screen.getByTestId('invoice-merge'))
    await waitFor(() => expect(toast).toHaveBeenCalledWith('请先选择数据'))
    for (const check of screen.getAllByTestId('invoice-record-check')) fireEvent.click(check)
    await waitFor(() => expect(screen.getAllByTestId('invoice-record-check')[1].className).toContain('--on'))
    fireEvent.click(screen.getByTestId('invoice-merge'))
    await waitFor(() => expect(openPage).toHaveBeenCalledWith('/pages/plugins/invoice/invoice-saveinfo/invoice-saveinfo?ids=5,6&type=0&is_redirect=1'))
  })

  it('recharge picker: each card shows its recharge, opens the recharge detail, invoices one as type 1', async () => {
    ;(api.getInvoiceRecharges as jest.Mock).mockResolvedValue(
      ok({ items: [{ id: '9', rechargeNo: 'R9', payMoney: '50.00', payTime: '2026-11-21 09:30:00' }], page: 1, pageTotal: 1, total: 1 }),
    )
    renderWith(invoiceStores(), <RechargePage />)
    const card = await screen.findByTestId('invoice-recharge-record')
    expect(card.textContent).toContain('R9')
    expect(card.textContent).toContain('50.00')
    expect(card.textContent).toContain('充值单号')
    fireEvent.click(screen.getByTestId('invoice-record-open'))
    await waitFor(() => expect(openPage).toHaveBeenCalledWith('/pages/plugins/wallet/user-recharge-detail/user-recharge-detail?id=9'))
    fireEvent.click(screen.getByTestId('invoice-record-one'))
    await waitFor(() => expect(openPage).toHaveBeenCalledWith('/pages/plugins/invoice/invoice-saveinfo/invoice-saveinfo?ids=9&type=1&is_redirect=1'))
  })

  it('settings entry: only while plugins_base.invoice exists', () => {
    const { unmount } = renderWith(storesWithConfig({}, {}), <InvoiceSettingsEntry />)
    expect(screen.queryByTestId('invoice-settings-entry')).toBeNull()
    unmount()
    renderWith(invoiceStores(), <InvoiceSettingsEntry />)
    expect(screen.getByTestId('invoice-settings-entry').textContent).toContain('我的发票')
  })
})
