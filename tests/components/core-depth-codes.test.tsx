import Taro from '@tarojs/taro'
import { screen } from '@testing-library/react'
import { getPaymentCode } from '@/api/plugins/wallet'
import { setLanguage } from '@/i18n'
import MemberCodePage from '@/pages/plugins/membershiplevelvip/member-code/member-code'
import PaymentCodePage from '@/pages/plugins/wallet/payment-code/payment-code'
import { setItem } from '@/stores/storage'
import { renderWith, storesWithConfig } from './helpers/account-helpers'

jest.mock('@/api/plugins/wallet', () => ({ ...jest.requireActual('@/api/plugins/wallet'), getPaymentCode: jest.fn() }))
const paymentCode = getPaymentCode as jest.MockedFunction<typeof getPaymentCode>

const bars = (testId: string) => screen.getByTestId(testId).querySelectorAll('.barcode__bar').length

beforeEach(() => {
  Taro.clearStorageSync()
  setLanguage('zh')
  setItem('cache_shop_user_info_key', { id: '1', token: 'tok', username: 'demo', number_code: '8888000000000001' })
})

describe('member code and wallet payment code: barcode and switch', () => {
  it('draws the member code as a barcode too, with the switch to the payment code only when the wallet offers it', async () => {
    const withWallet = storesWithConfig({}, { membershiplevelvip: { data: { is_enable_member_code: 1 } }, wallet: { data: { is_enable_payment_code: 1 } } })
    const { unmount } = renderWith(withWallet, <MemberCodePage />)
    // Start C, eight digit pairs, check and stop: 11 symbols, 3 bars each, the stop has 4.
    expect(bars('member-barcode')).toBe(10 * 3 + 4)
    expect(screen.getByTestId('member-code-switch').textContent).toContain('付款码')
    unmount()
    renderWith(storesWithConfig({}, { membershiplevelvip: {} }), <MemberCodePage />)
    expect(screen.getByTestId('member-barcode')).toBeTruthy()
    expect(screen.queryByTestId('member-code-switch')).toBeNull()
  })

  it('draws the payment code as a barcode too, with the switch to the member code when membership offers it', async () => {
    paymentCode.mockResolvedValue({ ok: true, code: 0, msg: '', data: { code: '620012345678', seconds: 30 } })
    renderWith(
      storesWithConfig({}, { wallet: { data: { is_enable_payment_code: 1 } }, membershiplevelvip: { data: { is_enable_member_code: 1 } } }),
      <PaymentCodePage />,
    )
    expect(await screen.findByTestId('wallet-barcode')).toBeTruthy()
    expect(bars('wallet-barcode')).toBeGreaterThan(10)
    expect(screen.getByTestId('wallet-code-switch').textContent).toContain('会员码')
  })
})
