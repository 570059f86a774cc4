import Taro from '@tarojs/taro'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import * as api from '@/api/plugins/wallet'
import { setLanguage } from '@/i18n'
import { toast } from '@/lib/navigate'
import CashAuthPage from '@/pages/plugins/wallet/cash-auth/cash-auth'
import CashCreatePage from '@/pages/plugins/wallet/cash-create/cash-create'
import { WalletUserShortcut } from '@/pages/plugins/wallet/components/wallet-user-shortcut'
import { checkCash, checkCashCode, checkRecharge, checkTransfer, estimateFee } from '@/pages/plugins/wallet/components/wallet-forms'
import RechargePage from '@/pages/plugins/wallet/recharge/recharge'
import TransferPage from '@/pages/plugins/wallet/transfer/transfer'
import WalletUserPage from '@/pages/plugins/wallet/user/user'
import { setItem } from '@/stores/storage'
import { clickUntil, fieldValue, nativeField, renderWith, storesWithConfig, typeInto } from './helpers/account-helpers'

jest.mock('@/api/plugins/wallet', () => ({
  ...jest.requireActual('@/api/plugins/wallet'),
  getWalletHome: jest.fn(),
  getWalletLogs: jest.fn(),
  getRechargeConfig: jest.fn(),
  createRecharge: jest.fn(),
  getCashAuth: jest.fn(),
  sendCashCode: jest.fn(),
  checkCashCode: jest.fn(),
  getCashInit: jest.fn(),
  createCash: jest.fn(),
  findReceiver: jest.fn(),
  saveTransfer: jest.fn(),
}))
jest.mock('@/lib/navigate', () => ({
  ...jest.requireActual('@/lib/navigate'),
  toast: jest.fn(),
  goLogin: jest.fn(),
  openPage: jest.fn(() => Promise.resolve()),
}))

const ok = <T,>(data: T) => ({ ok: true as const, code: 0 as const, msg: '', data })
const BALANCE = { normal: '1071.00', frozen: '200.00', give: '20.00' }
const HOME: api.WalletHome = {
  notices: [],
  paymentCode: true,
  transfer: true,
  recharge: true,
  cash: true,
  balance: BALANCE,
  tabs: [
    { title: '账户明细', control: 'wallet' },
    { title: '充值记录', control: 'recharge' },
  ],
}
const INIT: api.CashInit = {
  verified: true,
  minimum: 10,
  retainGive: true,
  commissionRate: 0.01,
  defaults: { cashType: '', bankName: '', bankAccounts: '', bankUsername: '' },
  balance: BALANCE,
  max: 1071,
  types: [
    { value: '0', name: '银行卡' },
    { value: '1', name: '微信' },
    { value: '2', name: '支付宝' },
  ],
}
const wallet = () => storesWithConfig({}, { wallet: { data: { is_enable_payment_code: 1 } } })

function logIn() {
  setItem('cache_shop_user_info_key', { id: '1', token: 'tok', username: 'demo', nickname: '小美', mobile: '13800000000' })
}

