import Taro from '@tarojs/taro'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { runInAction } from 'mobx'
import { getBuyPreview, type BuyPreview } from '@/api/buy'
import { getCart, type Cart } from '@/api/cart'
import type { ApiResult } from '@/api/types'
import { setLanguage } from '@/i18n'
import { cartCheckoutUrl } from '@/lib/buy-link'
import BuyPage from '@/pages/buy/buy'
import CartTab from '@/pages/cart/cart'
import CartStackPage from '@/pages/cart-page/cart-page'
import { resetRootStore, StoreContext } from '@/stores/root-store'
import { setItem } from '@/stores/storage'

jest.mock('@/api/cart', () => ({ ...jest.requireActual('@/api/cart'), getCart: jest.fn() }))
jest.mock('@/api/buy', () => ({ ...jest.requireActual('@/api/buy'), getBuyPreview: jest.fn(), getDefaultAddress: jest.fn(async () => null) }))

const loadCart = getCart as jest.MockedFunction<typeof getCart>
const loadPreview = getBuyPreview as jest.MockedFunction<typeof getBuyPreview>

const timedOut = (msg: string): ApiResult<never> => ({ ok: false, code: -99998, msg, kind: 'timeout', data: '' })

const cart: Cart = {
  items: [
    {
      id: '1',
      goodsId: 'g1',
      title: '故障后的商品',
      image: '',
      price: '10.00',
      originalPrice: '',
      stock: 1,
      spec: [],
      specText: '',
      inventory: 9,
      inventoryUnit: '件',
      buyMin: 1,
      buyMax: 0,
      isInvalid: false,
      errorMsg: '',
      url: '',
    },
  ],
  totalPrice: '10.00',
  buyNumber: '1',
}

const preview: BuyPreview = {
  groups: [
    {
      id: '1',
      name: '默认仓库',
      alias: '',
      icon: '',
      items: [
        {
          key: 'a',
          goodsId: '2',
          title: '重试后的订单商品',
          image: '',
          specText: '',
          price: '5.00',
          originalPrice: '',
          stock: 1,
          totalPrice: '5.00',
          unit: '件',
          url: '',
        },
      ],
      totals: { totalPrice: '5.00', actualPrice: '5.00', preferentialPrice: '0', increasePrice: '0', goodsCount: 1, buyCount: 1 },
      extensions: [],
    },
  ],
  totals: { totalPrice: '5.00', actualPrice: '5.00', preferentialPrice: '0', increasePrice: '0', goodsCount: 1, buyCount: 1 },
  address: null,
  pickupAddresses: [],
  siteModel: 0,
  commonSiteType: 0,
  payments: [],
  defaultPaymentId: '',
  siteModels: [],
  datetime: null,
  contact: null,
  currencySymbol: '￥',
  submitted: null,
  pluginData: { coupon: undefined, points: undefined },
}

/** A promise the test resolves when it wants the "server" to answer. */
function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((r) => (resolve = r))
  return { promise, resolve }
}

function renderSignedIn(page: JSX.Element) {
  setItem('cache_shop_user_info_key', { id: '1', token: 'token-1', username: 'demo' })
  // The app store takes its language from storage.
  setItem('language', language)
  const stores = resetRootStore()
  render(<StoreContext.Provider value={stores}>{page}</StoreContext.Provider>)
  return stores
}

let language: 'zh' | 'en' = 'zh'

const retryButton = () => screen.getByTestId('status-error').querySelector('.status-view__button') as HTMLElement

beforeEach(() => {
  Taro.clearStorageSync()
  jest.spyOn(Taro, 'showToast').mockImplementation(() => Promise.resolve({ errMsg: 'ok' }) as never)
  jest.spyOn(Taro, 'navigateTo').mockImplementation(() => Promise.resolve({ errMsg: 'ok' }) as never)
  jest.spyOn(Taro, 'redirectTo').mockImplementation(() => Promise.resolve({ errMsg: 'ok' }) as never)
  loadCart.mockReset()
  loadPreview.mockReset()
})
afterEach(() => jest.restoreAllMocks())

describe.each([
  ['zh', '网络开小差了~', '重新加载'],
  ['en', 'The internet has wandered off~', 'Try again'],
] as const)('fault states (%s)', (lang, message, retryLabel) => {
  beforeEach(() => {
    language = lang
    setLanguage(lang)
  })

  it('cart: a failed load shows the error with retry; retry shows loading, then the rows', async () => {
    loadCart.mockResolvedValueOnce(timedOut(message))
    renderSignedIn(<CartStackPage />)
    await waitFor(() => expect(screen.getByTestId('status-error')).toBeTruthy())
    expect(screen.getByTestId('status-error').textContent).toContain(message)
    expect(retryButton().textContent).toBe(retryLabel)

    const answer = deferred<ApiResult<Cart>>()
    loadCart.mockReturnValueOnce(answer.promise)
    fireEvent.click(retryButton())
    // The tap is seen at once: no silent retry.
    await waitFor(() => expect(screen.getByTestId('status-loading')).toBeTruthy())
    answer.resolve({ ok: true, code: 0, msg: '', data: cart })
    await waitFor(() => expect(screen.getByText('故障后的商品')).toBeTruthy())
    expect(screen.queryByTestId('status-error')).toBeNull()
    expect(loadCart).toHaveBeenCalledTimes(2)
  })

  it('cart tab: a config call that keeps failing ends the wait; the cart error and its retry follow', async () => {
    loadCart.mockResolvedValueOnce(timedOut(message))
    const stores = renderSignedIn(<CartTab />)
    expect(screen.getByTestId('status-loading')).toBeTruthy()
    expect(loadCart).not.toHaveBeenCalled()
    // What the boot loop does after its first failed attempt (the next ones still run).
    act(() => runInAction(() => (stores.app.bootAttemptError = message)))
    await waitFor(() => expect(screen.getByTestId('status-error')).toBeTruthy())
    loadCart.mockResolvedValueOnce({ ok: true, code: 0, msg: '', data: cart })
    fireEvent.click(retryButton())
    await waitFor(() => expect(screen.getByText('故障后的商品')).toBeTruthy())
  })

  it('checkout: a failed buy/index shows the error with retry; retry shows loading, then the order', async () => {
    const data = cartCheckoutUrl(['4']).split('?data=')[1]
    jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { params: { data }, path: '/pages/buy/buy' } } as never)
    loadPreview.mockResolvedValueOnce(timedOut(message))
    renderSignedIn(<BuyPage />)
    await waitFor(() => expect(screen.getByTestId('status-error')).toBeTruthy())
    expect(screen.getByTestId('status-error').textContent).toContain(message)
    expect(retryButton().textContent).toBe(retryLabel)

    const answer = deferred<ApiResult<BuyPreview>>()
    loadPreview.mockReturnValueOnce(answer.promise)
    fireEvent.click(retryButton())
    await waitFor(() => expect(screen.getByTestId('status-loading')).toBeTruthy())
    answer.resolve({ ok: true, code: 0, msg: '', data: preview })
    await waitFor(() => expect(screen.getByText('重试后的订单商品')).toBeTruthy())
    expect(screen.getByTestId('buy-submit')).toBeTruthy()
    expect(loadPreview).toHaveBeenCalledTimes(2)
  })
})
