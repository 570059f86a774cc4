import Taro from '@tarojs/taro'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { getBuyPreview, submitOrder, type PaymentMethod } from '@/api/buy'
import { payOrders } from '@/api/order'
import { PaymentSheet } from '@/components/payment-sheet/payment-sheet'
import { setLanguage } from '@/i18n'
import { cartCheckoutUrl } from '@/lib/buy-link'
import BuyPage from '@/pages/buy/buy'
import PayTipsPage from '@/pages/paytips/paytips'
import { paytipsUrl } from '@/lib/pay-result'
import { resetRootStore, StoreContext } from '@/stores/root-store'
import { setItem } from '@/stores/storage'
import { buyGroup, buyLine, buyPreview } from './helpers/buy-fixtures'

jest.mock('@/api/buy', () => ({ ...jest.requireActual('@/api/buy'), getBuyPreview: jest.fn(), submitOrder: jest.fn(), getDefaultAddress: jest.fn() }))
jest.mock('@/api/order', () => ({ ...jest.requireActual('@/api/order'), payOrders: jest.fn(), checkPayment: jest.fn() }))

const preview = getBuyPreview as jest.MockedFunction<typeof getBuyPreview>
const submit = submitOrder as jest.MockedFunction<typeof submitOrder>
const pay = payOrders as jest.MockedFunction<typeof payOrders>

const payments: PaymentMethod[] = [
  { id: '1', name: '货到付款', logo: '', payment: 'DeliveryPayment', tips: '' },
  { id: '2', name: '演示支付', logo: '', payment: 'DemoPay', tips: '' },
]

const answer = buyPreview(payments, { groups: [buyGroup({ items: [buyLine({ specText: '50ml' })] })] })

function withStores(node: JSX.Element) {
  setItem('cache_shop_user_info_key', { id: '1', token: 'token-1', username: 'demo' })
  return render(<StoreContext.Provider value={resetRootStore()}>{node}</StoreContext.Provider>)
}

/** Taro's web button reflects the prop as disabled="true"/"false". */
/** The locked look of an ActionButton (taro-ui's disabled class, set in the same render). */
const isDisabled = (el: HTMLElement) => el.classList.contains('at-button--disabled')

/** A promise the test resolves when it wants the "server" to answer. */
function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((r) => (resolve = r))
  return { promise, resolve }
}

beforeEach(() => {
  Taro.clearStorageSync()
  setLanguage('zh')
  jest.spyOn(Taro, 'showToast').mockImplementation(() => Promise.resolve({ errMsg: 'ok' }) as never)
  jest.spyOn(Taro, 'navigateTo').mockImplementation(() => Promise.resolve({ errMsg: 'ok' }) as never)
  jest.spyOn(Taro, 'redirectTo').mockImplementation(() => Promise.resolve({ errMsg: 'ok' }) as never)
  preview.mockReset()
  submit.mockReset()
  pay.mockReset()
})
afterEach(() => jest.restoreAllMocks())

describe('checkout page', () => {
  beforeEach(() => {
    const data = cartCheckoutUrl(['4']).split('?data=')[1]
    jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { params: { data }, path: '/pages/buy/buy' } } as never)
  })

  it('shows the preview and submits ONE order for a double tap', async () => {
    preview.mockResolvedValue({ ok: true, code: 0, msg: '', data: answer })
    const pending = deferred<Awaited<ReturnType<typeof submitOrder>>>()
    submit.mockReturnValue(pending.promise)
    withStores(<BuyPage />)
    await waitFor(() => expect(screen.getByText('玫瑰精华面霜')).toBeTruthy())
    expect(preview.mock.calls[0][0]).toEqual({ buy_type: 'cart', ids: '4' })
    const button = screen.getByTestId('buy-submit')
    await act(async () => {
      fireEvent.click(button)
      fireEvent.click(button)
    })
    expect(submit).toHaveBeenCalledTimes(1)
    expect(submit.mock.calls[0][1]).toMatchObject({ addressId: '5', paymentId: '2', siteModel: 0 })
    // The button shows its locked state once the submitting render has landed.
    await waitFor(() => expect(isDisabled(screen.getByTestId('buy-submit'))).toBe(true), { timeout: 5000 })
    await act(async () => {
      pending.resolve({ ok: true, code: 0, msg: '', data: { orderStatus: 1, orderIds: ['9'], paymentId: '2', jumpUrl: '' } })
    })
    // Status 1: the payment sheet opens with the chosen method.
    await waitFor(() => expect(screen.getByTestId('payment-sheet')).toBeTruthy())
    fireEvent.click(screen.getByTestId('buy-submit'))
    expect(submit).toHaveBeenCalledTimes(1)
  })

  it('asks for an address before submitting', async () => {
    preview.mockResolvedValue({ ok: true, code: 0, msg: '', data: { ...answer, address: null } })
    withStores(<BuyPage />)
    await waitFor(() => expect(screen.getByText('玫瑰精华面霜')).toBeTruthy())
    fireEvent.click(screen.getByTestId('buy-submit'))
    await waitFor(() => expect((Taro.showToast as unknown as jest.Mock).mock.calls.map((c) => c[0].title)).toContain('请选择收货地址'))
    expect(submit).not.toHaveBeenCalled()
  })

  it('shows an error state for broken params', async () => {
    jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { params: { data: 'broken' }, path: '/pages/buy/buy' } } as never)
    withStores(<BuyPage />)
    expect(screen.getByText('订单参数有误')).toBeTruthy()
    expect(preview).not.toHaveBeenCalled()
  })
})

