import Taro from '@tarojs/taro'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { parseCommonConfig } from '@/api/base'
import { deleteCartItems, getCart, type Cart, type CartItem } from '@/api/cart'
import { addFavorite } from '@/api/favor'
import type { GoodsSummary } from '@/api/goods'
import { searchGoods } from '@/api/search'
import { setLanguage } from '@/i18n'
import CartPage from '@/pages/cart/cart'
import CartStackPage from '@/pages/cart-page/cart-page'
import { resetRootStore, StoreContext, type RootStore } from '@/stores/root-store'
import { setItem } from '@/stores/storage'

jest.mock('@/api/cart', () => ({ ...jest.requireActual('@/api/cart'), getCart: jest.fn(), deleteCartItems: jest.fn() }))
jest.mock('@/api/favor', () => ({ ...jest.requireActual('@/api/favor'), addFavorite: jest.fn() }))
jest.mock('@/api/search', () => ({ ...jest.requireActual('@/api/search'), searchGoods: jest.fn() }))

// jsdom has no IntersectionObserver; the goods cards' lazy images ask for one.
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
Object.assign(globalThis, { IntersectionObserver: (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver ?? NoopObserver })

const fire = (Taro as unknown as { __firePageEvent: (event: string) => void }).__firePageEvent

function row(id: string, patch: Partial<CartItem> = {}): CartItem {
  return {
    id,
    goodsId: `g${id}`,
    title: `商品 ${id}`,
    image: '',
    price: '10.00',
    originalPrice: '',
    stock: 1,
    spec: [],
    specText: '',
    inventory: 10,
    inventoryUnit: '件',
    buyMin: 1,
    buyMax: 0,
    isInvalid: false,
    errorMsg: '',
    url: `/pages/goods-detail/goods-detail?id=g${id}`,
    ...patch,
  }
}

const cart: Cart = { items: [row('1', { stock: 2 }), row('2')], totalPrice: '30.00', buyNumber: '3' }

function goods(id: number): GoodsSummary {
  return {
    id: String(id),
    title: `推荐 ${id}`,
    image: '',
    price: '9.90',
    originalPrice: '',
    url: `/pages/goods-detail/goods-detail?id=${id}`,
    salesCount: 0,
    inventory: 10,
    inventoryUnit: '件',
    simpleDesc: '',
    hasSpecs: false,
    errorMsg: '',
  }
}

const guessPage = (page: number, pageTotal: number) => ({
  ok: true as const,
  code: 0 as const,
  msg: '',
  data: { items: [goods(page * 10 + 1), goods(page * 10 + 2)], page, pageTotal, total: pageTotal * 2 },
})

function stores(config: Record<string, unknown>, loggedIn = true, extra: Record<string, unknown> = {}): RootStore {
  if (loggedIn) setItem('cache_shop_user_info_key', { id: '1', token: 'token-1', username: 'demo' })
  const root = resetRootStore()
  root.app.config = parseCommonConfig({ status: 1, config, plugins_base: {}, ...extra })
  return root
}

const renderPage = (root: RootStore, node: JSX.Element) => render(<StoreContext.Provider value={root}>{node}</StoreContext.Provider>)
const rowEl = (id: string) => document.querySelector(`[data-testid="cart-row"][data-id="${id}"]`) as HTMLElement
const inRow = (id: string, testId: string) => rowEl(id).querySelector(`[data-testid="${testId}"]`) as HTMLElement

describe('cart: guess you like, favourites, exhibition, quick-nav', () => {
  let toastSpy: jest.SpyInstance
  beforeEach(() => {
    Taro.clearStorageSync()
    setLanguage('zh')
    jest.mocked(getCart).mockReset().mockResolvedValue({ ok: true, code: 0, msg: '', data: cart })
    jest.mocked(deleteCartItems).mockReset()
    jest.mocked(addFavorite).mockReset()
    jest
      .mocked(searchGoods)
      .mockReset()
      .mockImplementation(async (_filters, page) => guessPage(page, 2))
    jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([] as never)
    toastSpy = jest.spyOn(Taro, 'showToast').mockImplementation(() => Promise.resolve({ errMsg: 'ok' }) as never)
  })
  afterEach(() => jest.restoreAllMocks())

  it('shows "guess you like" under the cart when the config asks, and pages it on reach-bottom', async () => {
    renderPage(stores({ common_is_cart_show_guess_you_like: 1 }), <CartPage />)
    await waitFor(() => expect(screen.getByTestId('guess-you-like')).toBeTruthy())
    expect(screen.getByText('商品 1')).toBeTruthy()
    expect(screen.getByText('推荐 11')).toBeTruthy()
    expect(jest.mocked(searchGoods).mock.calls[0][1]).toBe(1)
    await act(async () => fire('onReachBottom'))
    await waitFor(() => expect(screen.getByText('推荐 21')).toBeTruthy())
    expect(jest.mocked(searchGoods).mock.calls.map((call) => call[1])).toEqual([1, 2])
    // Page 2 of 2: no further request, the end line shows.
    await act(async () => fire('onReachBottom'))
    expect(searchGoods).toHaveBeenCalledTimes(2)
    expect(screen.getByTestId('guess-you-like').textContent).toContain('没有更多')
  })

  it('loads suggestions for guests too, under the "log in" state', async () => {
    renderPage(stores({ common_is_cart_show_guess_you_like: '1' }, false), <CartPage />)
    await waitFor(() => expect(screen.getByTestId('guess-you-like')).toBeTruthy())
    expect(getCart).not.toHaveBeenCalled()
    expect(screen.getByText('推荐 11')).toBeTruthy()
  })

  it('neither requests nor shows suggestions when the config switch is off', async () => {
    renderPage(stores({ common_is_cart_show_guess_you_like: 0 }), <CartPage />)
    await waitFor(() => expect(screen.getByText('商品 1')).toBeTruthy())
    await act(async () => fire('onReachBottom'))
    expect(searchGoods).not.toHaveBeenCalled()
    expect(screen.queryByTestId('guess-you-like')).toBeNull()
  })

  it('moves a row to favourites: goods/favor (mandatory) first, then deletes the row', async () => {
    jest.mocked(addFavorite).mockResolvedValue({ ok: true, code: 0, msg: '', data: { isFavorite: true, count: 5 } })
    jest.mocked(deleteCartItems).mockResolvedValue({ ok: true, code: 0, msg: '', data: { buyNumber: '2', totalPrice: '20.00' } })
    const modal = jest.spyOn(Taro, 'showModal')
    const root = stores({})
    renderPage(root, <CartPage />)
    await waitFor(() => expect(screen.getByText('商品 2')).toBeTruthy())
    await act(async () => {
      fireEvent.click(inRow('2', 'cart-row-favor'))
    })
    await waitFor(() => expect(screen.queryByText('商品 2')).toBeNull())
    expect(addFavorite).toHaveBeenCalledWith('g2')
    expect(deleteCartItems).toHaveBeenCalledWith(['2'])
    expect(jest.mocked(addFavorite).mock.invocationCallOrder[0]).toBeLessThan(jest.mocked(deleteCartItems).mock.invocationCallOrder[0])
    expect(modal).not.toHaveBeenCalled()
    expect(root.cart.badge).toBe('2')
    expect(toastSpy.mock.calls.map((call) => (call[0] as { title: string }).title)).toContain('已移入收藏')
  })

  it('keeps the row when favouriting fails (the client already toasted the reason)', async () => {
    jest.mocked(addFavorite).mockResolvedValue({ ok: false, code: -1, msg: '商品不存在', kind: 'business', data: '' } as never)
    renderPage(stores({}), <CartPage />)
    await waitFor(() => expect(screen.getByText('商品 1')).toBeTruthy())
    await act(async () => {
      fireEvent.click(inRow('1', 'cart-row-favor'))
    })
    await waitFor(() => expect(addFavorite).toHaveBeenCalledTimes(1))
    expect(deleteCartItems).not.toHaveBeenCalled()
    expect(screen.getByText('商品 1')).toBeTruthy()
  })

  it('exhibition site: the checkout bar becomes a consult button dialing customer service', async () => {
    const call = jest.spyOn(Taro, 'makePhoneCall').mockResolvedValue({ errMsg: 'ok' } as never)
    renderPage(stores({ common_site_type: '4', common_app_customer_service_tel: '400-820-8820' }), <CartPage />)
    await waitFor(() => expect(screen.getByText('商品 1')).toBeTruthy())
    expect(screen.queryByTestId('cart-checkout')).toBeNull()
    expect(screen.queryByTestId('cart-select-all')).toBeNull()
    expect(screen.queryByTestId('cart-manage')).toBeNull()
    fireEvent.click(screen.getByTestId('cart-consult'))
    expect(call).toHaveBeenCalledWith({ phoneNumber: '400-820-8820' })
  })

  it('exhibition site without a service number toasts instead of dialing', async () => {
    const call = jest.spyOn(Taro, 'makePhoneCall').mockResolvedValue({ errMsg: 'ok' } as never)
    renderPage(stores({ common_site_type: 4, common_is_exhibition_mode_btn_text: '电话咨询' }), <CartPage />)
    await waitFor(() => expect(screen.getByTestId('cart-consult').textContent).toContain('电话咨询'))
    fireEvent.click(screen.getByTestId('cart-consult'))
    expect(call).not.toHaveBeenCalled()
    expect(toastSpy.mock.calls.map((c) => (c[0] as { title: string }).title)).toContain('客服电话未设置')
  })

  it('other site types keep the checkout bar', async () => {
    renderPage(stores({ common_site_type: '0' }), <CartPage />)
    await waitFor(() => expect(screen.getByTestId('cart-checkout')).toBeTruthy())
    expect(screen.queryByTestId('cart-consult')).toBeNull()
  })

  const quickNav = [
    { id: 1, name: '分类', images_url: '', event_type: 1, event_value: '/pages/goods-category/goods-category', bg_color: '#f93', platform: '["h5","weixin"]' },
    { id: 2, name: '只在APP', images_url: '', event_type: 1, event_value: '/pages/user/user', bg_color: '', platform: '["ios"]' },
    { id: 3, name: '我的订单', images_url: '', event_type: 1, event_value: '/pages/user-order/user-order', bg_color: '', platform: ['h5'] },
  ]

  it('cart-page shows the quick-nav entries for this client and follows one', async () => {
    const navigate = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    jest.spyOn(Taro, 'switchTab').mockResolvedValue({ errMsg: 'ok' } as never)
    renderPage(stores({ home_navigation_main_quick_status: 1 }, true, { quick_nav: quickNav }), <CartStackPage />)
    await waitFor(() => expect(screen.getByText('商品 1')).toBeTruthy())
    fireEvent.click(screen.getByTestId('quick-nav-button'))
    const names = screen.getAllByTestId('quick-nav-item').map((item) => item.querySelector('.quick-nav__name')?.textContent)
    expect(names).toEqual(['分类', '我的订单'])
    fireEvent.click(screen.getAllByTestId('quick-nav-item')[1])
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(expect.objectContaining({ url: '/pages/user-order/user-order' })))
    expect(screen.queryByTestId('quick-nav-panel')).toBeNull()
  })

  it('no quick-nav when the switch is off, and never on the cart tab', async () => {
    const first = renderPage(stores({ home_navigation_main_quick_status: 0 }, true, { quick_nav: quickNav }), <CartStackPage />)
    await waitFor(() => expect(screen.getByText('商品 1')).toBeTruthy())
    expect(screen.queryByTestId('quick-nav-button')).toBeNull()
    first.unmount()
    renderPage(stores({ home_navigation_main_quick_status: 1 }, true, { quick_nav: quickNav }), <CartPage />)
    await waitFor(() => expect(screen.getByText('商品 1')).toBeTruthy())
    expect(screen.queryByTestId('quick-nav-button')).toBeNull()
  })
})
