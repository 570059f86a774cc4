import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import * as api from '@/api/plugins/scanpay'
import { setLanguage } from '@/i18n'
import { toast } from '@/lib/navigate'
import ScanpayPage from '@/pages/plugins/scanpay/index/index'
import ScanpayTipsPage from '@/pages/plugins/scanpay/tips/tips'
import { setItem } from '@/stores/storage'
import Taro from '@tarojs/taro'
import { clickUntil, fieldValue, renderWith, storesWithConfig, typeInto } from './helpers/account-helpers'

jest.mock('@/api/plugins/scanpay', () => ({
  ...jest.requireActual('@/api/plugins/scanpay'),
  getScanpayCounter: jest.fn(),
  createScanpayOrder: jest.fn(),
  getScanpayResult: jest.fn(),
}))
jest.mock('@/lib/navigate', () => ({ ...jest.requireActual('@/lib/navigate'), toast: jest.fn(), openPage: jest.fn(() => Promise.resolve()) }))

const ok = <T,>(data: T, msg = '') => ({ ok: true as const, code: 0 as const, msg, data })
const fail = (msg: string) => ({ ok: false as const, code: -1, msg, kind: 'server' as const, data: '' })
const stores = () => storesWithConfig({}, { scanpay: {} })
const counter = api.parseCounter({
  scanpay_info: { id: 1, type: 0, name: '美妆优选', alias: '收银台', logo: '' },
  payment_list: [{ id: 2, name: '演示支付', payment: 'DemoPay', logo: '' }],
  price_max: '50000.00',
})

const press = (...keys: string[]) => {
  for (const key of keys) fireEvent.click(screen.getByTestId(`scanpay-key-${key === '.' ? 'dot' : key}`))
}
const amount = () => screen.getByTestId('scanpay-amount-value').textContent
const amountError = () => screen.queryByTestId('scanpay-amount-error')?.textContent ?? ''

describe('scan-pay amount input', () => {
  beforeEach(() => {
    Taro.clearStorageSync()
    setLanguage('zh')
    jest.clearAllMocks()
    setItem('cache_shop_user_info_key', { id: '1', token: 'tok', username: 'demo', mobile: '13800000000' })
    jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { params: { id: '1', type: '0' }, path: '/pages/plugins/scanpay/index/index' } } as never)
    ;(api.getScanpayCounter as jest.Mock).mockResolvedValue(ok(counter))
  })
  afterEach(() => jest.restoreAllMocks())

  it('types with the keypad rules: refused keys say why and leave the amount as typed', async () => {
    renderWith(stores(), <ScanpayPage />)
    expect((await screen.findByTestId('scanpay-merchant')).textContent).toBe('向 美妆优选 付款')
    expect(api.getScanpayCounter).toHaveBeenCalledWith('1', '0')
    press('.')
    expect(amount()).toBe('0.')
    press('.')
    expect(amountError()).toBe('金额只能有一个小数点')
    press('5', '0', '9')
    expect(amount()).toBe('0.50')
    expect(amountError()).toBe('最多输入两位小数')
    press('delete', 'delete', 'delete', 'delete')
    press('0', '7')
    expect(amount()).toBe('0')
    expect(amountError()).toBe('请在 0 后面输入小数点')
    press('delete', '1', '2', '3', '4', '5', '6', '7', '8', '9')
    expect(amount()).toBe('12345678')
    act(() => setLanguage('en'))
    press('9')
    expect(amountError()).toBe('At most 8 digits before the decimal point')
    expect(amount()).toBe('12345678')
  })

  it('paying checks the amount (zh and en) before anything is created, and keeps it', async () => {
    renderWith(stores(), <ScanpayPage />)
    await screen.findByTestId('scanpay-merchant')
    await clickUntil(
      () => screen.getByTestId('scanpay-pay'),
      () => expect(toast).toHaveBeenLastCalledWith('请输入付款金额'),
    )
    press('0', '.', '0')
    await clickUntil(
      () => screen.getByTestId('scanpay-pay'),
      () => expect(amountError()).toBe('付款金额必须大于 0'),
    )
    expect(amount()).toBe('0.0')
    press('delete', 'delete', 'delete', '6', '0', '0', '0', '0')
    act(() => setLanguage('en'))
    await clickUntil(
      () => screen.getByTestId('scanpay-pay'),
      () => expect(amountError()).toBe('A single payment cannot be more than ￥50000.00'),
    )
    expect(amount()).toBe('60000')
    expect(api.createScanpayOrder).not.toHaveBeenCalled()
  })

  it('a good amount with a note creates the record once and opens the payment sheet; a server refusal is shown', async () => {
    ;(api.createScanpayOrder as jest.Mock).mockResolvedValueOnce(fail('单笔金额不能超过 ￥100.00')).mockResolvedValueOnce(ok('31'))
    renderWith(stores(), <ScanpayPage />)
    await screen.findByTestId('scanpay-merchant')
    press('8', '8', '.', '5')
    await clickUntil(
      () => screen.getByTestId('scanpay-note-row'),
      () => expect(screen.getByTestId('scanpay-note-sheet')).toBeTruthy(),
    )
    await typeInto(() => screen.getByTestId('scanpay-note'), '长'.repeat(201))
    await clickUntil(
      () => screen.getByTestId('scanpay-note-save'),
      () => expect(toast).toHaveBeenLastCalledWith('备注最多 200 个字符'),
    )
    expect(fieldValue(screen.getByTestId('scanpay-note'))).toBe('长'.repeat(201))
    await typeInto(() => screen.getByTestId('scanpay-note'), '护肤套装')
    await clickUntil(
      () => screen.getByTestId('scanpay-note-save'),
      () => expect(screen.getByTestId('scanpay-note-text').textContent).toBe('护肤套装'),
    )
    await clickUntil(
      () => screen.getByTestId('scanpay-pay'),
      () => expect(amountError()).toBe('单笔金额不能超过 ￥100.00'),
    )
    expect(amount()).toBe('88.5')
    await clickUntil(
      () => screen.getByTestId('scanpay-pay'),
      () => expect(screen.getByTestId('scanpay-sheet-sheet')).toBeTruthy(),
    )
    expect(api.createScanpayOrder).toHaveBeenLastCalledWith({ merchantId: '1', type: '0', price: '88.5', note: '护肤套装', paymentId: '2' })
    expect(screen.getByTestId('scanpay-sheet-sheet').textContent).toContain('88.50')
  })

  it('without a code the page says the code cannot be read, with a way home', async () => {
    jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { params: {}, path: '/pages/plugins/scanpay/index/index' } } as never)
    renderWith(stores(), <ScanpayPage />)
    const state = await screen.findByTestId('status-error')
    expect(state.textContent).toContain('这个收款码无法识别')
    expect(state.textContent).toContain('返回首页')
    expect(api.getScanpayCounter).not.toHaveBeenCalled()
  })
})