describe('payment sheet', () => {
  it('pre-selects the default method and pays once on a double tap', async () => {
    const pending = deferred<Awaited<ReturnType<typeof payOrders>>>()
    pay.mockReturnValue(pending.promise)
    withStores(<PaymentSheet visible orderIds='9' payments={payments} defaultPaymentId='2' amount='130.00' onClose={() => undefined} />)
    const confirm = screen.getByTestId('payment-confirm')
    await act(async () => {
      fireEvent.click(confirm)
      fireEvent.click(confirm)
    })
    expect(pay).toHaveBeenCalledTimes(1)
    expect(pay.mock.calls[0][0]).toMatchObject({ ids: '9', paymentId: '2' })
    await act(async () => {
      pending.resolve({ ok: true, code: 0, msg: '支付成功', data: { is_success: 1 } })
    })
  })

  it('a paid order opens the result page, which shows the amount and the payment number and keeps both ways on', async () => {
    jest.useFakeTimers()
    try {
      pay.mockResolvedValue({ ok: true, code: 0, msg: '支付成功', data: { is_success: 1, order_no: '20260101120000123456' } })
      withStores(<PaymentSheet visible orderIds='9' payments={payments} defaultPaymentId='2' amount='130.00' onClose={() => undefined} />)
      await act(async () => {
        fireEvent.click(screen.getByTestId('payment-confirm'))
      })
      await act(async () => {
        jest.runOnlyPendingTimers()
      })
    } finally {
      jest.useRealTimers()
    }
    const url = (Taro.navigateTo as jest.Mock).mock.calls.map(([options]) => options.url as string).find((u) => u.startsWith('/pages/paytips/paytips'))
    expect(url).toBeDefined()

    const page = jest.spyOn(Taro, 'getCurrentInstance')
    page.mockReturnValue({ router: { params: { params: url!.split('?params=')[1] }, path: '/pages/paytips/paytips' } } as never)
    const { unmount } = withStores(<PayTipsPage />)
    const receipt = screen.getByTestId('paytips-receipt')
    expect(receipt.textContent).toContain('支付金额')
    expect(receipt.textContent).toContain('130.00')
    expect(screen.getByTestId('paytips-order-no').textContent).toBe('20260101120000123456')
    expect(screen.getByTestId('paytips-next').textContent).toContain('查看订单')
    expect(screen.getByTestId('paytips-back')).toBeTruthy()
    unmount()

    // A result that is not a success (or an old link without them) shows neither.
    page.mockReturnValue({
      router: { params: { params: paytipsUrl({ code: '6001', price: '130.00', order_no: '1' }).split('?params=')[1] }, path: '' },
    } as never)
    withStores(<PayTipsPage />)
    expect(screen.getByTestId('paytips').getAttribute('data-result')).toBe('cancelled')
    expect(screen.queryByTestId('paytips-receipt')).toBeNull()
  })

  it('keeps "confirm" disabled until a method is chosen when several exist', async () => {
    pay.mockResolvedValue({ ok: false, code: -1, msg: 'x', kind: 'server', data: '' })
    withStores(<PaymentSheet visible orderIds='9' payments={payments} onClose={() => undefined} />)
    expect(isDisabled(screen.getByTestId('payment-confirm'))).toBe(true)
    fireEvent.click(document.querySelector('[data-testid="payment-method"][data-id="1"]') as HTMLElement)
    await waitFor(() => expect(isDisabled(screen.getByTestId('payment-confirm'))).toBe(false))
  })
})
