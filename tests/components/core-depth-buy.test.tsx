import Taro from '@tarojs/taro'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { parseCommonConfig } from '@/api/base'
import { getBuyPreview, submitOrder, type BuyPreview, type PaymentMethod, type WarehouseGroup } from '@/api/buy'
import { getOrders } from '@/api/order'
import { setLanguage } from '@/i18n'
import { cartCheckoutUrl } from '@/lib/buy-link'
import BuyPage from '@/pages/buy/buy'
import { resetRootStore, StoreContext } from '@/stores/root-store'
import { setItem } from '@/stores/storage'
import { buyGroup, buyPreview } from './helpers/buy-fixtures'

jest.mock('@/api/buy', () => ({ ...jest.requireActual('@/api/buy'), getBuyPreview: jest.fn(), submitOrder: jest.fn(), getDefaultAddress: jest.fn() }))
jest.mock('@/api/order', () => ({ ...jest.requireActual('@/api/order'), getOrders: jest.fn(), payOrders: jest.fn() }))

const preview = getBuyPreview as jest.MockedFunction<typeof getBuyPreview>
const submit = submitOrder as jest.MockedFunction<typeof submitOrder>
const orders = getOrders as jest.MockedFunction<typeof getOrders>

const payments: PaymentMethod[] = [{ id: '2', name: '演示支付', logo: '', payment: 'DemoPay', tips: '' }]

/** The warehouse sends from Shanghai (map button) and offers two freight options. */
function group(patch: Partial<WarehouseGroup> = {}): WarehouseGroup {
  return buyGroup({
    address: '上海市 静安区 南京西路1266号',
    lng: 121.455,
    lat: 31.228,
    freight: { options: ['标准快递 (免运费)', '顺丰次日达 (￥12.00)'], chosen: 0 },
    ...patch,
  })
}

function answer(patch: Partial<BuyPreview> = {}): BuyPreview {
  return buyPreview(payments, {
    groups: [group()],
    pluginData: {
      coupon: undefined,
      points: undefined,
      coin: {
        accounts_list: [{ id: 7, platform_name: 'USDT 账户', platform_symbol: 'USDT', normal_coin: '100.00', default_symbol: '￥', default_coin: '720.00' }],
      },
    },
    ...patch,
  })
}

const ok = <T,>(data: T) => ({ ok: true as const, code: 0 as const, msg: '', data })

function renderBuy(plugins: Record<string, unknown> = { coin: { data: {} } }) {
  setItem('cache_shop_user_info_key', { id: '1', token: 'token-1', username: 'demo' })
  const stores = resetRootStore()
  stores.app.config = parseCommonConfig({ status: 1, config: {}, plugins_base: plugins })
  render(
    <StoreContext.Provider value={stores}>
      <BuyPage />
    </StoreContext.Provider>,
  )
}

let navigate: jest.SpyInstance
let toastSpy: jest.SpyInstance
beforeEach(() => {
  Taro.clearStorageSync()
  setLanguage('zh')
  toastSpy = jest.spyOn(Taro, 'showToast').mockImplementation(() => Promise.resolve({ errMsg: 'ok' }) as never)
  navigate = jest.spyOn(Taro, 'navigateTo').mockImplementation(() => Promise.resolve({ errMsg: 'ok' }) as never)
  jest.spyOn(Taro, 'redirectTo').mockImplementation(() => Promise.resolve({ errMsg: 'ok' }) as never)
  const data = cartCheckoutUrl(['4', '9']).split('?data=')[1]
  jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { params: { data }, path: '/pages/buy/buy' } } as never)
  preview.mockReset()
  submit.mockReset()
  orders.mockReset()
})
afterEach(() => jest.restoreAllMocks())