describe('scan-pay result', () => {
  beforeEach(() => {
    setLanguage('zh')
    jest.clearAllMocks()
    setItem('cache_shop_user_info_key', { id: '1', token: 'tok', username: 'demo', mobile: '13800000000' })
  })
  afterEach(() => jest.restoreAllMocks())

  const result = (status: number) =>
    api.parseScanpayResult({
      order_info: {
        id: 31,
        status,
        order_no: 'S2026112210000001',
        price: '88.50',
        pay_price: status ? '88.50' : '0.00',
        note: '护肤套装',
        payment_name: '演示支付',
        pay_time: '2026-11-22 10:00:00',
      },
      scanpay_info: { id: 1, type: 0, name: '美妆优选', alias: '收银台', logo: '' },
      ad_code: '<p>到店礼<script>alert(1)</script></p>',
    })

  it('a paid record shows success, the amount and the merchant ad without its script', async () => {
    jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { params: { id: '31' }, path: '' } } as never)
    ;(api.getScanpayResult as jest.Mock).mockResolvedValue(ok(result(1)))
    renderWith(stores(), <ScanpayTipsPage />)
    const panel = await screen.findByTestId('scanpay-result')
    expect(panel.getAttribute('data-paid')).toBe('1')
    expect(screen.getByTestId('scanpay-result-title').textContent).toBe('付款成功')
    expect(panel.textContent).toContain('￥88.50')
    // The ad is rich text: it draws once the sanitiser (fetched by the first rich text) is in.
    await waitFor(() => expect(panel.textContent).toContain('到店礼'))
    expect(panel.innerHTML).not.toContain('<script')
    expect(screen.queryByTestId('scanpay-again')).toBeNull()
  })

  it('an unpaid record after a failure shows the message and a way to pay again', async () => {
    jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { params: { id: '31', msg: '余额不足' }, path: '' } } as never)
    ;(api.getScanpayResult as jest.Mock).mockResolvedValue(ok(result(0)))
    renderWith(stores(), <ScanpayTipsPage />)
    expect((await screen.findByTestId('scanpay-result-title')).textContent).toBe('付款失败（余额不足）')
    await waitFor(() => expect(screen.getByTestId('scanpay-again')).toBeTruthy())
  })
})
