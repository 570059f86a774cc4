import Taro from '@tarojs/taro'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { nativeField } from './helpers/account-helpers'
import { changeCartStock, deleteCartItems, getCart, type Cart, type CartItem } from '@/api/cart'
import { runInAction } from 'mobx'
import { parseCommonConfig } from '@/api/base'
import { setLanguage } from '@/i18n'
import CartTab from '@/pages/cart/cart'
import CartStackPage from '@/pages/cart-page/cart-page'
import { resetRootStore, StoreContext } from '@/stores/root-store'
import { getItem, setItem } from '@/stores/storage'
import { registerEmbed } from '@/slots/slot'
import { CART_ENTRIES } from '@/slots/slots'

jest.mock('@/api/cart', () => ({
  ...jest.requireActual('@/api/cart'),
  getCart: jest.fn(),
  changeCartStock: jest.fn(),
  deleteCartItems: jest.fn(),
}))

// A plugin entry above the cart (as the realstore store cart is): both cart pages draw the slot.
registerEmbed(CART_ENTRIES, { plugin: 'test-entry', order: 99, component: () => <span data-testid='test-cart-entry'>entry</span> })

const load = getCart as jest.MockedFunction<typeof getCart>
const changeStock = changeCartStock as jest.MockedFunction<typeof changeCartStock>
const remove = deleteCartItems as jest.MockedFunction<typeof deleteCartItems>

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

const cart: Cart = { items: [row('1', { stock: 2 }), row('2'), row('3', { isInvalid: true, errorMsg: '已下架' })], totalPrice: '30.00', buyNumber: '4' }

/** The cart as the stack page shows it to a signed-in shopper (it loads as it is created). */
function renderCart(page: JSX.Element = <CartStackPage />) {
  setItem('cache_shop_user_info_key', { id: '1', token: 'token-1', username: 'demo' })
  const stores = resetRootStore()
  const view = render(<StoreContext.Provider value={stores}>{page}</StoreContext.Provider>)
  return { stores, ...view }
}

const rowEl = (id: string) => document.querySelector(`[data-testid="cart-row"][data-id="${id}"]`) as HTMLElement
const within = (el: HTMLElement, testId: string) => el.querySelector(`[data-testid="${testId}"]`) as HTMLElement
const toastTitles = (spy: jest.SpyInstance) => spy.mock.calls.map((call) => String((call[0] as { title: string }).title))