describe('wallet pages', () => {
  beforeEach(() => {
    Taro.clearStorageSync()
    setLanguage('zh')
    jest.clearAllMocks()
    logIn()
  })

  it('user: balances stay *** until the eye is tapped, then show and hide again', async () => {
    ;(api.getWalletHome as jest.Mock).mockResolvedValue(ok(HOME))
    ;(api.getWalletLogs as jest.Mock).mockResolvedValue(ok({ items: [], page: 1, pageTotal: 0, total: 0 }))
    renderWith(wallet(), <WalletUserPage />)
    const card = await screen.findByTestId('wallet-balance')
    expect(card.textContent).toContain('***')
    expect(card.textContent).not.toContain('1071.00')
    await clickUntil(
      () => screen.getByTestId('wallet-eye'),
      () => expect(screen.getByTestId('wallet-balance').textContent).toContain('1071.00'),
    )
    expect(screen.getByTestId('wallet-balance').textContent).toContain('200.00')
    await clickUntil(
      () => screen.getByTestId('wallet-eye'),
      () => expect(screen.getByTestId('wallet-balance').textContent).toContain('***'),
    )
    expect(screen.getByTestId('wallet-tab-recharge')).toBeTruthy()
  })

  it('recharge: an empty amount is refused in zh and en; the typed amount is kept and capped at 6 digits', async () => {
    ;(api.getRechargeConfig as jest.Mock).mockResolvedValue(ok({ presets: [{ value: '50', tips: '' }], notes: ['说明'], balance: '1071.00' }))
    renderWith(wallet(), <RechargePage />)
    await screen.findByTestId('wallet-recharge-submit')
    await clickUntil(
      () => screen.getByTestId('wallet-recharge-submit'),
      () => expect(toast).toHaveBeenCalledWith('请输入充值金额'),
    )
    expect(api.createRecharge).not.toHaveBeenCalled()
    fireEvent.input(nativeField(screen.getByTestId('wallet-recharge-money'))!, { target: { value: '1234567' } })
    await waitFor(() => expect(fieldValue(screen.getByTestId('wallet-recharge-money'))).toBe('123456'))
  })

  it('recharge in English: the same refusal, translated', async () => {
    const stores = wallet() // the store applies its saved language; English is chosen after it
    setLanguage('en')
    ;(api.getRechargeConfig as jest.Mock).mockResolvedValue(ok({ presets: [], notes: [], balance: '0.00' }))
    renderWith(stores, <RechargePage />)
    await screen.findByTestId('wallet-recharge-submit')
    await clickUntil(
      () => screen.getByTestId('wallet-recharge-submit'),
      () => expect(toast).toHaveBeenCalledWith('Please enter the recharge amount'),
    )
    expect(checkRecharge('')).toBe('Please enter the recharge amount')
  })

  it('cash-create: minimum, maximum and per-method required fields, keeping what was typed', async () => {
    ;(api.getCashInit as jest.Mock).mockResolvedValue(ok(INIT))
    renderWith(wallet(), <CashCreatePage />)
    await screen.findByTestId('wallet-cash-submit')
    await typeInto(() => screen.getByTestId('wallet-cash-money'), '5')
    await clickUntil(
      () => screen.getByTestId('wallet-cash-submit'),
      () => expect(toast).toHaveBeenCalledWith('提现不能低于10.00'),
    )
    expect(fieldValue(screen.getByTestId('wallet-cash-money'))).toBe('5')
    await typeInto(() => screen.getByTestId('wallet-cash-money'), '2000')
    await clickUntil(
      () => screen.getByTestId('wallet-cash-submit'),
      () => expect(toast).toHaveBeenCalledWith('提现不能大于1071.00'),
    )
    await typeInto(() => screen.getByTestId('wallet-cash-money'), '100')
    expect(screen.getByTestId('wallet-cash-fee').textContent).toContain('1.00')
    await clickUntil(
      () => screen.getByTestId('wallet-cash-submit'),
      () => expect(toast).toHaveBeenCalledWith('请选择提现方式'),
    )
    await clickUntil(
      () => screen.getByTestId('wallet-cash-type-0'),
      () => expect(screen.getByTestId('wallet-bank-name')).toBeTruthy(),
    )
    await clickUntil(
      () => screen.getByTestId('wallet-cash-submit'),
      () => expect(toast).toHaveBeenCalledWith('请输入收款平台'),
    )
    expect(api.createCash).not.toHaveBeenCalled()
    expect(fieldValue(screen.getByTestId('wallet-cash-money'))).toBe('100')
  })

  it('cash-create: a timed-out check offers to verify again', async () => {
    ;(api.getCashInit as jest.Mock).mockResolvedValue(ok({ ...INIT, verified: false }))
    renderWith(wallet(), <CashCreatePage />)
    expect((await screen.findByTestId('wallet-cash-timeout')).textContent).toContain('安全验证已超时，请重新验证再操作')
  })

  it('cash-auth: asks for a channel, then a 4-digit code', async () => {
    ;(api.getCashAuth as jest.Mock).mockResolvedValue(
      ok({ minimum: 10, minimumText: '10.00', balance: '1071.00', channels: [{ field: 'mobile', msg: '138****0000' }] }),
    )
    renderWith(wallet(), <CashAuthPage />)
    await screen.findByTestId('wallet-verify-submit')
    await clickUntil(
      () => screen.getByTestId('wallet-verify-submit'),
      () => expect(toast).toHaveBeenCalledWith('请选择认证方式'),
    )
    await clickUntil(
      () => screen.getByTestId('wallet-code-send'),
      () => expect(toast).toHaveBeenCalledTimes(2),
    )
    expect(api.sendCashCode).not.toHaveBeenCalled()
    await clickUntil(
      () => screen.getByTestId('wallet-channel-mobile'),
      () => expect(screen.getByTestId('wallet-channel-mobile').className).toContain('--on'),
    )
    await clickUntil(
      () => screen.getByTestId('wallet-verify-submit'),
      () => expect(toast).toHaveBeenCalledWith('请输入验证码'),
    )
    expect(api.checkCashCode).not.toHaveBeenCalled()
  })

  it('cash-auth: below the minimum only the amounts are shown', async () => {
    ;(api.getCashAuth as jest.Mock).mockResolvedValue(
      ok({ minimum: 10, minimumText: '10.00', balance: '5.00', channels: [{ field: 'mobile', msg: '138****0000' }] }),
    )
    renderWith(wallet(), <CashAuthPage />)
    await screen.findByTestId('wallet-cash-not-allowed')
    expect(screen.queryByTestId('wallet-verify-submit')).toBeNull()
  })

  it('transfer: needs an account, a looked-up receiver and an amount; a failed lookup shows under the field', async () => {
    ;(api.getWalletHome as jest.Mock).mockResolvedValue(ok(HOME))
    ;(api.findReceiver as jest.Mock).mockResolvedValue({ ok: false, code: -1, msg: '收款用户不存在', kind: 'business', data: '' })
    renderWith(wallet(), <TransferPage />)
    await screen.findByTestId('wallet-transfer-submit')
    await clickUntil(
      () => screen.getByTestId('wallet-transfer-submit'),
      () => expect(toast).toHaveBeenCalledWith('请输入收款账号'),
    )
    await typeInto(() => screen.getByTestId('wallet-transfer-keywords'), 'nobody')
    await clickUntil(
      () => screen.getByTestId('wallet-transfer-submit'),
      () => expect(toast).toHaveBeenCalledWith('请输入正确的收款账号'),
    )
    await clickUntil(
      () => screen.getByTestId('wallet-transfer-lookup'),
      () => expect(screen.getByTestId('wallet-transfer-error').textContent).toBe('收款用户不存在'),
    )
    expect(fieldValue(screen.getByTestId('wallet-transfer-keywords'))).toBe('nobody')
    expect(api.saveTransfer).not.toHaveBeenCalled()
  })

  it('form checks in English', () => {
    setLanguage('en')
    const limits = { minimum: 10, max: 100 }
    const form = { money: '5', cashType: '0', bankName: '', bankAccounts: '', bankUsername: '' }
    expect(checkCash(form, limits)).toBe('The withdrawal cannot be lower than 10.00')
    expect(checkCash({ ...form, money: '101' }, limits)).toBe('The withdrawal cannot be greater than 100.00')
    expect(checkCash({ ...form, money: '50' }, limits)).toBe('Please enter the receiving platform')
    expect(checkCash({ ...form, money: '50', cashType: '2' }, limits)).toBe('Please enter the receiving account')
    expect(checkCash({ ...form, money: '50', cashType: '1' }, limits)).toBe('Please enter the account holder name')
    expect(checkCash({ ...form, money: '50', cashType: '1', bankUsername: 'Li' }, limits)).toBe('')
    expect(checkCashCode('', '1234')).toBe('Please choose a verification method')
    expect(checkCashCode('mobile', '12')).toBe('The code has 4 digits')
    expect(checkTransfer({ keywords: '', receiverId: '', money: '' })).toBe('Please enter the receiving account')
    expect(checkTransfer({ keywords: 'x', receiverId: '', money: '' })).toBe('Please enter a valid account')
    expect(checkTransfer({ keywords: 'x', receiverId: '2', money: '' })).toBe('Please enter the transfer amount')
    expect(estimateFee('33.33', 0.01)).toBe('0.33')
    expect(estimateFee('abc', 0.01)).toBe('')
  })

  it('shortcut: nothing when the plugin is off; balance and payment-code link when on', async () => {
    const off = renderWith(storesWithConfig({}, {}), <WalletUserShortcut />)
    expect(off.container.innerHTML).toBe('')
    off.unmount()
    ;(api.getWalletHome as jest.Mock).mockResolvedValue(ok(HOME))
    renderWith(wallet(), <WalletUserShortcut />)
    await waitFor(() => expect(screen.getByTestId('wallet-shortcut').textContent).toContain('1071.00'))
    expect(screen.getByTestId('wallet-shortcut-code')).toBeTruthy()
  })
})
