import Taro from '@tarojs/taro'
import { cleanup, screen, waitFor } from '@testing-library/react'
import { createConvert, getCoinOverview, getConvertInfo, parseAccount } from '@/api/plugins/coin'
import { setLanguage, t } from '@/i18n'
import CoinConvertPage from '@/pages/plugins/coin/convert/convert'
import { cashProblem, convertPreview, convertProblem, payProblem, rechargeProblem, transferProblem } from '@/pages/plugins/coin/components/coin-rules'
import CoinUserPage from '@/pages/plugins/coin/user/user'
import '@/i18n/locales/plugin-coin'
import { clickUntil, fieldValue, renderWith, storesWithConfig, typeInto } from './helpers/account-helpers'

jest.mock('@/api/plugins/coin', () => ({
  ...jest.requireActual('@/api/plugins/coin'),
  getCoinOverview: jest.fn(),
  getConvertInfo: jest.fn(),
  createConvert: jest.fn(),
}))

const rawAccount = (id: number, symbol: string, coin: string, rate: number) => ({
  id,
  platform_name: symbol === 'USDT' ? '泰达币' : '商城币',
  platform_icon: '',
  platform_symbol: symbol,
  platform_rate: rate,
  normal_coin: coin,
  default_symbol: '￥',
  default_coin: '100.00',
  accounts_key: `KEY${id}`,
  platform_data: { recharge_address: 'addr', recharge_qrcode: '', preset_data: [], recharge_desc: [], is_enable_transfer: 1 },
})

const usdt = parseAccount(rawAccount(1, 'USDT', '1030.00', 1))
const shc = parseAccount(rawAccount(2, 'SHC', '6000.00', 10))

function stores() {
  const root = storesWithConfig({}, { coin: { data: {} } })
  root.session.setUser({ id: '1', token: 'tok', username: 'demo' })
  return root
}

const toasts = () => jest.mocked(Taro.showToast).mock.calls.map(([options]) => String((options as { title: string }).title))

describe('coin form rules', () => {
  afterEach(() => setLanguage('zh'))

  it('name the first problem, with zh and en messages', () => {
    const cases: Array<[string | null, string, string]> = [
      [rechargeProblem({ networkCount: 0, networkId: '', coin: '10' }), '网络数据为空、请联系客服！', 'No networks are available. Please contact support.'],
      [rechargeProblem({ networkCount: 2, networkId: '1', coin: ' ' }), '请选择或输入充值数量', 'Please choose or enter an amount'],
      [payProblem({ images: [], note: 'x' }), '请上传凭证', 'Please upload the payment voucher'],
      [payProblem({ images: ['a'], note: '  ' }), '请输入备注', 'Please enter a remark'],
      [convertProblem({ sendId: '1', receiveId: '1', coin: '1', balance: '5' }), '转出和接收选择不能相同', 'Please choose two different accounts'],
      [convertProblem({ sendId: '1', receiveId: '2', coin: '', balance: '5' }), '请输入转换币', 'Please enter the amount to convert'],
      [cashProblem({ networkCount: 1, networkId: '1', coin: '', address: 'a', balance: '5' }), '请输入提现数量', 'Please enter the amount to withdraw'],
      [cashProblem({ networkCount: 1, networkId: '1', coin: '1', address: ' ', balance: '5' }), '请输入提币地址', 'Please enter the withdrawal address'],
      [transferProblem({ receiveId: '', coin: '1', balance: '5' }), '请输入收款账号', 'Please enter the receiving account key'],
      [transferProblem({ receiveId: '9', coin: '6', balance: '5' }), '账户余额不足', 'Not enough balance in the account'],
    ]
    for (const [key, zh, en] of cases) {
      expect(key).not.toBeNull()
      setLanguage('zh')
      expect(t(`plugin-coin.${key}`)).toBe(zh)
      setLanguage('en')
      expect(t(`plugin-coin.${key}`)).toBe(en)
    }
    expect(payProblem({ images: Array(11).fill('a'), note: 'x' })).toBe('voucher_max')
    expect(payProblem({ images: ['a'], note: 'x'.repeat(501) })).toBe('note_too_long')
    expect(transferProblem({ receiveId: '9', coin: '1.234', balance: '5' })).toBe('coin_invalid')
    expect(transferProblem({ receiveId: '9', coin: '5', balance: '5' })).toBeNull()
  })

  it('previews a conversion as amount x rate rounded to cents', () => {
    expect(convertPreview('12.35', 10)).toBe('123.50')
    expect(convertPreview('12.35', 0.1)).toBe('1.24')
    expect(convertPreview('', 10)).toBe('0.00')
    expect(convertPreview('abc', 10)).toBe('0.00')
  })
})