describe('cart list', () => {
  let toastSpy: jest.SpyInstance
  let modalSpy: jest.SpyInstance
  beforeEach(() => {
    Taro.clearStorageSync()
    setLanguage('zh')
    load.mockReset().mockResolvedValue({ ok: true, code: 0, msg: '', data: cart })
    changeStock.mockReset()
    remove.mockReset()
    toastSpy = jest.spyOn(Taro, 'showToast').mockImplementation(() => Promise.resolve({ errMsg: 'ok' }) as never)
    modalSpy = jest.spyOn(Taro, 'showModal')
  })
  afterEach(() => {
    toastSpy.mockRestore()
    modalSpy.mockRestore()
  })

  it('shows rows, greys invalid ones, totals the valid selection and sets the badge', async () => {
    const { stores } = renderCart()
    await waitFor(() => expect(screen.getByText('商品 1')).toBeTruthy())
    expect(rowEl('3').className).toContain('cart-row--invalid')
    expect(screen.getByText('已下架')).toBeTruthy()
    expect(screen.getByTestId('cart-bar').textContent).toContain('30.00')
    expect(stores.cart.badge).toBe('4')
    // Unchecking a row is remembered with its quantity and leaves the total.
    fireEvent.click(within(rowEl('2'), 'cart-row-check'))
    await waitFor(() => expect(screen.getByTestId('cart-bar').textContent).toContain('20.00'))
    expect(getItem('cache_user_cart_not_use_data_key')).toEqual({ '2': 1 })
  })

  it('increases a quantity through cart/stock', async () => {
    changeStock.mockResolvedValue({ ok: true, code: 0, msg: '', data: row('1', { stock: 3 }) })
    const { stores } = renderCart()
    await waitFor(() => expect(screen.getByText('商品 1')).toBeTruthy())
    await act(async () => {
      fireEvent.click(within(rowEl('1'), 'qty-plus'))
    })
    await waitFor(() => expect(changeStock).toHaveBeenCalledTimes(1))
    expect(changeStock.mock.calls[0][0]).toMatchObject({ id: '1', goodsId: 'g1' })
    expect(changeStock.mock.calls[0][1]).toBe(3)
    await waitFor(() => expect(screen.getByTestId('cart-bar').textContent).toContain('40.00'))
    // cart/stock carries no totals: the badge is the sum of quantities.
    expect(stores.cart.badge).toBe('5')
  })

  it('refuses more than the inventory without calling the server', async () => {
    load.mockResolvedValue({ ok: true, code: 0, msg: '', data: { ...cart, items: [row('1', { stock: 10 })] } })
    renderCart()
    await waitFor(() => expect(screen.getByText('商品 1')).toBeTruthy())
    fireEvent.click(within(rowEl('1'), 'qty-plus'))
    await waitFor(() => expect(toastTitles(toastSpy)).toContain('库存不足'))
    expect(changeStock).not.toHaveBeenCalled()
  })

  it('asks before deleting when the quantity would drop below 1, and deletes on confirm', async () => {
    modalSpy.mockResolvedValue({ confirm: true, cancel: false })
    remove.mockResolvedValue({ ok: true, code: 0, msg: '', data: { buyNumber: '2', totalPrice: '10.00' } })
    const { stores } = renderCart()
    await waitFor(() => expect(screen.getByText('商品 2')).toBeTruthy())
    await act(async () => {
      fireEvent.click(within(rowEl('2'), 'qty-minus'))
    })
    await waitFor(() => expect(remove).toHaveBeenCalledWith(['2']))
    expect(modalSpy).toHaveBeenCalledTimes(1)
    expect(changeStock).not.toHaveBeenCalled()
    await waitFor(() => expect(screen.queryByText('商品 2')).toBeNull())
    expect(stores.cart.badge).toBe('2')
  })

  it('swipe-revealed delete does nothing when the shopper cancels', async () => {
    modalSpy.mockResolvedValue({ confirm: false, cancel: true })
    renderCart()
    await waitFor(() => expect(screen.getByText('商品 1')).toBeTruthy())
    await act(async () => {
      fireEvent.click(within(rowEl('1'), 'cart-row-delete'))
    })
    await waitFor(() => expect(modalSpy).toHaveBeenCalledTimes(1))
    expect(remove).not.toHaveBeenCalled()
    expect(screen.getByText('商品 1')).toBeTruthy()
  })

  it('keeps one swiped row open at a time and closes it on a swipe back, a tap or a touch elsewhere', async () => {
    renderCart()
    await waitFor(() => expect(screen.getByText('商品 1')).toBeTruthy())
    const main = (id: string) => rowEl(id).querySelector('.cart-row__main') as HTMLElement
    const swipe = (id: string, dx: number) => {
      fireEvent.touchStart(main(id), { touches: [{ clientX: 200, clientY: 100 }] })
      fireEvent.touchEnd(main(id), { changedTouches: [{ clientX: 200 + dx, clientY: 104 }] })
    }
    const openRows = () => ['1', '2', '3'].filter((id) => rowEl(id).className.includes('cart-row--open'))

    swipe('1', -80)
    expect(openRows()).toEqual(['1'])
    // Swiping another row: the first closes, the other opens.
    swipe('2', -80)
    expect(openRows()).toEqual(['2'])
    // Swiping the open row back closes it.
    swipe('2', 80)
    expect(openRows()).toEqual([])

    // A touch anywhere else in the cart (the hint line) closes the open row.
    swipe('1', -80)
    fireEvent.touchStart(screen.getByText('左滑可收藏或删除商品'), { touches: [{ clientX: 10, clientY: 10 }] })
    expect(openRows()).toEqual([])

    // A tap elsewhere (a mouse has no touches) closes it too; the tapped checkbox still works.
    swipe('1', -80)
    fireEvent.click(within(rowEl('2'), 'cart-row-check'))
    expect(openRows()).toEqual([])

    // Touching the open row's own actions keeps it open so the action can be tapped.
    swipe('1', -80)
    fireEvent.touchStart(within(rowEl('1'), 'cart-row-favor'), { touches: [{ clientX: 300, clientY: 100 }] })
    expect(openRows()).toEqual(['1'])
    // A tap on the open row itself closes it without opening the goods.
    fireEvent.click(main('1'))
    expect(openRows()).toEqual([])
  })

  it('toasts when the typed quantity is unchanged', async () => {
    renderCart()
    await waitFor(() => expect(screen.getByText('商品 1')).toBeTruthy())
    // Stepping from 2 to 2 cannot happen with buttons; the input can send it.
    const input = nativeField(within(rowEl('1'), 'qty-input'))!
    fireEvent.input(input, { target: { value: '2' } })
    fireEvent.blur(input)
    await waitFor(() => expect(toastTitles(toastSpy)).toContain('数量未改变'))
    expect(changeStock).not.toHaveBeenCalled()
  })

  it('guests on the tab see the log-in state', async () => {
    render(
      <StoreContext.Provider value={resetRootStore()}>
        <CartTab />
      </StoreContext.Provider>,
    )
    expect(screen.getByText('您还没有登录')).toBeTruthy()
    expect(load).not.toHaveBeenCalled()
  })

  it('a guest on the stack page waits for the login page instead of seeing a log-in prompt', async () => {
    render(
      <StoreContext.Provider value={resetRootStore()}>
        <CartStackPage />
      </StoreContext.Provider>,
    )
    expect(screen.getByTestId('status-loading')).toBeTruthy()
    expect(screen.queryByText('您还没有登录')).toBeNull()
    expect(screen.queryByTestId('test-cart-entry')).toBeNull()
    expect(load).not.toHaveBeenCalled()
  })

  it('the stack page shows the plugin entries above the cart, as the tab does', async () => {
    renderCart()
    await waitFor(() => expect(screen.getByText('商品 1')).toBeTruthy())
    expect(screen.getByTestId('test-cart-entry')).toBeTruthy()
  })

  it('the tab loads the cart only once the shop config is known', async () => {
    const { stores } = renderCart(<CartTab />)
    await act(async () => undefined)
    expect(load).not.toHaveBeenCalled()
    act(() => runInAction(() => (stores.app.config = parseCommonConfig({ status: 1, config: {}, plugins_base: {} }))))
    await waitFor(() => expect(screen.getByText('商品 1')).toBeTruthy())
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('coming back to the page reloads the cart, the first show does not', async () => {
    renderCart()
    await waitFor(() => expect(screen.getByText('商品 1')).toBeTruthy())
    act(() => (Taro as unknown as { __firePageEvent(e: string): void }).__firePageEvent('onShow'))
    expect(load).toHaveBeenCalledTimes(1)
    load.mockResolvedValueOnce({ ok: true, code: 0, msg: '', data: { ...cart, items: [row('1', { stock: 2 }), row('4')] } })
    act(() => (Taro as unknown as { __firePageEvent(e: string): void }).__firePageEvent('onShow'))
    await waitFor(() => expect(screen.getByText('商品 4')).toBeTruthy())
    expect(load).toHaveBeenCalledTimes(2)
  })
})