describe('checkout: freight, map, coins, direct submit, coupon rule, address params (api-core 3.5)', () => {
  it('sends the chosen freight option of the warehouse and opens the warehouse on a map', async () => {
    preview.mockResolvedValue(ok(answer()))
    const openLocation = jest.spyOn(Taro, 'openLocation').mockImplementation(() => Promise.resolve({ errMsg: 'ok' }) as never)
    renderBuy()
    const row = await screen.findByTestId('buy-freight')
    expect(row.textContent).toContain('标准快递')
    fireEvent.click(row)
    fireEvent.click(screen.getAllByTestId('buy-freight-option')[1])
    await waitFor(() => expect(preview).toHaveBeenLastCalledWith(expect.anything(), expect.objectContaining({ freight: { 1: 1 } })))
    fireEvent.click(screen.getByTestId('buy-group-map'))
    expect(openLocation).toHaveBeenCalledWith(expect.objectContaining({ latitude: 31.228, longitude: 121.455, name: '上海仓' }))
  })

  it('pays with a coin account instead of a payment method, and a method again drops the coins', async () => {
    preview.mockResolvedValue(ok(answer()))
    submit.mockResolvedValue(ok({ orderStatus: 2, orderIds: ['30'], paymentId: '0', jumpUrl: '' }))
    renderBuy()
    fireEvent.click(await screen.findByTestId('checkout-coin-account'))
    await waitFor(() =>
      expect(preview).toHaveBeenLastCalledWith(expect.anything(), expect.objectContaining({ paymentId: '', pluginParams: { plugins_coin_payment_id: '7' } })),
    )
    expect(screen.getByTestId('buy-payment').className).not.toContain('pay-method--on')

    // A payment method again: the coins are dropped.
    fireEvent.click(screen.getByTestId('buy-payment'))
    await waitFor(() =>
      expect(preview).toHaveBeenLastCalledWith(expect.anything(), expect.objectContaining({ paymentId: '2', pluginParams: { plugins_coin_payment_id: 0 } })),
    )

    // Coins once more, then submit without a payment method.
    fireEvent.click(screen.getByTestId('checkout-coin-account'))
    await waitFor(() => expect(screen.getByTestId('checkout-coin-account').className).toContain('pay-method--on'))
    fireEvent.click(screen.getByTestId('buy-submit'))
    await waitFor(() =>
      expect(submit).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ paymentId: '', pluginParams: { plugins_coin_payment_id: '7' } })),
    )
  })

  it('hides the coin accounts while the coin plugin is off', async () => {
    preview.mockResolvedValue(ok(answer()))
    renderBuy({})
    await screen.findByTestId('buy-submit')
    expect(screen.queryByTestId('checkout-coin')).toBeNull()
  })

  it('goes straight to payment when buy/index placed the order (is_order_submit)', async () => {
    preview.mockResolvedValue(ok(answer({ groups: [], payments: [], submitted: { orderStatus: 1, orderIds: ['41'], paymentId: '2', jumpUrl: '' } })))
    orders.mockResolvedValue(ok({ items: [], page: 1, pageTotal: 0, total: 0, payments, defaultPaymentId: '2' }))
    renderBuy()
    expect(await screen.findByTestId('payment-sheet')).toBeTruthy()
    await waitFor(() => expect(screen.getAllByTestId('payment-method')).toHaveLength(1))
    expect(submit).not.toHaveBeenCalled()
    expect(preview).toHaveBeenCalledTimes(1)
  })

  it('refuses to submit without the coupon a warehouse requires', async () => {
    preview.mockResolvedValue(ok(answer({ groups: [group({ couponRequired: true, couponChosen: false })] })))
    renderBuy()
    fireEvent.click(await screen.findByTestId('buy-submit'))
    await waitFor(() => expect(toastSpy).toHaveBeenCalledWith(expect.objectContaining({ title: '请选择优惠券' })))
    expect(submit).not.toHaveBeenCalled()
  })

  it('passes the checkout params on to the address book', async () => {
    preview.mockResolvedValue(ok(answer()))
    renderBuy()
    jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([] as never)
    fireEvent.click(await screen.findByTestId('buy-address'))
    await waitFor(() => expect(navigate).toHaveBeenCalled())
    const url = (navigate.mock.calls[0][0] as { url: string }).url
    expect(url).toContain('/pages/user-address/user-address?is_back=1&buy_type=cart&ids=4%2C9')
  })
})