describe('coin pages', () => {
  beforeEach(() => {
    Taro.clearStorageSync()
    setLanguage('zh')
    jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { params: {}, path: '/pages/plugins/coin/convert/convert' } } as never)
    jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([] as never)
    jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'ok' } as never)
    jest.spyOn(Taro, 'showToast').mockImplementation(() => Promise.resolve({ errMsg: 'ok' }) as never)
    jest
      .mocked(getConvertInfo)
      .mockReset()
      .mockResolvedValue({ ok: true, code: 0, msg: '', data: { accounts: [usdt, shc], send: usdt, receive: shc } })
    jest
      .mocked(createConvert)
      .mockReset()
      .mockResolvedValue({ ok: true, code: 0, msg: '', data: { id: '5', msg: '' } })
    jest
      .mocked(getCoinOverview)
      .mockReset()
      .mockResolvedValue({
        ok: true,
        code: 0,
        msg: '',
        data: { rechargeEnabled: true, convertEnabled: true, cashEnabled: true, accounts: [usdt, shc], summary: '11736.00' },
      })
  })
  afterEach(() => {
    // Unmount first: switching the language re-renders every mounted observer.
    cleanup()
    jest.restoreAllMocks()
    setLanguage('zh')
  })

  it('overview hides the total until the eye is tapped', async () => {
    renderWith(stores(), <CoinUserPage />)
    await waitFor(() => expect(screen.getByTestId('coin-summary').textContent).toBe('***'))
    expect(screen.getAllByTestId('coin-account-balance')[0].textContent).toContain('***')
    await clickUntil(
      () => screen.getByTestId('coin-eye'),
      () => expect(screen.getByTestId('coin-summary').textContent).toBe('￥11736.00'),
    )
    expect(screen.getAllByTestId('coin-account-balance')[0].textContent).toContain('1030.00')
  })

  it('convert: live preview, validation that keeps the input, same-account refusal, submit', async () => {
    renderWith(stores(), <CoinConvertPage />)
    await waitFor(() => expect(screen.getByTestId('coin-convert-preview').textContent).toBe('SHC 0.00'))
    await clickUntil(
      () => screen.getByTestId('coin-convert-submit'),
      () => expect(toasts()).toContain('请输入转换币'),
    )
    await typeInto(() => screen.getByTestId('coin-convert-amount'), '12.35')
    await waitFor(() => expect(screen.getByTestId('coin-convert-preview').textContent).toBe('SHC 123.50'))
    await typeInto(() => screen.getByTestId('coin-convert-amount'), '9999')
    await clickUntil(
      () => screen.getByTestId('coin-convert-submit'),
      () => expect(toasts()).toContain('账户余额不足'),
    )
    expect(fieldValue(screen.getByTestId('coin-convert-amount').parentElement as HTMLElement)).toBe('9999')
    expect(createConvert).not.toHaveBeenCalled()
    // Choosing the sending account as the receiving one is refused.
    await clickUntil(
      () => screen.getByTestId('coin-convert-receive'),
      () => expect(screen.getByTestId('coin-convert-receive-sheet')).toBeTruthy(),
    )
    await clickUntil(
      () => screen.getAllByTestId('coin-convert-receive-sheet-option').find((o) => o.textContent?.includes('USDT')),
      () => expect(toasts()).toContain('转出和接收选择不能相同'),
    )
    await typeInto(() => screen.getByTestId('coin-convert-amount'), '12.35')
    await clickUntil(
      () => screen.getByTestId('coin-convert-submit'),
      () => expect(createConvert).toHaveBeenCalledWith('1', '2', '12.35'),
    )
  })

  it('convert messages follow the language', async () => {
    const root = stores()
    setLanguage('en')
    renderWith(root, <CoinConvertPage />)
    await waitFor(() => expect(screen.getByTestId('coin-convert-submit')).toBeTruthy())
    await clickUntil(
      () => screen.getByTestId('coin-convert-submit'),
      () => expect(toasts()).toContain('Please enter the amount to convert'),
    )
  })
})
